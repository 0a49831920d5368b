import type { Finding } from '../model/finding.js';
import { resourceKey } from '../model/resource.js';

/**
 * Marks head findings introduced/unchanged and base-only findings fixed, by fingerprint,
 * so line shifts and reworded messages do not make old problems look new.
 */
export function compareFindings(base: Finding[], head: Finding[]): Finding[] {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out: Finding[] = head.map((f) => ({
    ...f,
    change: baseByPrint.has(f.fingerprint) ? 'unchanged' : 'introduced',
  }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: 'fixed' });
  }
  return out;
}

/** Findings that say something was not verified, rather than that something is wrong. */
function couldNotCheck(f: Finding): boolean {
  return (
    f.verdict === 'inconclusive' ||
    f.ruleId === 'render/failed' ||
    f.ruleId === 'manifest/parse-error' ||
    f.ruleId === 'internal/check-error'
  );
}

/**
 * "It could not be checked before either" does not make a change safe: on a target the change
 * affects, a could-not-check finding at head stays introduced — for the whole target when it names
 * no object, for an object when the change added or modified that object.
 */
export function keepUncheckedIntroduced(findings: Finding[], changedKeys: Set<string>): Finding[] {
  return findings.map((f) => {
    if (f.change !== 'unchanged' || !couldNotCheck(f)) return f;
    if (f.resource && !changedKeys.has(resourceKey(f.resource))) return f;
    // Broken at base too: the change is unverified, not the cause — inconclusive, never a new failure.
    if (f.verdict === 'fail')
      return {
        ...f,
        change: 'introduced',
        verdict: 'inconclusive',
        message: `${f.message} (the same at base: this change could not be checked)`,
      };
    return { ...f, change: 'introduced' };
  });
}
