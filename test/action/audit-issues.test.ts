// The tracking-issue sync against the fake GitHub API over HTTP, and the per-environment split it is written from.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditStampLine,
  issueBody,
  issueMarker,
  parseAuditStamp,
  type AuditStamp,
} from '../../src/github/audit-issue-body.js';
import { syncAuditIssues, type IssuePlan, type IssueSyncRequest } from '../../src/github/audit-issues.js';
import { splitByEnvironment } from '../../src/github/audit-scope.js';
import { codePoints } from '../../src/report/budget.js';
import { createGitHubClient } from '../../src/github/client.js';
import type { Finding } from '../../src/model/finding.js';
import type { Report, TargetReport } from '../../src/model/report.js';
import { FakeGitHub, TEST_PACING } from './fake-github.js';

const BOT = 'github-actions[bot]';
const TOKEN = 'ghs_test_token_123456';
const SHA = 'c'.repeat(40);
const STAMP: AuditStamp = { ref: SHA, runId: 200, runAttempt: 1 };

let gh: FakeGitHub;
const logs: string[] = [];
const client = () =>
  createGitHubClient({ token: TOKEN, baseUrl: gh.url, log: (m) => logs.push(m), pacing: TEST_PACING });

beforeEach(async () => {
  gh = await new FakeGitHub().start();
  logs.length = 0;
});
afterEach(async () => gh.stop());

function plan(
  environment: string,
  clean: boolean,
  body = `${issueMarker(environment)}\n${auditStampLine(STAMP)}\nreport of ${environment}`,
): IssuePlan {
  return {
    environment,
    clean,
    title: `deploy-gate audit: ${environment}`,
    body,
    minimalBody: `${issueMarker(environment)}\n${auditStampLine(STAMP)}\nshort`,
    reopenComment: 'Reopened',
    closeComment: 'Closing',
  };
}

function request(plans: IssuePlan[], stamp = STAMP): IssueSyncRequest {
  return { owner: 'acme', repo: 'deploy', author: BOT, stamp, plans };
}

