import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  isObject,
  isPointer,
  parsePointer
} from "./chunk-KY26WUNC.js";

// src/redact/names.ts
var CREDENTIAL_WORDS = [
  "password",
  "passwd",
  "pwd",
  "pass",
  "passphrase",
  "secret",
  "token",
  "auth",
  "authorization",
  "credential",
  "credentials",
  "apikey",
  "privatekey"
];
var CREDENTIAL_STEMS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "token",
  "credential",
  "apikey",
  "privatekey"
];
var KEY_QUALIFIERS = ["api", "private", "secret", "signing", "encryption", "master", "access"];
var WORDS = new Set(CREDENTIAL_WORDS);
var QUALIFIERS = new Set(KEY_QUALIFIERS);
function nameWords(name) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}
function isCredentialWord(word) {
  return WORDS.has(word) || CREDENTIAL_STEMS.some((stem) => word.includes(stem));
}
function endsWithCredential(words) {
  const last = words[words.length - 1];
  if (last === void 0) return false;
  if (isCredentialWord(last)) return true;
  const before = words[words.length - 2];
  return last === "key" && before !== void 0 && QUALIFIERS.has(before);
}
function isCredentialKey(key) {
  let known = credentialKeys.get(key);
  if (known === void 0) {
    known = endsWithCredential(nameWords(key));
    if (credentialKeys.size < 5e4) credentialKeys.set(key, known);
  }
  return known;
}
var credentialKeys = /* @__PURE__ */ new Map();
function isCredentialName(name) {
  const words = nameWords(name);
  return words.some(isCredentialWord) || endsWithCredential(words);
}
var MAY_NAME_CREDENTIAL = /pass|pwd|secret|token|auth|credential|key/i;

