import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  cliSarifDocs,
  printReport
} from "./chunk-ZNHPXNKB.js";
import "./chunk-DBPNJTNE.js";
import "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-325WNS3P.js";
import "./chunk-X2YJPYQ6.js";
import "./chunk-BVFYZUKM.js";
import "./chunk-AEMN7P2B.js";
import "./chunk-2RMB7KEH.js";
import "./chunk-4EY6NFE4.js";
import "./chunk-KZXAIZA3.js";
import "./chunk-VQ6XOWD6.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-LYETZ6Z3.js";
import "./chunk-E3XLLA4L.js";
import "./chunk-M2ALONYX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  cliSarifDocs,
  printReport
};
