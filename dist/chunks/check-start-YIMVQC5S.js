import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-VPR43EJT.js";
import "./chunk-NEX45PGY.js";
import "./chunk-MH6Y2OEN.js";
import "./chunk-LDZCURK6.js";
import "./chunk-3KVACT7E.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
