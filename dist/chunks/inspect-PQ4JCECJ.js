import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-O2REQEMV.js";
import "./chunk-AIWGATK5.js";
import "./chunk-VVG5A4AL.js";
import "./chunk-MU4DWGDO.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-GHMAPDFH.js";
import "./chunk-N44N4OUU.js";
import "./chunk-4K7TQNUK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-LDZCURK6.js";
import "./chunk-4HJVOXCX.js";
import "./chunk-XEGUOVOC.js";
import "./chunk-WX2TFLRR.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-MOV2M7AU.js";
import "./chunk-3RP5KXXG.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-2AILZK6B.js";
import "./chunk-M56IX5WU.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-KY26WUNC.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
