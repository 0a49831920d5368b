// Issue 28, Deliver 1: an unreachable source (5xx, auth, offline) is inconclusive, never a fail,
// and it is one finding per source naming every target it blocks.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import type { Report } from '../../src/model/report.js';
import { sourceUnreachable } from '../../src/sources/unreachable.js';
import { collapsePerSource } from '../../src/engine/per-source.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let repo: TempRepo;
let cacheDir: string;

const application = (name: string, version: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\nspec:\n  destination:\n    namespace: ${name}\n  source:\n    repoURL: ${charts.url}\n    chart: demo\n    targetRevision: "${version}"\n`;

const check = (offline = false): Promise<Report> => checkLastCommit(repo, { offline, sourceCacheDir: cacheDir });
const introduced = (r: Report) => r.findings.filter((f) => f.change === 'introduced');

describe('an unreachable source', () => {
  beforeAll(async () => {
    charts = await startChartRepo([
      { name: 'demo', version: '1.2.3' },
      { name: 'demo', version: '1.3.0' },
    ]);
  });
  afterAll(async () => charts?.stop());
  afterEach(() => {
    charts.faults.status = undefined;
    charts.faults.onlyPath = undefined;
    charts.faults.basicAuth = undefined;
    repo?.cleanup();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  function bumpBoth(): void {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-unreach-cache-'));
    repo = new TempRepo();
    repo.write({ 'apps/web.yaml': application('web', '1.2.3'), 'apps/api.yaml': application('api', '1.2.3') });
    repo.commit('base');
    repo.write({ 'apps/web.yaml': application('web', '1.3.0'), 'apps/api.yaml': application('api', '1.3.0') });
    repo.commit('bump both');
  }

  it.each([
    ['a 503', () => Object.assign(charts.faults, { status: 503, onlyPath: 'demo-1.3.0.tgz' })],
    [
      'a 401 (no credentials in the environment)',
      () => Object.assign(charts.faults, { status: 401, onlyPath: 'demo-1.3.0.tgz' }),
    ],
  ])('%s is inconclusive, one finding for the source naming both targets', async (_what, fault) => {
    bumpBoth();
    fault();
    const report = await check();
    const blocked = introduced(report).filter((f) => f.message.startsWith('E_SOURCE_UNREACHABLE'));
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toMatchObject({ ruleId: 'render/failed', verdict: 'inconclusive' });
    expect(blocked[0]?.message).toContain(`source <helm ${charts.url} demo 1.3.0> could not be fetched`);
    expect(blocked[0]?.message).toContain('it blocks 2 targets: api/default, web/default');
    expect(report.targets.map((t) => t.status)).toEqual(['failed', 'failed']);
    expect(report.verdict).toBe('inconclusive');
  });

  it('offline with nothing cached is one inconclusive finding too', async () => {
    bumpBoth();
    const report = await check(true);
    const blocked = introduced(report).filter((f) => f.message.startsWith('E_SOURCE_UNREACHABLE'));
    expect(blocked.map((f) => f.message.replace(/.*(it blocks.*)$/s, '$1'))).toEqual([
      'it blocks 2 targets: api/default, web/default',
    ]);
    expect(report.verdict).toBe('inconclusive');
  });
});

describe('collapsePerSource: unreachable render sources', () => {
  const finding = (app: string, what: string, change: Finding['change'] = 'introduced'): Finding => ({
    ruleId: 'render/failed',
    verdict: 'inconclusive',
    severity: 'error',
    change,
    app,
    environment: 'prod',
    message: `E_SOURCE_UNREACHABLE: chart 'x' dependency 'y': ${sourceUnreachable(what, 'HTTP 503').message}`,
    fingerprint: app,
  });

  it('keeps other findings, groups by source and change', () => {
    const other: Finding = { ...finding('a', 'helm https://a x 1.0.0'), ruleId: 'schema/invalid', verdict: 'fail' };
    const out = collapsePerSource([
      finding('b', 'helm https://a x 1.0.0'),
      other,
      finding('a', 'helm https://a x 1.0.0'),
      finding('c', 'helm https://b x 1.0.0'),
      finding('d', 'helm https://a x 1.0.0', 'unchanged'),
    ]);
    expect(out.map((f) => [f.app, f.message.replace(/^.*?(; it blocks.*)?$/s, '$1')])).toEqual([
      ['b', '; it blocks 2 targets: a/prod, b/prod'],
      ['a', ''],
      ['c', '; it blocks 1 target: c/prod'],
      ['d', '; it blocks 1 target: d/prod'],
    ]);
    expect(out[1]).toBe(other);
  });
});
