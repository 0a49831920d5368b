// Ways a change could slip through unchecked, each closed: the gate must not pass any of them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import { mergeReports, MergeError } from '../../src/engine/shard.js';
import { UsageError } from '../../src/engine/options.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

const schemaLocations = [OPENAPI_LOCATION];
let repo: TempRepo;
const outside: string[] = [];
afterEach(() => {
  repo?.cleanup();
  outside.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const check = (extra: Partial<Parameters<typeof run>[0]> = {}): Promise<Report> =>
  checkLastCommit(repo, { schemaLocations, ...extra });
const introduced = (r: Report) => r.findings.filter((f) => f.change === 'introduced').map((f) => f.ruleId);
const deployment = (image: string, privileged = false) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: ns}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n        - name: web\n          image: ${image}\n          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}\n${privileged ? '          securityContext: {privileged: true}\n' : ''}`;
const chart = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
};

describe('fail closed', () => {
  it('does not pass a change to a target that could not render on either side', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n',
      ...chart,
    });
    repo.write({ 'charts/web/templates/deploy.yaml': deployment('evil:latest', true) }).commit('head');
    const report = await check({ helm: 'no-such-helm-binary' });
    expect(introduced(report)).toContain('render/failed');
    expect(report.verdict).not.toBe('pass');
  });

  it('does not pass a modified object that has no schema at base or head', async () => {
    repo = new TempRepo();
    const widget = (size: number) =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: ns}\nspec: {size: ${size}}\n`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: w, environment: dev, manifests: apps/w}\n',
        'apps/w/w.yaml': widget(1),
      })
      .commit('base');
    repo.write({ 'apps/w/w.yaml': widget(2) }).commit('head');
    const report = await check();
    expect(introduced(report)).toContain('schema/not-found');
    expect(report.verdict).toBe('inconclusive');
  });

  it('never reads a CRD folder the head points outside the repository', async () => {
    const secretDir = mkdtempSync(path.join(os.tmpdir(), 'dg-outside-'));
    outside.push(secretDir);
    writeFileSync(path.join(secretDir, 'x.yaml'), 'password: hunter2-TOPSECRET: x\n');
    repo = TempRepo.committed({
      '.deploy-gate.yaml':
        'version: 1\nschemas: {crds: [crds]}\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n',
      'apps/a/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\n',
      'crds/.keep': '',
    });
    repo.remove('crds');
    symlinkSync(secretDir, path.join(repo.dir, 'crds'));
    repo.commit('head');
    const report = await check();
    expect(JSON.stringify(report)).not.toContain('TOPSECRET');
    expect(
      report.findings.some(
        (f) => f.ruleId === 'render/failed' && /schemas\.crds dir crds was not read/.test(f.message),
      ),
    ).toBe(true);
    expect(report.verdict).toBe('fail');
  });

  it("judges a relabelled Application by its base environment's rules", async () => {
    repo = new TempRepo();
    const app = (env: string) =>
      `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: web\n  labels: {environment: ${env}}\nspec:\n  source: {path: apps/web}\n  destination: {namespace: web}\n`;
    const digest = `reg.example/web@sha256:${'a'.repeat(64)}`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\nenvironments:\n  production: {requireDigests: true}\n',
        'argocd/web.yaml': app('production'),
        'apps/web/deploy.yaml': deployment(digest),
      })
      .commit('base');
    repo
      .write({ 'argocd/web.yaml': app('sandbox'), 'apps/web/deploy.yaml': deployment('reg.example/web:1.2.3') })
      .commit('head');
    const report = await check();
    expect(report.targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['web/production']);
    expect(introduced(report)).toEqual(expect.arrayContaining(['image/not-pinned', 'targets/identity-changed']));
    expect(report.findings.find((f) => f.ruleId === 'image/not-pinned')?.severity).toBe('error');
    expect(report.verdict).toBe('fail');
  });

  it('renders a manifests target when a file it reaches through a symlink changes', async () => {
    repo = new TempRepo();
    repo.write({
      '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: web, environment: dev, manifests: apps/web}\n',
      'common/deploy.yaml': deployment('reg.example/web:1.0.0'),
    });
    mkdirSync(path.join(repo.dir, 'apps', 'web'), { recursive: true });
    symlinkSync('../../common/deploy.yaml', path.join(repo.dir, 'apps', 'web', 'deploy.yaml'));
    repo.commit('base');
    repo.write({ 'common/deploy.yaml': deployment('reg.example/web:latest', true) }).commit('head');
    const report = await check();
    expect(report.targets[0]?.status).toBe('rendered');
    expect(introduced(report)).toEqual(expect.arrayContaining(['security/privileged', 'image/mutable-tag']));
  });

  it('reports a head config turned into a symlink as a config change, not a crash', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n',
      'apps/a/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\n',
      'other.yaml': 'version: 1\n',
    });
    repo.remove('.deploy-gate.yaml');
    symlinkSync('other.yaml', path.join(repo.dir, '.deploy-gate.yaml'));
    repo.commit('head');
    expect(introduced(await check())).toContain('config/changed');
  });

  it('refuses an --environment no target has, and shards of different splits', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: a, environment: staging, manifests: apps/a}\n',
      'apps/a/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\n',
    });
    await expect(
      auditHead(repo, { jobs: 1, offline: true, schemaLocations, environments: ['prodution'] }),
    ).rejects.toThrow(UsageError);
    const shard = async (index: number, count: number) =>
      auditHead(repo, { jobs: 1, offline: true, schemaLocations, shard: { index, count } });
    expect(() => mergeReports([])).toThrow(MergeError);
    const [a, b] = await Promise.all([shard(1, 2), shard(2, 3)]);
    expect(() => mergeReports([a, b])).toThrow(/different splits/);
  });
});
