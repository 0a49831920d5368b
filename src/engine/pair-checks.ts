import type { FindingDraft } from '../model/finding.js';
import { LOOSENED, loosenedAnalyses, type SideNamespaces } from '../checks/analysis/loosened.js';
import type { SideResult } from './evaluate.js';
import { immutableFieldDrafts } from '../apiserver/index.js';

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
): FindingDraft[] {
  if (base?.status !== 'rendered' || head?.status !== 'rendered') return [];
  return [
    ...loosenedAnalyses(base.resources, head.resources, LOOSENED_REMEDIATION, namespaces).filter(
      (d) => d.ruleId === LOOSENED,
    ),
    ...immutableFieldDrafts(base.resources, head.resources, namespaces),
  ];
}
