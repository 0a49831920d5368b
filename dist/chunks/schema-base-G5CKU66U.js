import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-M6EW3O3U.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-I2TIMIHR.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
