export { ConfigError } from './errors.js';
export { loadConfig, loadConfigDetailed, readConfigFile, MAX_CONFIG_BYTES, type LoadedConfig } from './load.js';
export { defaultConfig, DEFAULT_KUBERNETES_VERSION } from './defaults.js';
export { DEFAULT_CONFIG_FILE } from '../model/config.js';
export { repoPathProblem } from './semantics.js';
