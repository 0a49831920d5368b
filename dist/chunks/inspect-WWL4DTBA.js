import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  renderOne,
  targetsCommand,
  withTargets
} from "./chunk-SMFTCJKL.js";
import "./chunk-2NZN4PDM.js";
import "./chunk-A4K7KFUI.js";
import "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-QW3RRY3H.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-KAT3YWBA.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-5BH74H5R.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-WE5GBRNN.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-D733JC5C.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-RH7IQCQN.js";
import "./chunk-V45PEUS7.js";
import "./chunk-UOEBEDMF.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-T4D7B56H.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  renderOne,
  targetsCommand,
  withTargets
};
