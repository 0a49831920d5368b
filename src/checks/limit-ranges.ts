/** LimitRange defaults: what the API server fills into containers that leave requests or limits out. */
import type { Resource } from '../model/resource.js';
import { isObject } from '../kube/object.js';

export interface LimitRangeDefaults {
  resource: Resource;
  /** Resource names the LimitRange defaults, by container field. */
  requests: Set<string>;
  limits: Set<string>;
}

function keys(v: unknown): string[] {
  return isObject(v) ? Object.keys(v).filter((k) => v[k] !== null && v[k] !== undefined) : [];
}

/**
 * The API server defaults a LimitRange item of type Container (SetDefaults_LimitRangeItem):
 * default ← max, defaultRequest ← default, then min. Admission then fills those into containers.
 */
function defaultsOf(resource: Resource): LimitRangeDefaults {
  const requests = new Set<string>();
  const limits = new Set<string>();
  const items = isObject(resource.object.spec) ? resource.object.spec.limits : undefined;
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item) || item.type !== 'Container') continue;
    for (const k of [...keys(item.default), ...keys(item.max)]) limits.add(k);
    for (const k of [...limits, ...keys(item.defaultRequest), ...keys(item.min)]) requests.add(k);
  }
  return { resource, requests, limits };
}

/** LimitRanges rendered in the given namespace (an unset namespace matches an unset one: same release namespace). */
export function limitRangesIn(resources: Resource[], namespace: string | undefined): LimitRangeDefaults[] {
  return resources
    .filter(
      (r) => r.ref.kind === 'LimitRange' && r.ref.apiVersion === 'v1' && (r.ref.namespace ?? '') === (namespace ?? ''),
    )
    .map(defaultsOf);
}
