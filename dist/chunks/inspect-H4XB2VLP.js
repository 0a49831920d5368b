import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-YJEVKJZT.js";
import "./chunk-OVIKFOGR.js";
import "./chunk-UEK253SU.js";
import "./chunk-PQK2GXZ7.js";
import "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import "./chunk-NIV5XKAB.js";
import "./chunk-LDZCURK6.js";
import "./chunk-OCYF6E2S.js";
import "./chunk-GYBYBRZP.js";
import "./chunk-3KVACT7E.js";
import "./chunk-M6BRCHIR.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-QCYFN3UA.js";
import "./chunk-DYXIUYOZ.js";
import "./chunk-ADW2EP4Y.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PK5OONDX.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-OUAN73NT.js";
import "./chunk-QIVPUIGI.js";
import "./chunk-SZMUBOMR.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import "./chunk-T4D7B56H.js";
import "./chunk-5E7SO422.js";
import "./chunk-DMYT3QAX.js";
import "./chunk-BFI5W2LE.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
