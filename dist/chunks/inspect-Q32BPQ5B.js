import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  renderCommand,
  targetsCommand,
  withTargets
} from "./chunk-7V3S5OVY.js";
import "./chunk-I4GTTW5V.js";
import "./chunk-VXY2SPE6.js";
import "./chunk-L4HTA6SR.js";
import "./chunk-YEYDGKJX.js";
import "./chunk-LDZCURK6.js";
import "./chunk-VM3LB4YH.js";
import "./chunk-VR3MMMXA.js";
import "./chunk-CPMSFLAO.js";
import "./chunk-HALTSKUL.js";
import "./chunk-X3EAQZ3P.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-QJRHJSAI.js";
import "./chunk-E4M4FSKL.js";
import "./chunk-L3AFQ6AO.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  renderCommand,
  targetsCommand,
  withTargets
};
