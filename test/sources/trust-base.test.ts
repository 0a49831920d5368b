// Issue 28, Deliver 1: with no config, the sources the base revision already deploys from are
// trusted (fetched pinned, cached, digest-verified); a source only the PR introduces is
// `sources/not-allowed`, with nothing fetched; `sources.trustBase: false` turns the default off;
// unvendored chart dependencies are built from the trusted repositories at Chart.lock's versions.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { sourcesUsedBy } from '../../src/targets/base-sources.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let other: ChartRepoServer;
let repo: TempRepo;
let cacheDir: string;

const application = (name: string, repoURL: string, version: string) =>
  [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    `metadata:\n  name: ${name}`,
    'spec:',
    '  destination:\n    namespace: web',
    `  source:\n    repoURL: ${repoURL}\n    chart: demo\n    targetRevision: "${version}"`,
    '',
  ].join('\n');

const check = (): Promise<Report> => checkLastCommit(repo, { jobs: 1, sourceCacheDir: cacheDir });
const introduced = (r: Report) => r.findings.filter((f) => f.change === 'introduced');

function start(files: Record<string, string>): void {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-trust-cache-'));
  repo = TempRepo.committed(files);
}

describe('sources the base revision uses are trusted by default', () => {
  beforeAll(async () => {
    charts = await startChartRepo([
      { name: 'demo', version: '1.2.3' },
      { name: 'demo', version: '1.3.0' },
      { name: 'lib', version: '0.1.0' },
    ]);
    other = await startChartRepo([{ name: 'demo', version: '1.2.3', value: 'elsewhere' }]);
  });
  afterAll(async () => {
    await charts?.stop();
    await other?.stop();
  });
  afterEach(() => {
    repo?.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('no config: a version bump of a chart the base deploys is fetched, rendered and passes', async () => {
    start({ 'apps/web.yaml': application('web', charts.url, '1.2.3') });
    repo.write({ 'apps/web.yaml': application('web', charts.url, '1.3.0') }).commit('bump');
    const report = await check();
    expect(report.targets.find((t) => t.app === 'web')).toMatchObject({
      status: 'rendered',
      sources: [expect.objectContaining({ url: charts.url, version: '1.3.0' })],
    });
    expect(introduced(report)).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('no config: a new Application from a repository the base already uses passes', async () => {
    start({ 'apps/web.yaml': application('web', charts.url, '1.2.3') });
    repo.write({ 'apps/api.yaml': application('api', `${charts.url}/`, '1.3.0') }).commit('new app');
    const report = await check();
    expect(report.targets.find((t) => t.app === 'api')).toMatchObject({ status: 'rendered' });
    expect(report.verdict).toBe('pass');
  });

  it('a repository only the PR introduces is sources/not-allowed: it names the config line, fetches nothing', async () => {
    start({ 'apps/web.yaml': application('web', charts.url, '1.2.3') });
    repo.write({ 'apps/api.yaml': application('api', other.url, '1.2.3') }).commit('new source');
    const before = other.requests.length;
    const report = await check();
    const refused = introduced(report).find((f) => f.ruleId === 'sources/not-allowed');
    // The line of the repoURL the PR wrote.
    expect(refused).toMatchObject({ verdict: 'fail', severity: 'error', location: { file: 'apps/api.yaml', line: 9 } });
    expect(refused?.message).toContain(`helm:\n      - "${other.url}"`);
    expect(refused?.message).toContain('.deploy-gate.yaml on the base branch');
    expect(report.verdict).toBe('fail');
    expect(other.requests.length).toBe(before);
  });

  it('a base repository spelt with ../ in the PR is not the trusted one (it fetches elsewhere)', async () => {
    start({ 'apps/web.yaml': application('web', `${charts.url}/stable`, '1.2.3') });
    repo.write({ 'apps/web.yaml': application('web', `${charts.url}/stable/../evil`, '1.2.3') }).commit('dots');
    const before = charts.requests.length;
    const report = await check();
    expect(introduced(report).map((f) => f.ruleId)).toContain('sources/not-allowed');
    // Only the base side fetched (from /stable); nothing asked for /evil.
    expect(charts.requests.slice(before).filter((p) => p.includes('evil'))).toEqual([]);
  });

  it('sources.trustBase: false turns the default off: a new Application from the base repository is not allowed', async () => {
    start({
      '.deploy-gate.yaml': 'version: 1\nsources:\n  trustBase: false\n',
      'apps/web.yaml': application('web', charts.url, '1.2.3'),
    });
    repo.write({ 'apps/api.yaml': application('api', charts.url, '1.2.3') }).commit('new app');
    const report = await check();
    const refused = introduced(report).find((f) => f.ruleId === 'sources/not-allowed');
    expect(refused?.message).toContain('sources.trustBase is false');
    expect(report.verdict).toBe('fail');
  });

  it('sources: adds to the default: a listed repository the base does not use is allowed', async () => {
    start({
      '.deploy-gate.yaml': `version: 1\nsources:\n  helm: ["${other.url}"]\n`,
      'apps/web.yaml': application('web', charts.url, '1.2.3'),
    });
    repo
      .write({
        'apps/web.yaml': application('web', charts.url, '1.3.0'),
        'apps/api.yaml': application('api', other.url, '1.2.3'),
      })
      .commit('both');
    const report = await check();
    expect(report.targets.filter((t) => t.status === 'rendered').map((t) => t.app)).toEqual(['api', 'web']);
    expect(report.verdict).toBe('pass');
  });

  it('an unvendored dependency is built from the trusted repository at the version Chart.lock records', async () => {
    const chartYaml = `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: lib\n    version: "~0.1"\n    repository: ${charts.url}\n`;
    const lock = `dependencies:\n- name: lib\n  repository: ${charts.url}\n  version: 0.1.0\ndigest: sha256:0\ngenerated: "2026-01-01T00:00:00Z"\n`;
    start({
      '.deploy-gate.yaml':
        'version: 1\ntargets:\n  - {app: umbrella, environment: dev, helm: {chart: charts/umbrella}}\n',
      'charts/umbrella/Chart.yaml': chartYaml,
      'charts/umbrella/Chart.lock': lock,
      'charts/umbrella/values.yaml': 'lib:\n  value: one\n',
      'charts/umbrella/templates/cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: umbrella\ndata:\n  k: {{ .Values.lib.value | quote }}\n',
    });
    repo.write({ 'charts/umbrella/values.yaml': 'lib:\n  value: two\n' }).commit('values');
    const report = await check();
    expect(report.targets[0]).toMatchObject({
      status: 'rendered',
      sources: [expect.objectContaining({ name: 'lib', version: '0.1.0', url: charts.url })],
    });
    expect(report.findings.filter((f) => f.message.includes('E_DEPENDENCY_NOT_VENDORED'))).toEqual([]);
    expect(report.verdict).toBe('pass');
  });
});

describe('a chart dependency from a repository only the PR introduces', () => {
  beforeAll(async () => {
    charts = await startChartRepo([{ name: 'lib', version: '0.1.0' }]);
    other = await startChartRepo([{ name: 'lib', version: '0.1.0' }]);
  });
  afterAll(async () => {
    await charts?.stop();
    await other?.stop();
  });

  it('is sources/not-allowed at the line of Chart.yaml that names the repository; nothing is fetched from it', async () => {
    const chart = (repoURL: string) =>
      `apiVersion: v2\nname: umbrella\nversion: 0.1.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    repository: ${repoURL}\n`;
    start({
      '.deploy-gate.yaml':
        'version: 1\ntargets:\n  - {app: umbrella, environment: dev, helm: {chart: charts/umbrella}}\n',
      'charts/umbrella/Chart.yaml': chart(charts.url),
      'charts/umbrella/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: umbrella\n',
    });
    repo.write({ 'charts/umbrella/Chart.yaml': chart(other.url) }).commit('other repository');
    const before = other.requests.length;
    const report = await check();
    const refused = introduced(report).find((f) => f.ruleId === 'sources/not-allowed');
    expect(refused?.location).toEqual({ file: 'charts/umbrella/Chart.yaml', line: 7 });
    expect(report.verdict).toBe('fail');
    expect(other.requests.length).toBe(before);
    repo.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });
});

describe('sourcesUsedBy: what a revision deploys from', () => {
  it('reads Argo CD, ApplicationSet, Flux, Chart.yaml and kustomize sources, canonical', async () => {
    repo = new TempRepo();
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-trust-cache-'));
    repo.write({
      'apps/a.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: a}\nspec:\n  sources:\n    - {repoURL: "HTTPS://Charts.Example.com:443/stable/", chart: x, targetRevision: 1.0.0}\n    - {repoURL: registry-1.docker.io/bitnamicharts, chart: redis, targetRevision: 1.0.0}\n    - {repoURL: "https://github.com/acme/deploy.git", path: apps}\n',
      'apps/set.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: s}\nspec:\n  template:\n    spec:\n      source: {repoURL: "https://set.example.com/charts", chart: y, targetRevision: 1.0.0}\n',
      'flux/sources.yaml': [
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata: {name: h}\nspec: {url: "https://flux.example.com/charts"}',
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata: {name: o}\nspec: {type: oci, url: "oci://ghcr.io/fluxorg/charts"}',
        'apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: g}\nspec: {url: "https://github.com/fluxorg/fleet"}',
        'apiVersion: source.toolkit.fluxcd.io/v1beta2\nkind: OCIRepository\nmetadata: {name: p}\nspec: {url: "oci://ghcr.io/stefanprodan/charts/podinfo"}',
        '',
      ].join('\n---\n'),
      'charts/u/Chart.yaml':
        'apiVersion: v2\nname: u\nversion: 0.1.0\ndependencies:\n  - {name: d, version: 1.0.0, repository: "https://deps.example.com"}\n  - {name: l, version: 1.0.0, repository: "file://../l"}\n',
      'k/kustomization.yaml':
        'resources:\n  - https://github.com/acme/bases//base?ref=v1.0.0\n  - local.yaml\nhelmCharts:\n  - {name: z, repo: "https://kz.example.com", version: 1.0.0}\n',
      'values/bad.yaml': 'repoURL: "https://not-an-app.example.com"\n',
    });
    const used = await sourcesUsedBy(repo.dir);
    expect([...used.helm].sort()).toEqual([
      'https://charts.example.com/stable',
      'https://deps.example.com',
      'https://flux.example.com/charts',
      'https://kz.example.com',
      'https://set.example.com/charts',
    ]);
    expect([...used.ociRepos].sort()).toEqual([
      'oci://ghcr.io/fluxorg/charts',
      'oci://ghcr.io/stefanprodan/charts',
      'oci://registry-1.docker.io/bitnamicharts',
    ]);
    expect([...used.git].sort()).toEqual([
      'https://github.com/acme/bases',
      'https://github.com/acme/deploy.git',
      'https://github.com/fluxorg/fleet',
    ]);
    repo.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });
});
