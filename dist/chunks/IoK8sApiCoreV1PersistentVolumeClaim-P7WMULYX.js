import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  validate
} from "./chunk-UM32YOB3.js";
import "./chunk-TR62L5VO.js";
import "./chunk-MGPHRZVZ.js";
import "./chunk-7URTF6OT.js";
import "./chunk-MPCZD2Z5.js";
import "./chunk-S3ZZUAA3.js";
import "./chunk-6SCTZ3J4.js";
import "./chunk-XLMAVMBI.js";
import "./chunk-XFAAQ7YT.js";
import "./chunk-W54ZEO7A.js";
export {
  validate
};
