/**
 * Does each Service with a selector have somewhere to send traffic? Its EndpointSlices (children
 * in the resource tree, read through Argo CD's `…/resource`) must list at least one ready endpoint.
 * Anything that cannot be read is inconclusive: "no slice seen" is not "no endpoints".
 */
import type { ClientOptions } from './http.js';
import { liveResource, type ObjectName } from './client.js';
import { childrenOf, type TreeRead } from './follow-ups.js';
import { listSome } from './health.js';
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { asObject as obj, asObjects as objs, nonEmptyString as str } from '../kube/object.js';

const where = (s: ObjectName) => `Service ${s.namespace ? `${s.namespace}/` : ''}${s.name}`;

/** Services the Application manages (core group), from status.resources. */
function services(status: Json): ObjectName[] {
  return objs(status.resources)
    .filter((r) => r.kind === 'Service' && !str(r.group) && str(r.name))
    .map((r) => ({ name: String(r.name), ...(str(r.namespace) ? { namespace: String(r.namespace) } : {}) }));
}

/** Endpoints whose `conditions.ready` is not false (Kubernetes: an absent ready means ready). */
function readyCount(slice: Json): number {
  return objs(slice.endpoints).filter((e) => obj(e.conditions).ready !== false).length;
}

type Count = { ok: true; ready: number } | { ok: false; problem: string };

async function countReady(
  app: ObjectName,
  svc: ObjectName,
  tree: TreeRead,
  client: ClientOptions,
): Promise<Count | undefined> {
  const live = await liveResource(
    app,
    { version: 'v1', kind: 'Service', name: svc.name, ...(svc.namespace ? { namespace: svc.namespace } : {}) },
    client,
  );
  if (!live.ok) return { ok: false, problem: `${where(svc)} could not be read (${live.problem})` };
  const spec = obj(live.object.spec);
  if (spec.type === 'ExternalName' || Object.keys(obj(spec.selector)).length === 0) return undefined;
  if (!tree.ok) return { ok: false, problem: `the resource tree could not be read (${tree.problem})` };
  const slices = childrenOf(tree.nodes, 'EndpointSlice', { kind: 'Service', ...svc });
  if (slices.length === 0) {
    return {
      ok: false,
      problem: `no EndpointSlice of ${where(svc)} in the resource tree (Argo CD's default resource.exclusions hide EndpointSlices; include discovery.k8s.io/EndpointSlice to let the audit see them)`,
    };
  }
  let ready = 0;
  for (const s of slices) {
    const slice = await liveResource(
      app,
      {
        group: 'discovery.k8s.io',
        version: 'v1',
        kind: 'EndpointSlice',
        name: String(s.name ?? ''),
        ...(str(s.namespace) ? { namespace: String(s.namespace) } : {}),
      },
      client,
    );
    if (!slice.ok)
      return {
        ok: false,
        problem: `EndpointSlice ${String(s.name)} of ${where(svc)} could not be read (${slice.problem})`,
      };
    ready += readyCount(slice.object);
  }
  return { ok: true, ready };
}

/** Judges the ready endpoints of every Service with a selector in the Application. */
export async function judgeEndpoints(
  app: ObjectName,
  status: Json,
  tree: TreeRead,
  client: ClientOptions,
  v: AppVerdicts,
): Promise<void> {
  const empty: string[] = [];
  const unreadable: string[] = [];
  let checked = 0;
  for (const svc of services(status)) {
    const count = await countReady(app, svc, tree, client);
    if (!count) continue;
    if (!count.ok) unreadable.push(count.problem);
    else if (count.ready === 0) empty.push(where(svc));
    else checked++;
  }
  if (empty.length)
    v.add('live/no-ready-endpoints', `no ready endpoints behind ${listSome(empty)}: traffic to it goes nowhere`);
  if (unreadable.length) v.add('live/status-unavailable', `ready endpoints not confirmed: ${listSome(unreadable)}`);
  if (checked) v.notices.push(`ready endpoints confirmed for ${checked} Service${checked === 1 ? '' : 's'}`);
}
