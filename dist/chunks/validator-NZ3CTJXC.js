import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaValidator
} from "./chunk-3XZ7UJ6V.js";
import "./chunk-G6UY35R2.js";
import "./chunk-GOB4GG23.js";
import "./chunk-5IABTCLJ.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-MOV2M7AU.js";
import "./chunk-3RP5KXXG.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-ZKTT6EQO.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-KY26WUNC.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-FB2X2AJH.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-ZTIPXNAZ.js";
import "./chunk-7V52UL6G.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaValidator
};
