import type { Target } from '../../src/model/target.js';

export const AUDITED = 'a'.repeat(40);
export const PREVIOUS = 'b'.repeat(40);
export const TOKEN = 'argocd-token-Zq81xVv0pLm3';
/** Fixed "now" of the tests: times in fixtures are relative to it. */
export const NOW = new Date('2026-11-25T12:00:00Z');

export const REPO_URL = 'https://git.example/deploy.git';

export const minutesAgo = (m: number): string => new Date(NOW.getTime() - m * 60_000).toISOString();

export function target(app: string, environment: string, application = `${app}-${environment}`): Target {
  return {
    app,
    environment,
    kind: 'kustomize',
    path: `apps/${app}/overlays/${environment}`,
    origin: { how: 'argocd', file: `argocd/${application}.yaml`, detail: `Application ${application}` },
  };
}

export interface AppSpec {
  name: string;
  namespace?: string;
  sync?: string | null;
  revision?: string | null;
  health?: string | null;
  healthMessage?: string;
  healthTransition?: string;
  reconciledAt?: string | null;
  resources?: unknown[];
  history?: unknown[];
  /** null: no status.operationState at all; default a Succeeded sync of the revision. */
  operationState?: unknown;
  conditions?: unknown[];
  /** Multi-source: spec.sources, with status.sync.revisions. */
  sources?: Array<Record<string, unknown>>;
  revisions?: unknown[] | null;
  resourceHealthSource?: string;
  spec?: Record<string, unknown>;
  ownerReferences?: unknown[];
  labels?: Record<string, string>;
  noStatus?: boolean;
}

/** An Argo CD Application as GET /api/v1/applications returns it (the fields deploy-gate reads, plus noise). */
/** The web Deployment as an Application's status.resources lists it: Synced, with `health` when given. */
export const webDeployment = (health?: Record<string, unknown>) => ({
  group: 'apps',
  version: 'v1',
  kind: 'Deployment',
  namespace: 'shop',
  name: 'web',
  status: 'Synced',
  ...(health ? { health } : {}),
});
/** The web Service, likewise. */
export const webService = (health?: Record<string, unknown>) => ({
  version: 'v1',
  kind: 'Service',
  namespace: 'shop',
  name: 'web',
  status: 'Synced',
  ...(health ? { health } : {}),
});

export function application(s: AppSpec): Record<string, unknown> {
  const status: Record<string, unknown> = {
    resources: s.resources ?? [webDeployment({ status: 'Healthy' }), webService({ status: 'Healthy' })],
    sync: {
      ...(s.sync === null ? {} : { status: s.sync ?? 'Synced' }),
      ...(s.revision === null || s.sources ? {} : { revision: s.revision ?? AUDITED }),
      ...(s.sources && s.revisions !== null ? { revisions: s.revisions ?? s.sources.map(() => AUDITED) } : {}),
      comparedTo: {
        source: { repoURL: 'https://git.example/deploy.git', path: `apps/${s.name}`, targetRevision: 'main' },
      },
    },
    health: {
      ...(s.health === null ? {} : { status: s.health ?? 'Healthy' }),
      ...(s.healthMessage ? { message: s.healthMessage } : {}),
      ...(s.healthTransition ? { lastTransitionTime: s.healthTransition } : {}),
    },
    history: s.history ?? [
      { id: 1, revision: s.revision ?? AUDITED, deployedAt: minutesAgo(60), deployStartedAt: minutesAgo(61) },
    ],
    ...(s.reconciledAt === null ? {} : { reconciledAt: s.reconciledAt ?? minutesAgo(2) }),
    ...(s.operationState === null ? {} : { operationState: s.operationState ?? succeeded(s.revision ?? AUDITED) }),
    ...(s.resourceHealthSource ? { resourceHealthSource: s.resourceHealthSource } : {}),
    ...(s.conditions ? { conditions: s.conditions } : {}),
    sourceType: 'Kustomize',
  };
  return {
    metadata: {
      name: s.name,
      namespace: s.namespace ?? 'argocd',
      labels: s.labels ?? {},
      uid: `uid-${s.name}`,
      resourceVersion: '1234',
      ...(s.ownerReferences ? { ownerReferences: s.ownerReferences } : {}),
    },
    spec: s.spec ?? {
      project: 'default',
      ...(s.sources
        ? { sources: s.sources }
        : { source: { repoURL: REPO_URL, path: `apps/${s.name}`, targetRevision: 'main' } }),
      destination: { server: 'https://kubernetes.default.svc', namespace: 'shop' },
    },
    ...(s.noStatus ? {} : { status }),
  };
}

export const list = (...apps: Array<Record<string, unknown>>) => ({
  metadata: { resourceVersion: '1234' },
  items: apps,
});

/** status.operationState of a finished, successful sync (Argo CD's OperationState shape). */
export function succeeded(revision: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    operation: { sync: { revision }, initiatedBy: { automated: true } },
    phase: 'Succeeded',
    message: 'successfully synced (all tasks run)',
    startedAt: minutesAgo(61),
    finishedAt: minutesAgo(60),
    syncResult: {
      revision,
      resources: [
        { ...webDeployment(), message: 'deployment.apps/web configured', hookPhase: 'Running', syncPhase: 'Sync' },
      ],
    },
    ...extra,
  };
}
