import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  ConfigError,
  DEFAULT_CONFIG_FILE,
  DEFAULT_KUBERNETES_VERSION,
  DEFAULT_MAX_OBJECTS,
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_MAX_PARSED_BYTES,
  DEFAULT_RENDER_TIMEOUT_SECONDS,
  MAX_CONFIG_BYTES,
  defaultConfig,
  loadConfig,
  loadConfigDetailed,
  loadConfigOrDefault,
  readConfigFile,
  repoPathProblem
} from "./chunk-6VPOLLFJ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-JX7CJN62.js";
import "./chunk-FTSCAVWJ.js";
import "./chunk-RJWGF4QZ.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  ConfigError,
  DEFAULT_CONFIG_FILE,
  DEFAULT_KUBERNETES_VERSION,
  DEFAULT_MAX_OBJECTS,
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_MAX_PARSED_BYTES,
  DEFAULT_RENDER_TIMEOUT_SECONDS,
  MAX_CONFIG_BYTES,
  defaultConfig,
  loadConfig,
  loadConfigDetailed,
  loadConfigOrDefault,
  readConfigFile,
  repoPathProblem
};
