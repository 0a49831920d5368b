import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-7OX4C5EY.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-4NK32PBZ.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
