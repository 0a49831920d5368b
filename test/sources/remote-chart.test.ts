// fetchRemoteChart against a real Helm chart repository on 127.0.0.1: allowlist, pinning, the
// content-addressed cache, and every fault ending in the right code (never a silent success).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteChart, type RemoteContext } from '../../src/render/remote-chart.js';
import { resolveTools, type ToolStatus } from '../../src/render/tools.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources, type SourcesConfig } from '../../src/model/sources.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';

let repo: ChartRepoServer;
let helm: ToolStatus;
let cacheDir: string;
const sha = (b: Buffer) => `sha256:${createHash('sha256').update(b).digest('hex')}`;

beforeAll(async () => {
  helm = (await resolveTools()).helm;
  repo = await startChartRepo([
    { name: 'demo', version: '1.2.3' },
    { name: 'demo', version: '1.3.0' },
  ]);
});
afterAll(async () => repo?.stop());
afterEach(() => {
  for (const k of Object.keys(repo.faults)) delete repo.faults[k as keyof typeof repo.faults];
  rmSync(cacheDir, { recursive: true, force: true });
});

function ctx(sources: Partial<SourcesConfig>, extra: Partial<RemoteContext> = {}): RemoteContext {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-srccache-'));
  return {
    sources: { ...emptySources(), ...sources },
    configFile: '.deploy-gate.yaml',
    offline: false,
    cache: new SourceCache(cacheDir),
    ...extra,
  };
}

describe('fetchRemoteChart from a Helm repository', () => {
  it('fetches an allowed, pinned chart, records the digest of the bytes, and serves the next run from the cache', async () => {
    const remote = ctx({ helm: [repo.url] });
    const first = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, remote);
    expect(first).toMatchObject({
      ok: true,
      record: {
        type: 'helm',
        url: repo.url,
        name: 'demo',
        version: '1.2.3',
        digest: sha(repo.archive('demo', '1.2.3')),
        cached: false,
      },
    });
    const seen = repo.requests.length;
    const warm = await fetchRemoteChart({ repoURL: `${repo.url}/`, chart: 'demo', version: '1.2.3' }, helm, {
      ...remote,
      offline: true,
    });
    expect(warm).toMatchObject({ ok: true, record: { digest: sha(repo.archive('demo', '1.2.3')), cached: true } });
    expect(repo.requests.length).toBe(seen);
  });

  it('refuses a repository the base config does not list, names the line to add, and opens no connection', async () => {
    const remote = ctx({ helm: ['https://charts.example.com'] });
    const before = repo.requests.length;
    const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, remote);
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.message).toContain(`sources:\n    helm:\n      - "${repo.url}"`);
    expect(repo.requests.length).toBe(before);
  });

  it('a prefix allows only whole path segments: https://a.com does not allow https://a.com.evil', async () => {
    const remote = ctx({ helm: [repo.url.replace(/\d+$/, '')] });
    const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, remote);
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
  });

  it.each([['1.x'], ['~1.2.3'], ['>=1.0.0'], ['*'], [''], ['main']])(
    'version %j is unpinned, and nothing is fetched',
    async (version) => {
      const before = repo.requests.length;
      const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version }, helm, ctx({ helm: [repo.url] }));
      expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNPINNED' });
      expect(repo.requests.length).toBe(before);
    },
  );

  it('offline with a cold cache is unreachable (inconclusive), not a pass', async () => {
    const r = await fetchRemoteChart(
      { repoURL: repo.url, chart: 'demo', version: '1.2.3' },
      helm,
      ctx({ helm: [repo.url] }, { offline: true }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    expect(!r.ok && r.message).toMatch(/offline/);
  });

  it.each([
    ['a version the index does not list (404 for the chart)', {}, '9.9.9'],
    ['index.yaml answering 404', { status: 404, onlyPath: 'index.yaml' }, '1.2.3'],
    ['the archive answering 500', { status: 500, onlyPath: '.tgz' }, '1.2.3'],
    ['the server answering 503 to everything', { status: 503 }, '1.2.3'],
  ])('%s is E_SOURCE_UNREACHABLE', async (_what, faults, version) => {
    Object.assign(repo.faults, faults);
    const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version }, helm, ctx({ helm: [repo.url] }));
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
  });

  it('a DNS failure is E_SOURCE_UNREACHABLE', async () => {
    const url = 'http://charts.deploy-gate-test.invalid';
    const r = await fetchRemoteChart({ repoURL: url, chart: 'demo', version: '1.2.3' }, helm, ctx({ helm: [url] }));
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
  });

  it('a server that never answers is stopped at sources.timeoutSeconds', async () => {
    repo.faults.hang = true;
    const r = await fetchRemoteChart(
      { repoURL: repo.url, chart: 'demo', version: '1.2.3' },
      helm,
      ctx({ helm: [repo.url], timeoutSeconds: 2 }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    expect(!r.ok && r.message).toMatch(/did not finish within 2s/);
  });

  it('an index that lists the version but serves other bytes is a digest mismatch (fail), and nothing is cached', async () => {
    repo.faults.replace = { 'demo-1.2.3.tgz': repo.archive('demo', '1.3.0') };
    const remote = ctx({ helm: [repo.url] });
    const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, remote);
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_DIGEST_MISMATCH' });
    expect(await remote.cache.lookup(`helm ${repo.url} demo 1.2.3`)).toEqual({ status: 'miss' });
  });

  it('a tampered archive in the cache is a digest mismatch, even offline', async () => {
    const remote = ctx({ helm: [repo.url] });
    const first = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, remote);
    if (!first.ok) throw new Error(first.message);
    writeFileSync(first.archive, repo.archive('demo', '1.3.0'));
    const r = await fetchRemoteChart({ repoURL: repo.url, chart: 'demo', version: '1.2.3' }, helm, {
      ...remote,
      offline: true,
    });
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_DIGEST_MISMATCH' });
  });

  it('uses per-host credentials from the environment and never shows them', async () => {
    repo.faults.basicAuth = { username: 'robot', password: 'hunter2-secret' };
    const denied = await fetchRemoteChart(
      { repoURL: repo.url, chart: 'demo', version: '1.2.3' },
      helm,
      ctx({ helm: [repo.url] }, { env: {} }),
    );
    expect(denied).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    const host = new URL(repo.url).host.toUpperCase().replace(/[^A-Z0-9]/g, '_');
    const ok = await fetchRemoteChart(
      { repoURL: repo.url, chart: 'demo', version: '1.2.3' },
      helm,
      ctx({ helm: [repo.url] }, { env: { [`DEPLOY_GATE_SOURCE_AUTH_${host}`]: 'robot:hunter2-secret' } }),
    );
    expect(ok).toMatchObject({ ok: true });
    expect(JSON.stringify(ok)).not.toContain('hunter2');
  });
});
