import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/kube/quantity.ts
var QUANTITY = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|[eE][+-]?\d+)?$/;
var MULTIPLIERS = {
  "": 1,
  n: 1e-9,
  u: 1e-6,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60
};
var QUANTITY_SYNTAX_MESSAGE = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
function parseQuantity(value) {
  if (typeof value === "number") return Number.isFinite(value) ? value : void 0;
  if (typeof value !== "string") return void 0;
  const m = QUANTITY.exec(value);
  if (!m) return void 0;
  const [, sign, digits, suffix = ""] = m;
  const number = Number(digits) * (sign === "-" ? -1 : 1);
  const multiplier = /^[eE][+-]?\d+$/.test(suffix) ? 10 ** Number(suffix.slice(1)) : MULTIPLIERS[suffix] ?? 1;
  return number * multiplier;
}
function isQuantity(value) {
  return parseQuantity(value) !== void 0;
}

export {
  QUANTITY_SYNTAX_MESSAGE,
  parseQuantity,
  isQuantity
};
