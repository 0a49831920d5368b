export { ConfigError } from './errors.js';
export { loadConfig, loadConfigDetailed, readConfigFile, MAX_CONFIG_BYTES, type LoadedConfig } from './load.js';
export { defaultConfig, DEFAULT_CONFIG_FILE, DEFAULT_KUBERNETES_VERSION } from './defaults.js';
export { repoPathProblem } from './semantics.js';
