import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  printReport
} from "./chunk-KOIYUAZS.js";
import "./chunk-XITYQJ2J.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-PUWQGXLU.js";
import "./chunk-UR55HME7.js";
import "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import "./chunk-LDZCURK6.js";
import "./chunk-QJRHJSAI.js";
import "./chunk-E4M4FSKL.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  printReport
};
