import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-Q3VV5YPK.js";
import "./chunk-ONB23PE7.js";
import "./chunk-G4LRMY73.js";
import "./chunk-LDZCURK6.js";
import "./chunk-3KVACT7E.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
