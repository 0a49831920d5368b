import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
} from "./chunk-NEB5HHRZ.js";
import "./chunk-UEK253SU.js";
import "./chunk-PQK2GXZ7.js";
import "./chunk-LDZCURK6.js";
import "./chunk-3KVACT7E.js";
import "./chunk-DMYT3QAX.js";
import "./chunk-MDYSVXZZ.js";
export {
  looksTargetsOnly,
  startCheck,
  startCheckEarly
};
