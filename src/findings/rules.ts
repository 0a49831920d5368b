/**
 * The rule registry, derived: the rules written in code (rules-code.ts) and one rule per built-in
 * check file (policies/checks), whose file is its whole record. Add, never rename.
 */
import type { Severity } from '../model/finding.js';
import { builtInCheckFiles, type BuiltInCheckFile } from '../checks/check-file.js';
import { CODE_RULES, type RuleInfo } from './rules-code.js';

export type { RuleHelp, RuleInfo } from './rules-code.js';

interface Registry {
  rules: RuleInfo[];
  byId: Map<string, RuleInfo>;
  severities: Record<string, Severity>;
}

let registry: Registry | undefined;

function policyRule({ id, data }: BuiltInCheckFile): RuleInfo {
  // builtInCheckFiles guarantees both fields.
  return { id, verdict: 'fail', severity: data.severity ?? 'error', summary: data.summary ?? id };
}

/** The code rules in their order, each policy rule at its place there or after the last rule of its family. */
export function orderRules(code: readonly (RuleInfo | string)[], policy: readonly RuleInfo[]): RuleInfo[] {
  const checks = new Map(policy.map((r) => [r.id, r]));
  const rules: RuleInfo[] = [];
  for (const entry of code) {
    const rule = typeof entry === 'string' ? checks.get(entry) : entry;
    if (!rule) throw new Error(`rules-code.ts names ${String(entry)}, which has no check file in policies/checks`);
    rules.push(rule);
    checks.delete(rule.id);
  }
  const familyOf = (id: string) => id.split('/')[0];
  for (const rule of checks.values()) {
    const last = rules.findLastIndex((r) => familyOf(r.id) === familyOf(rule.id));
    rules.splice(last < 0 ? rules.length : last + 1, 0, rule);
  }
  return rules;
}

function catalogue(): Registry {
  if (!registry) {
    const rules = orderRules(CODE_RULES, builtInCheckFiles().map(policyRule));
    const severities = Object.fromEntries(rules.map((r) => [r.id, r.severity]));
    registry = { rules, byId: new Map(rules.map((r) => [r.id, r])), severities };
  }
  return registry;
}

/** Every rule id of the contract, with what a finding of it means for the gate. */
export function rules(): readonly RuleInfo[] {
  return catalogue().rules;
}

export function ruleInfo(id: string): RuleInfo | undefined {
  return catalogue().byId.get(id);
}

/** Each rule's default severity; the config's `rules:` map overrides it. */
export function defaultSeverities(): Record<string, Severity> {
  return catalogue().severities;
}
