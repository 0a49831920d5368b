import { describe, expect, it } from 'vitest';
import {
  AUDITED,
  PREVIOUS,
  application,
  list,
  minutesAgo,
  succeeded,
  target,
  webDeployment,
  webService,
} from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';

describe('live judgement of one Application', () => {
  it('passes an Application Synced and Healthy at the audited revision, and sends the token as a bearer', async () => {
    const { result, fake } = await judgeWith({ [APPS]: { json: list(application({ name: 'web-production' })) } });
    expect(result.drafts).toEqual([]);
    expect(result.summary).toEqual({ apps: 1, outOfSync: [] });
    expect(result.notices.at(-1)).toMatch(/1 Application judged for 1 target; 0 OutOfSync/);
    expect(fake.requests(APPS)[0]?.authorization).toBe('Bearer argocd-token-Zq81xVv0pLm3');
  });

  it('fails Synced-but-Degraded as live/unhealthy, naming the unhealthy resources', async () => {
    const app = application({
      name: 'web-production',
      health: 'Degraded',
      healthMessage: 'rollout failed',
      resources: [
        webDeployment({ status: 'Degraded', message: 'Deployment "web" exceeded its progress deadline' }),
        webService({ status: 'Healthy' }),
      ],
    });
    const { result } = await judgeWith({ [APPS]: { json: list(app) } });
    expect(rules(result)).toEqual(['live/unhealthy']);
    const [message] = messages(result, 'live/unhealthy');
    expect(message).toContain('health Degraded (rollout failed)');
    expect(message).toContain('Deployment shop/web Degraded: Deployment "web" exceeded its progress deadline');
    expect(message).not.toContain('Service shop/web');
    const draft = result.drafts[0]?.draft;
    expect(draft?.resource).toEqual({
      apiVersion: 'argoproj.io/v1alpha1',
      kind: 'Application',
      namespace: 'argocd',
      name: 'web-production',
    });
    expect(draft?.location).toEqual({ file: 'argocd/web-production.yaml' });
    expect(result.drafts[0]).toMatchObject({ app: 'web', environment: 'production' });
  });

  it('fails an Application Synced and Healthy at the previous commit as live/revision-mismatch', async () => {
    const { result } = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', revision: PREVIOUS })) },
    });
    expect(rules(result)).toEqual(['live/revision-mismatch']);
    expect(messages(result, 'live/revision-mismatch')[0]).toContain(
      `synced to ${PREVIOUS.slice(0, 12)} (status.sync.revision), not the audited ${AUDITED.slice(0, 12)}`,
    );
  });

  it('accepts another revision only when changedSince says nothing the app reads changed', async () => {
    const asked: string[] = [];
    const unchanged = await judgeWith(
      { [APPS]: { json: list(application({ name: 'web-production', revision: PREVIOUS })) } },
      {
        changedSince: async (t, sha) => {
          asked.push(`${t.app}/${t.environment}@${sha}`);
          return false;
        },
      },
    );
    expect(unchanged.result.drafts).toEqual([]);
    expect(asked).toEqual([`web/production@${PREVIOUS}`]);
    expect(unchanged.result.notices.join('\n')).toContain('newer than the audited');
    const changed = await judgeWith(
      { [APPS]: { json: list(application({ name: 'web-production', revision: PREVIOUS })) } },
      { changedSince: async () => true },
    );
    expect(rules(changed.result)).toEqual(['live/revision-mismatch']);
    const broken = await judgeWith(
      { [APPS]: { json: list(application({ name: 'web-production', revision: PREVIOUS })) } },
      {
        changedSince: async () => {
          throw new Error('git broke');
        },
      },
    );
    expect(rules(broken.result)).toEqual(['live/revision-mismatch']);
  });

  it('reports OutOfSync with an upper bound on the dwell time from the last successful sync', async () => {
    const app = application({
      name: 'web-production',
      sync: 'OutOfSync',
      history: [
        { id: 3, revision: AUDITED, deployedAt: minutesAgo(300) },
        { id: 4, revision: AUDITED, deployedAt: minutesAgo(95) },
      ],
      operationState: succeeded(AUDITED, { startedAt: minutesAgo(97), finishedAt: minutesAgo(95.5) }),
    });
    const { result } = await judgeWith({ [APPS]: { json: list(app) } });
    expect(rules(result)).toEqual(['live/out-of-sync']);
    expect(messages(result, 'live/out-of-sync')[0]).toContain('OutOfSync for at most 95 min: last known in sync at');
    expect(result.summary.outOfSync).toEqual([
      {
        app: 'web-production',
        since: minutesAgo(95),
        dwellMinutes: 95,
        how: expect.stringContaining('status.history[id 4].deployedAt'),
      },
    ]);
    expect(result.notices.at(-1)).toContain('1 OutOfSync: web-production (at most 95 min)');
  });

  it('says when the API keeps no sync record to count an OutOfSync dwell time from', async () => {
    const { result } = await judgeWith({
      [APPS]: {
        json: list(application({ name: 'web-production', sync: 'OutOfSync', history: [], operationState: null })),
      },
    });
    expect(messages(result, 'live/out-of-sync')[0]).toContain('since an unknown time');
    expect(result.summary.outOfSync[0]).toMatchObject({
      app: 'web-production',
      how: expect.stringContaining('status.history empty'),
    });
    expect(result.summary.outOfSync[0]?.dwellMinutes).toBeUndefined();
  });

  it('fails Progressing past the limit, counting from health.lastTransitionTime; tolerates a young rollout', async () => {
    const stuck = await judgeWith({
      [APPS]: {
        json: list(application({ name: 'web-production', health: 'Progressing', healthTransition: minutesAgo(45) })),
      },
    });
    expect(rules(stuck.result)).toEqual(['live/stuck-progressing']);
    expect(messages(stuck.result, 'live/stuck-progressing')[0]).toMatch(
      /Progressing for 45 min, over the 20 min limit \(counted from status.health.lastTransitionTime/,
    );
    const young = await judgeWith({
      [APPS]: {
        json: list(application({ name: 'web-production', health: 'Progressing', healthTransition: minutesAgo(5) })),
      },
    });
    expect(rules(young.result)).toEqual(['live/progressing']);
    expect(messages(young.result, 'live/progressing')[0]).toContain('Progressing for 5 min, within the 20 min limit');
    const tight = await judgeWith(
      {
        [APPS]: {
          json: list(application({ name: 'web-production', health: 'Progressing', healthTransition: minutesAgo(5) })),
        },
      },
      { config: { progressingLimitMinutes: 3 } },
    );
    expect(rules(tight.result)).toEqual(['live/stuck-progressing']);
  });

  it('falls back to the start of the last sync for a Progressing duration, and is inconclusive without any', async () => {
    const byOp = await judgeWith({
      [APPS]: {
        json: list(
          application({
            name: 'web-production',
            health: 'Progressing',
            history: [],
            operationState: { phase: 'Running', startedAt: minutesAgo(30) },
          }),
        ),
      },
    });
    expect(messages(byOp.result, 'live/stuck-progressing')[0]).toContain('status.operationState.startedAt');
    const none = await judgeWith({
      [APPS]: {
        json: list(application({ name: 'web-production', health: 'Progressing', history: [], operationState: null })),
      },
    });
    expect(rules(none.result)).toEqual(['live/status-unavailable']);
    expect(messages(none.result, 'live/status-unavailable')[0]).toContain('Progressing since an unknown time');
  });

  it('fails Unknown health; Suspended is inconclusive unless expected, and fails where configured', async () => {
    const unknown = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', health: 'Unknown' })) },
    });
    expect(rules(unknown.result)).toEqual(['live/unhealthy']);
    const suspended = application({ name: 'web-production', health: 'Suspended' });
    const unexpected = await judgeWith({ [APPS]: { json: list(suspended) } });
    expect(rules(unexpected.result)).toEqual(['live/suspended']);
    expect(messages(unexpected.result, 'live/suspended')[0]).toContain('health Suspended');
    const expected = await judgeWith(
      { [APPS]: { json: list(suspended) } },
      { config: { expectedSuspended: ['web-production'] } },
    );
    expect(expected.result.drafts).toEqual([]);
    expect(expected.result.notices.join('\n')).toContain('health Suspended, as the config expects');
    const strict = await judgeWith(
      { [APPS]: { json: list(suspended) } },
      { config: { unhealthyStatuses: ['Degraded', 'Missing', 'Unknown', 'Suspended'] } },
    );
    expect(rules(strict.result)).toEqual(['live/unhealthy']);
  });

  it('names missing fields as live/status-unavailable, never as healthy or synced', async () => {
    const noRevision = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', revision: null, health: null })) },
    });
    expect(rules(noRevision.result)).toEqual(['live/status-unavailable']);
    const [message] = messages(noRevision.result, 'live/status-unavailable');
    expect(message).toContain('status.sync.revision missing');
    expect(message).toContain('status.health.status missing');
    const noSync = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', sync: null, reconciledAt: null })) },
    });
    expect(messages(noSync.result, 'live/status-unavailable')[0]).toMatch(
      /status.sync.status missing.*status.reconciledAt missing/,
    );
    const noStatus = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', noStatus: true })) },
    });
    expect(messages(noStatus.result, 'live/status-unavailable')[0]).toContain('has no status');
  });

  it('is inconclusive on Healthy with sync Unknown and a ComparisonError, with the condition sanitised (H6, E5)', async () => {
    const app = application({
      name: 'web-production',
      sync: 'Unknown',
      conditions: [
        {
          type: 'ComparisonError',
          message:
            'rpc error: failed to fetch https://deployer:hunter2secret@git.example/deploy.git: authentication required',
        },
      ],
    });
    const { result } = await judgeWith({ [APPS]: { json: list(app) } });
    expect(rules(result)).toEqual(['live/status-unavailable']);
    const [message] = messages(result, 'live/status-unavailable');
    expect(message).toContain(
      'condition ComparisonError: rpc error: failed to fetch https://***@git.example/deploy.git',
    );
    expect(message).toContain('sync status is Unknown');
    expect(message).not.toContain('hunter2secret');
  });

  it('is inconclusive when Argo CD last reconciled the Application too long ago', async () => {
    const { result } = await judgeWith({
      [APPS]: { json: list(application({ name: 'web-production', reconciledAt: minutesAgo(600) })) },
    });
    expect(rules(result)).toEqual(['live/status-unavailable']);
    expect(messages(result, 'live/status-unavailable')[0]).toContain('status last reconciled 10 h 0 min ago');
  });

  it('lists resources excluded from health by ignore-healthcheck for review', async () => {
    const app = application({
      name: 'web-production',
      resources: [
        webDeployment({ status: 'Healthy' }),
        { group: 'batch', version: 'v1', kind: 'Job', namespace: 'shop', name: 'migrate', status: 'Synced' },
        { version: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'web-config', status: 'Synced' },
      ],
    });
    const managed = {
      items: [
        {
          kind: 'Job',
          namespace: 'shop',
          name: 'migrate',
          liveState: JSON.stringify({
            metadata: { name: 'migrate', annotations: { 'argocd.argoproj.io/ignore-healthcheck': 'true' } },
          }),
        },
        {
          kind: 'ConfigMap',
          namespace: 'shop',
          name: 'web-config',
          liveState: JSON.stringify({ metadata: { name: 'web-config' } }),
        },
      ],
    };
    const { result, fake } = await judgeWith({
      [APPS]: { json: list(app) },
      [`${APPS}/web-production/managed-resources`]: { json: managed },
    });
    expect(result.drafts).toEqual([]);
    const notices = result.notices.join('\n');
    expect(notices).toContain(
      'Argo CD web-production: excluded from health by argocd.argoproj.io/ignore-healthcheck, review: Job shop/migrate',
    );
    expect(notices).toContain('health not assessed (no health check for the kind): ConfigMap shop/web-config');
    expect(fake.requests(`${APPS}/web-production/managed-resources`)[0]?.query.get('appNamespace')).toBe('argocd');
  });

  it('takes child health from the resource tree when resourceHealthSource is appTree (Argo CD 3), without a managed-resources read', async () => {
    const app = application({
      name: 'web-production',
      health: 'Degraded',
      resourceHealthSource: 'appTree',
      resources: [
        { group: 'apps', version: 'v1', kind: 'Deployment', namespace: 'shop', name: 'web', status: 'Synced' },
      ],
    });
    const tree = {
      nodes: [
        {
          kind: 'Deployment',
          namespace: 'shop',
          name: 'web',
          health: { status: 'Degraded', message: 'progress deadline exceeded' },
        },
        {
          kind: 'Pod',
          namespace: 'shop',
          name: 'web-5f7-abc',
          health: { status: 'Degraded', message: 'CrashLoopBackOff' },
        },
        { kind: 'Service', namespace: 'shop', name: 'web', health: { status: 'Healthy' } },
      ],
    };
    const { result, fake } = await judgeWith(
      { [APPS]: { json: list(app) }, [`${APPS}/web-production/resource-tree`]: { json: tree } },
      { config: { checkEndpoints: false } },
    );
    expect(messages(result, 'live/unhealthy')[0]).toContain(
      'not healthy: Deployment shop/web Degraded: progress deadline exceeded, Pod shop/web-5f7-abc Degraded: CrashLoopBackOff',
    );
    expect(fake.requests(`${APPS}/web-production/resource-tree`)).toHaveLength(1);
    expect(fake.requests(`${APPS}/web-production/managed-resources`)).toHaveLength(0);
    expect(result.notices.join('\n')).not.toContain('not assessed');
  });

  it('maps targets by the declared Application, by app-env names and by the environment label', async () => {
    const targets = [
      target('web', 'production'),
      { ...target('api', 'staging'), origin: { how: 'config' as const, file: '.deploy-gate.yaml' } },
      { ...target('worker', 'staging'), origin: { how: 'config' as const } },
      { ...target('ghost', 'staging'), origin: { how: 'config' as const } },
    ];
    const apps = list(
      application({ name: 'web-production' }),
      application({ name: 'api-staging', revision: PREVIOUS }),
      application({ name: 'worker', labels: { environment: 'staging' }, health: 'Missing' }),
      application({ name: 'ghost', labels: { environment: 'production' } }),
    );
    const { result } = await judgeWith({ [APPS]: { json: apps } }, { targets });
    const byTarget = result.drafts.map((d) => `${d.app}/${d.environment}:${d.draft.ruleId}`).sort();
    expect(byTarget).toEqual([
      'api/staging:live/revision-mismatch',
      'ghost/staging:live/status-unavailable',
      'worker/staging:live/unhealthy',
    ]);
    expect(messages(result, 'live/status-unavailable')[0]).toContain(
      'no Application in the API for this target (looked for ghost-staging, staging-ghost, ghost (labelled environment=staging))',
    );
    expect(result.summary.apps).toBe(3);
  });
});
