/**
 * Second reads for one Application, only when its status alone cannot answer: which resources
 * are unhealthy (Argo CD 3 no longer persists resource health in `status.resources` by default),
 * and which resources are excluded from health by `argocd.argoproj.io/ignore-healthcheck`
 * (an annotation on the object, visible only in `managed-resources`).
 */
import type { ClientOptions } from './http.js';
import { appSubresource } from './client.js';
import { describeResource } from './health.js';
import type { Json } from './types.js';

export const IGNORE_HEALTHCHECK = 'argocd.argoproj.io/ignore-healthcheck';

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});

type Named = { ok: true; names: string[] } | { ok: false; problem: string; detail?: string };

/** Unhealthy nodes of the resource tree (`nodes[].health`). */
export async function unhealthyFromTree(name: string, namespace: string | undefined, opts: ClientOptions): Promise<Named> {
  const r = await appSubresource(name, namespace, 'resource-tree', opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.nodes)) return { ok: false, problem: 'resource-tree answered without "nodes"' };
  const names = r.body.nodes.map(obj).flatMap((n) => {
    const health = obj(n.health);
    if (typeof health.status !== 'string' || health.status === 'Healthy') return [];
    const message = typeof health.message === 'string' && health.message !== '' ? `: ${health.message}` : '';
    return [`${describeResource(n)} ${health.status}${message}`];
  });
  return { ok: true, names };
}

function annotations(state: unknown): Json {
  if (typeof state !== 'string' || state === '' || state === 'null') return {};
  try {
    return obj(obj(obj(JSON.parse(state)).metadata).annotations);
  } catch {
    return {};
  }
}

/** Managed resources whose live or desired object sets the ignore-healthcheck annotation to "true". */
export async function ignoredByAnnotation(name: string, namespace: string | undefined, opts: ClientOptions): Promise<Named> {
  const r = await appSubresource(name, namespace, 'managed-resources', opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.items)) return { ok: false, problem: 'managed-resources answered without "items"' };
  const names = r.body.items.map(obj)
    .filter((item) => annotations(item.liveState)[IGNORE_HEALTHCHECK] === 'true' || annotations(item.targetState)[IGNORE_HEALTHCHECK] === 'true')
    .map(describeResource);
  return { ok: true, names };
}
