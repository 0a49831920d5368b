// An object's identity for its findings' fingerprints: where it is applied (kube/scope.ts), in its
// target's destination namespace when it names none. Scopes come from the built-in kinds only: the
// sides of a change are judged apart, and a CRD seen on one side only must not change the
// fingerprints of unchanged objects. A name with a generated suffix (a kustomize hash, a content
// hash, a random suffix: findings/name-stem.ts) is identified by its stem when no other object of
// the target has that kind, namespace and stem: the rename a content change causes keeps the
// findings' identity, and two objects are never one.
import type { ResourceRef } from '../model/resource.js';
import { defaultNamespaceOf, type Target } from '../model/target.js';
import { placementOf } from '../kube/scope.js';
import { nameStem } from '../findings/name-stem.js';

export function appliedIdentityOf(
  target: Target | undefined,
  objects: readonly ResourceRef[] = [],
): ((ref: ResourceRef) => string) | undefined {
  if (!target) return undefined;
  const defaultNamespace = defaultNamespaceOf(target);
  const stemmed = (ref: ResourceRef) => {
    const stem = nameStem(ref.name);
    return stem === undefined ? undefined : placementOf({ ...ref, name: stem }, defaultNamespace).key;
  };
  const counts = new Map<string, number>();
  for (const ref of objects) {
    const key = stemmed(ref);
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (ref) => {
    const key = stemmed(ref);
    return key !== undefined && counts.get(key) === 1 ? key : placementOf(ref, defaultNamespace).key;
  };
}
