/** Revision per source (multi-source, pins) and the sync operation, on the fake Argo CD over real HTTP. */
import { describe, expect, it } from 'vitest';
import { AUDITED, PREVIOUS, REPO_URL, application, list, minutesAgo, succeeded } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';
const CHARTS = 'https://charts.example/stable';
const one = (app: Record<string, unknown>) => ({ [APPS]: { json: list(app) } });

/** web-production from three sources: the overlay and the values of this repository, a chart elsewhere. */
function multi(revisions: unknown[] | null, chartVersion = '1.2.3', over: Record<string, unknown> = {}) {
  return application({
    name: 'web-production',
    sources: [
      { repoURL: REPO_URL, path: 'apps/web/overlays/production', targetRevision: 'main' },
      { repoURL: 'git@git.example:deploy.git', targetRevision: 'main', ref: 'values' },
      {
        repoURL: CHARTS,
        chart: 'redis',
        targetRevision: chartVersion,
        helm: { valueFiles: ['$values/apps/web/redis-values.yaml'] },
      },
    ],
    revisions,
    operationState: succeeded(AUDITED, { syncResult: { revisions: revisions ?? [], resources: [] } }),
    ...over,
  });
}

describe('multi-source Applications: every source at its revision', () => {
  it('passes when both sources of this repository are at the audited commit and the chart at its pinned version', async () => {
    const { result } = await judgeWith(one(multi([AUDITED, AUDITED, '1.2.3'])), { repoURLs: [`${REPO_URL}/`] });
    expect(result.drafts).toEqual([]);
  });

  it('fails when the values source of this repository is still at the previous commit', async () => {
    const { result } = await judgeWith(one(multi([AUDITED, PREVIOUS, '1.2.3'])), { repoURLs: [REPO_URL] });
    expect(rules(result)).toEqual(['live/revision-mismatch']);
    expect(messages(result, 'live/revision-mismatch')[0]).toContain(
      `source 2 (git@git.example:deploy.git ref values) synced to ${PREVIOUS.slice(0, 12)} (status.sync.revisions[1]), not the audited`,
    );
  });

  it('fails a chart of another repository away from its pin, and is inconclusive on a moving version range', async () => {
    const away = await judgeWith(one(multi([AUDITED, AUDITED, '1.2.4'])), { repoURLs: [REPO_URL] });
    expect(messages(away.result, 'live/revision-mismatch')[0]).toContain(
      'source 3 (https://charts.example/stable chart redis) is pinned to 1.2.3 (targetRevision) but synced to 1.2.4',
    );
    const moving = await judgeWith(one(multi([AUDITED, AUDITED, '1.4.0'], '1.*')), { repoURLs: [REPO_URL] });
    expect(rules(moving.result)).toEqual(['live/status-unavailable']);
    expect(messages(moving.result, 'live/status-unavailable')[0]).toContain(
      'follows the moving revision "1.*" of another repository',
    );
  });

  it('is inconclusive when status.sync.revisions is missing or cannot be paired with the sources', async () => {
    const missing = await judgeWith(one(multi(null)), { repoURLs: [REPO_URL] });
    expect(messages(missing.result, 'live/status-unavailable')[0]).toContain(
      'status.sync.revisions missing for a multi-source Application (3 spec.sources)',
    );
    const short = await judgeWith(one(multi([AUDITED, AUDITED])), { repoURLs: [REPO_URL] });
    expect(messages(short.result, 'live/status-unavailable')[0]).toContain(
      'status.sync.revisions has 2 entries for 3 spec.sources',
    );
  });

  it('is inconclusive, not a pass, when it cannot tell which source is this repository', async () => {
    const { result } = await judgeWith(one(multi([AUDITED, PREVIOUS, '1.2.3'])));
    expect(rules(result)).toEqual(['live/status-unavailable']);
    expect(messages(result, 'live/status-unavailable')[0]).toContain(
      'whether git@git.example:deploy.git is this repository is unknown (set live.repoURLs',
    );
  });
});

