import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  defaultNamespaceOf
} from "./chunk-NIV5XKAB.js";
import {
  crdScopes,
  placementOf,
  readFile,
  readdir,
  stat
} from "./chunk-QL7IOEAV.js";
import {
  resourceKey
} from "./chunk-XY7PLT3O.js";
import {
  parseYamlFile
} from "./chunk-YSHXME3I.js";
import {
  isObject
} from "./chunk-LYFTJUJU.js";

// src/engine/crd-api-versions.ts
import path from "node:path";
var MAX_CRD_FILE_BYTES = 8 * 1024 * 1024;
async function crdDocuments(dirs, json = false) {
  const name = json ? /\.(ya?ml|json)$/ : /\.ya?ml$/;
  const docs = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    const files = entries.filter((e) => e.isFile() && name.test(e.name)).map((e) => path.join(e.parentPath, e.name));
    for (const file of files.sort()) {
      const size = await stat(file).then(
        (s) => s.size,
        () => Infinity
      );
      if (size > MAX_CRD_FILE_BYTES) continue;
      docs.push(...parseYamlFile(await readFile(file, "utf8").catch(() => "")).documents);
    }
  }
  return docs;
}
function servedApis(doc) {
  if (!isObject(doc) || doc.kind !== "CustomResourceDefinition" || !isObject(doc.spec)) return [];
  const { group, names, versions } = doc.spec;
  const kind = isObject(names) ? names.kind : void 0;
  if (typeof group !== "string" || !Array.isArray(versions)) return [];
  return versions.flatMap((v) => {
    if (!isObject(v) || typeof v.name !== "string" || v.served === false) return [];
    const gv = `${group}/${v.name}`;
    return typeof kind === "string" ? [gv, `${gv}/${kind}`] : [gv];
  });
}
async function configuredCrds(dirs) {
  const docs = await crdDocuments(dirs);
  const apis = new Set(docs.flatMap(servedApis));
  return { apiVersions: [...apis].sort(), scopes: crdScopes(docs) };
}

// src/findings/compare.ts
function compareFindings(base, head) {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out = head.map((f) => ({
    ...f,
    change: baseByPrint.has(f.fingerprint) ? "unchanged" : "introduced"
  }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: "fixed" });
  }
  return out;
}
function couldNotCheck(f) {
  return f.verdict === "inconclusive" || f.ruleId === "render/failed" || f.ruleId === "manifest/parse-error" || f.ruleId === "internal/check-error";
}
function keepUncheckedIntroduced(findings, changedKeys) {
  return findings.map((f) => {
    if (f.change !== "unchanged" || !couldNotCheck(f)) return f;
    if (f.resource && !changedKeys.has(resourceKey(f.resource))) return f;
    if (f.verdict === "fail")
      return {
        ...f,
        change: "introduced",
        verdict: "inconclusive",
        message: `${f.message} (the same at base: this change could not be checked)`
      };
    return { ...f, change: "introduced" };
  });
}

// src/findings/name-stem.ts
var KUSTOMIZE_HASH = /^[2456789bcdfghkmt]{10}$/;
var HEX_HASH = /^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}$/;
var RANDOM_5 = /^(?=[a-z0-9]*[0-9])(?=[a-z0-9]*[a-z])[a-z0-9]{5}$/;
var WORD_NUMBER = /^([a-z]+[0-9]+|[0-9]+[a-z]+)$/;
function generated(segment) {
  if (KUSTOMIZE_HASH.test(segment) || HEX_HASH.test(segment)) return true;
  return RANDOM_5.test(segment) && !WORD_NUMBER.test(segment);
}
function nameStem(name) {
  let stem = name;
  for (let i = 0; i < 2; i++) {
    const dash = stem.lastIndexOf("-");
    if (dash <= 0 || !generated(stem.slice(dash + 1))) break;
    stem = stem.slice(0, dash);
  }
  return stem === name ? void 0 : `${stem}-*`;
}

// src/engine/applied-identity.ts
function appliedIdentityOf(target, objects = []) {
  if (!target) return void 0;
  const defaultNamespace = defaultNamespaceOf(target);
  const stemmed = (ref) => {
    const stem = nameStem(ref.name);
    return stem === void 0 ? void 0 : placementOf({ ...ref, name: stem }, defaultNamespace).key;
  };
  const counts = /* @__PURE__ */ new Map();
  for (const ref of objects) {
    const key = stemmed(ref);
    if (key !== void 0) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (ref) => {
    const key = stemmed(ref);
    return key !== void 0 && counts.get(key) === 1 ? key : placementOf(ref, defaultNamespace).key;
  };
}

export {
  crdDocuments,
  configuredCrds,
  compareFindings,
  keepUncheckedIntroduced,
  appliedIdentityOf
};
