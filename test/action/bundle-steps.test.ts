// The bundled action as the runner runs it, on a small repo of plain manifests: issue_comment (A1),
// two deploy-gate steps on one PR, tokens that are not github-actions[bot], and the annotation cap.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STEP_ANNOTATION_LIMIT } from '../../src/github/annotations.js';
import { parseHeader } from '../../src/github/comment-stamp.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { ensureBundle, runAction, spawnSpy, type RunnerResult } from './runner.js';

const TOKEN = 'ghs_test_token_123456';
const BOT = 'github-actions[bot]';
const PR = 7;

const config = (app: string, extra = '') =>
  `version: 1\nkubernetesVersion: "1.31"\nenvironments:\n  staging: {}\ntargets:\n  - app: ${app}\n    environment: staging\n    manifests: apps/${app}\n${extra}`;
const configMap = (name: string, data = 'data:\n  a: "1"\n') =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ns\n${data}`;
const deployment = (name: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  namespace: ns\nspec:\n  selector:\n    matchLabels: {app: ${name}}\n  template:\n    metadata:\n      labels: {app: ${name}}\n    spec:\n      containers:\n        - name: c\n          image: nginx:1.27.0\n`;

/**
 * main: three configs. pr: `bad` gains an unknown field (fail), `ok` a clean ConfigMap (pass), `web`
 * eight Deployments with warnings and a kind without a schema (inconclusive, 24 warnings).
 */
function buildRepo(): { repo: TempRepo; base: string; head: string } {
  const repo = new TempRepo('dg-steps-');
  const warnAll = 'rules:\n  resources/requests-missing: warning\n  resources/limits-missing: warning\n';
  repo.write({
    '.deploy-gate.yaml': config('web', warnAll),
    '.deploy-gate-a.yaml': config('bad'),
    '.deploy-gate-b.yaml': config('ok', 'ignore: ["apps/web/**", "apps/bad/**", "*.yaml"]\n'),
    'apps/web/base.yaml': configMap('web'),
    'apps/bad/base.yaml': configMap('bad'),
    'apps/ok/base.yaml': configMap('ok'),
  });
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'pr');
  const deployments = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`apps/web/d${i}.yaml`, deployment(`d${i}`)]),
  );
  repo.write({
    ...deployments,
    'apps/web/widget.yaml':
      'apiVersion: example.test/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: ns\nspec: {}\n',
    'apps/bad/bad.yaml': configMap('bad2', 'datta:\n  a: "1"\n'),
    'apps/ok/more.yaml': configMap('more'),
  });
  const head = repo.commit('pr');
  repo.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
  return { repo, base, head };
}

