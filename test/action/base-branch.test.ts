// The Action judges a PR between two commits; the branch the PR targets comes from the event
// (pull_request.base.ref), so an Application that deploys another branch is not checked there too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { FakeGitHub } from './fake-github.js';
import { ensureBundle, runAction, spawnSpy } from './runner.js';

const PR = 11;
const PINNED = `reg.example/web:1.2.3@sha256:${'a'.repeat(64)}`;
const DEPLOYMENT = `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n        - name: web\n          image: ${PINNED}\n          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}\n`;
const application = (name: string, revision: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: ${name}, namespace: argocd}\nspec:\n  project: default\n  destination: {server: https://kubernetes.default.svc, namespace: web}\n  source:\n    repoURL: https://git.example.com/deploy.git\n    targetRevision: ${revision}\n    path: apps/web\n`;

describe('the Action passes the PR base branch to the targetRevision rule', () => {
  let repo: TempRepo;
  let base: string;
  let head: string;
  let spy: ReturnType<typeof spawnSpy>;
  const temps: string[] = [];

  beforeAll(() => {
    ensureBundle();
    repo = new TempRepo('dg-base-branch-');
    repo.write({
      'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/web/deploy.yaml': DEPLOYMENT,
      'argocd/web-production.yaml': application('web-production', 'main'),
    });
    base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'pr');
    // The new Application deploys the `release` branch, not the `main` this PR targets.
    repo.write({ 'argocd/web-staging.yaml': application('web-staging', 'release') });
    head = repo.commit('pr');
    repo.git('config', 'uploadpack.allowAnySHA1InWant', 'true');
    spy = spawnSpy();
  }, 180_000);
  afterAll(() => {
    for (const d of [repo.dir, path.dirname(spy.bin), ...temps]) rmSync(d, { recursive: true, force: true });
  });

  async function gate(baseRef: string): Promise<Report> {
    const gh = await new FakeGitHub().start();
    gh.pullHeads.set(PR, head);
    const workspace = mkdtempSync(path.join(os.tmpdir(), 'dg-base-branch-ws-'));
    temps.push(workspace);
    // A shallow clone of the PR branch: git alone cannot tell which branch the base commit is on.
    execFileSync('git', ['clone', '-q', '--depth=1', '--branch', 'pr', `file://${repo.dir}`, workspace]);
    const payload = {
      action: 'synchronize',
      number: PR,
      repository: { id: 1 },
      pull_request: {
        number: PR,
        base: { sha: base, ref: baseRef, repo: { id: 1 } },
        head: { sha: head, ref: 'pr', repo: { id: 1 } },
      },
    };
    try {
      const r = await runAction(
        {
          event: 'pull_request',
          payload,
          sha: head,
          workspace,
          apiUrl: gh.url,
          runId: 1,
          inputs: { 'github-token': 'ghs_test_token_123456', 'schema-location': OPENAPI_LOCATION, comment: 'false' },
        },
        spy.bin,
      );
      temps.push(r.dir);
      const file = r.outputs['report-file'];
      if (!file) throw new Error(`no report: ${r.stdout}\n${r.stderr}`);
      return JSON.parse(readFileSync(file, 'utf8')) as Report;
    } finally {
      await gh.stop();
    }
  }

  it('an Application on another branch than pull_request.base.ref is targets/not-checked', async () => {
    const report = await gate('main');
    const unit = report.findings.find((f) => f.ruleId === 'targets/not-checked');
    expect(unit?.message).toContain('targetRevision "release" is not the branch checked here (main)');
    expect(report.verdict).not.toBe('pass');
  });

  it('the same Application is checked when the PR targets its branch (and production, on main, is not)', async () => {
    const report = await gate('release');
    const units = report.findings.filter((f) => f.ruleId === 'targets/not-checked').map((f) => f.message);
    expect(units).toEqual([expect.stringContaining('web-production')]);
    expect(report.targets.map((t) => `${t.app}/${t.environment}:${t.status}`)).toContain('web/staging:rendered');
  });
});
