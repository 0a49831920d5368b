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
var scalar = (tag, starts, forms) => new yaml.Type(`tag:yaml.org,2002:${tag}`, {
  kind: "scalar",
  resolve: (data) => typeof data === "string" && data.length > 0 && starts.includes(data[0]) && forms.some(([test]) => test.test(data)),
  construct: (data) => {
    const form = forms.find(([test]) => test.test(data));
    return form ? form[1](data) : data;
  }
});
var nullType = new yaml.Type("tag:yaml.org,2002:null", {
  kind: "scalar",
  resolve: (data) => data === null || data === "" || typeof data === "string" && "~Nn".includes(data[0]) && /^(?:~|[Nn]ull|NULL)$/.test(data),
  construct: () => null
});
var FAST_SCHEMA = yaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    nullType,
    scalar("bool", "tTfF", [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (s) => s[0] === "t" || s[0] === "T"]]),
    scalar("int", "-+0123456789", [
      [/^0o[0-7]+$/, (s) => parseInt(s.substring(2), 8)],
      [/^[-+]?[0-9]+$/, (s) => parseInt(s, 10)],
      [/^0x[0-9a-fA-F]+$/, (s) => parseInt(s.substring(2), 16)]
    ]),
    scalar("float", "-+.0123456789", [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (s) => s.slice(-3).toLowerCase() === "nan" ? NaN : s[0] === "-" ? -Infinity : Infinity
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (s) => parseFloat(s)],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (s) => parseFloat(s)]
    ])
  ]
});

// src/manifest/fast-stream.ts
var UNSAFE = (
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029\ufeff\t]|\r(?!\n)|(?:^|[\s[{,])[&*!][^\s,[\]{}]|<<|^%|^\.\.\.|^[ -]*\? |(?:^|[\s[{,])\?(?:\s|$)|[\]}]\s*:(?:\s|$)|[{,]\s*[[{]|["'\]}]#|(?:^|[\s[{,])!/m
);
var MULTILINE_FLOW = /[[{][^\]}\n]*$|(?:^|[\s:[{,-])"(?:[^"\\\n]|\\.)*\\?$|(?:^|[\s:[{,-])'(?:[^'\n]|'')*$/m;
var OCTAL_LIKE = /(?:^|[\s[{,:])[-+]?0[0-7_]+(?=$|[\s\]},#])/m;
var AMBIGUOUS_STRING = /^(?:y|Y|yes|Yes|YES|on|On|ON|n|N|no|No|NO|off|Off|OFF|[-+]?0[0-7_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)$/;
var MARKER = /^---(?=[^\S\n]|\n|$)/gm;
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
  if (typeof value === "string") return yaml11 && AMBIGUOUS_STRING.test(value);
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
  if (text.length * 3 > maxDocBytes || UNSAFE.test(text) || OCTAL_LIKE.test(text) || hasLongLine(text))
    return void 0;
  if (MULTILINE_FLOW.test(text)) return void 0;
  const found = pieces(text);
  if (!found || found.length > maxDocs) return void 0;
  const docs = [];
  try {
    for (const [start, end, bodyStart] of found) {
      const value = loadPiece(text, start, end);
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
  fastStream
};
