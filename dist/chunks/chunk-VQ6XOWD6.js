import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  escapeRegExp
} from "./chunk-URNH3GDA.js";
import {
  asObject,
  isObject
} from "./chunk-LYFTJUJU.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/health/yaml-input.ts
var import_yaml = __toESM(require_dist(), 1);
var OPTIONS = {
  version: "1.1",
  // go-yaml hands timestamps to JSON as the strings they were written as.
  customTags: (tags) => tags.filter((t) => typeof t === "string" || t.tag !== "tag:yaml.org,2002:timestamp")
};
function readYaml11(text) {
  try {
    return firstDocument(text);
  } catch (e) {
    const fixed = indentQuotedContinuations(text);
    if (fixed === text) throw e;
    return firstDocument(fixed);
  }
}
function firstDocument(text) {
  const docs = (0, import_yaml.parseAllDocuments)(text, OPTIONS);
  const list = Array.isArray(docs) ? docs : [docs];
  const first = list.find((d) => d.contents !== null) ?? list[0];
  if (!first) return null;
  if (first.errors.length > 0) throw new Error(first.errors[0].message);
  return first.toJS({ maxAliasCount: 100 });
}
var CLOSED = { '"': /^(?:[^"\\]|\\[\s\S])*"/, "'": /^(?:[^']|'')*'(?!')/ };
function openQuote(rest, quote) {
  return !CLOSED[quote].test(rest);
}
function indentQuotedContinuations(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)(?:- )?[^'"#\s][^'"#]*?:\s+(['"])(.*)$/.exec(lines[i]);
    if (!m || !openQuote(m[3], m[2])) continue;
    const pad = " ".repeat(m[1].length + 2);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j];
      lines[j] = line.trim() === "" ? line : pad + line.trimStart();
      if (!openQuote(line, m[2])) break;
    }
    i = j;
  }
  return lines.join("\n");
}

// src/health/argocd-cm.ts
var HEALTH_PREFIX = "resource.customizations.health.";
var OPEN_LIBS_PREFIX = "resource.customizations.useOpenLibs.";
function overrideKey(groupKind) {
  const parts = groupKind.split("_");
  if (parts.length === 2 && parts[0] !== "" && parts[1] !== "") return `${parts[0]}/${parts[1]}`;
  if (parts.length === 1 && groupKind !== "") return groupKind;
  return void 0;
}
var isTrue = (v) => v === true || typeof v === "string" && v.trim().toLowerCase() === "true";
function healthCustomizations(data, origin = "argocd-cm") {
  const found = /* @__PURE__ */ new Map();
  legacyCustomizations(data["resource.customizations"], origin).forEach((c) => found.set(c.key, c));
  for (const [name, value] of Object.entries(data)) {
    if (!name.startsWith(HEALTH_PREFIX) || typeof value !== "string") continue;
    const suffix = name.slice(HEALTH_PREFIX.length);
    const key = overrideKey(suffix);
    if (!key || value.trim() === "") continue;
    found.set(key, {
      key,
      script: value,
      openLibs: isTrue(data[OPEN_LIBS_PREFIX + suffix]),
      source: `${origin} data["${name}"]`,
      dataKey: name
    });
  }
  return [...found.values()].sort((a, b) => a.key.localeCompare(b.key));
}
function legacyCustomizations(block, origin) {
  if (typeof block !== "string") return [];
  let parsed;
  try {
    parsed = readYaml11(block);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== "object") return [];
  const out = [];
  for (const [key, override] of Object.entries(parsed)) {
    const o = override ?? {};
    const script = o["health.lua"];
    if (typeof script !== "string" || script.trim() === "") continue;
    out.push({
      key,
      script,
      openLibs: isTrue(o["health.lua.useOpenLibs"]),
      source: `${origin} data["resource.customizations"]["${key}"]`,
      dataKey: "resource.customizations"
    });
  }
  return out;
}
function isArgocdCm(object) {
  const meta = asObject(object.metadata);
  const labels = asObject(meta.labels);
  return object.kind === "ConfigMap" && object.apiVersion === "v1" && (meta.name === "argocd-cm" || labels["app.kubernetes.io/name"] === "argocd-cm");
}
function customizationsOf(document, origin) {
  const object = asObject(document);
  if (isArgocdCm(object)) return healthCustomizations(asObject(object.data), origin);
  const cm = asObject(object.configs).cm;
  return isObject(cm) ? healthCustomizations(cm, `${origin} configs.cm`) : [];
}
function keyMatches(pattern, key) {
  if (!pattern.includes("*")) return pattern === key;
  return new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(key);
}
function customizationFor(list, key) {
  return list.find((c) => c.key === key) ?? list.find((c) => c.key.includes("*") && keyMatches(c.key, key));
}

export {
  readYaml11,
  healthCustomizations,
  isArgocdCm,
  customizationsOf,
  keyMatches,
  customizationFor
};
