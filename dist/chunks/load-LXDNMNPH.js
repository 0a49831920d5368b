import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  loadPolicies,
  loadPoliciesInSlices
} from "./chunk-JPYC7ZPS.js";
import "./chunk-4UTMRZTU.js";
import "./chunk-YNQTJFVJ.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-7RMRESGU.js";
import "./chunk-4EY6NFE4.js";
import "./chunk-J7JL2GM7.js";
import "./chunk-RVE5JPXE.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-6424FULD.js";
import "./chunk-XEU3KPTC.js";
import "./chunk-M2ALONYX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import {
  POLICY_PACKS,
  PolicyLoadError,
  builtInChecksDir
} from "./chunk-QIVPUIGI.js";
import "./chunk-SZMUBOMR.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  POLICY_PACKS,
  PolicyLoadError,
  builtInChecksDir,
  loadPolicies,
  loadPoliciesInSlices
};
