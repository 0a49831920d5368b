import type { FindingDraft } from '../model/finding.js';
import { describeRef, type Resource, type SourceLocation } from '../model/resource.js';
import { crdScopes, mergeScopes, placementOf, type CrdScopes } from '../kube/scope.js';

function where(loc: SourceLocation): string {
  const line = loc.line !== undefined ? `:${loc.line}` : '';
  const rendered = loc.renderedLine !== undefined && !loc.exact ? ` (rendered line ${loc.renderedLine})` : '';
  return `${loc.file}${line}${rendered}`;
}

/** Why two objects written with different namespaces are the same one, when they are. */
function placedTogether(earlier: Resource, later: Resource, namespace: string): string {
  if ((earlier.ref.namespace ?? '') === (later.ref.namespace ?? '')) return '';
  return namespace === ''
    ? ' (the kind is cluster-scoped: the namespace written on it is ignored)'
    : ` (an object without a namespace is applied to the target's namespace "${namespace}")`;
}

/**
 * `manifest/duplicate-resource`: the same group/kind/namespace/name twice in one target; the later
 * one is reported. Objects are compared where they are applied, as Argo CD compares them
 * (src/kube/scope.ts): without a namespace a namespaced object is in `defaultNamespace`, and a
 * cluster-scoped one has none whatever it says.
 */
export function duplicateResources(
  resources: readonly Resource[],
  defaultNamespace?: string,
  known?: CrdScopes,
): FindingDraft[] {
  const crds = mergeScopes(known, crdScopes(resources.map((r) => r.object)));
  const first = new Map<string, Resource>();
  const drafts: FindingDraft[] = [];
  for (const resource of resources) {
    // Hooks named by generateName (`smoke-*`) get a fresh name each time they are created.
    if (resource.ref.name.endsWith('*')) continue;
    const { key, namespace } = placementOf(resource.ref, defaultNamespace, crds);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, resource);
      continue;
    }
    drafts.push({
      ruleId: 'manifest/duplicate-resource',
      message: `${describeRef(resource.ref)} occurs twice in this target: at ${where(earlier.source)} and at ${where(resource.source)}; only one of them can be applied${placedTogether(earlier, resource, namespace)}`,
      resource,
      location: resource.source,
      fingerprintKey: where(resource.source),
    });
  }
  return drafts;
}
