import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  assembleReport,
  finishReport
} from "./chunk-LXXC6S5S.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import "./chunk-JJ5MCHAW.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  assembleReport,
  finishReport
};
