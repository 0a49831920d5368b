// Flux HelmReleases whose chart comes from a HelmRepository in the repo: the chart is fetched from a
// real chart repository on 127.0.0.1 when the base config allows it, and a change to the HelmRelease
// in a kustomize base (read through the Kustomization that builds it) re-renders the chart.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo, type ChartRepoServer } from '../sources/chart-server.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let repo: TempRepo;
let cacheDir: string;

const kustomization = (name: string, dir: string) =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 10m\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n  path: ${dir}\n  prune: true\n`;
const helmRepository = (url: string) =>
  `apiVersion: source.toolkit.fluxcd.io/v1\nkind: HelmRepository\nmetadata:\n  name: demo\n  namespace: flux-system\nspec:\n  interval: 1h\n  url: ${url}\n`;
const release = (version: string) =>
  `apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: web\n  namespace: web\nspec:\n  interval: 10m\n  chart:\n    spec:\n      chart: demo\n      version: "${version}"\n      sourceRef:\n        kind: HelmRepository\n        name: demo\n        namespace: flux-system\n  values:\n    value: from-flux\n`;

function judge(mode: 'check' | 'audit'): Promise<Report> {
  const extra = { jobs: 1, sourceCacheDir: cacheDir };
  return mode === 'check' ? checkLastCommit(repo, extra) : auditHead(repo, extra);
}

function baseRepo(allowed: string[], trustBase = true): void {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-flux-cache-'));
  repo = new TempRepo();
  repo
    .write({
      '.deploy-gate.yaml': `version: 1\nsources:\n  trustBase: ${trustBase}\n  helm: [${allowed.map((u) => JSON.stringify(u)).join(', ')}]\n`,
      'clusters/prod/apps.yaml': kustomization('apps', './apps/prod'),
      'apps/prod/kustomization.yaml': 'resources: [../base]\n',
      'apps/base/kustomization.yaml': 'resources: [repository.yaml, release.yaml]\n',
      'apps/base/repository.yaml': helmRepository(charts.url),
      'apps/base/release.yaml': release('1.2.3'),
    })
    .commit('base');
}

const webTarget = (r: Report) => r.targets.find((t) => t.app === 'web' && t.kind === 'helm');

describe('Flux HelmRelease charts from a HelmRepository', () => {
  beforeAll(async () => {
    charts = await startChartRepo([
      { name: 'demo', version: '1.2.3' },
      { name: 'demo', version: '1.3.0' },
    ]);
  });
  afterAll(async () => charts?.stop());
  afterEach(() => {
    repo?.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('audit fetches and renders the chart with the release values, and records the digest', async () => {
    baseRepo([charts.url]);
    const report = await judge('audit');
    const web = webTarget(report);
    expect(web).toMatchObject({ status: 'rendered', path: 'clusters/prod/apps.yaml', resources: 1 });
    expect(web?.sources?.[0]).toMatchObject({ type: 'helm', url: charts.url, name: 'demo', version: '1.2.3' });
    expect(report.findings.filter((f) => f.ruleId === 'targets/not-checked')).toEqual([]);
  });

  it('a chart version bump in the kustomize base re-renders the release on both sides', async () => {
    baseRepo([charts.url]);
    repo.write({ 'apps/base/release.yaml': release('1.3.0') }).commit('bump');
    const report = await judge('check');
    expect(webTarget(report)?.status).toBe('rendered');
    const configMap = report.changes.find((c) => c.resource.kind === 'ConfigMap' && c.resource.name === 'web-demo');
    expect(configMap?.action).toBe('modified');
    expect(configMap?.diff).toContain('1.3.0');
  });

  it('with trustBase: false, a HelmRepository the config does not list fails the render with the line to add', async () => {
    baseRepo([], false);
    const report = await judge('audit');
    expect(webTarget(report)?.status).toBe('failed');
    const failed = report.findings.find((f) => f.ruleId === 'sources/not-allowed' && f.app === 'web');
    expect(failed?.message).toContain('E_SOURCE_NOT_ALLOWED');
    expect(report.verdict).not.toBe('pass');
  });

  it('by default the HelmRepository the revision itself uses is trusted: no list needed', async () => {
    baseRepo([]);
    const report = await judge('audit');
    expect(webTarget(report)?.status).toBe('rendered');
  });

  it('an in-repo chart: a values change to the HelmRelease in the base changes the target, so its chart re-renders', async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-flux-cache-'));
    const gitRelease = (value: string) =>
      release('1.2.3')
        .replace('chart: demo', 'chart: ./charts/demo')
        .replace(
          /kind: HelmRepository\n(\s+)name: demo\n\s+namespace: flux-system/,
          'kind: GitRepository\n$1name: flux-system\n$1namespace: flux-system',
        )
        .replace('value: from-flux', `value: ${value}`);
    repo = new TempRepo();
    repo
      .write({
        'clusters/prod/apps.yaml': kustomization('apps', './apps/prod'),
        'apps/prod/kustomization.yaml': 'resources: [../base]\n',
        'apps/base/kustomization.yaml': 'resources: [release.yaml]\n',
        'apps/base/release.yaml': gitRelease('one'),
        'charts/demo/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 0.1.0\n',
        'charts/demo/templates/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-demo\ndata:\n  value: {{ .Values.value | quote }}\n',
      })
      .commit('base');
    repo.write({ 'apps/base/release.yaml': gitRelease('two') }).commit('values');
    const report = await judge('check');
    const chart = report.targets.find((t) => t.app === 'web' && t.kind === 'helm');
    expect(chart).toMatchObject({ status: 'rendered', path: 'charts/demo' });
    const configMap = report.changes.find((c) => c.resource.kind === 'ConfigMap' && c.resource.name === 'web-demo');
    expect(configMap?.diff).toContain('two');
  });
});