describe('pinned targetRevision', () => {
  const pinned = (pin: string, synced: string) =>
    application({
      name: 'web-production',
      revision: synced,
      spec: {
        project: 'default',
        source: { repoURL: REPO_URL, path: 'apps/web/overlays/production', targetRevision: pin },
        destination: { server: 'https://kubernetes.default.svc', namespace: 'shop' },
      },
    });

  it('passes an app pinned to the audited commit and synced to it, and lists the pin', async () => {
    const { result } = await judgeWith(one(pinned(AUDITED, AUDITED)), { repoURLs: [REPO_URL] });
    expect(result.drafts).toEqual([]);
    expect(result.summary.pinned).toEqual([
      { app: 'web-production', source: 'the source (path apps/web/overlays/production)', revision: AUDITED },
    ]);
    expect(result.notices.join('\n')).toContain(
      `pinned sources: web-production the source (path apps/web/overlays/production) at ${AUDITED}`,
    );
  });

  it('does not fail an app at its older pin on the revision check; inconclusive unless the audit rendered the pin', async () => {
    const { result } = await judgeWith(one(pinned(PREVIOUS, PREVIOUS)), { repoURLs: [REPO_URL] });
    expect(rules(result)).toEqual(['live/status-unavailable']);
    expect(messages(result, 'live/status-unavailable')[0]).toContain(`audit with --ref ${PREVIOUS} to judge what runs`);
    const same = await judgeWith(one(pinned(PREVIOUS, PREVIOUS)), {
      repoURLs: [REPO_URL],
      changedSince: async () => false,
    });
    expect(same.result.drafts).toEqual([]);
    const rendered = await judgeWith(one(pinned(PREVIOUS, PREVIOUS)), {
      repoURLs: [REPO_URL],
      renderedAt: new Map([['web/production', PREVIOUS]]),
    });
    expect(rendered.result.drafts).toEqual([]);
  });

  it('fails an app synced away from its pin', async () => {
    const { result } = await judgeWith(one(pinned(PREVIOUS, AUDITED)), { repoURLs: [REPO_URL] });
    expect(messages(result, 'live/revision-mismatch')[0]).toContain(
      `is pinned to ${PREVIOUS.slice(0, 12)} (targetRevision) but synced to ${AUDITED.slice(0, 12)}`,
    );
  });
});

describe('the last sync operation', () => {
  const withOp = (operationState: unknown) => one(application({ name: 'web-production', operationState }));
  const hookFailed = {
    group: 'batch',
    version: 'v1',
    kind: 'Job',
    namespace: 'shop',
    name: 'smoke',
    hookType: 'PostSync',
    hookPhase: 'Failed',
    syncPhase: 'PostSync',
    status: 'Synced',
    message: 'Job has reached the specified backoff limit',
  };

  it('fails a Failed sync whose PostSync smoke Job failed, although the app reads Synced and Healthy', async () => {
    const { result } = await judgeWith(
      withOp(
        succeeded(AUDITED, {
          phase: 'Failed',
          message: 'one or more synchronization tasks completed unsuccessfully',
          syncResult: { revision: AUDITED, resources: [hookFailed] },
        }),
      ),
    );
    expect(rules(result)).toEqual(['live/sync-failed']);
    expect(messages(result, 'live/sync-failed')[0]).toContain(
      'the last sync operation ended Failed (one or more synchronization tasks completed unsuccessfully); failed: PostSync hook Job shop/smoke Failed: Job has reached the specified backoff limit',
    );
  });

  it('fails an Error phase, and a failed hook even under a Succeeded phase', async () => {
    const error = await judgeWith(withOp(succeeded(AUDITED, { phase: 'Error', message: 'rpc error' })));
    expect(rules(error.result)).toEqual(['live/sync-failed']);
    const hidden = await judgeWith(
      withOp(succeeded(AUDITED, { syncResult: { revision: AUDITED, resources: [hookFailed] } })),
    );
    expect(rules(hidden.result)).toEqual(['live/sync-failed']);
  });

  it('is inconclusive while a sync operation is Running or Terminating', async () => {
    for (const phase of ['Running', 'Terminating']) {
      const { result } = await judgeWith(
        withOp(succeeded(AUDITED, { phase, startedAt: minutesAgo(1), finishedAt: undefined })),
      );
      expect(rules(result)).toEqual(['live/sync-running']);
      expect(messages(result, 'live/sync-running')[0]).toContain(`a sync operation is ${phase}`);
    }
  });

  it('passes a Succeeded operation of the audited revision', async () => {
    const { result } = await judgeWith(withOp(succeeded(AUDITED)));
    expect(result.drafts).toEqual([]);
  });

  it('fails an operation that synced another revision than the one status.sync reports', async () => {
    const { result } = await judgeWith(withOp(succeeded(PREVIOUS)));
    expect(messages(result, 'live/revision-mismatch')[0]).toContain(
      `the last sync operation was for ${PREVIOUS.slice(0, 12)}`,
    );
  });

  it('is inconclusive without an operation, a phase or a revision', async () => {
    const none = await judgeWith(withOp(null));
    expect(messages(none.result, 'live/status-unavailable')[0]).toContain('status.operationState missing');
    const noPhase = await judgeWith(withOp(succeeded(AUDITED, { phase: undefined })));
    expect(messages(noPhase.result, 'live/status-unavailable')[0]).toContain('status.operationState.phase missing');
    const noRevision = await judgeWith(
      withOp({ phase: 'Succeeded', startedAt: minutesAgo(61), finishedAt: minutesAgo(60) }),
    );
    expect(messages(noRevision.result, 'live/status-unavailable')[0]).toContain(
      'the last sync operation names no revision',
    );
  });
});
