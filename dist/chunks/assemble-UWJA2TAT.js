import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  assembleReport,
  finishReport
} from "./chunk-WVFUJIN4.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-V72IZS4E.js";
import "./chunk-3IBGSOBG.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  assembleReport,
  finishReport
};
