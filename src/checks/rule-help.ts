// The docs of deploy-gate's own policy rules (what, why, how to fix), read from their check files
// by the edges before a SARIF report is written: the reporter is handed them and reads no file.
import type { RuleHelp } from '../findings/rules-code.js';
import { loadPolicies } from './load.js';

let memo: Record<string, RuleHelp> | undefined;

/** By rule id; empty when the policy files cannot be read (the rule summaries still describe every rule). */
export function builtInRuleHelp(): Readonly<Record<string, RuleHelp>> {
  if (memo) return memo;
  try {
    memo = Object.fromEntries(
      loadPolicies().checks.map((c) => [c.id, { what: c.description, why: c.why, fix: c.remediation }]),
    );
  } catch {
    memo = {};
  }
  return memo;
}
