import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  startCheck,
  startCheckEarly
} from "./chunk-6GN3V3ZD.js";
import "./chunk-BFLIY6CL.js";
import "./chunk-N44N4OUU.js";
import "./chunk-LDZCURK6.js";
import "./chunk-I2TIMIHR.js";
import "./chunk-NH7EOKP2.js";
import "./chunk-MDYSVXZZ.js";
export {
  startCheck,
  startCheckEarly
};
