import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  POLICY_PACKS,
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
} from "./chunk-YCTU6FRC.js";
import "./chunk-3XEZECRO.js";
import "./chunk-4R2EC7DG.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-S2FNWFA4.js";
import "./chunk-3WNTS5BZ.js";
import "./chunk-LBNWAXMZ.js";
import "./chunk-TLQHDJBO.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-BJZN5HYM.js";
import "./chunk-JVJ3X7LH.js";
import "./chunk-M2ALONYX.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-4MGYVCT7.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-UBNQVZ2E.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  POLICY_PACKS,
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
};
