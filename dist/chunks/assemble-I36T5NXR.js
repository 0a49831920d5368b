import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  assembleReport,
  finishReport
} from "./chunk-BN4MWWQ2.js";
import "./chunk-OQXLKPNV.js";
import "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-U7PAFMXP.js";
import "./chunk-UBNQVZ2E.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  assembleReport,
  finishReport
};
