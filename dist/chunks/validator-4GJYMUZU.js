import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  createSchemaValidator
} from "./chunk-NC3WZ3E6.js";
import "./chunk-AY36APSX.js";
import "./chunk-G6UY35R2.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-6RG2LXPG.js";
import "./chunk-QMC5NZGM.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-YVKPGPZK.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  createSchemaValidator
};
