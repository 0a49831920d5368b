// kustomize `helmCharts` roots rendered with --enable-helm through the tool's own helm: vendored
// charts with no fetch; charts from a repository fetched first (a real chart repository on
// 127.0.0.1, the real helm and kustomize) and placed where kustomize looks, so kustomize never pulls.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import type { RemoteContext } from '../../src/render/remote-chart.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources, type SourcesConfig } from '../../src/model/sources.js';
import { discoverTargets } from '../../src/targets/index.js';
import { defaultConfig } from '../../src/config/index.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { cleanup, kustomizeTarget, request, tools, tree } from '../render/helpers.js';
import { startChartRepo, writeChart, type ChartRepoServer } from './chart-server.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let charts: ChartRepoServer;
let other: ChartRepoServer;
let cacheDir: string | undefined;
beforeAll(async () => {
  charts = await startChartRepo([
    { name: 'demo', version: '1.2.3', value: 'from-repo' },
    { name: 'demo', version: '1.3.0', value: 'from-repo' },
  ]);
  other = await startChartRepo([{ name: 'demo', version: '1.2.3', value: 'elsewhere' }]);
});
afterAll(async () => {
  await charts?.stop();
  await other?.stop();
});
afterEach(() => {
  cleanup();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

function remote(sources: Partial<SourcesConfig>, offline = false): RemoteContext {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-khcache-'));
  return {
    sources: { ...emptySources(), ...sources },
    configFile: '.deploy-gate.yaml',
    offline,
    cache: new SourceCache(cacheDir),
  };
}

const rendered = (r: Awaited<ReturnType<typeof renderTarget>>): string => {
  if (!r.ok) throw new Error(`${r.code}: ${r.error}`);
  return r.chunks.map((c) => c.text).join('\n');
};

const remoteRoot = (extra = ''): string =>
  tree({
    'infra/kustomization.yaml': `helmCharts:\n  - name: demo\n    repo: ${charts.url}\n    version: 1.2.3\n    releaseName: rel\n    namespace: infra\n${extra}`,
  });

describe('kustomize helmCharts roots', () => {
  it('a chart vendored in chartHome renders with its values, no fetch and no remote context', async () => {
    const root = tree({
      'boot/kustomization.yaml':
        'helmGlobals:\n  chartHome: vendored\nhelmCharts:\n  - name: demo\n    releaseName: boot\n    valuesFile: values.yaml\n    valuesInline:\n      extra: 1\n',
      'boot/values.yaml': 'value: from-values-file\n',
    });
    writeChart(path.join(root, 'boot', 'vendored'), { name: 'demo', version: '0.1.0' });
    const text = rendered(await renderTarget(request(root, kustomizeTarget('boot'), await tools())));
    expect(text).toContain('name: boot-demo');
    expect(text).toContain('value: from-values-file');
  });

  it('values files elsewhere in the repository are read (as Argo CD with LoadRestrictionsNone), confined to it', async () => {
    const root = tree({
      'app/base/values.yaml': 'value: from-base\n',
      'app/overlays/dev/values.yaml': 'extra: dev\n',
      'app/overlays/dev/kustomization.yaml':
        'helmCharts:\n  - name: demo\n    releaseName: dev\n    valuesFile: ../../base/values.yaml\n    additionalValuesFiles:\n      - values.yaml\n',
    });
    writeChart(path.join(root, 'app', 'overlays', 'dev', 'charts'), { name: 'demo', version: '0.1.0' });
    const text = rendered(await renderTarget(request(root, kustomizeTarget('app/overlays/dev'), await tools())));
    expect(text).toContain('value: from-base');
  });

  it("the chart sees the environment's Kubernetes version, as Argo CD passes the cluster's with --enable-helm", async () => {
    const root = tree({ 'k/kustomization.yaml': 'helmCharts:\n  - name: demo\n    releaseName: kv\n' });
    writeChart(path.join(root, 'k', 'charts'), {
      name: 'demo',
      version: '0.1.0',
      files: {
        'templates/kube.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: kube\ndata:\n  kube: {{ .Capabilities.KubeVersion.Version | quote }}\n',
      },
    });
    const text = rendered(await renderTarget(request(root, kustomizeTarget('k'), await tools())));
    expect(text).toContain('kube: v1.31.0');
  });

  it('a chart from an allowed repository is fetched, placed in chartHome and rendered with its values', async () => {
    const root = remoteRoot('    valuesInline:\n      value: inline-value\n');
    const before = charts.requests.length;
    const r = await renderTarget(
      request(root, kustomizeTarget('infra'), await tools(), { remote: remote({ helm: [charts.url] }) }),
    );
    const text = rendered(r);
    expect(text).toContain('name: rel-demo');
    expect(text).toContain('namespace: infra');
    expect(text).toContain('value: inline-value');
    expect(text).toContain('version: 1.2.3');
    expect(existsSync(path.join(root, 'infra', 'charts', 'demo-1.2.3', 'demo', 'Chart.yaml'))).toBe(true);
    expect(r.ok && r.sources).toEqual([expect.objectContaining({ type: 'helm', name: 'demo', version: '1.2.3' })]);
    expect(charts.requests.length).toBeGreaterThan(before);
  });

  it('targets sharing a base with helmCharts in one tree each report the chart the first one fetched, at once or in turn', async () => {
    const root = tree({
      'base/kustomization.yaml': `helmCharts:\n  - name: demo\n    repo: ${charts.url}\n    version: 1.2.3\n    releaseName: shared\n`,
      'a/kustomization.yaml': 'resources:\n  - ../base\nnamePrefix: a-\n',
      'b/kustomization.yaml': 'resources:\n  - ../base\nnamePrefix: b-\n',
      'c/kustomization.yaml': 'resources:\n  - ../base\nnamePrefix: c-\n',
    });
    const t = await tools();
    const ctx = remote({ helm: [charts.url] });
    const first = await renderTarget(request(root, kustomizeTarget('a'), t, { remote: ctx }));
    const rest = await Promise.all(
      ['b', 'c'].map((d) => renderTarget(request(root, kustomizeTarget(d), t, { remote: ctx }))),
    );
    for (const [i, r] of [first, ...rest].entries()) {
      expect(rendered(r)).toContain(`name: ${'abc'[i]}-shared-demo`);
      expect(r.ok && r.sources).toEqual([expect.objectContaining({ name: 'demo', version: '1.2.3' })]);
    }
  });

  it('a repository no allowlist names is sources/not-allowed at the line that names it, nothing fetched', async () => {
    const root = remoteRoot();
    const before = charts.requests.length;
    const r = await renderTarget(request(root, kustomizeTarget('infra'), await tools(), { remote: remote({}) }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_SOURCE_NOT_ALLOWED');
    expect(r.written).toEqual({ file: 'infra/kustomization.yaml', text: charts.url });
    expect(charts.requests.length).toBe(before);
  });

  it('offline and not cached: unreachable (inconclusive), naming the source', async () => {
    const root = remoteRoot();
    const r = await renderTarget(
      request(root, kustomizeTarget('infra'), await tools(), { remote: remote({ helm: [charts.url] }, true) }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_SOURCE_UNREACHABLE');
    expect(r.error).toContain(charts.url);
    expect(r.error).toContain('demo');
  });

  it('a values file outside the repository, or a remote one, is refused before kustomize runs', async () => {
    const outside = tree({ 'values.yaml': 'value: stolen\n' });
    const escaping = remoteRoot(`    valuesFile: ../../${path.basename(outside)}/values.yaml\n`);
    const r = await renderTarget(
      request(escaping, kustomizeTarget('infra'), await tools(), { remote: remote({ helm: [charts.url] }) }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('E_PATH_OUTSIDE_ROOT');
    const url = remoteRoot('    additionalValuesFiles:\n      - https://example.com/values.yaml\n');
    const u = await renderTarget(
      request(url, kustomizeTarget('infra'), await tools(), { remote: remote({ helm: [charts.url] }) }),
    );
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.code).toBe('E_REMOTE_RESOURCE_FORBIDDEN');
  });

  it('a chart kustomize would still pull (no version to place it by) is refused as unpinned, never pulled by kustomize', async () => {
    const root = tree({ 'infra/kustomization.yaml': `helmCharts:\n  - name: demo\n    repo: ${charts.url}\n` });
    const before = charts.requests.length;
    const r = await renderTarget(
      request(root, kustomizeTarget('infra'), await tools(), { remote: remote({ helm: [charts.url] }) }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('E_SOURCE_UNPINNED');
    expect(charts.requests.length).toBe(before);
  });

  it('a Flux Kustomization reaching helmCharts fails as kustomize-controller fails it (it never enables helm)', async () => {
    const root = remoteRoot();
    const target = { ...kustomizeTarget('infra'), origin: { how: 'flux' as const } };
    const r = await renderTarget(request(root, target, await tools(), { remote: remote({ helm: [charts.url] }) }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain("Flux's kustomize-controller builds without --enable-helm");
  });

  it('discovery lists a helmCharts root as a kustomize target; the chart it vendors is not rendered alone', async () => {
    const root = tree({
      'bootstrap/cilium/kustomization.yaml':
        'helmCharts:\n  - name: cilium\n    repo: https://helm.cilium.io\n    version: 1.16.0\n    releaseName: cilium\n',
      'bootstrap/local/kustomization.yaml': 'helmCharts:\n  - name: demo\n',
    });
    writeChart(path.join(root, 'bootstrap', 'local', 'charts'), { name: 'demo', version: '0.1.0' });
    const d = await discoverTargets(root, defaultConfig());
    expect(d.targets.map((t) => [t.kind, t.path]).sort()).toEqual([
      ['kustomize', 'bootstrap/cilium'],
      ['kustomize', 'bootstrap/local'],
    ]);
    expect(d.notChecked).toEqual([]);
  });
});

describe('helmCharts roots in a check with no config (base sources trusted)', () => {
  let repo: TempRepo;
  let checkCache: string;
  const kustomization = (url: string, version: string, value: string): string =>
    `helmCharts:\n  - name: demo\n    repo: ${url}\n    version: ${version}\n    releaseName: rel\n    namespace: infra\n    valuesInline:\n      value: ${value}\n`;
  const check = (offline = false): Promise<Report> =>
    checkLastCommit(repo, { jobs: 1, offline, sourceCacheDir: checkCache });
  const start = (text: string): void => {
    checkCache = mkdtempSync(path.join(os.tmpdir(), 'dg-khcheck-'));
    repo = TempRepo.committed({ 'infra/kustomization.yaml': text });
  };
  afterEach(() => {
    repo?.cleanup();
    rmSync(checkCache, { recursive: true, force: true });
  });

  it('a values edit and a version bump from the repository the base uses render and pass', async () => {
    start(kustomization(charts.url, '1.2.3', 'one'));
    repo.write({ 'infra/kustomization.yaml': kustomization(charts.url, '1.3.0', 'two') }).commit('bump');
    const report = await check();
    expect(report.targets.find((t) => t.path === 'infra')).toMatchObject({
      status: 'rendered',
      sources: [expect.objectContaining({ url: charts.url, name: 'demo', version: '1.3.0' })],
    });
    expect(report.verdict).toBe('pass');
  });

  it('a repository only the PR introduces is sources/not-allowed at its line, nothing fetched', async () => {
    start(kustomization(charts.url, '1.2.3', 'one'));
    repo.write({ 'infra/kustomization.yaml': kustomization(other.url, '1.2.3', 'one') }).commit('move');
    const before = other.requests.length;
    const report = await check();
    const refused = report.findings.find((f) => f.ruleId === 'sources/not-allowed' && f.change === 'introduced');
    expect(refused).toMatchObject({ verdict: 'fail', location: { file: 'infra/kustomization.yaml', line: 3 } });
    expect(report.verdict).toBe('fail');
    expect(other.requests.length).toBe(before);
  });

  it('offline with nothing cached is inconclusive, naming the source', async () => {
    start(kustomization(charts.url, '1.2.3', 'one'));
    repo.write({ 'infra/kustomization.yaml': kustomization(charts.url, '1.2.3', 'two') }).commit('values');
    const report = await check(true);
    expect(report.verdict).toBe('inconclusive');
    expect(JSON.stringify(report.findings)).toContain(charts.url);
  });
});
