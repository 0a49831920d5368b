export { ConfigError } from './errors.js';
export {
  loadConfig,
  loadConfigDetailed,
  loadConfigOrDefault,
  readConfigFile,
  MAX_CONFIG_BYTES,
  type LoadedConfig,
} from './load.js';
export {
  defaultConfig,
  DEFAULT_CONFIG_FILE,
  DEFAULT_KUBERNETES_VERSION,
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_MAX_OBJECTS,
  DEFAULT_MAX_PARSED_BYTES,
  DEFAULT_RENDER_TIMEOUT_SECONDS,
} from './defaults.js';
export { repoPathProblem } from './semantics.js';
