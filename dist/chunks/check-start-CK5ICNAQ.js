import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  startCheck,
  startCheckEarly
} from "./chunk-5DPSYHWR.js";
import "./chunk-EI2R5CLB.js";
import "./chunk-L4HTA6SR.js";
import "./chunk-LDZCURK6.js";
import "./chunk-4NK32PBZ.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  startCheck,
  startCheckEarly
};
