// The bundled action run as the runner runs it, gating the examples/ change against a fake GitHub API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { ANNOTATION_CAP } from '../../src/github/annotations.js';
import { commentMarker, parseHeader } from '../../src/github/comment-stamp.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { expectGolden } from './golden.js';
import { expectSafeHtml } from './html-check.js';
import { ensureBundle, runAction, spawnSpy, type RunnerResult } from './runner.js';

const TOKEN = 'ghs_test_token_123456';
const BOT = 'github-actions[bot]';
const PR = 7;

describe('the bundled action on the examples/ change', () => {
  let origin: ReturnType<typeof buildExampleRepo>;
  let spy: ReturnType<typeof spawnSpy>;
  let gh: FakeGitHub;
  const temps: string[] = [];
  let runId = 1000;

  beforeAll(() => {
    ensureBundle();
    origin = buildExampleRepo();
    execFileSync('git', ['-C', origin.dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true']);
    spy = spawnSpy();
  }, 180_000);
  afterAll(() => {
    for (const d of [origin.dir, path.dirname(spy.bin), ...temps]) rmSync(d, { recursive: true, force: true });
  });
  beforeEach(async () => {
    gh = await new FakeGitHub().start();
    gh.pullHeads.set(PR, origin.head);
  });
  afterEach(async () => gh.stop());

  /** What actions/checkout does for a PR by default: one commit at depth 1 (here the PR head). */
  function checkout(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-workspace-'));
    temps.push(dir);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pr', `file://${origin.dir}`, dir]);
    return dir;
  }

  function prPayload(event = 'pull_request', headRepoId = 1) {
    return {
      action: 'synchronize',
      number: PR,
      repository: { id: 1, full_name: 'acme/deploy' },
      pull_request: {
        number: PR,
        base: { sha: origin.base, ref: 'main', repo: { id: 1 } },
        head: { sha: origin.head, ref: 'pr', repo: { id: headRepoId } },
      },
      event,
    };
  }

  const schemaInputs = () => ({ 'schema-location': OPENAPI_LOCATION, jobs: '2' });

  async function gate(
    opts: { token?: string; inputs?: Record<string, string>; event?: string; payload?: unknown } = {},
  ): Promise<RunnerResult> {
    const result = await runAction(
      {
        event: opts.event ?? 'pull_request',
        payload: opts.payload ?? prPayload(opts.event),
        sha: origin.head,
        workspace: checkout(),
        apiUrl: gh.url,
        runId: runId++,
        inputs: { 'github-token': opts.token ?? TOKEN, ...schemaInputs(), ...opts.inputs },
      },
      spy.bin,
    );
    temps.push(result.dir);
    return result;
  }

  const spawned = () => readFileSync(spy.log, 'utf8');
  const botComments = () => gh.commentsBy(PR, BOT);

  it('first run creates the comment, second run edits it; outputs, summary, annotations, SARIF and report', async () => {
    const first = await gate();
    expect(first.stderr).toBe('');
    expect(first.outputs.verdict).toBe('fail');
    expect(first.code).toBe(1);
    expect(Number(first.outputs['fail-count'])).toBeGreaterThan(0);
    expect(first.outputs['comment-status']).toBe('created');
    expect(first.stdout).toContain(`Fetching commit ${origin.base}`);
    expect(spawned()).toMatch(/^helm /m);

    const [comment] = botComments();
    expect(botComments()).toHaveLength(1);
    expect(first.outputs['comment-url']).toBe(comment!.html_url);
    // Marker (keyed by the step: job, path, config, environments) and stamp open the body.
    const key = parseHeader(comment!.body)?.key;
    expect(key).toMatch(/^[0-9a-f]{12}$/);
    expect(comment!.body.startsWith(`${commentMarker(key)}\n`)).toBe(true);
    expect(parseHeader(comment!.body)?.stamp.head).toBe(origin.head);
    expect(comment!.body).toContain(`https://github.com/acme/deploy/blob/${origin.head}/apps/web/base/cronjob.yaml#L`);

    expect(statSync(path.join(first.dir, 'summary.md')).size).toBeLessThanOrEqual(1_048_576);
    expect(first.summary).toMatch(/deploy-gate check: \*\*FAIL\*\*/);
    const report = JSON.parse(readFileSync(first.outputs['report-file']!, 'utf8')) as { verdict: string };
    expect(report.verdict).toBe('fail');
    const sarif = JSON.parse(readFileSync(first.outputs['sarif-file']!, 'utf8')) as {
      version: string;
      runs: { tool: { driver: { rules: { id: string; help: { markdown: string } }[] } } }[];
    };
    expect(sarif.version).toBe('2.1.0');
    // The policy rules' docs are handed to the reporter by main.ts (checks/rule-help.ts).
    const privileged = sarif.runs[0]!.tool.driver.rules.find((r) => r.id === 'security/privileged');
    expect(privileged?.help.markdown).toMatch(/\*\*Why\.\*\*[\s\S]*\*\*How to fix\.\*\*/);
    expect(path.dirname(first.outputs['sarif-file']!)).toBe(path.join(first.dir, 'temp'));

    const errors = first.stdout.match(/^::error /gm) ?? [];
    const warnings = first.stdout.match(/^::warning /gm) ?? [];
    expect(first.stdout).toMatch(
      /^::error title=deploy-gate api\/removed[^:]*,file=apps\/web\/base\/cronjob\.yaml,line=\d+::/m,
    );
    expect(errors.length).toBeLessThanOrEqual(ANNOTATION_CAP.error + 1); // + the step failure
    expect(warnings.length).toBeLessThanOrEqual(ANNOTATION_CAP.warning + 1);

    // The runner consumes ::add-mask:: commands (that is how it learns the token) and never prints them.
    const log = first.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    expect(first.stdout).toContain(`::add-mask::${TOKEN}`);
    for (const text of [log, first.summary, comment!.body, readFileSync(first.outputs['report-file']!, 'utf8')]) {
      expect(text).not.toContain(TOKEN);
    }

    // What a reviewer reads: the verdict and why, every changed app, grouped findings, safe HTML.
    expect(comment!.body).toMatch(/^### ❌ deploy-gate check: \*\*FAIL\*\* — \d+ failing problems/m);
    expect(comment!.body).toContain(`head \`${origin.head.slice(0, 12)}\``);
    for (const app of ['payments', 'web']) expect(comment!.body).toMatch(new RegExp(`^- \`${app}\` — `, 'm'));
    expect([...comment!.body].length).toBeLessThanOrEqual(65_536);
    expect(comment!.body).not.toContain('\u200B');
    for (const text of [comment!.body, first.summary]) expectSafeHtml(text);
    for (const target of [
      'payments — 3 objects changed in production, staging',
      'web — 6 objects changed in production, staging',
    ]) {
      expect(first.summary).toContain(`<details><summary>${target}</summary>`);
    }
    expect(first.summary).not.toMatch(/not shown/);
    expectGolden('pr-comment.md', comment!.body);
    expectGolden('job-summary.md', first.summary);

    const second = await gate();
    expect(second.outputs['comment-status']).toBe('updated');
    expect(second.outputs.verdict).toBe('fail');
    expect(botComments()).toHaveLength(1);
    expect(gh.count('POST', /\/comments$/)).toBe(1);
    expect(gh.count('PATCH', /\/comments\/\d+$/)).toBe(1);
  });

  it('a fork token (403 on create) skips the comment with a notice and keeps the verdict', async () => {
    gh.tokens.set('ghs_fork_readonly_1', { login: BOT, readOnly: true });
    const r = await gate({ token: 'ghs_fork_readonly_1' });
    expect(r.outputs['comment-status']).toBe('skipped:read-only-token');
    expect(r.outputs.verdict).toBe('fail');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^::notice::No pull request comment: the token is read-only/m);
    expect(r.summary).toMatch(/\*\*FAIL\*\*/);
  });

  it('500 then success: retried, one comment', async () => {
    gh.faults.push({ method: 'POST', path: /\/issues\/7\/comments$/, status: 500, body: { message: 'Server Error' } });
    const r = await gate();
    expect(r.outputs['comment-status']).toBe('created');
    expect(gh.count('POST', /\/comments$/)).toBe(2);
    expect(botComments()).toHaveLength(1);
  });

  it('422 too long: retried once with the short body', async () => {
    gh.faults.push({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 422,
      body: { message: 'Validation Failed', errors: [{ message: 'body is too long (maximum is 65536 characters)' }] },
    });
    const r = await gate();
    expect(r.outputs['comment-status']).toBe('created');
    expect(gh.count('POST', /\/comments$/)).toBe(2);
    expect(botComments()[0]!.body).toContain('The full report did not fit in a comment');
  });

  it('a secondary rate limit with retry-after is waited out', async () => {
    gh.faults.push({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 403,
      headers: { 'retry-after': '1' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    const r = await gate();
    expect(r.outputs['comment-status']).toBe('created');
    expect(r.stdout).toMatch(/secondary rate limit on POST .*retrying in 1s/);
    expect(botComments()).toHaveLength(1);
  });

  it('two concurrent runs end with one comment, from the later run', async () => {
    gh.delays.push({ method: 'GET', path: /\/issues\/7\/comments$/, ms: 500 });
    const [a, b] = await Promise.all([gate(), gate()]);
    expect([a.outputs.verdict, b.outputs.verdict]).toEqual(['fail', 'fail']);
    expect(botComments()).toHaveLength(1);
    expect(parseHeader(botComments()[0]!.body)?.stamp.runId).toBe(Math.max(runId - 1, runId - 2));
  });

  it('E4: secret values are masked in the log line by line and removed from the comment, summary and files', async () => {
    const secret = 'ghcr.io/acme/payments'; // stands for a token that ended up in rendered content
    const r = await gate({ inputs: { 'mask-values': `${secret}\nMIIEpQIBAAKCAQEA3secondline\nabc` } });
    expect(r.stdout).toContain(`::add-mask::${secret}`);
    expect(r.stdout).toContain('::add-mask::MIIEpQIBAAKCAQEA3secondline');
    expect(r.stdout).not.toContain('::add-mask::abc');
    expect(r.stdout).toMatch(/^::warning::1 secret value\(s\) shorter than 8 characters are not masked/m);
    const comment = botComments()[0]!.body;
    expect(comment).toContain('***');
    const log = r.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [
      comment,
      r.summary,
      log,
      readFileSync(r.outputs['report-file']!, 'utf8'),
      readFileSync(r.outputs['sarif-file']!, 'utf8'),
    ]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(Buffer.from(secret).toString('base64'));
    }
    expect(r.outputs.verdict).toBe('fail');
  });

  it('judges the merge commit against its first parent when the base branch moved on', async () => {
    // main gains a commit after the PR branched; GitHub's payload base.sha is that new tip, and
    // GITHUB_SHA is the merge commit of the PR into it (what actions/checkout checks out).
    const g = (...args: string[]) =>
      execFileSync('git', ['-C', origin.dir, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        encoding: 'utf8',
      }).trim();
    g('checkout', '-q', 'main');
    writeFileSync(
      path.join(origin.dir, 'apps/web/overlays/staging/replicas.yaml'),
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 9\n',
    );
    g('commit', '-q', '-am', 'main moves on');
    const tip = g('rev-parse', 'HEAD');
    g('checkout', '-q', '-b', 'pull-7-merge');
    g('merge', '-q', '--no-ff', '--no-edit', 'pr');
    const merge = g('rev-parse', 'HEAD');
    g('checkout', '-q', 'pr');
    const ws = mkdtempSync(path.join(os.tmpdir(), 'dg-workspace-'));
    temps.push(ws);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pull-7-merge', `file://${origin.dir}`, ws]);
    const payload = prPayload();
    payload.pull_request.base.sha = tip;
    const r = await runAction(
      {
        event: 'pull_request',
        payload,
        sha: merge,
        workspace: ws,
        apiUrl: gh.url,
        runId: runId++,
        inputs: { 'github-token': TOKEN, ...schemaInputs() },
      },
      spy.bin,
    );
    temps.push(r.dir);
    expect(r.stdout).toContain(`Judging pull request head ${origin.head} as merged into ${tip}`);
    const report = JSON.parse(readFileSync(r.outputs['report-file']!, 'utf8')) as {
      base: { sha: string };
      head: { sha: string };
      changes: { diff: string }[];
    };
    expect(report.base.sha).toBe(tip);
    expect(report.head.sha).toBe(merge);
    // Diffing the stale tip against the PR head would show main's replicas: 9 reverted to 1.
    expect(report.changes.map((c) => c.diff).join('\n')).not.toMatch(/replicas: 9/);
    expect(r.outputs.verdict).toBe('fail');
    expect(parseHeader(botComments()[0]!.body)?.stamp.head).toBe(origin.head);
  });

  it('comment: false posts nothing', async () => {
    const r = await gate({ inputs: { comment: 'false' } });
    expect(r.outputs['comment-status']).toBe('skipped:disabled');
    expect(gh.requests).toHaveLength(0);
    expect(r.outputs.verdict).toBe('fail');
  });

  it('A1: pull_request_target from a fork is refused before any process is spawned', async () => {
    const before = spawned();
    const r = await gate({ event: 'pull_request_target', payload: prPayload('pull_request_target', 99) });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('E_PRIVILEGED_FORK_CONTEXT');
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(r.summary).toContain('refused');
    expect(spawned()).toBe(before);
    expect(gh.requests).toHaveLength(0);
  });

  it('an internal error (a head commit origin does not have) fails closed with the error in the summary', async () => {
    const ghost = 'c'.repeat(40);
    const r = await gate({ inputs: { head: ghost } });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(r.summary).toContain('deploy-gate: error');
    expect(r.summary).toContain(`cannot fetch commit ${ghost}`);
    expect(r.summary).not.toContain(TOKEN);
    expect(r.stdout).toMatch(/^::error::deploy-gate failed closed/m);
  });

  it('a run that fails closed rewrites the sticky comment with the error and the verdict', async () => {
    const first = await gate();
    expect(first.outputs['comment-status']).toBe('created');
    expect(botComments()[0]!.body).toContain('**FAIL**');
    const ghost = 'd'.repeat(40);
    const r = await gate({ inputs: { base: ghost } });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(r.outputs['comment-status']).toBe('updated');
    expect(botComments()).toHaveLength(1);
    const body = botComments()[0]!.body;
    expect(parseHeader(body)?.stamp.head).toBe(origin.head);
    expect(body).toContain('deploy-gate check: **INCONCLUSIVE** — the action failed closed before reaching a verdict');
    expect(body).toContain(`cannot fetch commit ${ghost}`);
    expect(body).not.toContain('**FAIL**');
    expect(body).not.toContain(TOKEN);
    expectSafeHtml(body);
  });

  it('schedule: audits the revision, posts no comment', async () => {
    const r = await gate({ event: 'schedule', payload: { schedule: '0 6 * * 1' } });
    expect(r.outputs.verdict).toMatch(/^(fail|inconclusive)$/);
    expect(r.summary).toMatch(/deploy-gate audit: /);
    expect(r.outputs['comment-status']).toBe('skipped:no-pull-request');
    expect(gh.requests).toHaveLength(0);
  });
});
