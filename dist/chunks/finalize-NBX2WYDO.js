import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  finalizeDraft,
  finalizeDrafts
} from "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  finalizeDraft,
  finalizeDrafts
};
