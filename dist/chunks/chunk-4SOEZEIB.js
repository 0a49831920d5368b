import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/report/budget.ts
var DEFAULT_MAX_CHARS = 65e3;
var MAX_BYTES = 26e4;
var SUMMARY_MAX = 104e4;
function codePoints(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
function utf8Bytes(text) {
  return Buffer.byteLength(text, "utf8");
}
var Budget = class _Budget {
  constructor(maxChars, maxBytes = MAX_BYTES) {
    this.maxChars = maxChars;
    this.maxBytes = maxBytes;
  }
  maxChars;
  maxBytes;
  chars = 0;
  bytes = 0;
  /** Whether `text` fits while still leaving `reserve` (a text or a size in both units) free. */
  fits(text, reserve = 0) {
    return this.chars + codePoints(text) + reserve <= this.maxChars && this.bytes + utf8Bytes(text) + reserve * 4 <= this.maxBytes;
  }
  add(text) {
    this.chars += codePoints(text);
    this.bytes += utf8Bytes(text);
    return text;
  }
  /** A child budget for a section: what is left now minus `reserve`. */
  remaining(reserve = 0) {
    return new _Budget(
      Math.max(0, this.maxChars - this.chars - reserve),
      Math.max(0, this.maxBytes - this.bytes - reserve * 4)
    );
  }
};

export {
  DEFAULT_MAX_CHARS,
  MAX_BYTES,
  SUMMARY_MAX,
  codePoints,
  utf8Bytes,
  Budget
};
