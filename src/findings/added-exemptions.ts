/**
 * Self-exemption (security review item 3): an object's `deploy-gate.io/ignore` annotation is part
 * of the change under review, so an annotation the change adds cannot waive what the change must
 * not waive itself — everything at once (`*`, a family glob), an inconclusive finding (nothing was
 * checked), or an environment requirement (`requireDigests`). Annotations already on the object at
 * the base revision keep working; the base config's exemptions always apply.
 */
import type { Config, EnvironmentConfig } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { resourceKey } from '../model/resource.js';
import { annotationsOf } from '../kube/object.js';
import { configExemption, ignoreEntryFor, IGNORE_ANNOTATION, isWildcardEntry } from './exemptions.js';

export interface AddedExemptionContext {
  config: Config;
  env: EnvironmentConfig;
  head: Resource[];
  base: Resource[];
}

/** Why an annotation exemption the change added is not applied, or undefined when it may stand. */
function refusal(finding: Finding, entry: string, env: EnvironmentConfig): string | undefined {
  if (isWildcardEntry(entry))
    return `\`${entry}\` names no rule; an annotation this change adds must name the rules it waives`;
  if (finding.verdict === 'inconclusive')
    return 'an inconclusive finding means nothing was checked; an annotation this change adds cannot waive it';
  if (finding.ruleId === 'image/not-pinned' && env.requireDigests)
    return `environment "${env.name}" requires digests; an annotation this change adds cannot waive an environment requirement`;
  if (finding.ruleId === 'probes/readiness-missing' && env.requireReadinessProbes)
    return `environment "${env.name}" requires readiness probes; an annotation this change adds cannot waive an environment requirement`;
  return undefined;
}

/** Head findings exempted by an annotation the base object did not carry lose the exemption when refusal() says so. */
export function revokeAddedExemptions(findings: Finding[], ctx: AddedExemptionContext): Finding[] {
  const byKey = (list: Resource[]) => new Map(list.map((r) => [resourceKey(r.ref), r]));
  const head = byKey(ctx.head);
  const base = byKey(ctx.base);
  return findings.map((finding) => {
    if (finding.exempted?.by !== 'annotation' || !finding.resource) return finding;
    const key = resourceKey(finding.resource);
    const entry = ignoreEntryFor(annotationsOf(head.get(key)), finding.ruleId);
    if (entry === undefined || ignoreEntryFor(annotationsOf(base.get(key)), finding.ruleId) === entry) return finding;
    const why = refusal(finding, entry, ctx.env);
    if (!why) return finding;
    const { exempted: _dropped, ...rest } = finding;
    const revoked: Finding = { ...rest, message: `${finding.message} (${IGNORE_ANNOTATION} not applied: ${why})` };
    const byConfig = configExemption(ctx.config, revoked);
    return byConfig ? { ...revoked, exempted: byConfig } : revoked;
  });
}
