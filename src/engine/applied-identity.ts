// An object's identity for its findings' fingerprints: where it is applied (kube/scope.ts), in its
// target's destination namespace when it names none. Scopes come from the built-in kinds only: the
// sides of a change are judged apart, and a CRD seen on one side only must not change the
// fingerprints of unchanged objects.
import type { ResourceRef } from '../model/resource.js';
import { defaultNamespaceOf, type Target } from '../model/target.js';
import { placementOf } from '../kube/scope.js';

export function appliedIdentityOf(target: Target | undefined): ((ref: ResourceRef) => string) | undefined {
  if (!target) return undefined;
  const defaultNamespace = defaultNamespaceOf(target);
  return (ref) => placementOf(ref, defaultNamespace).key;
}
