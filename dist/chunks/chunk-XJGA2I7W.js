import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  CODE_RULES,
  builtInCheckFiles
} from "./chunk-P32HR5QG.js";

// src/findings/rules.ts
var registry;
function policyRule({ id, data }) {
  return { id, verdict: "fail", severity: data.severity ?? "error", summary: data.summary ?? id };
}
function orderRules(code, policy) {
  const checks = new Map(policy.map((r) => [r.id, r]));
  const rules2 = [];
  for (const entry of code) {
    const rule = typeof entry === "string" ? checks.get(entry) : entry;
    if (!rule) throw new Error(`rules-code.ts names ${String(entry)}, which has no check file in policies/checks`);
    rules2.push(rule);
    checks.delete(rule.id);
  }
  const familyOf = (id) => id.split("/")[0];
  for (const rule of checks.values()) {
    const last = rules2.findLastIndex((r) => familyOf(r.id) === familyOf(rule.id));
    rules2.splice(last < 0 ? rules2.length : last + 1, 0, rule);
  }
  return rules2;
}
function catalogue() {
  if (!registry) {
    const rules2 = orderRules(CODE_RULES, builtInCheckFiles().map(policyRule));
    const severities = Object.fromEntries(rules2.map((r) => [r.id, r.severity]));
    registry = { rules: rules2, byId: new Map(rules2.map((r) => [r.id, r])), severities };
  }
  return registry;
}
function rules() {
  return catalogue().rules;
}
function ruleInfo(id) {
  return catalogue().byId.get(id);
}
function defaultSeverities() {
  return catalogue().severities;
}

export {
  rules,
  ruleInfo,
  defaultSeverities
};
