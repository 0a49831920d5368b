/** A target's base and head objects, paired by identity, for checks on what a change does. */
import { resourceKey, type Resource } from '../../model/resource.js';

export interface ChangeSides {
  base: Resource[];
  head: Resource[];
  /** The target deletes what leaves its render (Argo CD `syncPolicy.automated.prune`, Flux `spec.prune`). */
  prunes?: boolean;
  /** stakater Reloader runs in the clusters (config `rollout.reloader`). */
  reloader?: boolean;
}

export function byKey(resources: Resource[]): Map<string, Resource> {
  return new Map(resources.map((r) => [resourceKey(r.ref), r]));
}
