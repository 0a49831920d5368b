import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate
} from "./chunk-NXXLRKBE.js";
import "./chunk-N43UEHJ4.js";
import "./chunk-ZAMKILZ6.js";
import "./chunk-ODRJEQO6.js";
import "./chunk-KGIF24KP.js";
import "./chunk-ELCMTAF5.js";
import "./chunk-EGRZXNNS.js";
import "./chunk-BEQU7ZHF.js";
import "./chunk-GBM72Z5Y.js";
import "./chunk-NGLWVIIG.js";
export {
  validate
};
