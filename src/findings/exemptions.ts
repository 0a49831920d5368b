import picomatch from 'picomatch';
import type { Config } from '../model/config.js';
import type { Exemption, Finding } from '../model/finding.js';

export const IGNORE_ANNOTATION = 'deploy-gate.io/ignore';
export const IGNORE_REASON_ANNOTATION = 'deploy-gate.io/ignore-reason';

type ExemptionSubject = Pick<Finding, 'ruleId' | 'app' | 'environment' | 'resource'> & {
  annotations?: Record<string, unknown>;
};

/** The entry of `deploy-gate.io/ignore` that waives `ruleId`: the rule itself, `*`, or a family glob (`schema/*`). */
export function ignoreEntryFor(annotations: Record<string, unknown> | undefined, ruleId: string): string | undefined {
  const raw = annotations?.[IGNORE_ANNOTATION];
  if (typeof raw !== 'string') return undefined;
  const entries = raw
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return (
    entries.find((r) => r === ruleId) ??
    entries.find((r) => r === '*' || (r.includes('*') && picomatch.isMatch(ruleId, r)))
  );
}

/** A wildcard or family glob names no rule: what it waives grows with every new rule. */
export function isWildcardEntry(entry: string): boolean {
  return entry.includes('*');
}

/** An annotation exemption needs a reason: without one the finding stands and says why. */
export function annotationExemption(subject: ExemptionSubject): Exemption | 'missing-reason' | undefined {
  if (ignoreEntryFor(subject.annotations, subject.ruleId) === undefined) return undefined;
  const reason = subject.annotations?.[IGNORE_REASON_ANNOTATION];
  if (typeof reason !== 'string' || reason.trim() === '') return 'missing-reason';
  return { by: 'annotation', reason: reason.trim() };
}

export function configExemption(config: Config, subject: ExemptionSubject): Exemption | undefined {
  for (const rule of config.exemptions) {
    if (!rule.rules.some((r) => r === subject.ruleId || r === '*')) continue;
    const id = `${subject.app}/${subject.environment}`;
    if (rule.targets?.length && !picomatch.isMatch(id, rule.targets)) continue;
    const ns = subject.resource?.namespace ?? '';
    if (rule.namespaces?.length && !picomatch.isMatch(ns, rule.namespaces)) continue;
    return { by: 'config', reason: rule.reason };
  }
  return undefined;
}

/**
 * `knownFailures:` in the base config: one rule on one target (`app/environment`, or for a
 * repository-level finding the file it names), with a reason. Nothing else is exempted.
 */
export function knownFailure(
  config: Config,
  finding: { ruleId: string; app: string; environment: string; location?: { file: string } },
): Exemption | undefined {
  const id = `${finding.app}/${finding.environment}`;
  const hit = config.knownFailures.find(
    (k) =>
      k.rule === finding.ruleId &&
      (k.target === id ||
        (finding.app === '-' && finding.location !== undefined && k.target === finding.location.file)),
  );
  return hit ? { by: 'config', reason: `known failure: ${hit.reason}` } : undefined;
}
