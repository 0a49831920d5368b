// Allowlists match what is fetched (issue 31, item 4), proven on the wire: a real helm against a
// real chart repository, real git and real `helm pull oci://`, each against a server on 127.0.0.1
// that records every request. A refused URL opens no connection; an allowed one is fetched at
// exactly the canonical path it was matched as.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchRemoteChart, type RemoteContext } from '../../src/render/remote-chart.js';
import { fetchGitBase } from '../../src/render/remote-git.js';
import { resolveTools, type ToolStatus } from '../../src/render/tools.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources, type SourcesConfig } from '../../src/model/sources.js';
import { startChartRepo, type ChartRepoServer } from './chart-server.js';

/** Answers 404 to everything and remembers each request path (as sent, not decoded). */
async function recordingServer(): Promise<{ url: string; requests: string[]; stop: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let helm: ToolStatus;
let work: string;
const remote = (lists: Partial<SourcesConfig>): RemoteContext => ({
  sources: { ...emptySources(), timeoutSeconds: 20, ...lists },
  configFile: '.deploy-gate.yaml',
  offline: false,
  cache: new SourceCache(mkdtempSync(path.join(work, 'cache-'))),
});

beforeAll(async () => {
  helm = (await resolveTools()).helm;
  work = mkdtempSync(path.join(os.tmpdir(), 'dg-allow-fetch-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('helm: a chart repository on 127.0.0.1', () => {
  let charts: ChartRepoServer;
  beforeAll(async () => {
    charts = await startChartRepo([{ name: 'demo', version: '1.0.0' }]);
  });
  afterAll(async () => charts?.stop());
  beforeEach(() => void charts.requests.splice(0));

  it('regression: repoURL http://host/stable/../evil is refused by an allowlist of http://host/stable; nothing is requested', async () => {
    const r = await fetchRemoteChart(
      { repoURL: `${charts.url}/stable/../evil`, chart: 'demo', version: '1.0.0' },
      helm,
      remote({ helm: [`${charts.url}/stable`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.message).toContain(`${charts.url}/evil is not an allowed source`);
    expect(charts.requests).toEqual([]);
  });

  it('an allowed URL spelt with dot segments and escapes is fetched at its canonical path, the one matched', async () => {
    const r = await fetchRemoteChart(
      {
        repoURL: `${charts.url.replace('http://', 'HTTP://')}/stable/%2e%2e/./%65vil/`,
        chart: 'demo',
        version: '1.0.0',
      },
      helm,
      remote({ helm: [`${charts.url}/evil`] }),
    );
    expect(r).toMatchObject({ ok: true, record: { url: `${charts.url}/evil` } });
    expect(charts.requests[0]).toBe('/evil/index.yaml');
    expect(charts.requests.filter((p) => /stable|\.\.|%/.test(p))).toEqual([]);
  });

  it.each([
    ['an encoded slash', '/stable%2F..%2Fevil'],
    ['an encoded backslash', '/stable%5C..%5Cevil'],
    ['a path above the host', '/../evil'],
    ['double encoding', '/%252e%252e/evil'],
  ])('%s is refused even under an allowlist of the whole host; nothing is requested', async (_what, suffix) => {
    const r = await fetchRemoteChart(
      { repoURL: `${charts.url}${suffix}`, chart: 'demo', version: '1.0.0' },
      helm,
      remote({ helm: [charts.url] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(charts.requests).toEqual([]);
  });
});

describe('git: a loopback HTTP remote', () => {
  let srv: Awaited<ReturnType<typeof recordingServer>>;
  const commit = 'a'.repeat(40);
  beforeAll(async () => {
    srv = await recordingServer();
  });
  afterAll(async () => srv?.stop());
  beforeEach(() => void srv.requests.splice(0));

  it('a base under ../ of an allowed prefix is refused before git runs', async () => {
    const r = await fetchGitBase(
      { repoURL: `http://${srv.url}/acme/../evil/repo.git`, path: 'base', ref: commit },
      remote({ git: [`http://${srv.url}/acme`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.message).toContain(`http://${srv.url}/evil/repo.git is not an allowed source`);
    expect(srv.requests).toEqual([]);
  });

  it('encoded separators are refused under an allowlist of the whole host', async () => {
    const r = await fetchGitBase(
      { repoURL: `http://${srv.url}/acme%2F..%2Fevil/repo.git`, path: '', ref: commit },
      remote({ git: [`http://${srv.url}`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(srv.requests).toEqual([]);
  });

  it('an allowed base spelt with dot segments is fetched by git at the canonical path', async () => {
    const r = await fetchGitBase(
      { repoURL: `http://${srv.url}:80/acme/./x/../bases.git`.replace(':80', ''), path: 'base', ref: commit },
      remote({ git: [`http://${srv.url}/acme`] }),
    );
    // The server has no repository: unreachable (inconclusive), but the request went where the allowlist looked.
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    expect(srv.requests.length).toBeGreaterThan(0);
    for (const p of srv.requests) expect(p.startsWith('/acme/bases.git/')).toBe(true);
  });
});

describe('OCI: helm pull against a loopback registry address', () => {
  let srv: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => {
    srv = await recordingServer();
  });
  afterAll(async () => srv?.stop());
  beforeEach(() => void srv.requests.splice(0));

  it('a chart under ../ of an allowed registry path is refused; nothing is requested', async () => {
    const r = await fetchRemoteChart(
      { repoURL: `oci://${srv.url}/charts/../evil`, chart: 'demo', version: '1.0.0' },
      helm,
      remote({ oci: [`oci://${srv.url}/charts/*`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(srv.requests).toEqual([]);
  });

  it('a scheme-less Argo CD repoURL with an encoded separator is refused; nothing is requested', async () => {
    const r = await fetchRemoteChart(
      { repoURL: `${srv.url}/charts%2F..%2Fevil`, chart: 'demo', version: '1.0.0' },
      helm,
      remote({ oci: [`oci://${srv.url}/*`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(srv.requests).toEqual([]);
  });

  it('an allowed chart spelt with dot segments is pulled at the canonical repository path', async () => {
    const r = await fetchRemoteChart(
      { repoURL: `oci://${srv.url}/other/../charts`, chart: 'demo', version: '1.0.0' },
      helm,
      remote({ oci: [`oci://${srv.url}/charts/*`] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' }); // the recorder holds no chart
    const named = srv.requests.filter((p) => p !== '/v2/' && p !== '/v2');
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) expect(p.startsWith('/v2/charts/demo/')).toBe(true);
  });
});
