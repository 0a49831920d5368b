import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  ConfigError,
  DEFAULT_KUBERNETES_VERSION,
  MAX_CONFIG_BYTES,
  defaultConfig,
  loadConfig,
  loadConfigDetailed,
  readConfigFile,
  repoPathProblem
} from "./chunk-H46FZT4U.js";
import {
  DEFAULT_CONFIG_FILE
} from "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-LYFTJUJU.js";
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
