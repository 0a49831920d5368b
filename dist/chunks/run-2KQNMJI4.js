import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  isHelmTestHook,
  runPolicies
} from "./chunk-BOZ2JBO2.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-WBZRO3XQ.js";
import "./chunk-XIRJUB3Z.js";
import "./chunk-QMLLB3OF.js";
import "./chunk-AOISIRRH.js";
import "./chunk-4XXS2LRL.js";
import "./chunk-6UJQ7GKV.js";
import "./chunk-UFBSXLJ5.js";
import "./chunk-M56IX5WU.js";
import "./chunk-DRA3KSIM.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-MDYSVXZZ.js";
export {
  isHelmTestHook,
  runPolicies
};
