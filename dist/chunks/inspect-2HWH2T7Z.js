import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-F5X7APP4.js";
import "./chunk-Y4ELIZWK.js";
import "./chunk-VXY2SPE6.js";
import "./chunk-L4HTA6SR.js";
import "./chunk-LK732ZFJ.js";
import "./chunk-Z4RO4UCJ.js";
import "./chunk-UR55HME7.js";
import "./chunk-LDZCURK6.js";
import "./chunk-2CZHBKKJ.js";
import "./chunk-CQW5JIIJ.js";
import "./chunk-K2GBJIOP.js";
import "./chunk-SGTUZLFZ.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-BRSATP5O.js";
import "./chunk-7ZCOOZ7V.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
