import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
} from "./chunk-P3DHC6MY.js";
import "./chunk-WBZRO3XQ.js";
import "./chunk-XIRJUB3Z.js";
import "./chunk-QMLLB3OF.js";
import "./chunk-AOISIRRH.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-6UJQ7GKV.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-UFBSXLJ5.js";
import "./chunk-M56IX5WU.js";
import "./chunk-DRA3KSIM.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-MDYSVXZZ.js";
export {
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
};
