import type { FindingDraft } from '../model/finding.js';
import { LOOSENED, loosenedAnalyses, type SideNamespaces } from '../checks/analysis/loosened.js';
import type { SideResult } from './evaluate.js';
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
    ...probeChanges(sides),
    ...configNotRolled(sides),
    ...deletionDrafts(sides),
  ];
}
