import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  defaultNamespaceOf
} from "./chunk-NIV5XKAB.js";
import {
  placementOf
} from "./chunk-ELH6SVZ2.js";
import {
  resourceKey
} from "./chunk-XY7PLT3O.js";

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
    return { ...f, change: "introduced" };
  });
}

// src/engine/applied-identity.ts
function appliedIdentityOf(target) {
  if (!target) return void 0;
  const defaultNamespace = defaultNamespaceOf(target);
  return (ref) => placementOf(ref, defaultNamespace).key;
}

export {
  compareFindings,
  keepUncheckedIntroduced,
  appliedIdentityOf
};
