// helm's --api-versions list is kept in the schema cache (src/schema/served-cache.ts), keyed by the
// exact texts of the OpenAPI documents it came from. A kept list must be used only for those very
// texts, and only if this installation wrote it.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BuiltinSchemas } from '../../src/schema/builtin.js';
import { Fetcher, type FetchResult } from '../../src/schema/fetcher.js';
import { ServedCache } from '../../src/schema/served-cache.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { tempDir } from './helpers.js';

const VERSION = '1.31';
const SECRET = Buffer.alloc(32, 7);
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A Fetcher that counts the documents it parsed (read() of a document that is there). */
class CountingFetcher extends Fetcher {
  parsed: string[] = [];
  override async read(location: string): Promise<FetchResult> {
    const got = await super.read(location);
    if (got.status === 'ok') this.parsed.push(path.basename(location));
    return got;
  }
}

let docs: string;
let cacheDir: string;

beforeEach(() => {
  const root = tempDir('dg-served-');
  made.push(root);
  docs = path.join(root, 'openapi');
  cacheDir = path.join(root, 'cache');
  cpSync(path.join(FIXTURES_DIR, 'k8s-openapi', `v${VERSION}`), path.join(docs, `v${VERSION}`), { recursive: true });
});

async function served(cache: ServedCache | undefined): Promise<{ list: string[] | undefined; parsed: string[] }> {
  const fetcher = new CountingFetcher({
    offline: true,
    cacheDir: path.join(cacheDir, 'docs'),
    timeoutMs: 1000,
    retries: 0,
  });
  const builtin = new BuiltinSchemas(fetcher, [path.join(docs, 'v{{version}}', '{{file}}')], cache);
  const got = await builtin.servedApis(VERSION);
  const list = 'apis' in got ? got.apis : undefined;
  return { list, parsed: fetcher.parsed.filter((f) => f !== 'api__v1_openapi.json') };
}

const entryFiles = (): string[] => readdirSync(cacheDir).filter((f) => f.endsWith('.json'));

/** Adds a kind to apps/v1's document, as a newer upstream release would. */
function addRolloutKind(): void {
  const file = path.join(docs, `v${VERSION}`, 'apis__apps__v1_openapi.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  doc.components.schemas['io.k8s.api.apps.v1.Rollout'] = {
    type: 'object',
    'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Rollout' }],
  };
  writeFileSync(file, JSON.stringify(doc));
}

