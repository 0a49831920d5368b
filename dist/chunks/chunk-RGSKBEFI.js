import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  yaml
} from "./chunk-ZKTT6EQO.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/manifest/fast-stream.ts
var import_yaml = __toESM(require_dist(), 1);

// src/manifest/fast-schema.ts
var STRING = /* @__PURE__ */ Symbol("string");
var INT_FORMS = [
  [/^0o[0-7]+$/, (s) => parseInt(s.substring(2), 8)],
  [/^[-+]?[0-9]+$/, (s) => parseInt(s, 10)],
  [/^0x[0-9a-fA-F]+$/, (s) => parseInt(s.substring(2), 16)]
];
var FLOAT_FORMS = [
  [
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    (s) => s.slice(-3).toLowerCase() === "nan" ? NaN : s[0] === "-" ? -Infinity : Infinity
  ],
  [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (s) => parseFloat(s)],
  [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (s) => parseFloat(s)]
];
function numberOf(s, forms) {
  for (const [test, convert] of forms) if (test.test(s)) return convert(s);
  return STRING;
}
function resolvePlain(s) {
  if (s === "") return null;
  const c = s.charCodeAt(0);
  switch (c) {
    case 126:
      return s.length === 1 ? null : STRING;
    case 110:
    case 78:
      return s === "null" || s === "Null" || s === "NULL" ? null : STRING;
    case 116:
    case 84:
      return s === "true" || s === "True" || s === "TRUE" ? true : STRING;
    case 102:
    case 70:
      return s === "false" || s === "False" || s === "FALSE" ? false : STRING;
    case 46:
      return numberOf(s, FLOAT_FORMS);
    default: {
      const numeric = c === 43 || c === 45 || c >= 48 && c <= 57;
      if (!numeric) return STRING;
      const int = numberOf(s, INT_FORMS);
      return int === STRING ? numberOf(s, FLOAT_FORMS) : int;
    }
  }
}
var plainScalar = new yaml.Type("tag:yaml.org,2002:core-plain", {
  kind: "scalar",
  resolve: (data) => data === null || typeof data === "string" && resolvePlain(data) !== STRING,
  construct: (data) => data === null ? null : resolvePlain(data)
});
var FAST_SCHEMA = yaml.FAILSAFE_SCHEMA.extend({ implicit: [plainScalar] });

// src/manifest/block-scalars.ts
var GIVE_UP = { giveUp: true };
var bail = () => {
  throw GIVE_UP;
};
function restIsComment(text, at, e) {
  let c = at;
  while (c < e && text.charCodeAt(c) === 32) c++;
  return c === e || c > at && text.charCodeAt(c) === 35;
}
var PLAIN_START_REFUSED = new Set("?:,]}#&*!|>%@`".split(""));
function plainValue(text, c, e) {
  const ch = text[c];
  if (PLAIN_START_REFUSED.has(ch) || ch === "-" && (c + 1 === e || text.charCodeAt(c + 1) === 32)) bail();
  const line = text.slice(c, e);
  const comment = line.indexOf(" #");
  let last = comment === -1 ? line.length : comment;
  while (last > 0 && line.charCodeAt(last - 1) === 32) last--;
  const raw = line.slice(0, last);
  if (raw.includes(": ") || raw.endsWith(":")) bail();
  const value = resolvePlain(raw);
  return [value === STRING ? raw : value, comment === -1 ? e : c + comment];
}
function doubleQuoted(text, c, e) {
  let escaped = false;
  for (let j = c + 1; j < e; j++) {
    const ch = text.charCodeAt(j);
    if (ch === 92) {
      if (!'"\\/bfnrtu'.includes(text[j + 1])) bail();
      escaped = true;
      j++;
    } else if (ch === 34) {
      const raw = text.slice(c + 1, j);
      if (!escaped) return [raw, j + 1];
      try {
        return [JSON.parse(`"${raw}"`), j + 1];
      } catch {
        return bail();
      }
    }
  }
  return bail();
}
function singleQuoted(text, c, e) {
  for (let j = c + 1; j < e; j++) {
    if (text.charCodeAt(j) !== 39) continue;
    if (text.charCodeAt(j + 1) === 39) j++;
    else return [text.slice(c + 1, j).replaceAll("''", "'"), j + 1];
  }
  return bail();
}
function flowValue(text, c, e) {
  const pair = text.slice(c, c + 2);
  if (pair === "[]") return [[], c + 2];
  if (pair === "{}") return [{}, c + 2];
  if (pair[0] !== "[") return bail();
  const items = [];
  let j = skipSpaces(text, c + 1, e);
  for (; ; ) {
    const q = text[j];
    const [item, after] = q === '"' ? doubleQuoted(text, j, e) : q === "'" ? singleQuoted(text, j, e) : bail();
    items.push(item);
    j = skipSpaces(text, after, e);
    if (text[j] === "]") return [items, j + 1];
    if (text[j] !== ",") return bail();
    j = skipSpaces(text, j + 1, e);
  }
}
function skipSpaces(text, c, e) {
  while (c < e && text.charCodeAt(c) === 32) c++;
  return c;
}

