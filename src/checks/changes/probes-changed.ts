/** probes/changed: the change edits a readiness, liveness or startup probe of a container. */
import type { FindingDraft } from '../../model/finding.js';
import { resourceKey, type Resource } from '../../model/resource.js';
import { containerFieldPointer } from '../../kube/pod-pointers.js';
import { containersOf, podSpecsOf, type ContainerSite } from '../../kube/pod-specs.js';
import { canonicalJson, isObject } from '../../kube/object.js';
import { isRollingWorkload } from '../../kube/workloads.js';
import { describeContainer } from '../templates/types.js';
import { PROBE_KINDS } from '../templates/probes.js';
import { byKey, type ChangeSides } from './sides.js';

export const PROBES_CHANGED = 'probes/changed';

const REMEDIATION =
  'Make sure the new build answers the new probe (path, port, timing) before this merges: a probe the pods cannot pass keeps the rollout from finishing (readiness) or restarts them (liveness).';

/** `path.to.leaf` → value of every leaf of a probe. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}[${i}]`, out));
  else out.set(prefix, JSON.stringify(value));
  return out;
}

function describeEdit(before: unknown, after: unknown): string {
  if (before === undefined) return 'is added';
  if (after === undefined) return 'is removed';
  const [b, a] = [leaves(before), leaves(after)];
  const keys = [...new Set([...b.keys(), ...a.keys()])].sort();
  const edits = keys
    .filter((k) => b.get(k) !== a.get(k))
    .map((k) => `${k} ${b.get(k) ?? '(unset)'} → ${a.get(k) ?? '(unset)'}`);
  return `changes: ${edits.join(', ')}`;
}

function containersByName(resource: Resource, all: Resource[]): Map<string, ContainerSite> {
  const sites = podSpecsOf(resource, all).filter((s) => s.resource === resource);
  return new Map(sites.flatMap(containersOf).map((c) => [`${c.pod.pointer} ${c.name}`, c]));
}

export function probeChanges(sides: ChangeSides): FindingDraft[] {
  const base = byKey(sides.base);
  const drafts: FindingDraft[] = [];
  for (const head of sides.head) {
    if (!isRollingWorkload(head)) continue;
    const before = base.get(resourceKey(head.ref));
    if (!before) continue;
    const old = containersByName(before, sides.base);
    for (const [key, c] of containersByName(head, sides.head)) {
      const was = old.get(key);
      if (!was) continue;
      for (const probe of PROBE_KINDS) {
        const [b, a] = [was.container[probe], c.container[probe]];
        if (canonicalJson(b) === canonicalJson(a)) continue;
        drafts.push({
          ruleId: PROBES_CHANGED,
          resource: head,
          path: a === undefined ? c.pointer : containerFieldPointer(c, probe),
          fingerprintKey: `${c.name} ${probe}`,
          remediation: REMEDIATION,
          message: `${describeContainer(c)} ${probe} ${describeEdit(b, a)}`,
        });
      }
    }
  }
  return drafts;
}
