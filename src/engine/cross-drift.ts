import type { Config } from '../model/config.js';
import type { Finding, FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { finalizeDrafts } from '../findings/finalize.js';
import { compareFindings } from '../findings/compare.js';
import { envDrift, promotionIndex, unpromotedImages, type PromotionTarget } from '../drift/index.js';
import type { TargetOutcome } from './target-run.js';
import { appliedIdentityOf } from './applied-identity.js';

type Side = 'base' | 'head';

function resourcesAt(o: TargetOutcome | undefined, side: Side): Resource[] | undefined {
  const result = side === 'base' ? o?.base : o?.head;
  return result?.status === 'rendered' ? result.resources : undefined;
}

function envOf(o: TargetOutcome): string {
  return (o.pair.head ?? o.pair.base)?.environment ?? '';
}

/** env/drift for each configured pair within one app, base and head compared so old drift is not new. */
export function driftFindings(outcomes: TargetOutcome[], config: Config, mode: 'check' | 'audit'): Finding[] {
  const out: Finding[] = [];
  for (const pair of config.envDiff) {
    const from = outcomes.find((o) => envOf(o) === pair.from);
    const to = outcomes.find((o) => envOf(o) === pair.to);
    if (!from || !to) continue;
    const app = (to.pair.head ?? to.pair.base)?.app ?? '';
    const at = (side: Side): FindingDraft[] => {
      const a = resourcesAt(from, side);
      const b = resourcesAt(to, side);
      if (!a || !b) return [];
      return envDrift({
        app,
        from: { environment: pair.from, resources: a },
        to: { environment: pair.to, resources: b },
        ignore: pair.ignore,
        strict: pair.strict,
      });
    };
    // Identified where the `to` side's objects are applied, as a target's own findings are.
    const finalize = (side: Side) => {
      const identityOf = appliedIdentityOf(side === 'base' ? to.pair.base : to.pair.head);
      return finalizeDrafts(at(side), { config, app, environment: pair.to, identityOf });
    };
    out.push(...(mode === 'check' ? compareFindings(finalize('base'), finalize('head')) : finalize('head')));
  }
  return out;
}

/** env/unpromoted-image: a digest new in one environment that the one before it never declared. */
export function promotionFindings(outcomes: TargetOutcome[], config: Config, mode: 'check' | 'audit'): Finding[] {
  const order = config.promotion;
  if (!order?.length) return [];
  const targets: PromotionTarget[] = outcomes.flatMap((o) => {
    const head = resourcesAt(o, 'head');
    const t = o.pair.head;
    if (!head || !t) return [];
    const base = mode === 'check' ? (resourcesAt(o, 'base') ?? []) : undefined;
    return [{ app: t.app, environment: t.environment, head, ...(base ? { base } : {}) }];
  });
  const index = promotionIndex(targets, config.podTemplatePaths);
  return targets.flatMap((target) => {
    const drafts = unpromotedImages({ promotion: order, target, index, podTemplatePaths: config.podTemplatePaths });
    const findings = finalizeDrafts(drafts, { config, app: target.app, environment: target.environment });
    return mode === 'check' ? compareFindings([], findings) : findings;
  });
}
