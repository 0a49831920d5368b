import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/kube/object.ts
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function asObject(v) {
  return isObject(v) ? v : {};
}
function asObjects(v) {
  return Array.isArray(v) ? v.map(asObject) : [];
}
function asStrings(v) {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}
function nonEmptyString(v) {
  return typeof v === "string" && v !== "" ? v : void 0;
}
function annotationsOf(resource) {
  const metadata = resource?.object.metadata;
  return isObject(metadata) && isObject(metadata.annotations) ? metadata.annotations : {};
}
function canonicalJson(value) {
  return JSON.stringify(
    value,
    (_key, v) => isObject(v) ? Object.fromEntries(
      Object.keys(v).sort().map((k) => [k, v[k]])
    ) : v
  );
}

// src/kube/json-pointer.ts
function escapePointerToken(token) {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}
function unescapePointerToken(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function toPointer(tokens) {
  return tokens.map((t) => `/${escapePointerToken(t)}`).join("");
}
function joinPointer(pointer, ...tokens) {
  return pointer + toPointer(tokens);
}
function isPointer(pointer) {
  return pointer === "" || pointer.startsWith("/");
}
function parsePointer(pointer) {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) throw new Error(`invalid JSON pointer ${JSON.stringify(pointer)}: must start with "/"`);
  return pointer.slice(1).split("/").map(unescapePointerToken);
}
var ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;
function getAt(value, pointer) {
  if (!isPointer(pointer)) return void 0;
  let current = value;
  for (const token of parsePointer(pointer)) {
    if (Array.isArray(current)) {
      if (!ARRAY_INDEX.test(token)) return void 0;
      current = current[Number(token)];
    } else if (isObject(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return void 0;
    }
  }
  return current;
}

export {
  isObject,
  asObject,
  asObjects,
  asStrings,
  nonEmptyString,
  annotationsOf,
  canonicalJson,
  escapePointerToken,
  unescapePointerToken,
  toPointer,
  joinPointer,
  isPointer,
  parsePointer,
  getAt
};
