/**
 * The rest of a fake Argo CD around a list of Applications, shaped like Argo CD's API:
 * `GET …/{name}/resource-tree` (ApplicationTree: nodes with health and parentRefs; each Service
 * has an EndpointSlice child) and `GET …/{name}/resource` (ApplicationResourceResponse: the live
 * object as a JSON string in "manifest").
 */
import type { Reply } from './fake-argocd.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});

export interface WorldOptions {
  /** Ready endpoints behind every Service (default 2). */
  ready?: number;
  /** Services without a selector (headless to external endpoints). */
  noSelector?: boolean;
  /** Extra tree nodes (children such as Pods or ReplicaSets). */
  extraNodes?: Obj[];
  /** Leave EndpointSlices out of the tree (Argo CD's default resource.exclusions). */
  noSlices?: boolean;
  /**
   * Live workloads (Deployment, StatefulSet, DaemonSet, Rollout, ReplicaSet) by name: what their
   * `status` (and `metadata.generation`, `spec.replicas`) say. Default: fully rolled out, 2 replicas.
   * `null` makes the read answer 404.
   */
  workloads?: Record<string, { generation?: number; replicas?: number; status?: Obj } | null>;
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Rollout', 'ReplicaSet']);

/** The newest ReplicaSet the world gives each Deployment. */
export const replicaSetName = (deployment: string): string => `${deployment}-5d8f7b`;

function sliceName(svc: Obj): string {
  return `${String(svc.name)}-x7k2p`;
}

export function treeOf(app: Obj, o: WorldOptions = {}): Obj {
  const resources = Array.isArray(obj(app.status).resources) ? (obj(app.status).resources as unknown[]).map(obj) : [];
  const nodes: Obj[] = resources.map((r) => ({
    group: r.group ?? '',
    version: r.version,
    kind: r.kind,
    namespace: r.namespace,
    name: r.name,
    uid: `uid-${String(r.kind)}-${String(r.name)}`,
    resourceVersion: '77',
    ...(r.health ? { health: r.health } : {}),
  }));
  const slices = o.noSlices
    ? []
    : resources
        .filter((r) => r.kind === 'Service')
        .map((svc) => ({
          group: 'discovery.k8s.io',
          version: 'v1',
          kind: 'EndpointSlice',
          namespace: svc.namespace,
          name: sliceName(svc),
          uid: `uid-slice-${String(svc.name)}`,
          parentRefs: [
            {
              group: '',
              kind: 'Service',
              namespace: svc.namespace,
              name: svc.name,
              uid: `uid-Service-${String(svc.name)}`,
            },
          ],
          info: [{ name: 'Endpoints', value: String(o.ready ?? 2) }],
        }));
  const replicaSets = resources
    .filter((r) => r.kind === 'Deployment')
    .map((d) => ({
      group: 'apps',
      version: 'v1',
      kind: 'ReplicaSet',
      namespace: d.namespace,
      name: replicaSetName(String(d.name)),
      uid: `uid-rs-${String(d.name)}`,
      parentRefs: [{ group: 'apps', kind: 'Deployment', namespace: d.namespace, name: d.name }],
      info: [{ name: 'Revision', value: 'Rev:3' }],
    }));
  return { nodes: [...nodes, ...slices, ...replicaSets, ...(o.extraNodes ?? [])], hosts: [] };
}

function workloadObject(kind: string, name: string, namespace: string | null, o: WorldOptions): Obj | undefined {
  const given = o.workloads?.[name];
  if (given === null) return undefined;
  const replicas = given?.replicas ?? 2;
  const generation = given?.generation ?? 4;
  const rolledOut =
    kind === 'DaemonSet'
      ? {
          observedGeneration: generation,
          desiredNumberScheduled: replicas,
          updatedNumberScheduled: replicas,
          numberAvailable: replicas,
        }
      : kind === 'ReplicaSet'
        ? { observedGeneration: generation, replicas, readyReplicas: replicas, availableReplicas: replicas }
        : {
            observedGeneration: generation,
            replicas,
            updatedReplicas: replicas,
            readyReplicas: replicas,
            availableReplicas: replicas,
          };
  return {
    apiVersion: kind === 'Rollout' ? 'argoproj.io/v1alpha1' : 'apps/v1',
    kind,
    metadata: {
      name,
      namespace,
      generation,
      ...(kind === 'ReplicaSet' ? { annotations: { 'deployment.kubernetes.io/revision': '3' } } : {}),
    },
    spec: { replicas },
    status: { ...rolledOut, ...given?.status },
  };
}

function liveObject(q: URLSearchParams, o: WorldOptions): Obj | undefined {
  const [kind, name, namespace] = [q.get('kind'), q.get('resourceName'), q.get('namespace')];
  if (kind && name && WORKLOAD_KINDS.has(kind)) return workloadObject(kind, name, namespace, o);
  if (kind === 'Service') {
    return {
      apiVersion: 'v1',
      kind,
      metadata: { name, namespace },
      spec: { type: 'ClusterIP', ports: [{ port: 80 }], ...(o.noSelector ? {} : { selector: { app: name } }) },
    };
  }
  if (kind === 'EndpointSlice' && q.get('group') === 'discovery.k8s.io') {
    const ready = o.ready ?? 2;
    const endpoints = [
      ...Array.from({ length: ready }, (_, i) => ({
        addresses: [`10.0.0.${i + 1}`],
        conditions: { ready: true, serving: true },
      })),
      { addresses: ['10.0.0.99'], conditions: { ready: false, serving: false, terminating: true } },
    ];
    return { apiVersion: 'discovery.k8s.io/v1', kind, metadata: { name, namespace }, addressType: 'IPv4', endpoints };
  }
  return undefined;
}

/** `GET …/resource`: the live object as Argo CD returns it, or its 404. */
export function liveResourceReply(url: URL, o: WorldOptions): Reply {
  const live = liveObject(url.searchParams, o);
  if (!live)
    return {
      status: 404,
      json: {
        error: 'not found',
        code: 5,
        message: `${url.searchParams.get('kind')} not found as part of application`,
      },
    };
  return { json: { manifest: JSON.stringify(live) } };
}
