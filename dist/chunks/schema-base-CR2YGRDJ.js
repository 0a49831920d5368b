import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-QC34I6HQ.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-7V52UL6G.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
