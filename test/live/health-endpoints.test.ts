/** Health with children (status.resources and the resource tree) and ready endpoints, on the fake Argo CD over real HTTP. */
import { describe, expect, it } from 'vitest';
import { application, list, minutesAgo, webDeployment, webService } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';
const TREE = `${APPS}/web-production/resource-tree`;
const one = (app: Record<string, unknown>) => ({ [APPS]: { json: list(app) } });

describe('health: the worst of the Application and its children', () => {
  it('fails an app that reports Healthy while a child in status.resources is Degraded', async () => {
    const app = application({
      name: 'web-production',
      resources: [
        webDeployment({ status: 'Degraded', message: 'exceeded its progress deadline' }),
        webService({ status: 'Healthy' }),
      ],
    });
    const { result } = await judgeWith(one(app));
    expect(rules(result)).toEqual(['live/unhealthy']);
    expect(messages(result, 'live/unhealthy')[0]).toContain(
      'health Healthy, but a child is Degraded; not healthy: Deployment shop/web Degraded: exceeded its progress deadline',
    );
  });

  it('fails a Healthy app whose resource tree holds a Missing or Unknown child (resourceHealthSource appTree)', async () => {
    for (const status of ['Missing', 'Unknown']) {
      const app = application({
        name: 'web-production',
        resourceHealthSource: 'appTree',
        resources: [webDeployment(), webService()],
      });
      const tree = {
        nodes: [
          {
            group: 'apps',
            version: 'v1',
            kind: 'Deployment',
            namespace: 'shop',
            name: 'web',
            health: { status: 'Healthy' },
          },
          { version: 'v1', kind: 'Pod', namespace: 'shop', name: 'web-7c9-q2', parentRefs: [], health: { status } },
        ],
      };
      const { result } = await judgeWith(
        { ...one(app), [TREE]: { json: tree } },
        { config: { checkEndpoints: false } },
      );
      expect(rules(result)).toEqual(['live/unhealthy']);
      expect(messages(result, 'live/unhealthy')[0]).toContain(
        `but a child is ${status}; not healthy: Pod shop/web-7c9-q2 ${status}`,
      );
    }
  });

  it('passes an appTree app with a healthy tree: one tree read, no managed-resources read, no "not assessed" notice', async () => {
    const app = application({
      name: 'web-production',
      resourceHealthSource: 'appTree',
      resources: [
        webDeployment(),
        webService(),
        { version: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'web-config', status: 'Synced' },
      ],
    });
    const { result, fake } = await judgeWith(one(app), { world: { extraNodes: [] } });
    expect(result.drafts).toEqual([]);
    expect(fake.requests(TREE)).toHaveLength(1);
    expect(fake.requests(`${APPS}/web-production/managed-resources`)).toHaveLength(0);
    expect(result.notices.join('\n')).not.toContain('not assessed');
  });

  it('is inconclusive when resource health lives in the tree and the tree cannot be read', async () => {
    const app = application({
      name: 'web-production',
      resourceHealthSource: 'appTree',
      resources: [webDeployment(), webService()],
    });
    const { result } = await judgeWith(
      { ...one(app), [TREE]: { status: 500, json: { message: 'cache not ready' } } },
      { config: { checkEndpoints: false } },
    );
    expect(rules(result)).toEqual(['live/status-unavailable']);
    expect(messages(result, 'live/status-unavailable')[0]).toContain(
      'child health not readable: status.resourceHealthSource is appTree and the resource tree could not be read',
    );
  });

  it('judges inline health from status.resources when the tree cannot be read; only the endpoints are then unconfirmed', async () => {
    const app = application({
      name: 'web-production',
      resources: [webDeployment({ status: 'Healthy' }), webService({ status: 'Healthy' })],
    });
    const { result } = await judgeWith({ ...one(app), [TREE]: { status: 503, json: { message: 'unavailable' } } });
    expect(rules(result)).toEqual(['live/status-unavailable']);
    const [message] = messages(result, 'live/status-unavailable');
    expect(message).toContain('ready endpoints not confirmed: the resource tree could not be read');
    expect(message).not.toContain('child health');
  });

  it('is inconclusive while Progressing for two minutes (not yet), and fails past the limit', async () => {
    const young = await judgeWith(
      one(application({ name: 'web-production', health: 'Progressing', healthTransition: minutesAgo(2) })),
    );
    expect(rules(young.result)).toEqual(['live/progressing']);
    const old = await judgeWith(
      one(application({ name: 'web-production', health: 'Progressing', healthTransition: minutesAgo(25) })),
    );
    expect(rules(old.result)).toEqual(['live/stuck-progressing']);
  });

  it('is inconclusive on a Healthy app whose child is Progressing (the app health is the worst of its children)', async () => {
    const app = application({
      name: 'web-production',
      healthTransition: minutesAgo(3),
      resources: [
        webDeployment({
          status: 'Progressing',
          message: 'Waiting for rollout to finish: 1 of 3 updated replicas are available',
        }),
        webService({ status: 'Healthy' }),
      ],
    });
    const { result } = await judgeWith(one(app));
    expect(rules(result)).toEqual(['live/progressing']);
    expect(messages(result, 'live/progressing')[0]).toContain(
      'Deployment shop/web Progressing: Waiting for rollout to finish',
    );
  });
});

