import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-NPBGOYPL.js";
import "./chunk-ATICZD3F.js";
import "./chunk-RQ7Q6424.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
