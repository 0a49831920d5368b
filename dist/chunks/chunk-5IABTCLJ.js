import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  yaml
} from "./chunk-ZKTT6EQO.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";

// src/kube/api-removals.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var cached;
function removalTable() {
  if (!cached)
    cached = parseRemovalTable(readFileSync(path.join(packageRoot(), "policies", "api-removals.yaml"), "utf8"));
  return cached;
}
function validRelease(row) {
  if (typeof row.removedIn === "string") return true;
  return (row.removedIn === void 0 || row.removedIn === null) && typeof row.deprecatedIn === "string";
}
function parseRemovalTable(text) {
  const raw = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  if (typeof raw.coveredThrough !== "string" || !Array.isArray(raw.builtinGroups) || !Array.isArray(raw.apis)) {
    throw new Error("policies/api-removals.yaml: needs coveredThrough, builtinGroups and apis");
  }
  const byKind = /* @__PURE__ */ new Map();
  for (const row of raw.apis) {
    if (typeof row.apiVersion !== "string" || !Array.isArray(row.kinds) || !validRelease(row)) {
      throw new Error(`policies/api-removals.yaml: bad row ${JSON.stringify(row)}`);
    }
    for (const kind of row.kinds) {
      const key = `${row.apiVersion}/${kind}`;
      if (byKind.has(key)) throw new Error(`policies/api-removals.yaml: ${key} listed twice`);
      byKind.set(key, {
        apiVersion: row.apiVersion,
        kind,
        deprecatedIn: row.deprecatedIn ?? null,
        removedIn: row.removedIn ?? null,
        replacement: row.replacement ?? null,
        replacementSince: row.replacementSince ?? null,
        ...row.note ? { note: row.note } : {}
      });
    }
  }
  return { coveredThrough: raw.coveredThrough, builtinGroups: new Set(raw.builtinGroups), byKind };
}

export {
  removalTable
};
