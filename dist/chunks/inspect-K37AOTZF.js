import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-XSSODI7F.js";
import "./chunk-LNVWNNVM.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-WN3MHDTP.js";
import "./chunk-N44N4OUU.js";
import "./chunk-RC6VNOH6.js";
import "./chunk-LDZCURK6.js";
import "./chunk-4K7TQNUK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-GZ35HFT3.js";
import "./chunk-2QFZOUGO.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-OCJMIONV.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-UFBSXLJ5.js";
import "./chunk-M56IX5WU.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
