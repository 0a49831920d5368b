import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-PSAILPVZ.js";
import "./chunk-5Q7P2KRO.js";
import "./chunk-VXY2SPE6.js";
import "./chunk-L4HTA6SR.js";
import "./chunk-YEYDGKJX.js";
import "./chunk-PUWQGXLU.js";
import "./chunk-UR55HME7.js";
import "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import "./chunk-LDZCURK6.js";
import "./chunk-HALTSKUL.js";
import "./chunk-X3EAQZ3P.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-QJRHJSAI.js";
import "./chunk-E4M4FSKL.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
