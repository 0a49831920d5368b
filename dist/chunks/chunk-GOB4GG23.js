import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  readFile,
  readdir
} from "./chunk-MOV2M7AU.js";
import {
  require_dist
} from "./chunk-ZFROVIZ2.js";
import {
  __toESM
} from "./chunk-MDYSVXZZ.js";

// src/schema/crd-schemas.ts
var import_yaml = __toESM(require_dist(), 1);
import path from "node:path";
function crdKey(group, version, kind) {
  return `${group}/${version}/${kind.toLowerCase()}`;
}
function schemasOfCrd(crd, from) {
  const out = /* @__PURE__ */ new Map();
  const spec = crd["spec"];
  const names = spec?.["names"];
  const group = spec?.["group"];
  const kind = names?.["kind"];
  if (typeof group !== "string" || typeof kind !== "string") return out;
  const scope = spec?.["scope"] === "Cluster" ? "Cluster" : "Namespaced";
  const topLevel = spec?.["validation"]?.["openAPIV3Schema"];
  const versions = Array.isArray(spec?.["versions"]) ? spec["versions"] : [];
  if (versions.length === 0 && typeof spec?.["version"] === "string")
    versions.push({ name: spec["version"], served: true });
  const name = crd["metadata"]?.["name"];
  for (const v of versions) {
    if (typeof v["name"] !== "string") continue;
    const schema = v["schema"]?.["openAPIV3Schema"] ?? topLevel;
    out.set(crdKey(group, v["name"], kind), {
      schema: schema ?? { type: "object", "x-kubernetes-preserve-unknown-fields": true },
      scope,
      served: v["served"] !== false,
      from: `CRD ${typeof name === "string" ? name : kind} in ${from}`
    });
  }
  return out;
}
async function readCrdDir(dir) {
  const schemas = /* @__PURE__ */ new Map();
  const notes = [];
  let files;
  try {
    files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name)).map((e) => path.join(e.parentPath, e.name)).sort();
  } catch (err) {
    notes.push(`CRD folder ${dir} cannot be read: ${err.message}`);
    return { schemas, notes };
  }
  for (const file of files) {
    const rel = path.relative(dir, file);
    const text = await readFile(file, "utf8");
    const catalog = /^(.+)[\\/]([^\\/]+)_([^\\/_]+)\.json$/i.exec(rel);
    for (const doc of (0, import_yaml.parseAllDocuments)(text)) {
      if (doc.errors.length > 0) {
        notes.push(`${rel}: not parseable (${doc.errors[0]?.message ?? "error"}); its CRDs were not read`);
        break;
      }
      const obj = doc.toJS({ maxAliasCount: 100 });
      if (!obj || typeof obj !== "object") continue;
      const o = obj;
      if (o["kind"] === "CustomResourceDefinition") {
        for (const [k, v] of schemasOfCrd(o, rel)) if (!schemas.has(k)) schemas.set(k, v);
      } else if (catalog && catalog[1] && catalog[2] && catalog[3]) {
        const key = crdKey(catalog[1].replace(/\\/g, "/"), catalog[3], catalog[2]);
        if (!schemas.has(key)) schemas.set(key, { schema: o, served: true, from: `schema ${rel}` });
      }
    }
  }
  return { schemas, notes };
}

export {
  crdKey,
  schemasOfCrd,
  readCrdDir
};
