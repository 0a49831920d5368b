import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';
import { describeRef, resourceKey } from '../model/resource.js';
import { normalizeForDiff } from '../diff/index.js';
import { renderAndParse } from './evaluate.js';
import type { Judges, SideInput } from './evaluate.js';

const fingerprintOf = (r: Resource) => JSON.stringify(normalizeForDiff(r.object));

/**
 * Security case B4: charts that `randAlphaNum` a password or read `lookup` (empty under
 * `helm template`) render differently each time, so a diff of them shows phantom changes and
 * what the cluster will get is unknown. Rendering the head twice finds them; the caller leaves
 * them out of the diff and reports them as could-not-check.
 */
export async function unstableObjects(input: SideInput, judges: Judges, first: Resource[]): Promise<Resource[]> {
  const again = await renderAndParse(input, judges);
  if (!again.ok) return [];
  const second = new Map(again.parsed.resources.map((r) => [resourceKey(r.ref), fingerprintOf(r)]));
  return first.filter((r) => second.get(resourceKey(r.ref)) !== fingerprintOf(r));
}

export function unstableDrafts(unstable: Resource[]): FindingDraft[] {
  return unstable.map((resource) => ({
    ruleId: 'render/non-deterministic',
    resource,
    message: `${describeRef(resource.ref)} renders differently each time (randAlphaNum, lookup, now, …): its changes are left out of the diff and what the cluster will get cannot be checked`,
    remediation: 'make the chart deterministic (take generated values from the values files or an external secret), or switch the rule off for this chart in the base config',
  }));
}