// src/manifest/block-parse.ts
var BAIL = /* @__PURE__ */ Symbol("bail");
var MAX_DEPTH = 40;
function linesOf(text, from, end) {
  const starts = [];
  const ends = [];
  const indents = [];
  let s = from;
  while (s < end) {
    let e = text.indexOf("\n", s);
    if (e === -1 || e > end) e = end;
    let i = s;
    while (i < e && text.charCodeAt(i) === 32) i++;
    starts.push(s);
    ends.push(e);
    indents.push(i === e || text.charCodeAt(i) === 35 ? -1 : i - s);
    s = e + 1;
  }
  return { text, starts, ends, indents };
}
function nextContent(l, i) {
  while (i < l.indents.length && l.indents[i] === -1) i++;
  return i;
}
function parseBlockDocument(text, from, end) {
  const l = linesOf(text, from, end);
  const first = nextContent(l, 0);
  if (first === l.indents.length) return null;
  try {
    const [value, next] = parseBlock(l, first, l.indents[first], 0);
    return nextContent(l, next) === l.indents.length ? value : BAIL;
  } catch (err) {
    if (err === GIVE_UP) return BAIL;
    throw err;
  }
}
function isItem(l, i, col) {
  const at = l.starts[i] + col;
  if (l.text.charCodeAt(at) !== 45) return false;
  const next = l.text.charCodeAt(at + 1);
  return at + 1 === l.ends[i] || next === 32;
}
function parseBlock(l, i, n, depth) {
  if (depth > MAX_DEPTH) bail();
  return isItem(l, i, n) ? parseSequence(l, i, n, depth) : parseMapping(l, i, n, n, depth);
}
function parseSequence(l, i, n, depth) {
  const items = [];
  while (i < l.indents.length && l.indents[i] === n && isItem(l, i, n)) {
    const lineStart = l.starts[i];
    let c = lineStart + n + 1;
    while (c < l.ends[i] && l.text.charCodeAt(c) === 32) c++;
    let value;
    if (c === l.ends[i] || l.text.charCodeAt(c) === 35) [value, i] = parseBelow(l, i + 1, n, false, depth);
    else if (isItem(l, i, c - lineStart))
      bail();
    else if (keyEnd(l, i, c) !== -1) [value, i] = parseMapping(l, i, c - lineStart, c - lineStart, depth + 1);
    else [value, i] = parseInline(l, i, c, n);
    items.push(value);
    i = nextContent(l, i);
  }
  return [items, endOfBlock(l, i, n)];
}
function endOfBlock(l, i, n) {
  if (i < l.indents.length && l.indents[i] > n) bail();
  return i;
}
function parseMapping(l, i, n, firstCol, depth) {
  if (depth > MAX_DEPTH) bail();
  const out = {};
  for (let col = firstCol; ; col = n) {
    const at = l.starts[i] + col;
    const colon = keyEnd(l, i, at);
    if (colon < 0 || isItem(l, i, col)) bail();
    const key = l.text.slice(at, colon);
    if (!plainKey(key) || Object.hasOwn(out, key)) bail();
    let c = colon + 1;
    while (c < l.ends[i] && l.text.charCodeAt(c) === 32) c++;
    let value;
    if (c === l.ends[i] || l.text.charCodeAt(c) === 35) [value, i] = parseBelow(l, i + 1, n, true, depth);
    else [value, i] = parseInline(l, i, c, n);
    out[key] = value;
    i = nextContent(l, i);
    if (i === l.indents.length || l.indents[i] !== n) break;
  }
  return [out, endOfBlock(l, i, n)];
}
function keyEnd(l, i, at) {
  const e = l.ends[i];
  const text = l.text;
  let refused = false;
  for (let c = at; c < e; c++) {
    const ch = text.charCodeAt(c);
    if (ch === 58) {
      if (c + 1 === e || text.charCodeAt(c + 1) === 32) return refused ? -2 : c;
    } else if (ch < 123 ? KEY_REFUSED[ch] === 1 : ch === 123 || ch === 125) refused = true;
  }
  return -1;
}
var KEY_REFUSED = new Uint8Array(123);
for (const ch of `#'",[]`) KEY_REFUSED[ch.charCodeAt(0)] = 1;
var KEY_START_REFUSED = new Set("-?:,[]{}#&*!|>'\"%@`".split(""));
function plainKey(key) {
  if (key === "" || KEY_START_REFUSED.has(key[0]) || key === "__proto__") return false;
  return key.charCodeAt(key.length - 1) !== 32 && resolvePlain(key) === STRING;
}
function parseBelow(l, i, n, sameSeq, depth) {
  const k = nextContent(l, i);
  if (k === l.indents.length) return [null, k];
  const indent = l.indents[k];
  if (indent === n && sameSeq && isItem(l, k, n)) return parseSequence(l, k, n, depth + 1);
  if (indent <= n) return [null, k];
  const at = l.starts[k] + indent;
  if (isItem(l, k, indent) || keyEnd(l, k, at) !== -1) return parseBlock(l, k, indent, depth + 1);
  if (l.text[at] === "|") bail();
  return parseInline(l, k, at, n);
}
function parseInline(l, i, c, n) {
  const ch = l.text[c];
  if (ch === "|") return parseLiteral(l, i, c, n);
  let value;
  let after;
  if (ch === '"') [value, after] = doubleQuoted(l.text, c, l.ends[i]);
  else if (ch === "'") [value, after] = singleQuoted(l.text, c, l.ends[i]);
  else if (ch === "[" || ch === "{") [value, after] = flowValue(l.text, c, l.ends[i]);
  else [value, after] = plainValue(l.text, c, l.ends[i]);
  if (!restIsComment(l.text, after, l.ends[i])) bail();
  let k = i + 1;
  while (k < l.indents.length && lineIndent(l, k) === l.ends[k] - l.starts[k]) k++;
  if (k < l.indents.length && lineIndent(l, k) > n) bail();
  return [value, i + 1];
}
function lineIndent(l, i) {
  let c = l.starts[i];
  while (c < l.ends[i] && l.text.charCodeAt(c) === 32) c++;
  return c - l.starts[i];
}
function parseLiteral(l, i, c, n) {
  const chomp = l.text[c + 1];
  const header = chomp === "-" || chomp === "+" ? c + 2 : c + 1;
  for (let h = header; h < l.ends[i]; h++) if (l.text.charCodeAt(h) !== 32) bail();
  let textIndent = n + 1;
  let detected = false;
  let empty = 0;
  let read = false;
  let out = "";
  let j = i + 1;
  for (; j < l.indents.length; j++) {
    const s = l.starts[j];
    const e = l.ends[j];
    let indent = 0;
    while (s + indent < e && (!detected || indent < textIndent) && l.text.charCodeAt(s + indent) === 32) indent++;
    if (!detected && indent > textIndent) textIndent = indent;
    if (s + indent === e) {
      empty++;
      continue;
    }
    if (indent < textIndent) break;
    out += "\n".repeat(read ? 1 + empty : empty) + l.text.slice(s + indent, e);
    read = detected = true;
    empty = 0;
  }
  if (chomp === "+") out += "\n".repeat(read ? 1 + empty : empty);
  else if (chomp !== "-" && read) out += "\n";
  return [out, j];
}

