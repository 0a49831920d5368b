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
var DECIMAL_EXPONENT = { n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 };
function parseExactQuantity(text) {
  const m = QUANTITY.exec(text);
  if (!m) return void 0;
  const [, sign, number = "", suffix = ""] = m;
  const [whole = "", fraction = ""] = number.split(".");
  let mantissa = BigInt(`${whole}${fraction}` || "0");
  let exponent = 9 - fraction.length;
  if (/^[KMGTPE]i$/.test(suffix)) mantissa *= BigInt(MULTIPLIERS[suffix]);
  else if (suffix in DECIMAL_EXPONENT) exponent += DECIMAL_EXPONENT[suffix];
  else if (suffix !== "") {
    const e = Number(suffix.slice(1));
    if (Math.abs(e) > 64) return void 0;
    exponent += e;
  }
  let nanos;
  if (exponent >= 0) nanos = mantissa * 10n ** BigInt(exponent);
  else {
    const divisor = 10n ** BigInt(-exponent);
    nanos = mantissa / divisor + (mantissa % divisor === 0n ? 0n : 1n);
  }
  return { nanos: sign === "-" ? -nanos : nanos };
}

export {
  QUANTITY_SYNTAX_MESSAGE,
  parseQuantity,
  isQuantity,
  parseExactQuantity
};
