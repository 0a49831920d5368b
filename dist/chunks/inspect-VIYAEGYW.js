import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-AN3FYOKP.js";
import "./chunk-K3URZGEI.js";
import "./chunk-UR55HME7.js";
import "./chunk-O3BWF7CL.js";
import "./chunk-XUKYWFPX.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-JUP4PUIP.js";
import "./chunk-LDZCURK6.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
