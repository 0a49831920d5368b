// A multi-source Application whose chart comes from a Helm repository (a real chart server on
// 127.0.0.1, allowed by the base config's `sources:`), with `$values` from this repository and a
// plain folder: one unit, the remote chart fetched and rendered with the other source joined.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let repo: TempRepo;
let cacheDir: string;

const application = (repoURL: string) =>
  [
    'apiVersion: argoproj.io/v1alpha1',
    'kind: Application',
    'metadata:\n  name: web',
    'spec:',
    '  destination:\n    namespace: web',
    '  sources:',
    `    - repoURL: ${repoURL}\n      chart: demo\n      targetRevision: "1.2.3"\n      helm:\n        valueFiles: [$values/values/web.yaml]`,
    '    - repoURL: https://git.example.com/deploy.git\n      ref: values',
    '    - repoURL: https://git.example.com/deploy.git\n      path: extra',
    '',
  ].join('\n');

const extra = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-extra\ndata:\n  k: ${v}\n`;

const judge = (mode: 'check' | 'audit'): Promise<Report> => {
  const extra = { jobs: 1, sourceCacheDir: cacheDir };
  return mode === 'check' ? checkLastCommit(repo, extra) : auditHead(repo, extra);
};

describe('a multi-source Application with a remote chart', () => {
  beforeAll(async () => {
    charts = await startChartRepo([{ name: 'demo', version: '1.2.3' }]);
  });
  afterAll(async () => charts?.stop());
  afterEach(() => {
    repo?.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  function base(allowed: string[], trustBase = true): void {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-ms-cache-'));
    repo = TempRepo.committed({
      '.deploy-gate.yaml': `version: 1\nsources:\n  trustBase: ${trustBase}\n  helm: [${allowed.map((u) => JSON.stringify(u)).join(', ')}]\n`,
      'apps/web.yaml': application(charts.url),
      'values/web.yaml': 'value: hello\n',
      'extra/cm.yaml': extra('one'),
    });
  }

  it('audit renders the fetched chart with the repo values and the folder as one target', async () => {
    base([charts.url]);
    const report = await judge('audit');
    expect(report.targets).toEqual([
      expect.objectContaining({
        app: 'web',
        status: 'rendered',
        resources: 2,
        path: 'apps/web.yaml',
        paths: ['apps/web.yaml', 'extra'],
      }),
    ]);
    expect(report.targets[0]?.sources).toEqual([
      expect.objectContaining({ type: 'helm', name: 'demo', version: '1.2.3' }),
    ]);
    expect(report.verdict).toBe('pass');
  });

  it('a PR that changes only the folder renders the joined unit, chart included; only that object changes', async () => {
    base([charts.url]);
    repo.write({ 'extra/cm.yaml': extra('two') }).commit('extra');
    const report = await judge('check');
    expect(report.targets.map((t) => [t.app, t.status, t.resources])).toEqual([['web', 'rendered', 2]]);
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`)).toEqual([
      'modified ConfigMap/web-extra',
    ]);
  });

  it('with sources.trustBase false, a chart the base config does not list fails the whole unit, naming the source', async () => {
    base([], false);
    repo.write({ 'extra/cm.yaml': extra('two') }).commit('extra');
    const report = await judge('check');
    expect(report.targets.map((t) => [t.app, t.status])).toEqual([['web', 'failed']]);
    const failed = report.findings.find((f) => f.ruleId === 'sources/not-allowed');
    expect(failed?.message).toContain('E_SOURCE_NOT_ALLOWED');
    expect(failed?.message).toContain('source 1 of 3 (helm apps/web.yaml)');
    expect(failed?.message).toContain('sources.trustBase is false');
    // The base names the same source: not a new problem (no fail), but the change was not checked.
    expect(failed?.change).toBe('unchanged');
    expect(report.verdict).toBe('inconclusive');
  });

  it('by default the chart the base revision already uses is trusted with no list at all', async () => {
    base([]);
    repo.write({ 'extra/cm.yaml': extra('two') }).commit('extra');
    const report = await judge('check');
    expect(report.targets.map((t) => [t.app, t.status])).toEqual([['web', 'rendered']]);
    expect(report.verdict).toBe('pass');
  });
});