// src/manifest/yaml11-number.ts
var YAML12_NUMBER = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?)$/;
var GO_PREFIXED = /^([-+]?)0(?:[xX]([0-9a-fA-F]+)|[bB]([01]+)|[oO]([0-7]+))$/;
var GO_FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
function yaml11OnlyNumber(s) {
  const first = s.charCodeAt(0);
  if (!(first >= 48 && first <= 57) && s[0] !== "-" && s[0] !== "+" && s[0] !== ".") return void 0;
  if (YAML12_NUMBER.test(s) || /^[-+]?0[0-7_]+$/.test(s)) return void 0;
  const plain = s.replace(/_/g, "");
  const prefixed = GO_PREFIXED.exec(plain);
  if (prefixed) {
    const [, sign, hex, bin, oct] = prefixed;
    const value = hex !== void 0 ? parseInt(hex, 16) : bin !== void 0 ? parseInt(bin, 2) : parseInt(oct ?? "", 8);
    return sign === "-" ? -value : value;
  }
  return GO_FLOAT.test(plain) ? Number(plain) : void 0;
}

// src/manifest/fast-stream.ts
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029\ufeff\t]/;
var LONE_CR = /\r(?!\n)/;
var PROPERTY_OR_ALIAS = /(?<![^\s[{,])(?:[&*!][^\s,[\]{}]|!)/m;
var DIRECTIVE_OR_END = /^%|^\.\.\./m;
var EXPLICIT_KEY = /^[ -]*\? |(?<![^\s[{,])\?(?:\s|$)/m;
var FLOW_KEY_OR_GLUED_COMMENT = /[\]}]\s*:(?:\s|$)|["'\]}]#|[{,]\s*[[{]/m;
function unsafeText(text) {
  return CONTROL.test(text) || text.includes("\r") && LONE_CR.test(text) || /[&*!]/.test(text) && PROPERTY_OR_ALIAS.test(text) || text.includes("<<") || (text.includes("%") || text.includes("...")) && DIRECTIVE_OR_END.test(text) || text.includes("?") && EXPLICIT_KEY.test(text) || FLOW_KEY_OR_GLUED_COMMENT.test(text);
}
var MULTILINE_FLOW = /[[{][^\]}\n]*$|(?:^|[\s:[{,-])"(?:[^"\\\n]|\\.)*\\?$|(?:^|[\s:[{,-])'(?:[^'\n]|'')*$/m;
var OCTAL_LIKE = /(?<![^\s[{,:])[-+]?0[0-7_]+(?=$|[\s\]},#])/m;
var AMBIGUOUS_STRING = /^(?:y|Y|yes|Yes|YES|on|On|ON|n|N|no|No|NO|off|Off|OFF|[-+]?0[0-7_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)$/;
var MARKER = /^---(?=[^\S\n]|\n|$)/gm;
var JS_YAML_MISREADS = /^ *- *(?:#.*)?$|^---[^\s]/m;
var LONG_BASE64_VALUE = /^ *(?:- +)?[A-Za-z0-9_.-]{1,253}: [A-Za-z][A-Za-z0-9+/=]*$/;
function hasLongLine(text) {
  let from = 0;
  for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", from)) {
    if (nl - from > 1024 && !LONG_BASE64_VALUE.test(text.slice(from, nl))) return true;
    from = nl + 1;
  }
  return text.length - from > 1024 && !LONG_BASE64_VALUE.test(text.slice(from));
}
function lineCounterOf(text) {
  const lc = new import_yaml.LineCounter();
  lc.addNewLine(0);
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lc.addNewLine(i + 1);
  return lc;
}
function contentOffset(text, from, to) {
  let lineStart = from;
  while (lineStart < to) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl === -1 || nl > to ? to : nl;
    let i = lineStart;
    while (i < lineEnd && text.charCodeAt(i) === 32) i++;
    if (i < lineEnd && text[i] !== "#" && text[i] !== "\r") return i;
    lineStart = lineEnd + 1;
  }
  return void 0;
}
function suspicious(value, yaml11, depth = 0) {
  if (depth === 0 && isList(value)) return true;
  if (depth > 200) return true;
  if (typeof value === "string")
    return yaml11 && (AMBIGUOUS_STRING.test(value) || yaml11OnlyNumber(value) !== void 0);
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => suspicious(v, yaml11, depth + 1));
  for (const key in value) {
    if (key === "null" || key === "") return true;
    if (suspicious(value[key], yaml11, depth + 1)) return true;
  }
  return false;
}
function isList(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const { kind, items } = value;
  return typeof kind === "string" && kind.endsWith("List") && Array.isArray(items);
}
function pieces(text) {
  const markers = [...text.matchAll(MARKER)].map((m) => m.index);
  const out = [];
  const first = markers[0] ?? text.length;
  if (contentOffset(text, 0, first) !== void 0) out.push([0, first, 0]);
  for (let k = 0; k < markers.length; k++) {
    const start = markers[k];
    const end = markers[k + 1] ?? text.length;
    const nl = text.indexOf("\n", start);
    const lineEnd = nl === -1 || nl > end ? end : nl;
    if (text.slice(start + 3, lineEnd).trim() !== "") return void 0;
    out.push([start, end, start + 3]);
  }
  return out;
}
function loadPiece(text, start, end) {
  return yaml.load(text.slice(start, end), { schema: FAST_SCHEMA });
}
function fastStream(text, maxDocBytes, maxDocs, options = {}) {
  if (text.length * 3 > maxDocBytes || unsafeText(text) || OCTAL_LIKE.test(text) || hasLongLine(text)) return void 0;
  if (MULTILINE_FLOW.test(text) || JS_YAML_MISREADS.test(text)) return void 0;
  const found = pieces(text);
  if (!found || found.length > maxDocs) return void 0;
  const docs = [];
  const lineReader = !text.includes("\r");
  try {
    for (const [start, end, bodyStart] of found) {
      let value = lineReader ? parseBlockDocument(text, bodyStart, end) : BAIL;
      if (value === BAIL) value = loadPiece(text, start, end);
      if (suspicious(value, options.yaml11 ?? true)) return void 0;
      const contentStart = contentOffset(text, bodyStart, end) ?? bodyStart;
      docs.push({ index: docs.length, start, end, contentStart, value: value ?? null });
    }
  } catch {
    return void 0;
  }
  return { lineCounter: lineCounterOf(text), docs };
}

export {
  FAST_SCHEMA,
  yaml11OnlyNumber,
  fastStream
};
