import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-6RG2LXPG.js";
import "./chunk-QMC5NZGM.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
