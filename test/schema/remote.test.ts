import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../src/schema/index.js';
import type { SchemaOptions } from '../../src/schema/index.js';
import { env, resources, tempDir, OPENAPI_DIR } from './helpers.js';

const DEPLOY =
  'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {a: b}}\n  template:\n    metadata: {labels: {a: b}}\n    spec:\n      containers: [{name: c, image: x, imagePullPolicyy: Always}]\n';

/** A real HTTP server on 127.0.0.1 serving the mirror; `mode` makes it hang or fail. */
function startServer(): Promise<{
  url: string;
  requests: string[];
  setMode(m: 'ok' | 'hang' | '500'): void;
  close(): Promise<void>;
}> {
  let mode: 'ok' | 'hang' | '500' = 'ok';
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'hang') return; // never answers
    if (mode === '500') return void res.writeHead(500).end('boom');
    const m = /^\/v(\d+\.\d+)\/([\w.-]+)$/.exec(req.url ?? '');
    let body: Buffer;
    try {
      body = readFileSync(path.join(OPENAPI_DIR(), `v${m?.[1]}`, m?.[2] ?? ''));
    } catch {
      return void res.writeHead(404).end();
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v{{version}}/{{file}}`,
        requests,
        setMode: (m) => (mode = m),
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

describe('remote schema locations, the disk cache and --offline', () => {
  let srv: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => (srv = await startServer()));
  afterAll(async () => srv.close());

  const make = (over: Partial<SchemaOptions>) =>
    createSchemaValidator({
      locations: [srv.url],
      crdLocations: [],
      crdDirs: [],
      offline: false,
      strict: true,
      timeoutMs: 400,
      retries: 1,
      ...over,
    });

  it('fetches once, caches on disk, and then works offline without opening a connection', async () => {
    srv.setMode('ok');
    const cacheDir = tempDir('dg-cache-');
    const online = await make({ cacheDir }).validateTarget(resources(DEPLOY), env('1.31'));
    expect(online.level).toBe('openapi');
    expect(online.drafts.map((d) => d.ruleId)).toEqual(['schema/unknown-field']);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.json'))).toHaveLength(2);
    const before = srv.requests.length;
    const offline = await make({ cacheDir, offline: true }).validateTarget(resources(DEPLOY), env('1.31'));
    expect(srv.requests.length).toBe(before);
    expect(offline.level).toBe('openapi');
    expect(offline.drafts.map((d) => d.ruleId)).toEqual(['schema/unknown-field']);
  });

  it('offline with an empty cache: embedded validation, strict checks inconclusive with the reason, no connection', async () => {
    const before = srv.requests.length;
    const out = await make({ cacheDir: tempDir('dg-cache-'), offline: true }).validateTarget(
      resources(DEPLOY.replace('name: c,', 'name: 7,')),
      env('1.31'),
    );
    expect(srv.requests.length).toBe(before);
    expect(out.level).toBe('embedded');
    expect(out.reason).toContain('offline');
    const rules = out.drafts.map((d) => [d.ruleId, d.verdict, d.path]);
    expect(rules).toEqual([
      ['schema/invalid', undefined, '/spec/template/spec/containers/0/name'],
      ['schema/unknown-field', 'inconclusive', undefined],
    ]);
    expect(out.drafts[1]!.message).toContain('offline and not in the cache');
  });

  it('a corrupted cached file is dropped and fetched again', async () => {
    srv.setMode('ok');
    const cacheDir = tempDir('dg-cache-');
    await make({ cacheDir }).validateTarget(resources(DEPLOY), env('1.30'));
    // The fetched documents (*.json); compiled validators live in validators/ (compiled-cache.test.ts).
    const documents = (): string[] => readdirSync(cacheDir).filter((f) => f.endsWith('.json'));
    expect(documents().length).toBeGreaterThan(0);
    for (const f of documents()) writeFileSync(path.join(cacheDir, f), '{"components": {"schem');
    const offline = await make({ cacheDir, offline: true }).validateTarget(resources(DEPLOY), env('1.30'));
    expect(offline.level).toBe('embedded');
    const online = await make({ cacheDir }).validateTarget(resources(DEPLOY), env('1.30'));
    expect(online.level).toBe('openapi');
    expect(JSON.parse(readFileSync(path.join(cacheDir, documents()[0]!), 'utf8'))).toHaveProperty('components');
  });

  it.each(['hang', '500'] as const)(
    'a location that %s is inconclusive within the timeout, never a pass',
    async (mode) => {
      srv.setMode(mode);
      const out = await make({ cacheDir: tempDir('dg-cache-') }).validateTarget(resources(DEPLOY), env('1.29'));
      expect(out.level).toBe('embedded');
      expect(out.reason).toMatch(
        mode === 'hang' ? /no answer within 400 ms after 2 attempt/ : /HTTP 500 after 2 attempt/,
      );
      expect(out.drafts.some((d) => d.verdict === 'inconclusive')).toBe(true);
      srv.setMode('ok');
    },
  );

  it('a version the location does not have is unreachable, not "every kind removed"', async () => {
    srv.setMode('ok');
    const out = await make({ cacheDir: tempDir('dg-cache-') }).validateTarget(resources(DEPLOY), env('1.99'));
    expect(out.level).toBe('embedded');
    expect(out.drafts.map((d) => d.ruleId)).not.toContain('api/removed');
    expect(out.reason).toContain('no OpenAPI document for Kubernetes 1.99');
  });
});
