import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-FB2X2AJH.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