describe('tracking issue sync', () => {
  it('finds its issue on a later page of the list (pagination) and edits it', async () => {
    const ours = gh.issues.add(BOT, 'old', `${issueMarker('prod')}\n${auditStampLine({ ...STAMP, runId: 100 })}`);
    for (let i = 0; i < 130; i++) gh.issues.add(BOT, `other bot issue ${i}`, 'no marker here');
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), (m) => logs.push(m));
    expect(r).toMatchObject({
      status: 'done',
      issues: [{ environment: 'prod', action: 'updated', number: ours.number }],
    });
    expect(gh.count('GET', /\/issues$/)).toBe(2);
    expect(gh.issues.get(ours.number)!.body).toContain('report of prod');
    expect(gh.count('POST', /\/issues$/)).toBe(0);
  });

  it('an environment name cannot end the marker early, nor match another environment', () => {
    expect(issueMarker('prod --> x')).toBe('<!-- deploy-gate:audit-issue environment=prod%20--%3E%20x -->');
    expect(issueMarker('prod-eu')).not.toContain(issueMarker('prod').slice(0, -4) + ' ');
    expect(issueMarker('prod-eu').includes(issueMarker('prod'))).toBe(false);
  });

  it('a clean environment without an issue creates none', async () => {
    const r = await syncAuditIssues(client(), request([plan('prod', true)]), () => undefined);
    expect(r.issues).toEqual([{ environment: 'prod', action: 'unchanged' }]);
    expect(gh.requests.filter((q) => q.method !== 'GET')).toHaveLength(0);
  });

  it('leaves an issue alone that a later audit already wrote', async () => {
    const later = gh.issues.add(BOT, 't', `${issueMarker('prod')}\n${auditStampLine({ ...STAMP, runId: 300 })}`);
    const r = await syncAuditIssues(client(), request([plan('prod', true)]), () => undefined);
    expect(r.issues[0]).toMatchObject({ action: 'skipped:stale', number: later.number });
    expect(gh.issues.get(later.number)!.state).toBe('open');
    expect(gh.count('PATCH', /\/issues\/\d+$/)).toBe(0);
  });

  it('keeps the oldest of duplicate open issues and closes the others as duplicates', async () => {
    const first = gh.issues.add(BOT, 't', issueMarker('prod'));
    const second = gh.issues.add(BOT, 't', issueMarker('prod'));
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), () => undefined);
    expect(r.issues[0]).toMatchObject({ action: 'updated', number: first.number });
    expect(gh.issues.get(second.number)).toMatchObject({ state: 'closed', state_reason: 'not_planned' });
    expect(gh.comments.get(second.number)?.[0]?.body).toBe(
      `Duplicate of #${first.number}, which deploy-gate keeps up to date.`,
    );
  });

  it('prefers the open issue over an older closed one', async () => {
    gh.issues.add(BOT, 't', issueMarker('prod'), 'closed');
    const open = gh.issues.add(BOT, 't', issueMarker('prod'));
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), () => undefined);
    expect(r.issues[0]).toMatchObject({ action: 'updated', number: open.number });
  });

  it('422 too long: posts the short body once', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues$/, status: 422, body: { message: 'Validation Failed' } });
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), () => undefined);
    expect(r.issues[0]).toMatchObject({ action: 'created' });
    expect(gh.issues.list[0]!.body).toContain('short');
    expect(gh.count('POST', /\/issues$/)).toBe(2);
  });

  it('a create that errored after it landed is not created twice (G4d)', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues$/, status: 502, afterApply: true, times: 4 });
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), () => undefined);
    expect(r).toMatchObject({ status: 'done', issues: [{ action: 'created' }] });
    // plugin-retry re-sent the POST; each landed. The sync keeps the one with this run's stamp, and the
    // next audit closes the extras as duplicates.
    const ours = gh.issues.list.filter((i) => i.body.includes(issueMarker('prod')));
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(parseAuditStamp(ours[0]!.body)?.runId).toBe(STAMP.runId);
    const next = await syncAuditIssues(
      client(),
      request([plan('prod', false)], { ...STAMP, runId: 201 }),
      () => undefined,
    );
    expect(next.issues[0]).toMatchObject({ action: 'updated', number: ours[0]!.number });
    expect(gh.issues.list.filter((i) => i.state === 'open')).toHaveLength(1);
  });

  it('a 500 on one environment does not stop the others; 403 stops them all', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues$/, status: 500, times: 4 });
    const r = await syncAuditIssues(client(), request([plan('a', false), plan('b', false)]), () => undefined);
    expect(r.status).toBe('failed:error');
    expect(r.issues.map((i) => i.action)).toEqual(['failed', 'created']);

    gh.tokens.set('ghs_ro_token_12345678', { login: BOT, readOnly: true });
    const ro = createGitHubClient({ token: 'ghs_ro_token_12345678', baseUrl: gh.url, pacing: TEST_PACING });
    const before = gh.count('POST', /\/issues$/);
    const denied = await syncAuditIssues(ro, request([plan('c', false), plan('d', false)]), () => undefined);
    expect(denied.status).toBe('skipped:read-only-token');
    expect(gh.count('POST', /\/issues$/) - before).toBe(1);
  });

  it('issues disabled (410) is said as such', async () => {
    gh.faults.push({
      method: 'GET',
      path: /\/issues$/,
      status: 410,
      body: { message: 'Issues are disabled for this repo' },
    });
    const r = await syncAuditIssues(client(), request([plan('prod', false)]), () => undefined);
    expect(r.status).toBe('skipped:issues-disabled');
  });
});

function target(app: string, environment: string, status: TargetReport['status'] = 'rendered'): TargetReport {
  return {
    app,
    environment,
    kind: 'helm',
    path: `charts/${app}`,
    status,
    resources: 2,
    durationMs: 0,
    ...(status === 'failed' ? { reason: 'helm template failed' } : {}),
  };
}

