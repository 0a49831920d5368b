import type { FindingDraft } from '../model/finding.js';
import { describeRef, resourceKey, type Resource } from '../model/resource.js';
import { normalizeForDiff } from '../diff/index.js';
import { isHelmTestHook } from '../kube/helm-hooks.js';
import { renderAndParse, type Judges, type SideInput } from './evaluate.js';
import { memoised } from '../cache/memo.js';

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
  // Compared as multisets per key: a duplicated object (manifest/duplicate-resource) renders the
  // same twice and is not unstable; only a rendering that is absent from the other run is.
  const second = fingerprintsByKey(again.parsed.resources);
  const firstByKey = fingerprintsByKey(first);
  return first.filter(
    (r) => !sameMultiset(firstByKey.get(resourceKey(r.ref)) ?? [], second.get(resourceKey(r.ref)) ?? []),
  );
}

function fingerprintsByKey(resources: Resource[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const r of resources) memoised(out, resourceKey(r.ref), () => []).push(fingerprintOf(r));
  return out;
}

function sameMultiset(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

/**
 * Helm test hooks are left out of the diff like every unstable object, but give no finding: no
 * sync deploys them (kube/helm-hooks.ts), so their random names decide nothing the cluster gets.
 */
export function unstableDrafts(unstable: Resource[]): FindingDraft[] {
  return unstable
    .filter((resource) => !isHelmTestHook(resource))
    .map((resource) => ({
      ruleId: 'render/non-deterministic',
      resource,
      message: `${describeRef(resource.ref)} renders differently each time (randAlphaNum, lookup, now, …): its changes are left out of the diff and what the cluster will get cannot be checked`,
      remediation:
        'make the chart deterministic (take generated values from the values files or an external secret), or switch the rule off for this chart in the base config',
    }));
}
