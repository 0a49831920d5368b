/**
 * Second reads for one Application: its resource tree (read once: child health when Argo CD keeps
 * it there, EndpointSlices), and — only where status.resources carries health inline and some
 * resource has none — which resources `argocd.argoproj.io/ignore-healthcheck` excludes (an
 * annotation on the object, visible only in `managed-resources`).
 */
import type { ClientOptions } from './http.js';
import { appSubresource, type ObjectName } from './client.js';
import { describeResource } from './health.js';
import type { Json } from './types.js';
import { asObject as obj, asObjects as objs } from '../kube/object.js';

export const IGNORE_HEALTHCHECK = 'argocd.argoproj.io/ignore-healthcheck';

export type TreeRead = { ok: true; nodes: Json[] } | { ok: false; problem: string; detail?: string };

/** `GET …/resource-tree`: every node the controller tracks for the Application. */
export async function readTree(name: string, namespace: string | undefined, opts: ClientOptions): Promise<TreeRead> {
  const r = await appSubresource(name, namespace, 'resource-tree', opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.nodes)) return { ok: false, problem: 'resource-tree answered without "nodes"' };
  return { ok: true, nodes: r.body.nodes.map(obj) };
}

/** The tree nodes of `kind` whose parent is `parent` (a Service's EndpointSlices, a Deployment's ReplicaSets). */
export function childrenOf(nodes: Json[], kind: string, parent: ObjectName & { kind: string }): Json[] {
  return nodes.filter(
    (n) =>
      n.kind === kind &&
      objs(n.parentRefs).some(
        (p) => p.kind === parent.kind && p.name === parent.name && (p.namespace ?? '') === (parent.namespace ?? ''),
      ),
  );
}

type Named = { ok: true; names: string[] } | { ok: false; problem: string; detail?: string };

function annotations(state: unknown): Json {
  if (typeof state !== 'string' || state === '' || state === 'null') return {};
  try {
    return obj(obj(obj(JSON.parse(state)).metadata).annotations);
  } catch {
    return {};
  }
}

/** Managed resources whose live or desired object sets the ignore-healthcheck annotation to "true". */
export async function ignoredByAnnotation(
  name: string,
  namespace: string | undefined,
  opts: ClientOptions,
): Promise<Named> {
  const r = await appSubresource(name, namespace, 'managed-resources', opts);
  if (!r.ok) return r;
  if (!Array.isArray(r.body.items)) return { ok: false, problem: 'managed-resources answered without "items"' };
  const names = r.body.items
    .map(obj)
    .filter(
      (item) =>
        annotations(item.liveState)[IGNORE_HEALTHCHECK] === 'true' ||
        annotations(item.targetState)[IGNORE_HEALTHCHECK] === 'true',
    )
    .map(describeResource);
  return { ok: true, names };
}
