import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-67CNYWCF.js";
import "./chunk-EPOAZFCD.js";
import "./chunk-RKVZTJZI.js";
import "./chunk-LDZCURK6.js";
import "./chunk-VBHQI2AC.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
