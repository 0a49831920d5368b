import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  renderOne,
  targetsCommand,
  withTargets
} from "./chunk-RLKIKWC3.js";
import "./chunk-FOQ3YNAA.js";
import "./chunk-A4K7KFUI.js";
import "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-LWAUYT3A.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-KAT3YWBA.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-H46FZT4U.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
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
