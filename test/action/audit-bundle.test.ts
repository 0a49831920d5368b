// Audits through the bundled action as the runner runs it: workflow_dispatch and schedule, the job
// summary, SARIF per environment set, and one tracking issue per environment on a fake GitHub API.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { issueMarker, parseAuditStamp } from '../../src/github/audit-issue-body.js';
import { codePoints } from '../../src/report/budget.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { expectGolden } from './golden.js';
import { ensureBundle, runAction, spawnSpy, type RunnerResult } from './runner.js';

const TOKEN = 'ghs_test_token_123456';
const BOT = 'github-actions[bot]';
const ENVS = ['production', 'staging'];

interface IssueRow {
  environment: string;
  action: string;
  number?: number;
  url?: string;
}

describe('the bundled action auditing the example repo', () => {
  let origin: ReturnType<typeof buildExampleRepo>;
  let spy: ReturnType<typeof spawnSpy>;
  let gh: FakeGitHub;
  const temps: string[] = [];
  let runId = 5000;

  beforeAll(() => {
    ensureBundle();
    origin = buildExampleRepo(); // main: clean in both environments; pr: findings in both
    spy = spawnSpy();
  }, 180_000);
  afterAll(() => {
    for (const d of [origin.dir, path.dirname(spy.bin), ...temps]) rmSync(d, { recursive: true, force: true });
  });
  beforeEach(async () => {
    gh = await new FakeGitHub().start();
  });
  afterEach(async () => gh.stop());

  interface AuditOpts {
    branch: 'main' | 'pr';
    event?: 'workflow_dispatch' | 'schedule';
    dispatch?: Record<string, string>;
    inputs?: Record<string, string>;
    token?: string;
    env?: Record<string, string>;
  }

  async function audit(o: AuditOpts): Promise<RunnerResult> {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'dg-audit-ws-'));
    temps.push(ws);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', o.branch, `file://${origin.dir}`, ws]);
    const event = o.event ?? 'workflow_dispatch';
    const payload =
      event === 'schedule' ? { schedule: '17 6 * * 1-5' } : { ref: `refs/heads/${o.branch}`, inputs: o.dispatch ?? {} };
    const r = await runAction(
      {
        event,
        payload,
        sha: o.branch === 'main' ? origin.base : origin.head,
        workspace: ws,
        apiUrl: gh.url,
        runId: runId++,
        inputs: {
          'github-token': o.token ?? TOKEN,
          'audit-issue': 'true',
          jobs: '2',
          'schema-location': OPENAPI_LOCATION,
          ...o.inputs,
        },
        ...(o.env ? { extraEnv: o.env } : {}),
      },
      spy.bin,
    );
    temps.push(r.dir);
    return r;
  }

  const rows = (r: RunnerResult) => JSON.parse(r.outputs['audit-issues'] ?? '[]') as IssueRow[];
  const actions = (r: RunnerResult) => Object.fromEntries(rows(r).map((i) => [i.environment, i.action]));
  const botIssue = (env: string) =>
    gh.issues.list.find((i) => i.user.login === BOT && i.body.includes(issueMarker(env)));
  const commentsOn = (n: number) => gh.comments.get(n) ?? [];

  it('workflow_dispatch: one issue per failing environment, the full report in the summary, SARIF and JSON; a scheduled audit edits them', async () => {
    const first = await audit({ branch: 'pr' });
    expect(first.stderr).toBe('');
    expect(first.outputs.verdict).toBe('fail');
    expect(first.code).toBe(1);
    expect(first.outputs['audit-issue-status']).toBe('done');
    expect(actions(first)).toEqual({ production: 'created', staging: 'created' });
    expect(gh.issues.list).toHaveLength(2);
    for (const env of ENVS) {
      const issue = botIssue(env)!;
      expect(issue.state).toBe('open');
      expect(issue.title).toBe(`deploy-gate audit: ${env}: FAIL`);
      expect(parseAuditStamp(issue.body)).toMatchObject({ ref: origin.head, runId: runId - 1 });
      expect(codePoints(issue.body)).toBeLessThanOrEqual(65_000);
      expect(issue.body.match(/<sub>/g)).toHaveLength(1);
      // Only this environment's findings: the other environment's targets are not in its table.
      const other = ENVS.find((e) => e !== env)!;
      expect(issue.body).toContain(`/${env}`);
      expect(issue.body).not.toMatch(new RegExp(`\\b(web|payments)/${other}\\b`));
    }
    expect(rows(first).map((i) => i.url)).toEqual(ENVS.map((e) => botIssue(e)!.html_url));
    expectGolden('audit-issue.md', botIssue('staging')!.body);
    expectGolden('audit-summary.md', first.summary.replace(/\[#\d+\]\([^)]*\)/g, '[#<n>](<url>)'));

    expect(statSync(path.join(first.dir, 'summary.md')).size).toBeLessThanOrEqual(1_048_576);
    expect(first.summary).toMatch(/deploy-gate audit: \*\*FAIL\*\*/);
    expect(first.summary).toMatch(/Tracking issues: \[#\d+\]/);
    expect(first.summary.match(/<sub>/g)).toHaveLength(1);
    const report = JSON.parse(readFileSync(first.outputs['report-file']!, 'utf8')) as {
      mode: string;
      ref: { sha: string };
      findings: unknown[];
    };
    expect(report).toMatchObject({ mode: 'audit', ref: { sha: origin.head } });
    const sarif = JSON.parse(readFileSync(first.outputs['sarif-file']!, 'utf8')) as {
      runs: { automationDetails: { id: string }; results: unknown[] }[];
    };
    expect(sarif.runs[0]!.automationDetails.id).toBe('deploy-gate/audit/all/');
    expect(sarif.runs[0]!.results.length).toBe(report.findings.length);

    const before = new Map(gh.issues.list.map((i) => [i.number, i.body]));
    const second = await audit({ branch: 'pr', event: 'schedule' });
    expect(second.outputs.verdict).toBe('fail');
    expect(actions(second)).toEqual({ production: 'updated', staging: 'updated' });
    expect(gh.issues.list).toHaveLength(2);
    expect(gh.count('POST', /\/issues$/)).toBe(2);
    expect(gh.count('PATCH', /\/issues\/\d+$/)).toBe(2);
    for (const issue of gh.issues.list) {
      expect(issue.body).not.toBe(before.get(issue.number));
      expect(parseAuditStamp(issue.body)?.runId).toBe(runId - 1);
    }
  });

  it('a clean environment gets its issue closed, one not audited is left alone, and findings coming back reopen it', async () => {
    await audit({ branch: 'pr' });
    const production = botIssue('production')!;
    const productionBody = production.body;

    // The dispatch form's own `environments` input (no `with:` wiring) limits the audit to staging.
    const clean = await audit({ branch: 'main', dispatch: { environments: 'staging' } });
    expect(clean.outputs.verdict).toBe('pass');
    expect(clean.code).toBe(0);
    expect(actions(clean)).toEqual({ staging: 'closed' });
    const staging = botIssue('staging')!;
    expect(staging).toMatchObject({
      state: 'closed',
      state_reason: 'completed',
      title: 'deploy-gate audit: staging: PASS',
    });
    expect(staging.body).toContain('is clean');
    expect(commentsOn(staging.number).at(-1)?.body).toMatch(/^Closing: `staging` is clean/);
    expect(production).toMatchObject({ state: 'open', body: productionBody });
    const sarif = JSON.parse(readFileSync(clean.outputs['sarif-file']!, 'utf8')) as {
      runs: { automationDetails: { id: string } }[];
    };
    expect(sarif.runs[0]!.automationDetails.id).toBe('deploy-gate/audit/staging/');

    const again = await audit({ branch: 'main', inputs: { environments: 'staging' } });
    expect(actions(again)).toEqual({ staging: 'unchanged' });
    expect(commentsOn(staging.number)).toHaveLength(1);

    const back = await audit({ branch: 'pr' });
    expect(actions(back)).toEqual({ production: 'updated', staging: 'reopened' });
    expect(botIssue('staging')).toMatchObject({ state: 'open', title: 'deploy-gate audit: staging: FAIL' });
    expect(commentsOn(staging.number).at(-1)?.body).toMatch(/^Reopened: `staging` has failing findings again/);
    expect(gh.issues.list).toHaveLength(2);
  });

  it('an inconclusive environment is not clean: its issue stays open and says what could not be checked', async () => {
    await audit({ branch: 'pr' });
    const schemas = mkdtempSync(path.join(os.tmpdir(), 'dg-no-schemas-'));
    temps.push(schemas);
    const r = await audit({ branch: 'main', inputs: { 'schema-location': `${schemas}/v{{version}}/{{file}}` } });
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(actions(r)).toEqual({ production: 'updated', staging: 'updated' });
    for (const env of ENVS) {
      const issue = botIssue(env)!;
      expect(issue.state).toBe('open');
      expect(issue.title).toBe(`deploy-gate audit: ${env}: INCONCLUSIVE`);
      expect(issue.body).toMatch(/could not be fully checked/);
      expect(issue.body).toMatch(/#### ⚠️ Could not be checked \(\d+\)\n\n- /);
    }
  });

  it('render-cache: a second audit reuses every render from the given folder; timeout: a passed deadline is inconclusive', async () => {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'dg-action-rcache-'));
    temps.push(cache);
    const inputs = { 'render-cache': cache, 'audit-issue': 'false' };
    const targetsOf = (r: RunnerResult) =>
      (JSON.parse(readFileSync(r.outputs['report-file']!, 'utf8')) as { targets: { renderCached?: boolean }[] })
        .targets;
    // Entries are signed with the cache secret; in CI it comes from DEPLOY_GATE_CACHE_SECRET (a
    // repository secret a fork's pull request does not get).
    const env = { DEPLOY_GATE_CACHE_SECRET: 'nightly-audit-secret-0123456789' };
    const cold = await audit({ branch: 'main', inputs, env });
    expect(cold.outputs.verdict).toBe('pass');
    expect(targetsOf(cold).some((t) => t.renderCached)).toBe(false);
    const warm = await audit({ branch: 'main', inputs, env });
    expect(warm.outputs.verdict).toBe('pass');
    expect(targetsOf(warm).length).toBeGreaterThan(0);
    expect(targetsOf(warm).every((t) => t.renderCached === true)).toBe(true);
    // Without it (or with another), nothing an earlier run wrote is trusted: all rendered again.
    const unsigned = await audit({ branch: 'main', inputs });
    expect(targetsOf(unsigned).some((t) => t.renderCached)).toBe(false);
    // Without the input nothing is reused, even with the same cache folder on disk.
    const plain = await audit({ branch: 'main', inputs: { 'audit-issue': 'false' } });
    expect(targetsOf(plain).some((t) => t.renderCached)).toBe(false);

    const late = await audit({ branch: 'main', inputs: { timeout: '0.001', 'audit-issue': 'false' } });
    expect(late.outputs.verdict).toBe('inconclusive');
    expect(readFileSync(late.outputs['report-file']!, 'utf8')).toContain('the run deadline (--timeout) passed');
  });

  it('F2: a human issue carrying the marker is never edited; the bot creates its own', async () => {
    const fake = gh.issues.add(
      'mallory',
      'deploy-gate audit: production: FAIL',
      `${issueMarker('production')}\nplease edit me`,
    );
    const closedFake = gh.issues.add('mallory', 'deploy-gate audit: staging: FAIL', issueMarker('staging'), 'closed');
    const r = await audit({ branch: 'pr' });
    expect(actions(r)).toEqual({ production: 'created', staging: 'created' });
    expect(gh.issues.get(fake.number)).toMatchObject({
      state: 'open',
      body: `${issueMarker('production')}\nplease edit me`,
      title: 'deploy-gate audit: production: FAIL',
    });
    expect(gh.issues.get(closedFake.number)).toMatchObject({ state: 'closed', body: issueMarker('staging') });
    expect(gh.count('PATCH', new RegExp(`/issues/(${fake.number}|${closedFake.number})$`))).toBe(0);
    expect(commentsOn(fake.number)).toHaveLength(0);
    expect(gh.issues.list.filter((i) => i.user.login === BOT)).toHaveLength(2);
  });

  it('403 on create (no issues: write): a notice, the verdict and summary stand; the Argo CD token reaches the API and nothing else', async () => {
    gh.tokens.set('ghs_readonly_token_98765', { login: BOT, readOnly: true });
    const argoToken = 'argocd.eyJhbGciOiJIUzI1NiJ9.test-token';
    const seen: string[] = [];
    // An Argo CD that answers an empty list: the live judgement must read it as unknown, never as healthy.
    const argo = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":null}');
    });
    await new Promise<void>((resolve) => argo.listen(0, '127.0.0.1', resolve));
    const server = `http://127.0.0.1:${(argo.address() as AddressInfo).port}`;
    try {
      const r = await audit({
        branch: 'main',
        token: 'ghs_readonly_token_98765',
        inputs: { 'argocd-token': argoToken, argocd: server },
      });
      expect(r.outputs['audit-issue-status']).toBe('skipped:read-only-token');
      expect(r.stdout).toMatch(
        /^::notice::Tracking issues not updated: the token may not write issues \(give the job permissions: issues: write\)/m,
      );
      // The render alone is clean; the live status could not be read: inconclusive, and the step fails.
      expect(r.outputs.verdict).toBe('inconclusive');
      expect(r.code).toBe(1);
      expect(r.summary).toMatch(/deploy-gate audit: \*\*INCONCLUSIVE\*\*/);
      expect(r.summary).toContain('live/status-unavailable');
      expect(gh.issues.list).toHaveLength(0);
      expect(gh.count('POST', /\/issues$/)).toBe(1); // 403 is not retried
      expect(seen.some((l) => l.startsWith('GET /api/v1/applications') && l.endsWith(`Bearer ${argoToken}`))).toBe(
        true,
      );
      expect(r.stdout).toContain(`::add-mask::${argoToken}`);
      const log = r.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const text of [log, r.stderr, r.summary, readFileSync(r.outputs['report-file']!, 'utf8')])
        expect(text).not.toContain(argoToken);
    } finally {
      await new Promise<void>((resolve) => argo.close(() => resolve()));
    }
  });
});
