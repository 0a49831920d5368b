export { ConfigError } from './errors.js';
export { loadConfig, loadConfigDetailed, readConfigFile } from './load.js';
export { MAX_CONFIG_BYTES } from './parse.js';
export { defaultConfig, DEFAULT_KUBERNETES_VERSION } from './defaults.js';
export { DEFAULT_CONFIG_FILE } from '../model/config.js';
export { repoPathProblem } from './semantics.js';
