import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  startCheck,
  startCheckEarly
} from "./chunk-7BOFXROC.js";
import "./chunk-XYQ2ODKG.js";
import "./chunk-ZQFG4VB3.js";
import "./chunk-KAT3YWBA.js";
import "./chunk-ZQ5WTYB2.js";
import "./chunk-DMYT3QAX.js";
import "./chunk-MDYSVXZZ.js";
export {
  startCheck,
  startCheckEarly
};
