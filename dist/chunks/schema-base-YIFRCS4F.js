import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-JF7N6PZG.js";
import "./chunk-QMC5NZGM.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
