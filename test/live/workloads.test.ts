/** live/rollout-incomplete: the controller's own readings of each workload, read live through the fake Argo CD over real HTTP. */
import { describe, expect, it } from 'vitest';
import { application, list, minutesAgo } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';
import { replicaSetName } from './world.js';

const APPS = '/api/v1/applications';
const workload = (group: string, version: string, kind: string, name: string) => ({
  group,
  version,
  kind,
  namespace: 'shop',
  name,
  status: 'Synced',
  health: { status: 'Healthy' },
});
const app = () =>
  application({
    name: 'web-production',
    resources: [
      workload('apps', 'v1', 'Deployment', 'web'),
      workload('apps', 'v1', 'StatefulSet', 'db'),
      workload('apps', 'v1', 'DaemonSet', 'agent'),
      workload('argoproj.io', 'v1alpha1', 'Rollout', 'api'),
    ],
  });
const one = { [APPS]: { json: list(app()) } };
const progressing = (minutes: number) => ({
  conditions: [{ type: 'Progressing', status: 'True', lastTransitionTime: minutesAgo(minutes) }],
});
const config = { config: { checkEndpoints: false, progressingLimitMinutes: 15 } };

describe('live/rollout-incomplete', () => {
  it('passes workloads whose controllers have finished, and says so (Argo CD health stays its own reading)', async () => {
    const { result, fake } = await judgeWith(one, config);
    expect(result.drafts).toEqual([]);
    expect(result.notices.join('\n')).toContain('rollout complete for 4 workloads');
    const kinds = fake.requests(`${APPS}/web-production/resource`).map((r) => r.query.get('kind'));
    expect(kinds).toEqual(['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet', 'Rollout']);
  });

  it('a Deployment whose newest ReplicaSet is not ready fails after the limit, naming the numbers', async () => {
    const world = {
      workloads: {
        web: { status: { updatedReplicas: 2, availableReplicas: 1, ...progressing(40) } },
        [replicaSetName('web')]: { status: { readyReplicas: 1, availableReplicas: 1 } },
      },
    };
    const { result } = await judgeWith(one, { ...config, world });
    expect(rules(result)).toEqual(['live/rollout-incomplete']);
    const finding = result.drafts[0]?.draft;
    expect(finding?.verdict).toBeUndefined(); // the rule's own verdict: fail
    expect(messages(result, 'live/rollout-incomplete')[0]).toContain(
      `Deployment shop/web: availableReplicas 1 of 2, newest ReplicaSet ${replicaSetName('web')} readyReplicas 1 of 2, newest ReplicaSet ${replicaSetName('web')} availableReplicas 1 of 2 for 40 min`,
    );
    expect(messages(result, 'live/rollout-incomplete')[0]).toContain('over the 15 min limit');
  });

  it('is inconclusive within the limit: a StatefulSet whose controller has not observed the new generation', async () => {
    const world = { workloads: { db: { generation: 7, status: { observedGeneration: 6, ...progressing(3) } } } };
    const { result } = await judgeWith(one, { ...config, world });
    expect(rules(result)).toEqual(['live/rollout-incomplete']);
    expect(result.drafts[0]?.draft.verdict).toBe('inconclusive');
    expect(messages(result, 'live/rollout-incomplete')[0]).toContain(
      'StatefulSet shop/db: observedGeneration 6 ≠ generation 7 for 3 min (counted from its Progressing condition), within the 15 min limit',
    );
  });

  it('a DaemonSet and a Rollout are judged by their own fields', async () => {
    const world = {
      workloads: {
        agent: { replicas: 3, status: { updatedNumberScheduled: 2, numberAvailable: 3, ...progressing(60) } },
        api: { status: { updatedReplicas: 1, ...progressing(60) } },
      },
    };
    const { result } = await judgeWith(one, { ...config, world });
    const text = messages(result, 'live/rollout-incomplete')[0] ?? '';
    expect(text).toContain('DaemonSet shop/agent: updatedNumberScheduled 2 of 3');
    expect(text).toContain('Rollout shop/api: updatedReplicas 1 of 2');
  });

  it('a workload that cannot be read is live/status-unavailable, not a pass', async () => {
    const { result } = await judgeWith(one, { ...config, world: { workloads: { db: null } } });
    expect(rules(result)).toEqual(['live/status-unavailable']);
    expect(messages(result, 'live/status-unavailable')[0]).toContain(
      'workload rollout not confirmed: StatefulSet shop/db could not be read',
    );
  });

  it('control: status fields in another order, or a scaled-down Deployment that has finished, pass', async () => {
    const world = {
      workloads: {
        web: { replicas: 0, status: { availableReplicas: 0, updatedReplicas: 0 } },
        [replicaSetName('web')]: { replicas: 0, status: { readyReplicas: 0, availableReplicas: 0 } },
      },
    };
    const { result } = await judgeWith(one, { ...config, world });
    expect(result.drafts).toEqual([]);
  });
});
