import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-2LS6AHMT.js";
import "./chunk-Q6QAZG4U.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-EI2R5CLB.js";
import "./chunk-L4HTA6SR.js";
import "./chunk-O54MLSFF.js";
import "./chunk-LDZCURK6.js";
import "./chunk-4K7TQNUK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-LOSL2R4H.js";
import "./chunk-WLSCNZOQ.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-OCJMIONV.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-RGSKBEFI.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-NOLZB2LA.js";
import "./chunk-M56IX5WU.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-4NK32PBZ.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
