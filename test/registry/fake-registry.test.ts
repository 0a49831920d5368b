/** Registry behaviours a real distribution registry does not show: fakes as real HTTP servers on 127.0.0.1. */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseImageRef } from '../../src/kube/image-ref.js';
import { createTagResolver, MANIFEST_ACCEPT } from '../../src/registry/index.js';
import { apiHost, isTrustedRealm } from '../../src/registry/hosts.js';
import { parseChallenge } from '../../src/registry/auth.js';
import { retryAfterMs } from '../../src/http/index.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function serve(handler: Handler): Promise<{ host: string; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

// A manifest with odd spacing: re-serialising it would change its digest.
const BODY = Buffer.from(
  '{ "schemaVersion": 2,\n  "mediaType": "application/vnd.oci.image.manifest.v1+json", "layers": [] }',
);
const DIGEST = `sha256:${createHash('sha256').update(BODY).digest('hex')}`;
const OTHER = `sha256:${'e'.repeat(64)}`;

const resolverFor = (host: string, extra: Parameters<typeof createTagResolver>[0] = { offline: false }) =>
  createTagResolver({
    timeoutMs: 2000,
    ...extra,
    offline: false,
    insecureHosts: [host, ...(extra.insecureHosts ?? [])],
  });

describe('registry protocol details', () => {
  it('sends all four manifest and index media types, HEAD first (I1, I4)', async () => {
    const { host, seen } = await serve((_req, res) => {
      res
        .writeHead(200, { 'docker-content-digest': DIGEST, 'content-type': 'application/vnd.oci.image.index.v1+json' })
        .end();
    });
    const r = await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: true, digest: DIGEST, kind: 'index' });
    expect(seen.map((s) => s.method)).toEqual(['HEAD']);
    expect(seen[0]?.headers.accept).toBe(MANIFEST_ACCEPT);
    expect(MANIFEST_ACCEPT.split(', ')).toEqual([
      'application/vnd.oci.image.index.v1+json',
      'application/vnd.docker.distribution.manifest.list.v2+json',
      'application/vnd.oci.image.manifest.v1+json',
      'application/vnd.docker.distribution.manifest.v2+json',
    ]);
  });

  it('without Docker-Content-Digest, GETs with Accept-Encoding: identity and hashes the raw bytes (I2a)', async () => {
    const { host, seen } = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/vnd.oci.image.manifest.v1+json' });
      res.end(req.method === 'GET' ? BODY : undefined);
    });
    const r = await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: true, digest: DIGEST, via: 'body', kind: 'manifest' });
    expect(seen.map((s) => s.method)).toEqual(['HEAD', 'GET']);
    expect(seen[1]?.headers['accept-encoding']).toBe('identity');
  });

  it('a header that disagrees with the body is E_DIGEST_MISMATCH (I2b)', async () => {
    const { host } = await serve((req, res) => {
      res
        .writeHead(200, req.method === 'GET' ? { 'docker-content-digest': OTHER } : {})
        .end(req.method === 'GET' ? BODY : undefined);
    });
    expect(await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`))).toMatchObject({
      ok: false,
      code: 'E_DIGEST_MISMATCH',
    });
    expect(await resolverFor(host).inspect(parseImageRef(`${host}/a/b`), DIGEST)).toMatchObject({
      ok: false,
      code: 'E_DIGEST_MISMATCH',
    });
  });

  it('refuses a manifest body over 4 MiB (I2c)', async () => {
    const { host } = await serve((req, res) => {
      res.writeHead(200);
      res.end(req.method === 'GET' ? Buffer.alloc(4 * 1024 * 1024 + 1, 32) : undefined);
    });
    expect(await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`))).toMatchObject({
      ok: false,
      code: 'E_MANIFEST_TOO_LARGE',
    });
  });

  it('honours a short Retry-After on 429, then resolves (I4)', async () => {
    let calls = 0;
    const { host } = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) res.writeHead(429, { 'retry-after': '0' }).end();
      else res.writeHead(200, { 'docker-content-digest': DIGEST }).end();
    });
    expect(await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`))).toMatchObject({ ok: true, digest: DIGEST });
    expect(calls).toBe(2);
  });

  it('a rate limit beyond the wait budget is E_REGISTRY_RATE_LIMITED, not "not found" (I4)', async () => {
    const { host, seen } = await serve((_req, res) => {
      res.writeHead(429, { 'retry-after': '21600', 'ratelimit-remaining': '0;w=21600' }).end();
    });
    const r = await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_RATE_LIMITED' });
    expect(!r.ok && r.message).toContain('ratelimit-remaining: 0;w=21600');
    expect(seen).toHaveLength(1);
  });

  it('a registry that accepts the connection but never answers times out (I4)', async () => {
    const { host } = await serve(() => {
      /* never answers */
    });
    const r = await resolverFor(host, { offline: false, timeoutMs: 300 }).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_TIMEOUT' });
  });

  it('a closed port is E_REGISTRY_UNREACHABLE', async () => {
    const { host } = await serve(() => undefined);
    await new Promise((r) => servers.pop()?.close(r));
    expect(await resolverFor(host).resolve(parseImageRef(`${host}/a/b:1`))).toMatchObject({
      ok: false,
      code: 'E_REGISTRY_UNREACHABLE',
    });
  });
});

describe('credential scope (I5)', () => {
  it('never sends credentials to a token realm on another host', async () => {
    const attacker = await serve((_req, res) => res.writeHead(200).end('{"token":"stolen"}'));
    const attackerRealm = `http://localhost:${attacker.host.split(':')[1]}/token`;
    const { host } = await serve((_req, res) => {
      res.writeHead(401, { 'www-authenticate': `Bearer realm="${attackerRealm}",service="r"` }).end();
    });
    const r = await resolverFor(host, {
      offline: false,
      insecureHosts: [`localhost:${attacker.host.split(':')[1]}`],
      credentials: { [host]: { username: 'u', password: 'p' } },
    }).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_AUTH_REALM_UNTRUSTED' });
    expect(attacker.seen).toHaveLength(0);
  });

  it('drops the Authorization header on a redirect to another host', async () => {
    const blob = await serve((_req, res) => res.writeHead(200, { 'docker-content-digest': DIGEST }).end());
    const blobUrl = `http://localhost:${blob.host.split(':')[1]}/manifest`;
    const { host, seen } = await serve((req, res) => {
      if (!req.headers.authorization) res.writeHead(401, { 'www-authenticate': 'Basic realm="r"' }).end();
      else res.writeHead(307, { location: blobUrl }).end();
    });
    const r = await resolverFor(host, {
      offline: false,
      credentials: { [host]: { username: 'u', password: 'p' } },
    }).resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: true, digest: DIGEST });
    expect(seen[1]?.headers.authorization).toMatch(/^Basic /);
    expect(blob.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('trusts Docker Hub’s token service and the registry’s own host, nothing else', () => {
    expect(apiHost('docker.io')).toBe('registry-1.docker.io');
    expect(isTrustedRealm('docker.io', new URL('https://auth.docker.io/token'), undefined)).toBe(true);
    expect(isTrustedRealm('ghcr.io', new URL('https://ghcr.io/token'), undefined)).toBe(true);
    expect(isTrustedRealm('r.example', new URL('https://attacker.test/token'), undefined)).toBe(false);
    expect(isTrustedRealm('r.example', new URL('https://auth.example/token'), { 'r.example': ['auth.example'] })).toBe(
      true,
    );
  });

  it('refuses registries outside the allowlist and private addresses', async () => {
    const allow = createTagResolver({ offline: false, allowedHosts: ['ghcr.io'] });
    expect(await allow.resolve(parseImageRef('quay.io/a/b:1'))).toMatchObject({
      ok: false,
      code: 'E_REGISTRY_NOT_ALLOWED',
    });
    const open = createTagResolver({ offline: false });
    expect(await open.resolve(parseImageRef('169.254.169.254/latest/meta:1'))).toMatchObject({
      ok: false,
      code: 'E_REGISTRY_NOT_ALLOWED',
    });
    expect(await open.resolve(parseImageRef('10.0.0.5:5000/x:1'))).toMatchObject({
      ok: false,
      code: 'E_REGISTRY_NOT_ALLOWED',
    });
  });

  it('parses Bearer challenges with quoted and escaped parameters', () => {
    expect(
      parseChallenge(
        'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:library/nginx:pull"',
      ),
    ).toEqual({
      scheme: 'bearer',
      params: {
        realm: 'https://auth.docker.io/token',
        service: 'registry.docker.io',
        scope: 'repository:library/nginx:pull',
      },
    });
    expect(parseChallenge('Basic realm="a\\"b"')).toEqual({ scheme: 'basic', params: { realm: 'a"b' } });
    expect(parseChallenge(null)).toBeUndefined();
  });
});

describe('run budget and Retry-After parsing (I4)', () => {
  it('once the run budget is spent, further lookups fail fast without a request', async () => {
    const { host, seen } = await serve((_req, res) => res.writeHead(200, { 'docker-content-digest': DIGEST }).end());
    const resolver = createTagResolver({ offline: false, insecureHosts: [host], runBudgetMs: 0 });
    const r = await resolver.resolve(parseImageRef(`${host}/a/b:1`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_TIMEOUT' });
    expect(seen).toHaveLength(0);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
