// Unvendored chart dependencies fetched from allowed repositories (a real chart repository on
// 127.0.0.1, the real helm), pinned by Chart.yaml or Chart.lock, recorded with their digests.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import type { RemoteContext } from '../../src/render/remote-chart.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources, type SourcesConfig } from '../../src/model/sources.js';
import { cleanup, helmTarget, request, tools, tree } from '../render/helpers.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';

let charts: ChartRepoServer;
let cacheDir: string;
beforeAll(async () => {
  charts = await startChartRepo([
    { name: 'demo', version: '1.2.3', value: 'from-dependency' },
    { name: 'demo', version: '1.3.0' },
  ]);
});
afterAll(async () => charts?.stop());
afterEach(() => {
  cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

function remote(sources: Partial<SourcesConfig>): RemoteContext {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-depcache-'));
  return {
    sources: { ...emptySources(), ...sources },
    configFile: '.deploy-gate.yaml',
    offline: false,
    cache: new SourceCache(cacheDir),
  };
}

const umbrella = (version: string, repository: string, lock?: string): Record<string, string> => ({
  'app/Chart.yaml': `apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n  - name: demo\n    version: "${version}"\n    repository: ${repository}\n`,
  'app/templates/own.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: own\ndata: {}\n',
  ...(lock
    ? {
        'app/Chart.lock': `dependencies:\n  - name: demo\n    repository: ${repository}\n    version: ${lock}\ndigest: sha256:0\ngenerated: "2026-01-01T00:00:00Z"\n`,
      }
    : {}),
});

async function render(files: Record<string, string>, sources: Partial<SourcesConfig>) {
  const root = tree(files);
  const r = await renderTarget(request(root, helmTarget('app'), await tools(), { remote: remote(sources) }));
  return { r, root };
}

describe('unvendored chart dependencies from allowed repositories', () => {
  it('fetches a pinned dependency into charts/ of the temp tree, renders it, and records its digest', async () => {
    const { r, root } = await render(umbrella('1.2.3', charts.url), { helm: [charts.url] });
    if (!r.ok) throw new Error(r.error);
    const text = r.chunks.map((c) => c.text).join('\n');
    expect(text).toContain('from-dependency');
    expect(text).toContain('name: own');
    expect(existsSync(path.join(root, 'app', 'charts', 'demo-1.2.3.tgz'))).toBe(true);
    const digest = `sha256:${createHash('sha256').update(charts.archive('demo', '1.2.3')).digest('hex')}`;
    expect(r.sources).toEqual([
      { type: 'helm', url: charts.url, name: 'demo', version: '1.2.3', digest, cached: false },
    ]);
  });

  it('every target of a shared chart reports the dependency the first one fetched, at once or one after another', async () => {
    const root = tree(umbrella('1.2.3', charts.url));
    const ctx = remote({ helm: [charts.url] });
    const t = await tools();
    const target = (environment: string) => helmTarget('app', {}, { environment });
    // One after another: the second finds the archive in charts/ and fetches nothing, yet renders it.
    const first = await renderTarget(request(root, target('staging'), t, { remote: ctx }));
    const second = await renderTarget(request(root, target('production'), t, { remote: ctx }));
    // At once: each waits for the copy the other started; none reads half an archive.
    const both = await Promise.all(
      ['a', 'b', 'c'].map((env) => renderTarget(request(root, target(env), t, { remote: ctx }))),
    );
    for (const r of [first, second, ...both]) {
      if (!r.ok) throw new Error(r.error);
      expect(r.chunks.map((c) => c.text).join('\n')).toContain('from-dependency');
      expect(r.sources?.map((s) => `${s.name}@${s.version}`)).toEqual(['demo@1.2.3']);
    }
  });

  it('a range in Chart.yaml is pinned by the exact version Chart.lock records', async () => {
    const { r } = await render(umbrella('~1.2.0', charts.url, '1.2.3'), { helm: [charts.url] });
    expect(r.ok && r.sources?.[0]?.version).toBe('1.2.3');
  });

  it('a range without a lock is unpinned, and nothing is fetched', async () => {
    const before = charts.requests.length;
    const { r } = await render(umbrella('~1.2.0', charts.url), { helm: [charts.url] });
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNPINNED' });
    expect(charts.requests.length).toBe(before);
  });

  it('a dependency from a repository the config does not list is refused with the line to add', async () => {
    const { r } = await render(umbrella('1.2.3', charts.url), { helm: ['https://charts.example.com'] });
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.error).toContain(charts.url);
  });

  it('a repository alias (@stable) cannot be fetched: it names helm config the run does not have', async () => {
    const { r } = await render(umbrella('1.2.3', '"@stable"'), { helm: [charts.url] });
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.error).toContain('@stable');
  });

  it('with no chart sources configured at all, the vendoring message stays and names the way to allow it', async () => {
    const { r } = await render(umbrella('1.2.3', charts.url), {});
    expect(r).toMatchObject({ ok: false, code: 'E_DEPENDENCY_NOT_VENDORED' });
    expect(!r.ok && r.error).toContain('sources:');
  });
});
