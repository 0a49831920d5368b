import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { FindingVerdict, Severity } from '../model/finding.js';
import { packageRoot } from '../package-root.js';
import { CHECK_RULES } from './rules-checks.js';
import { COVERAGE_RULES } from './rules-coverage.js';
import { GITOPS_RULES } from './rules-gitops.js';
import { LIVE_RULES } from './rules-live.js';
import { WORKLOAD_RULES } from './rules-workloads.js';

export interface RuleInfo {
  id: string;
  verdict: FindingVerdict;
  summary: string;
}

/** Every rule id of the contract, with what a finding of it means for the gate. Add, never rename. */
export const RULES: readonly RuleInfo[] = [
  ...CHECK_RULES,
  ...LIVE_RULES,
  ...GITOPS_RULES,
  ...WORKLOAD_RULES,
  ...COVERAGE_RULES,
];

const BY_ID = new Map(RULES.map((r) => [r.id, r]));

export function ruleInfo(id: string): RuleInfo | undefined {
  return BY_ID.get(id);
}

let defaults: Record<string, Severity> | undefined;

/** Default severities from policies/severity.yaml (the Polaris lesson: severity lives apart from the check). */
export function defaultSeverities(): Record<string, Severity> {
  if (!defaults) {
    const file = path.join(packageRoot(), 'policies', 'severity.yaml');
    defaults = parse(readFileSync(file, 'utf8')) as Record<string, Severity>;
  }
  return defaults;
}