describe('ready endpoints of Services with a selector', () => {
  const app = () => application({ name: 'web-production' });

  it('passes when the EndpointSlices of each Service list ready endpoints', async () => {
    const { result, fake } = await judgeWith(one(app()), { world: { ready: 2 } });
    expect(result.drafts).toEqual([]);
    expect(result.notices.join('\n')).toContain('ready endpoints confirmed for 1 Service');
    const reads = fake
      .requests(`${APPS}/web-production/resource`)
      // The workloads are read too (workloads.test.ts); here only what the endpoints need.
      .filter((r) => ['Service', 'EndpointSlice'].includes(r.query.get('kind') ?? ''))
      .map(
        (r) =>
          `${r.query.get('kind')} ${r.query.get('namespace')}/${r.query.get('resourceName')} ${r.query.get('group')}/${r.query.get('version')}`,
      );
    expect(reads).toEqual(['Service shop/web /v1', 'EndpointSlice shop/web-x7k2p discovery.k8s.io/v1']);
  });

  it('fails a Service with no ready endpoints (only a terminating one)', async () => {
    const { result } = await judgeWith(one(app()), { world: { ready: 0 } });
    expect(rules(result)).toEqual(['live/no-ready-endpoints']);
    expect(messages(result, 'live/no-ready-endpoints')[0]).toContain('no ready endpoints behind Service shop/web');
  });

  it('is inconclusive when the EndpointSlices are not in the tree, or the Service cannot be read', async () => {
    const hidden = await judgeWith(one(app()), { world: { noSlices: true } });
    expect(rules(hidden.result)).toEqual(['live/status-unavailable']);
    expect(messages(hidden.result, 'live/status-unavailable')[0]).toContain(
      "no EndpointSlice of Service shop/web in the resource tree (Argo CD's default resource.exclusions",
    );
    const denied = await judgeWith({
      ...one(app()),
      [`${APPS}/web-production/resource`]: { status: 403, json: { message: 'permission denied' } },
    });
    expect(messages(denied.result, 'live/status-unavailable')[0]).toContain('Service shop/web could not be read');
  });

  it('skips Services without a selector, and says when the check is turned off', async () => {
    const plain = await judgeWith(one(app()), { world: { noSelector: true, ready: 0 } });
    expect(plain.result.drafts).toEqual([]);
    const off = await judgeWith(one(app()), { world: { ready: 0 }, config: { checkEndpoints: false } });
    expect(off.result.drafts).toEqual([]);
    expect(off.result.notices.join('\n')).toContain('ready endpoints not checked (live.checkEndpoints: false)');
  });
});
