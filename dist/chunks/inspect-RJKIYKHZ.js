import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-3L47QIRL.js";
import "./chunk-U2EJJJQR.js";
import "./chunk-NEX45PGY.js";
import "./chunk-MH6Y2OEN.js";
import "./chunk-H7FBISYK.js";
import "./chunk-VE7QBNXC.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-LDZCURK6.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-EME3WOMB.js";
import "./chunk-3KVACT7E.js";
import "./chunk-M6BRCHIR.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-6VPOLLFJ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-6G3NPIUK.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-JX7CJN62.js";
import "./chunk-FTSCAVWJ.js";
import "./chunk-RJWGF4QZ.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-T4D7B56H.js";
import "./chunk-VPIKQEEV.js";
import "./chunk-ZW7IGIY5.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
