import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-36SDBC4B.js";
import "./chunk-HL5MJ4M4.js";
import "./chunk-RKVZTJZI.js";
import "./chunk-LDZCURK6.js";
import "./chunk-3KVACT7E.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
