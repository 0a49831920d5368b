import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-GENKPMIF.js";
import "./chunk-KL5JHOM4.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
