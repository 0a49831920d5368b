import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  runHealthScript,
  setLuaRunDeadline
} from "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  runHealthScript,
  setLuaRunDeadline
};
