import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  ConfigError,
  DEFAULT_CONFIG_FILE,
  DEFAULT_KUBERNETES_VERSION,
  MAX_CONFIG_BYTES,
  defaultConfig,
  loadConfig,
  loadConfigDetailed,
  readConfigFile,
  repoPathProblem
} from "./chunk-DYXIUYOZ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-OUAN73NT.js";
import "./chunk-QIVPUIGI.js";
import "./chunk-SZMUBOMR.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  ConfigError,
  DEFAULT_CONFIG_FILE,
  DEFAULT_KUBERNETES_VERSION,
  MAX_CONFIG_BYTES,
  defaultConfig,
  loadConfig,
  loadConfigDetailed,
  readConfigFile,
  repoPathProblem
};
