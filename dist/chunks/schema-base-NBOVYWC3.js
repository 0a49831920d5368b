import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaBase
} from "./chunk-6IWSFPNE.js";
import "./chunk-KL5JHOM4.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaBase
};
