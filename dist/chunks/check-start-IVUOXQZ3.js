import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-VTH7MBLI.js";
import "./chunk-3KAAARVM.js";
import "./chunk-EEMACZKE.js";
import "./chunk-LDZCURK6.js";
import "./chunk-MOV2M7AU.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
