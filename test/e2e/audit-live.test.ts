// `deploy-gate audit --argocd-server` through the engine, against a fake Argo CD on 127.0.0.1.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import type { Finding } from '../../src/model/finding.js';
import { FakeArgoCd } from '../live/fake-argocd.js';
import { application } from '../live/fixtures.js';
import { declaredApplications } from '../../src/live/index.js';
import { auditHead } from '../helpers/run-repo.js';

const TOKEN = 'argocd-e2e-token-7Hq2LmX9';

/** The same Application pointed at another folder: synced and healthy, but not what git declares. */
function repointed(spec: Record<string, unknown> | undefined): Record<string, unknown> {
  const source = (spec?.source ?? {}) as Record<string, unknown>;
  return { ...spec, source: { ...source, path: `${String(source.path ?? '')}-elsewhere` } };
}

describe('audit with live Argo CD status', () => {
  let repo: ReturnType<typeof buildExampleRepo>;
  let argo: FakeArgoCd;
  let server: string;

  beforeAll(async () => {
    repo = buildExampleRepo();
    const now = new Date().toISOString();
    const declared = await declaredApplications(repo.dir);
    // The live spec as git declares it (live/spec-drift compares the two), unless the case changes it.
    const specOf = (name: string) => declared.get(name)?.manifest.spec as Record<string, unknown> | undefined;
    const app = (name: string, patch: Parameters<typeof application>[0]) =>
      application({
        reconciledAt: now,
        labels: { environment: name.split('-')[1] ?? '' },
        ...(specOf(name) ? { spec: specOf(name) } : {}),
        ...patch,
        name,
        history: [{ id: 1, revision: patch.revision ?? repo.head, deployedAt: now, deployStartedAt: now }],
      });
    argo = new FakeArgoCd({
      '/api/v1/applications': {
        json: {
          metadata: {},
          items: [
            app('payments-staging', { name: '', revision: repo.head, spec: repointed(specOf('payments-staging')) }),
            app('payments-production', {
              name: '',
              revision: repo.head,
              health: 'Degraded',
              healthMessage: 'rollout stuck',
            }),
            app('web-staging', { name: '', revision: repo.base }),
            app('web-production', { name: '', revision: repo.head, sync: 'OutOfSync' }),
          ],
        },
      },
    });
    server = await argo.start();
  });
  afterAll(async () => {
    await argo.stop();
    rmSync(repo.dir, { recursive: true, force: true });
  });

  const audit = (token?: string) =>
    auditHead(repo, { ref: 'pr', argocdServer: server, argocdToken: token, secrets: token ? [token] : [] });
  const live = (findings: Finding[]) =>
    findings
      .filter((f) => f.ruleId.startsWith('live/'))
      .map((f) => `${f.app}/${f.environment}:${f.ruleId}`)
      .sort();

  it('judges each Application against the audited revision, never from one status alone', async () => {
    const report = await audit(TOKEN);
    expect(live(report.findings)).toEqual([
      'payments/production:live/unhealthy',
      'payments/staging:live/spec-drift',
      'web/production:live/out-of-sync',
      'web/staging:live/revision-mismatch',
    ]);
    expect(argo.requests('/api/v1/applications')[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(report)).not.toContain(TOKEN);
  });

  it('is inconclusive, never healthy, without credentials', async () => {
    const report = await audit(undefined);
    const unavailable = report.findings.filter((f) => f.ruleId === 'live/status-unavailable');
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((f) => f.verdict === 'inconclusive')).toBe(true);
  });
});