describe('the bundled action: triggers, several steps, other tokens, annotation cap', () => {
  let origin: ReturnType<typeof buildRepo>;
  let spy: ReturnType<typeof spawnSpy>;
  let gh: FakeGitHub;
  const temps: string[] = [];

  beforeAll(() => {
    ensureBundle();
    origin = buildRepo();
    spy = spawnSpy();
  }, 180_000);
  afterAll(() => {
    for (const d of [origin.repo.dir, path.dirname(spy.bin), ...temps]) rmSync(d, { recursive: true, force: true });
  });
  beforeEach(async () => {
    gh = await new FakeGitHub().start();
    gh.pullHeads.set(PR, origin.head);
  });
  afterEach(async () => gh.stop());

  function checkout(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-steps-ws-'));
    temps.push(dir);
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pr', `file://${origin.repo.dir}`, dir]);
    return dir;
  }

  const prPayload = () => ({
    action: 'synchronize',
    number: PR,
    repository: { id: 1 },
    pull_request: {
      number: PR,
      base: { sha: origin.base, ref: 'main', repo: { id: 1 } },
      head: { sha: origin.head, ref: 'pr', repo: { id: 1 } },
    },
  });

  interface Gate {
    runId: number;
    job?: string;
    token?: string;
    inputs?: Record<string, string>;
    event?: string;
    payload?: unknown;
    workspace?: string;
  }

  async function gate(g: Gate): Promise<RunnerResult> {
    const r = await runAction(
      {
        event: g.event ?? 'pull_request',
        payload: g.payload ?? prPayload(),
        sha: origin.head,
        workspace: g.workspace ?? checkout(),
        apiUrl: gh.url,
        runId: g.runId,
        extraEnv: { GITHUB_JOB: g.job ?? 'deploy-gate' },
        inputs: { 'github-token': g.token ?? TOKEN, 'schema-location': OPENAPI_LOCATION, jobs: '2', ...g.inputs },
      },
      spy.bin,
    );
    temps.push(r.dir);
    return r;
  }

  it('A1: issue_comment on a pull request (a chat command) is refused before any process is spawned', async () => {
    const before = readFileSync(spy.log, 'utf8');
    const payload = {
      action: 'created',
      issue: { number: PR, pull_request: { url: 'x' } },
      comment: { body: '/deploy-gate' },
      repository: { id: 1 },
    };
    const r = await gate({
      runId: 1,
      event: 'issue_comment',
      payload,
      inputs: { mode: 'check', base: origin.base, head: origin.head },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('E_PRIVILEGED_FORK_CONTEXT');
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(readFileSync(spy.log, 'utf8')).toBe(before);
    expect(gh.requests).toHaveLength(0);
  });

  it('two deploy-gate steps in one run keep one comment each; each later run edits its own', async () => {
    const jobA = (runId: number) => gate({ runId, job: 'gate-a', inputs: { config: '.deploy-gate-a.yaml' } });
    const jobB = (runId: number) => gate({ runId, job: 'gate-b', inputs: { config: '.deploy-gate-b.yaml' } });
    const [a1, b1] = [await jobA(10), await jobB(10)];
    expect([a1.outputs.verdict, b1.outputs.verdict]).toEqual(['fail', 'pass']);
    expect([a1.outputs['comment-status'], b1.outputs['comment-status']]).toEqual(['created', 'created']);
    const [b2, a2] = [await jobB(11), await jobA(11)];
    expect([a2.outputs['comment-status'], b2.outputs['comment-status']]).toEqual(['updated', 'updated']);
    const comments = gh.commentsBy(PR, BOT);
    expect(comments).toHaveLength(2);
    expect(gh.count('DELETE', /comments/)).toBe(0);
    const [ca, cb] = comments;
    expect(ca!.html_url).toBe(a2.outputs['comment-url']);
    expect(cb!.html_url).toBe(b2.outputs['comment-url']);
    expect(ca!.body).toMatch(/check: \*\*FAIL\*\*/);
    expect(cb!.body).toMatch(/check: \*\*PASS\*\*/);
    expect(parseHeader(ca!.body)?.stamp.runId).toBe(11);
    expect(parseHeader(ca!.body)?.key).not.toBe(parseHeader(cb!.body)?.key);
  });

  it('an App token with the default comment-author: one comment over three runs, and a warning naming the login', async () => {
    gh.tokens.set('ghs_app_installation_tok', { login: 'my-app[bot]' });
    const statuses: string[] = [];
    for (const runId of [20, 21, 22]) {
      const r = await gate({ runId, token: 'ghs_app_installation_tok', inputs: { config: '.deploy-gate-b.yaml' } });
      statuses.push(r.outputs['comment-status']!);
      expect(r.stdout).toMatch(/^::warning::Pull request comment (created|updated).*comment-author: 'my-app\[bot\]'/m);
    }
    expect(statuses).toEqual(['created', 'updated', 'updated']);
    expect(gh.commentsBy(PR, 'my-app[bot]')).toHaveLength(1);
    expect(parseHeader(gh.commentsBy(PR, 'my-app[bot]')[0]!.body)?.stamp.runId).toBe(22);
  });

  it('a personal token with the default comment-author is asked who it is: created, then updated, no warning', async () => {
    gh.tokens.set('ghp_personal_token_1', { login: 'octocat' });
    const first = await gate({ runId: 30, token: 'ghp_personal_token_1', inputs: { config: '.deploy-gate-b.yaml' } });
    const second = await gate({ runId: 31, token: 'ghp_personal_token_1', inputs: { config: '.deploy-gate-b.yaml' } });
    expect([first.outputs['comment-status'], second.outputs['comment-status']]).toEqual(['created', 'updated']);
    expect(gh.commentsBy(PR, 'octocat')).toHaveLength(1);
    expect(second.stdout).not.toMatch(/^::warning::/m);
  });

  it('J5: with every warning of its own, the step stays within 10 warnings and keeps "not everything was checked"', async () => {
    const ws = checkout();
    // A token kept in .git/config, as actions/checkout leaves it by default.
    execFileSync('git', ['-C', ws, 'config', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic eHh4']);
    // The comment fails (422 twice: too long even when short), a short secret, the inconclusive opt-out.
    gh.faults.push({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      status: 422,
      times: 2,
      body: { message: 'Validation Failed' },
    });
    const r = await gate({
      runId: 40,
      workspace: ws,
      inputs: { 'fail-on-inconclusive': 'false', 'mask-values': 'abc' },
    });
    expect(r.outputs.verdict).toBe('inconclusive');
    expect(r.code).toBe(0);
    expect(r.outputs['comment-status']).toBe('failed:too-long');
    const warnings = r.stdout.match(/^::warning[ :].*$/gm) ?? [];
    expect(warnings.filter((w) => /persist-credentials|not masked|comment could not be posted/.test(w))).toHaveLength(
      3,
    );
    expect(warnings.some((w) => /^::warning title=deploy-gate%3A not everything was checked::/.test(w))).toBe(true);
    expect(warnings.length).toBeLessThanOrEqual(STEP_ANNOTATION_LIMIT);
    expect(r.stdout).toMatch(/^::notice title=deploy-gate::\d+ more annotations? not shown/m);
  });
});
