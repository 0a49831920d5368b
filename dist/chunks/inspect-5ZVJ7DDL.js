import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  renderOne,
  targetsCommand,
  withTargets
} from "./chunk-BDSHHFQI.js";
import "./chunk-EG3GQ2OT.js";
import "./chunk-A4K7KFUI.js";
import "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-6AJZUNOZ.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-KAT3YWBA.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-ZSJWWPVC.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-3FNXZCN6.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-3VBPQL3D.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-FQN3BHIZ.js";
import "./chunk-5MFFXWTC.js";
import "./chunk-7DSRX2XE.js";
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
