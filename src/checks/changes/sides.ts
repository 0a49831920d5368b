/** A target's base and head objects, paired by identity, for checks on what a change does. */
import { resourceKey, type Resource } from '../../model/resource.js';
import { isObject } from '../../kube/object.js';

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

export function annotationsOf(resource: Resource): Record<string, unknown> {
  const metadata = resource.object.metadata;
  return isObject(metadata) && isObject(metadata.annotations) ? metadata.annotations : {};
}
