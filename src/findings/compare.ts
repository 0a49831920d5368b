import type { Finding } from '../model/finding.js';

/**
 * Marks head findings introduced/unchanged and base-only findings fixed, by fingerprint,
 * so line shifts and reworded messages do not make old problems look new.
 */
export function compareFindings(base: Finding[], head: Finding[]): Finding[] {
  const baseByPrint = new Map(base.map((f) => [f.fingerprint, f]));
  const headPrints = new Set(head.map((f) => f.fingerprint));
  const out: Finding[] = head.map((f) => ({ ...f, change: baseByPrint.has(f.fingerprint) ? 'unchanged' : 'introduced' }));
  for (const f of base) {
    if (!headPrints.has(f.fingerprint)) out.push({ ...f, change: 'fixed' });
  }
  return out;
}
