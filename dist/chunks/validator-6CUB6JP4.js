import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaValidator
} from "./chunk-HMGR2QWT.js";
import "./chunk-5YTRMMFF.js";
import "./chunk-5IABTCLJ.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-OCJMIONV.js";
import "./chunk-VVGL2VAU.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-DRA3KSIM.js";
import "./chunk-EBPD5RX4.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-QC34I6HQ.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-7V52UL6G.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaValidator
};
