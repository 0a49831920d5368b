import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
} from "./chunk-JYQBUCTE.js";
import "./chunk-I2QINAC7.js";
import "./chunk-XIRJUB3Z.js";
import "./chunk-QMLLB3OF.js";
import "./chunk-VRCUW5JR.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-75KVJ63W.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-R35Q67RZ.js";
import "./chunk-M56IX5WU.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-KY26WUNC.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
};