// src/redact/markers.ts
function plural(bytes) {
  return bytes === 1 ? "1 byte" : `${bytes} bytes`;
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function status(peer, side, equals) {
  if (!peer.present) return void 0;
  if (peer.value === void 0) return side === "head" ? "added" : "removed";
  return equals(peer.value) ? "unchanged" : "changed";
}
function valueMarker(bytes, peer, side, equals) {
  const size = plural(bytes);
  const st = status(peer, side, equals);
  if (st === void 0) return `<redacted: ${size}>`;
  if (st === "unchanged") return `<redacted> (${size}, unchanged)`;
  return `${side === "head" ? "++++++++" : "--------"} (${size}, ${st})`;
}
function maskText(value, peer, side) {
  return valueMarker(byteLength(value), peer, side, (other) => other === value);
}
function markSide(prefix, value, peer, side, suffix) {
  const st = status(peer, side, (other) => other === value);
  return st === void 0 ? `${prefix}${suffix}` : `${prefix}, ${st}${suffix}`;
}
var PEM = /(-----BEGIN ([A-Z0-9 ]{1,64})-----)([\s\S]*?)(-----END \2-----|$)/g;
var KEYED_VALUE = /((?:^|[\s"'{,;&?(])(-{0,2})([A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?)(\s?[=:]\s?|\s+))((?:(?:Bearer|Basic|Token)\s+)?[^\s"',;}&)]+)/gi;
function isReference(value) {
  return value.startsWith("/") || value.startsWith("$(") || value.startsWith("${") || value.startsWith("<redacted") || /^[*+-]{3,8}$/.test(value);
}
function maskStrings(text, peer, side) {
  if (!text.includes("-----BEGIN ") && !MAY_NAME_CREDENTIAL.test(text)) return text;
  const otherText = peer.present && typeof peer.value === "string" ? peer.value : void 0;
  const peerOf = (part) => !peer.present ? peer : { present: true, value: otherText?.includes(part) ? part : otherText === void 0 ? void 0 : "" };
  const pemMasked = text.replace(PEM, (block, begin, _t, body, end) => {
    const marker = valueMarker(byteLength(body), peerOf(block), side, (o) => o === block);
    return `${begin}${marker}${end}`;
  });
  return pemMasked.replace(
    KEYED_VALUE,
    (whole, lead, dashes, name, sep, value) => {
      if (!isCredentialKey(name) || isReference(value)) return whole;
      if (sep.trim() === "" && dashes === "") return whole;
      return `${lead}${valueMarker(byteLength(value), peerOf(whole), side, (o) => o === whole)}`;
    }
  );
}

// src/redact/object.ts
var LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
function isSecretKind(obj) {
  return isObject(obj) && typeof obj.kind === "string" && obj.kind.toLowerCase() === "secret";
}
function redactObject(obj, opts = {}) {
  const peer = opts.other === void 0 ? { present: false } : { present: true, value: opts.other };
  return walk(obj, peer, opts.side ?? "head");
}
function walk(node, peer, side) {
  if (typeof node === "string") return maskStrings(node, peer, side);
  if (Array.isArray(node)) return walkArray(node, peer, side);
  if (!isObject(node)) return node;
  if (isSecretKind(node)) return walkSecret(node, peer, side);
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    const childPeer = peerChild(peer, key);
    if (key === "annotations" && isObject(value)) out[key] = walkAnnotations(value, childPeer, side);
    else if (isSecretScalar(value) && (isCredentialKey(key) || key === "value" && isCredentialPair(node))) {
      out[key] = maskText(String(value), scalarPeer(childPeer), side);
    } else out[key] = walk(value, childPeer, side);
  }
  return out;
}
function walkArray(items, peer, side) {
  const others = peer.present && Array.isArray(peer.value) ? peer.value : void 0;
  return items.map((item, index) => {
    const name = isObject(item) ? item.name : void 0;
    const match = typeof name === "string" ? others?.find((o) => isObject(o) && o.name === name) : others?.[index];
    const itemPeer = !peer.present ? peer : { present: true, value: match };
    if (isSecretScalar(item) && index > 0 && isCredentialFlag(items[index - 1]))
      return maskText(String(item), scalarPeer(itemPeer), side);
    return walk(item, itemPeer, side);
  });
}
function isCredentialFlag(item) {
  return typeof item === "string" && /^--?[A-Za-z0-9][\w.-]*$/.test(item) && isCredentialKey(item);
}
function walkAnnotations(annotations, peer, side) {
  const out = {};
  for (const [key, value] of Object.entries(annotations)) {
    const childPeer = peerChild(peer, key);
    if (key === LAST_APPLIED && typeof value === "string") {
      out[key] = markSide(
        `<redacted: last-applied-configuration, ${plural(byteLength(value))}`,
        value,
        childPeer,
        side,
        ">"
      );
    } else out[key] = walk(value, childPeer, side);
  }
  return out;
}
function walkSecret(secret, peer, side) {
  const out = {};
  for (const [key, value] of Object.entries(secret)) {
    if (key === "data" || key === "stringData") continue;
    out[key] = walk(value, peerChild(peer, key), side);
  }
  const mine = secretValues(secret);
  if (mine === void 0) return out;
  const theirs = peer.present ? (isObject(peer.value) ? secretValues(peer.value) : void 0) ?? /* @__PURE__ */ new Map() : void 0;
  const data = {};
  for (const key of [...mine.keys()].sort()) {
    const bytes = mine.get(key);
    const other = theirs === void 0 ? { present: false } : { present: true, value: theirs.get(key) };
    data[key] = markSecretValue(bytes, other, side);
  }
  out.data = data;
  return out;
}
function markSecretValue(bytes, peer, side) {
  const other = peer.present ? { present: true, value: peer.value } : peer;
  return valueMarker(bytes.length, other, side, (o) => o !== void 0 && o.equals(bytes));
}
function secretValues(secret) {
  const { data, stringData } = secret;
  if (data === void 0 && stringData === void 0) return void 0;
  const values = /* @__PURE__ */ new Map();
  addValues(values, data, (v) => decodeBase64(v));
  addValues(values, stringData, (v) => Buffer.from(v, "utf8"));
  return values;
}
function addValues(into, field, decode) {
  if (isObject(field)) {
    for (const [key, value] of Object.entries(field)) into.set(key, decode(valueText(value)));
  } else if (field !== void 0 && field !== null) {
    into.set("<malformed>", Buffer.from(valueText(field), "utf8"));
  }
}
function valueText(value) {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}
function decodeBase64(text) {
  const compact = text.replace(/\s+/g, "");
  if (/^[A-Za-z0-9+/]*={0,2}$/.test(compact) && compact.length % 4 === 0) return Buffer.from(compact, "base64");
  return Buffer.from(text, "utf8");
}
function isSecretScalar(v) {
  return typeof v === "string" || typeof v === "number" || typeof v === "bigint";
}
function scalarPeer(peer) {
  return peer.present && isSecretScalar(peer.value) ? { present: true, value: String(peer.value) } : peer;
}
function isCredentialPath(object, pointer, value) {
  if (typeof value === "boolean") return false;
  if (isSecretKind(object) || pointer.includes("last-applied-configuration")) return true;
  let node = object;
  for (const token of isPointer(pointer) ? parsePointer(pointer) : []) {
    if (isCredentialKey(token)) return true;
    if (token === "value" && isObject(node) && isCredentialPair(node)) return true;
    if (Array.isArray(node) && Number(token) > 0 && isCredentialFlag(node[Number(token) - 1])) return true;
    node = isObject(node) ? node[token] : Array.isArray(node) ? node[Number(token)] : void 0;
  }
  const text = typeof value === "string" ? value : typeof node === "string" ? node : void 0;
  return text !== void 0 && maskStrings(text, { present: false }, "head") !== text;
}
function isCredentialPair(node) {
  const name = typeof node.name === "string" ? node.name : typeof node.key === "string" ? node.key : void 0;
  return name !== void 0 && isCredentialName(name);
}
function peerChild(peer, key) {
  if (!peer.present) return peer;
  return { present: true, value: isObject(peer.value) ? peer.value[key] : void 0 };
}

// src/redact/values.ts
var MIN_MASK_VALUE_LENGTH = 6;
function collectMaskValues(objects) {
  const found = /* @__PURE__ */ new Set();
  for (const object of objects) walk2(object, found, 0);
  return [...found].filter((v) => v.trim().length >= MIN_MASK_VALUE_LENGTH);
}
var MAX_DEPTH = 64;
function walk2(node, found, depth) {
  if (depth > MAX_DEPTH) return;
  if (typeof node === "string") return inText(node, found);
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      if (i > 0 && isScalar(item) && isCredentialFlag(node[i - 1])) found.add(String(item));
      else walk2(item, found, depth + 1);
    });
    return;
  }
  if (!isObject(node)) return;
  if (isSecretKind(node)) for (const bytes of secretValues(node)?.values() ?? []) addBytes(bytes, found);
  for (const [key, value] of Object.entries(node)) {
    if (isScalar(value) && (isCredentialKey(key) || key === "value" && isCredentialPair(node)))
      found.add(String(value));
    else if (key === LAST_APPLIED && typeof value === "string") walk2(parseJson(value), found, depth + 1);
    else walk2(value, found, depth + 1);
  }
}
function inText(text, found) {
  const masked = maskStrings(text, { present: false }, "head");
  if (masked === text) return;
  for (const part of hiddenParts(text, masked)) found.add(part);
}
function hiddenParts(text, masked) {
  const pieces = masked.split(/<redacted: \d+ bytes?>/);
  const parts = [];
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const start = i === pieces.length - 1 ? text.length - piece.length : text.indexOf(piece, at);
    if (start < at) break;
    if (i > 0) parts.push(text.slice(at, start));
    at = start + piece.length;
  }
  return parts.flatMap((p) => p.split(/\r?\n/)).map((p) => p.trim()).filter(Boolean);
}
function addBytes(bytes, found) {
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD")) found.add(bytes.toString("base64"));
  else {
    found.add(text);
    if (text.includes("\n")) for (const line of text.split(/\r?\n/)) found.add(line.trim());
  }
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function isScalar(v) {
  return typeof v === "string" || typeof v === "number" || typeof v === "bigint";
}

// src/redact/outbound.ts
import os from "node:os";
import path from "node:path";

// src/redact/needles.ts
function needleReplacer(needles, replacement, prefix) {
  const usable = needles.filter((n) => n.length >= prefix);
  if (usable.length === 0) return (text) => text;
  const index = /* @__PURE__ */ new Map();
  for (const n of [...usable].sort((a, b) => b.length - a.length)) {
    const key = n.slice(0, prefix);
    const list = index.get(key);
    if (list) list.push(n);
    else index.set(key, [n]);
  }
  return (text) => {
    if (text.length < prefix) return text;
    let out = "";
    let copied = 0;
    for (let i = 0; i + prefix <= text.length; ) {
      const hit = index.get(text.slice(i, i + prefix))?.find((n) => text.startsWith(n, i));
      if (hit === void 0) {
        i++;
        continue;
      }
      out += text.slice(copied, i) + replacement;
      i += hit.length;
      copied = i;
    }
    return copied === 0 ? text : out + text.slice(copied);
  };
}

// src/redact/outbound.ts
var MIN_SECRET_LENGTH = 8;
var MASK = "***";
function unmaskableSecrets(secrets) {
  return secrets.filter((s) => s.length > 0 && s.length < MIN_SECRET_LENGTH);
}
function sanitize(text, opts = {}) {
  return createSanitizer(opts)(text);
}
function createSanitizer(opts = {}) {
  const needles = [
    .../* @__PURE__ */ new Set([...secretForms(opts.secrets ?? []), ...secretForms(opts.values ?? [], MIN_MASK_VALUE_LENGTH)])
  ];
  const replaceNeedles = needleReplacer(needles, MASK, Math.min(MIN_MASK_VALUE_LENGTH, MIN_SECRET_LENGTH));
  const keep = (opts.keep ?? []).filter((k) => path.isAbsolute(k)).map(trimSlash);
  const roots = (opts.roots ?? []).filter((r) => path.isAbsolute(r)).map(trimSlash).sort((a, b) => b.length - a.length);
  const rewrites = [
    ...roots.map((root) => pathRewrite(root, (rest) => `<repo>${rest}`)),
    ...outsidePrefixes(roots).map(
      (prefix) => pathRewrite(prefix, (rest) => isKept(prefix + rest, keep) ? prefix + rest : "<outside-root>")
    )
  ];
  return (text) => {
    let out = text;
    out = replaceNeedles(out);
    out = stripUserinfo(out);
    for (const rewrite of rewrites) out = rewrite(out);
    return maskStrings(out, { present: false }, "head");
  };
}
function stripUserinfo(text) {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#'"<>]*@/gi, `$1${MASK}@`);
}
function secretForms(secrets, min = MIN_SECRET_LENGTH) {
  const forms = /* @__PURE__ */ new Set();
  for (const secret of secrets) {
    if (secret.length < min) continue;
    const parts = [secret, ...secret.split(/\r?\n/).map((l) => l.trim())].filter((p) => p.length >= min);
    for (const part of parts) {
      forms.add(part);
      forms.add(encodeURIComponent(part));
      forms.add(encodeURIComponent(part).replace(/%20/g, "+"));
      for (const b64 of base64Forms(Buffer.from(part, "utf8"))) {
        const urlSafe = b64.replace(/\+/g, "-").replace(/\//g, "_");
        for (const form of [b64, urlSafe, urlSafe.replace(/=+$/, "")]) forms.add(form);
      }
    }
  }
  return [...forms].filter((f) => f.length >= min).sort((a, b) => b.length - a.length);
}
function base64Forms(bytes) {
  const forms = [bytes.toString("base64")];
  for (let skip = 0; skip < 3; skip++) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    if (whole > 0) forms.push(bytes.subarray(skip, skip + whole).toString("base64"));
  }
  return forms;
}
function outsidePrefixes(roots) {
  const candidates = [
    os.tmpdir(),
    "/tmp",
    "/var/tmp",
    process.env.RUNNER_TEMP,
    process.env.RUNNER_WORKSPACE,
    os.homedir()
  ];
  const prefixes = /* @__PURE__ */ new Set();
  for (const c of candidates) {
    if (!c || !path.isAbsolute(c)) continue;
    const p = trimSlash(c);
    if (p.length > 1 && !roots.includes(p)) prefixes.add(p);
  }
  return [...prefixes].sort((a, b) => b.length - a.length);
}
var PATH_CHARS = String.raw`[^\s'"\x60:,;()<>\[\]{}|]*`;
function pathRewrite(prefix, replace) {
  const pattern = new RegExp(
    String.raw`(?<![\w.~/>-])${escapeRegExp(prefix)}(?=$|[/\s'"\x60:,;()<>\[\]{}|])(${PATH_CHARS})`,
    "g"
  );
  return (text) => text.includes(prefix) ? text.replace(pattern, (_m, rest) => replace(rest)) : text;
}
function isKept(full, keep) {
  return keep.some((k) => full === k || full.startsWith(`${k}/`));
}
function locationFolders(locations) {
  return locations.filter((l) => path.isAbsolute(l)).map((l) => {
    const fixed = l.split("{{")[0] ?? "";
    return fixed.endsWith("/") ? trimSlash(fixed) : path.dirname(fixed);
  }).filter((d) => d.length > 1);
}
function trimSlash(p) {
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function sanitizeDeep(value, sanitizer) {
  const done = /* @__PURE__ */ new Map();
  const once = (text) => {
    let out = done.get(text);
    if (out === void 0) {
      out = sanitizer(text);
      done.set(text, out);
    }
    return out;
  };
  return deepWith(value, once);
}
function deepWith(value, sanitizer) {
  if (typeof value === "string") return sanitizer(value);
  if (Array.isArray(value)) return value.map((v) => deepWith(v, sanitizer));
  if (typeof value !== "object" || value === null) return value;
  const out = {};
  const record = value;
  for (const k of Object.keys(record)) out[sanitizer(k)] = deepWith(record[k], sanitizer);
  return out;
}

// src/redact/tool-error.ts
var MAX_ERROR_BYTES = 4096;
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function capBytes(text, max) {
  const buf = Buffer.from(text, "utf8");
  if (buf.length <= max) return text;
  const marker = "\n[... truncated]";
  let cut = buf.subarray(0, max - Buffer.byteLength(marker)).toString("utf8");
  if (cut.endsWith("\uFFFD")) cut = cut.slice(0, -1);
  return cut + marker;
}
function sanitizeToolError(text, ctx, max = MAX_ERROR_BYTES) {
  let out = stripUserinfo(text).replace(/^\s*Use --debug flag to render out invalid YAML\.?\s*$/gm, "");
  const prefixes = [...new Set(ctx.roots)].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const root of prefixes) {
    out = out.replace(new RegExp(`${escape(root)}/`, "g"), "").replace(new RegExp(`${escape(root)}(?![\\w.-])`, "g"), ".");
  }
  for (const dir of [...new Set(ctx.scratch ?? [])].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`${escape(dir)}[^\\s'":,)\\]]*`, "g"), "<generated>");
  }
  out = out.replace(/(^|[\s'"(=[,:])\/(?!\/)[^\s'"()[\],:]*/gm, "$1<outside-root>");
  return capBytes(out.trim(), max);
}

export {
  isCredentialName,
  redactObject,
  isCredentialPath,
  collectMaskValues,
  unmaskableSecrets,
  sanitize,
  createSanitizer,
  stripUserinfo,
  secretForms,
  locationFolders,
  sanitizeDeep,
  sanitizeToolError
};