describe('the served-API list in the schema cache', () => {
  it('a later run uses the kept list without parsing the documents; the list is the one derived without a cache', async () => {
    const uncached = await served(undefined);
    expect(uncached.list).toContain('apps/v1/Deployment');
    expect(uncached.parsed.length).toBeGreaterThan(5);

    const first = await served(new ServedCache(cacheDir, SECRET));
    expect(first.list).toEqual(uncached.list);
    expect(entryFiles()).toHaveLength(1);

    const second = await served(new ServedCache(cacheDir, SECRET));
    expect(second.list).toEqual(uncached.list);
    expect(second.parsed).toEqual([]);
  });

  it('a changed document gets its list derived again, never the stale one', async () => {
    await served(new ServedCache(cacheDir, SECRET));
    addRolloutKind();
    const after = await served(new ServedCache(cacheDir, SECRET));
    expect(after.list).toContain('apps/v1/Rollout');
    expect(after.parsed.length).toBeGreaterThan(5);
    expect(after.list).toEqual((await served(undefined)).list);
    expect(entryFiles()).toHaveLength(2);
  });

  it('a document gone (or come) is another key', async () => {
    await served(new ServedCache(cacheDir, SECRET));
    rmSync(path.join(docs, `v${VERSION}`, 'apis__batch__v1_openapi.json'));
    const after = await served(new ServedCache(cacheDir, SECRET));
    expect(after.list).not.toContain('batch/v1/Job');
    expect(after.parsed.length).toBeGreaterThan(5);
  });

  it('an entry edited in the cache, or written under another key, is not believed', async () => {
    const honest = (await served(new ServedCache(cacheDir, SECRET))).list;
    const [name] = entryFiles();
    const file = path.join(cacheDir, name as string);
    const entry = JSON.parse(readFileSync(file, 'utf8')) as { list: string[] };
    writeFileSync(file, JSON.stringify({ ...entry, list: [...entry.list, 'evil.io/v1'] }));
    const planted = await served(new ServedCache(cacheDir, SECRET));
    expect(planted.list).toEqual(honest);
    expect(planted.parsed.length).toBeGreaterThan(5);

    // Rewritten honestly by that run; another installation's key does not vouch for it.
    const other = await served(new ServedCache(cacheDir, Buffer.alloc(32, 9)));
    expect(other.list).toEqual(honest);
    expect(other.parsed.length).toBeGreaterThan(5);
  });

  it('an entry that is not an object (null, a number, a list) is a miss, never a failed served list', async () => {
    const honest = (await served(new ServedCache(cacheDir, SECRET))).list;
    const [name] = entryFiles();
    const file = path.join(cacheDir, name as string);
    for (const planted of ['null', '7', '[]', '"x"']) {
      writeFileSync(file, planted);
      const got = await served(new ServedCache(cacheDir, SECRET));
      expect(got.list).toEqual(honest);
    }
  });

  it('a document that is not JSON gives no list but the reason (a list without apps/v1 would turn charts to their fallbacks), and nothing is kept', async () => {
    writeFileSync(path.join(docs, `v${VERSION}`, 'apis__apps__v1_openapi.json'), '{ not json');
    const fetcher = new CountingFetcher({
      offline: true,
      cacheDir: path.join(cacheDir, 'docs'),
      timeoutMs: 1000,
      retries: 0,
    });
    const builtin = new BuiltinSchemas(
      fetcher,
      [path.join(docs, 'v{{version}}', '{{file}}')],
      new ServedCache(cacheDir, SECRET),
    );
    const got = await builtin.servedApis(VERSION);
    expect(got).toStrictEqual({
      reason: expect.stringMatching(
        /^the OpenAPI document of apps\/v1 for Kubernetes .* could not be read \(.*apis__apps__v1_openapi\.json: not valid JSON\)$/,
      ),
    });
    expect(existsSync(cacheDir) ? entryFiles() : []).toEqual([]);
  });
});

describe('the served-API list with a remote location', () => {
  let server: http.Server;
  let base: string;
  let requests = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const m = /^\/v(\d+\.\d+)\/([\w.-]+)$/.exec(req.url ?? '');
      let body: Buffer;
      try {
        body = readFileSync(path.join(docs, `v${m?.[1]}`, m?.[2] ?? ''));
      } catch {
        return void res.writeHead(404).end();
      }
      requests++; // documents served (absent ones are asked on every run, as before)
      res.writeHead(200).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v{{version}}/{{file}}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function servedRemote(): Promise<{ list: string[] | undefined; parsed: string[] }> {
    const fetcher = new CountingFetcher({
      offline: false,
      cacheDir: path.join(cacheDir, 'docs'),
      timeoutMs: 5000,
      retries: 0,
    });
    const builtin = new BuiltinSchemas(fetcher, [base], new ServedCache(cacheDir, SECRET));
    const got = await builtin.servedApis(VERSION);
    const list = 'apis' in got ? got.apis : undefined;
    return { list, parsed: fetcher.parsed.filter((f) => f !== 'api__v1_openapi.json') };
  }

  it('a later run reads the disk-cached texts without parsing them; a damaged one is fetched again', async () => {
    const local = (await served(undefined)).list;
    const first = await servedRemote();
    expect(first.list).toEqual(local);
    const asked = requests;
    const second = await servedRemote();
    expect(second).toEqual({ list: local, parsed: [] });
    expect(requests).toBe(asked);

    const damaged = readdirSync(path.join(cacheDir, 'docs')).filter((f) => f.endsWith('.json'));
    expect(damaged.length).toBeGreaterThan(5);
    for (const f of damaged) writeFileSync(path.join(cacheDir, 'docs', f), '{ truncated');
    const third = await servedRemote();
    expect(third.list).toEqual(local);
    expect(third.parsed.length).toBeGreaterThan(5);
    expect(requests).toBeGreaterThan(asked);
  });
});
