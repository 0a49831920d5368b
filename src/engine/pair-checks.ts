import type { FindingDraft } from '../model/finding.js';
import { LOOSENED, loosenedAnalyses, type SideNamespaces } from '../checks/analysis/loosened.js';
import type { SideResult } from './evaluate.js';
import type { Resource } from '../model/resource.js';
import type { TransitionRules } from '../schema/types.js';
import { CREATED, crdRuleDrafts } from '../schema/cel/crd-rules.js';
import { placementOf } from '../kube/scope.js';
import { immutableFieldDrafts } from '../apiserver/index.js';
import { configNotRolled } from '../checks/changes/config-not-rolled.js';
import { deletionDrafts } from '../checks/changes/deletions.js';
import { probeChanges } from '../checks/changes/probes-changed.js';
import type { ChangeSides } from '../checks/changes/sides.js';

const LOOSENED_REMEDIATION =
  'Keep the base thresholds and limits; to loosen them on purpose, exempt analysis/loosened in the base config first (an annotation in the change cannot).';

/**
 * Checks that compare a target's base and head (check mode): what the change itself does, not
 * what either side contains. A side that failed to render compares nothing.
 */
export function pairDrafts(
  base: SideResult | undefined,
  head: SideResult | undefined,
  namespaces: SideNamespaces = {},
  options: Pick<ChangeSides, 'prunes' | 'reloader'> = {},
): FindingDraft[] {
  if (base?.status !== 'rendered' || head?.status !== 'rendered') return [];
  const sides: ChangeSides = { base: base.resources, head: head.resources, ...options };
  return [
    ...loosenedAnalyses(base.resources, head.resources, LOOSENED_REMEDIATION, namespaces).filter(
      (d) => d.ruleId === LOOSENED,
    ),
    ...immutableFieldDrafts(base.resources, head.resources, namespaces),
    ...transitionDrafts(base.resources, head.transitionRules ?? [], namespaces),
    ...probeChanges(sides),
    ...configNotRolled(sides),
    ...deletionDrafts(sides),
  ];
}

/**
 * CRD transition rules (`oldSelf`) of each head object against the base object it updates; an
 * object the base does not have is created, and meets only the rules with `optionalOldSelf`.
 */
function transitionDrafts(
  base: readonly Resource[],
  rules: TransitionRules[],
  namespaces: SideNamespaces,
): FindingDraft[] {
  if (rules.length === 0) return [];
  const byPlace = new Map(base.map((r) => [placementOf(r.ref, namespaces.base).key, r]));
  return rules.flatMap(({ resource, schema, from }) => {
    const old = byPlace.get(placementOf(resource.ref, namespaces.head).key);
    return crdRuleDrafts(resource, schema, from, old ? old.object : CREATED);
  });
}