function finding(
  environment: string,
  verdict: Finding['verdict'],
  ruleId = 'security/privileged',
  severity: Finding['severity'] = 'error',
): Finding {
  return {
    ruleId,
    verdict,
    severity,
    app: environment === '-' ? '-' : 'web',
    environment,
    message: `${ruleId} in ${environment}`,
    fingerprint: `${ruleId}-${environment}-${verdict}`,
  };
}

function report(targets: TargetReport[], findings: Finding[]): Report {
  return {
    tool: { name: 'deploy-gate', version: '9.9.9' },
    mode: 'audit',
    verdict: 'fail',
    ref: { ref: 'main', sha: SHA },
    summary: { targets: targets.length, resources: 0, fail: 0, inconclusive: 0, warning: 0 },
    targets,
    findings,
    changes: [],
  };
}

describe('per-environment split', () => {
  it('gives each environment its own findings, verdict and what could not be checked', () => {
    const r = report(
      [target('web', 'prod'), target('web', 'stage'), target('api', 'dev', 'failed'), target('web', 'qa')],
      [
        finding('prod', 'fail'),
        finding('stage', 'inconclusive', 'schema/unavailable'),
        finding('qa', 'fail', 'image/not-pinned', 'warning'),
      ],
    );
    const byEnv = Object.fromEntries(splitByEnvironment(r).map((e) => [e.environment, e]));
    expect(Object.keys(byEnv)).toEqual(['dev', 'prod', 'qa', 'stage']);
    expect(byEnv.prod).toMatchObject({ verdict: 'fail', unchecked: [] });
    expect(byEnv.prod!.report.findings.map((f) => f.environment)).toEqual(['prod']);
    expect(byEnv.prod!.report.summary).toMatchObject({ fail: 1, targets: 1, resources: 2 });
    expect(byEnv.stage).toMatchObject({
      verdict: 'inconclusive',
      unchecked: ['web/stage schema/unavailable: schema/unavailable in stage'],
    });
    // A target that failed without any finding naming it still keeps its environment from being clean.
    expect(byEnv.dev).toMatchObject({
      verdict: 'inconclusive',
      unchecked: ['api/dev: not rendered: helm template failed'],
    });
    expect(byEnv.qa).toMatchObject({ verdict: 'pass', unchecked: [] });
  });

  it('findings of no environment concern every environment; the requested set limits the split', () => {
    const r = report([target('web', 'prod'), target('web', 'stage')], [finding('-', 'inconclusive', 'config/invalid')]);
    const all = splitByEnvironment(r);
    expect(all.map((e) => [e.environment, e.verdict])).toEqual([
      ['prod', 'inconclusive'],
      ['stage', 'inconclusive'],
    ]);
    expect(splitByEnvironment(r, ['stage', 'nope']).map((e) => e.environment)).toEqual(['stage']);
  });

  it('the body fits the issue limit, keeps the marker and stamp first and ends with one footer', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({
      ...finding('prod', 'fail'),
      message: `long finding ${i} ${'x'.repeat(80)} 🚀`,
      fingerprint: `f${i}`,
    }));
    const [prod] = splitByEnvironment(report([target('web', 'prod')], many));
    const body = issueBody(prod!, STAMP, 'https://github.com/acme/deploy/actions/runs/200');
    expect(codePoints(body)).toBeLessThanOrEqual(65_000);
    expect(body.startsWith(`${issueMarker('prod')}\n${auditStampLine(STAMP)}\n`)).toBe(true);
    expect(body.match(/<sub>/g)).toHaveLength(1);
    expect(body.trimEnd().endsWith('in [run 200](https://github.com/acme/deploy/actions/runs/200).</sub>')).toBe(true);
    expect(body).toContain('deploy-gate 9.9.9 audited');
  });
});
