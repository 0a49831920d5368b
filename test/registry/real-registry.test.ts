import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseImageRef } from '../../src/kube/image-ref.js';
import { createTagResolver } from '../../src/registry/index.js';
import { pushImage, pushIndex } from './push.js';
import {
  freePort,
  makeSigningCert,
  REGISTRY_BIN,
  SKIP_REGISTRY_MESSAGE,
  startRegistry,
  type RunningRegistry,
} from './registry-server.js';
import { startTokenServer, type TokenServer } from './token-server.js';

if (!REGISTRY_BIN) console.warn(SKIP_REGISTRY_MESSAGE);

describe.skipIf(!REGISTRY_BIN)('tag resolution against a real docker-registry (no auth)', () => {
  let reg: RunningRegistry;
  let pushed: { single: string; index: { index: string; amd64: string; arm64: string } };
  beforeAll(async () => {
    reg = await startRegistry();
    pushed = {
      single: await pushImage(reg.url, 'acme/app', '1.0', { seed: 'one' }),
      index: await pushIndex(reg.url, 'acme/multi', '1.2', { seed: 'multi' }),
    };
  });
  afterAll(async () => reg?.stop());

  const resolver = () => createTagResolver({ offline: false, insecureHosts: [reg.host], timeoutMs: 5000 });

  it('resolves a single-platform tag to the manifest digest the registry stores', async () => {
    const r = await resolver().resolve(parseImageRef(`${reg.host}/acme/app:1.0`));
    expect(r).toMatchObject({ ok: true, digest: pushed.single, kind: 'manifest', via: 'header' });
    expect(r.ok && Date.parse(r.at)).toBeGreaterThan(0);
  });

  it('resolves a multi-platform tag to the index digest, and inspect lists both platform manifests (I1)', async () => {
    const res = resolver();
    const ref = parseImageRef(`${reg.host}/acme/multi:1.2`);
    const r = await res.resolve(ref);
    expect(r).toMatchObject({
      ok: true,
      digest: pushed.index.index,
      kind: 'index',
      mediaType: 'application/vnd.oci.image.index.v1+json',
    });
    const inspected = await res.inspect(ref, pushed.index.index);
    expect(inspected.ok && inspected.children).toEqual([
      { digest: pushed.index.amd64, platform: 'linux/amd64' },
      { digest: pushed.index.arm64, platform: 'linux/arm64' },
    ]);
  });

  it('inspect of a platform manifest digest verifies the body against the digest', async () => {
    const r = await resolver().inspect(parseImageRef(`${reg.host}/acme/multi`), pushed.index.amd64);
    expect(r).toMatchObject({ ok: true, digest: pushed.index.amd64, kind: 'manifest', via: 'body' });
  });

  it('an unknown tag is E_REGISTRY_NOT_FOUND, not a digest', async () => {
    const r = await resolver().resolve(parseImageRef(`${reg.host}/acme/app:nope`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_NOT_FOUND' });
  });

  it('caches per run: a tag moved during the run still gives base and head the first answer (I3)', async () => {
    const res = resolver();
    const ref = parseImageRef(`${reg.host}/acme/moving:1`);
    const first = await pushImage(reg.url, 'acme/moving', '1', { seed: 'a' });
    expect(await res.resolve(ref)).toMatchObject({ ok: true, digest: first });
    const second = await pushImage(reg.url, 'acme/moving', '1', { seed: 'b' });
    expect(second).not.toBe(first);
    expect(await res.resolve(ref)).toMatchObject({ ok: true, digest: first });
    expect(await resolver().resolve(ref)).toMatchObject({ ok: true, digest: second });
  });

  it('a loopback registry is refused unless listed explicitly (I5 / SSRF)', async () => {
    const r = await createTagResolver({ offline: false }).resolve(parseImageRef(`${reg.host}/acme/app:1.0`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_NOT_ALLOWED' });
  });

  it('offline never resolves', async () => {
    const r = await createTagResolver({ offline: true, insecureHosts: [reg.host] }).resolve(
      parseImageRef(`${reg.host}/acme/app:1.0`),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_OFFLINE' });
  });
});

describe.skipIf(!REGISTRY_BIN)('tag resolution against a real docker-registry with htpasswd basic auth', () => {
  let reg: RunningRegistry;
  let digest: string;
  const user = { username: 'ci', password: 's3cret-pw' };
  beforeAll(async () => {
    reg = await startRegistry({ basic: user });
    digest = await pushImage(reg.url, 'acme/private', '2.0', { auth: reg.pushAuth, seed: 'private' });
  });
  afterAll(async () => reg?.stop());

  it('resolves with the configured credentials', async () => {
    const r = await createTagResolver({
      offline: false,
      insecureHosts: [reg.host],
      credentials: { [reg.host]: user },
    }).resolve(parseImageRef(`${reg.host}/acme/private:2.0`));
    expect(r).toMatchObject({ ok: true, digest });
  });

  it('without credentials, or with wrong ones, the lookup is E_REGISTRY_AUTH', async () => {
    const ref = parseImageRef(`${reg.host}/acme/private:2.0`);
    expect(await createTagResolver({ offline: false, insecureHosts: [reg.host] }).resolve(ref)).toMatchObject({
      ok: false,
      code: 'E_REGISTRY_AUTH',
    });
    const wrong = createTagResolver({
      offline: false,
      insecureHosts: [reg.host],
      credentials: { [reg.host]: { username: 'ci', password: 'bad' } },
    });
    expect(await wrong.resolve(ref)).toMatchObject({ ok: false, code: 'E_REGISTRY_AUTH' });
  });
});

describe.skipIf(!REGISTRY_BIN)('tag resolution against a real docker-registry with bearer-token auth', () => {
  let reg: RunningRegistry;
  let tokens: TokenServer;
  let dir: string;
  let digest: string;
  const user = { username: 'reader', password: 'token-pw' };
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-token-'));
    const { keyFile, certFile } = makeSigningCert(dir);
    const common = { issuer: 'dg-test-issuer', service: 'dg-test-registry' };
    tokens = await startTokenServer({
      ...common,
      keyFile,
      certFile,
      port: await freePort(),
      users: { [user.username]: user.password },
    });
    reg = await startRegistry({ token: { ...common, realm: tokens.realm, certFile } });
    const push = `Bearer ${tokens.tokenFor('acme/tokened', ['pull', 'push'])}`;
    digest = await pushImage(reg.url, 'acme/tokened', '3.1', { auth: push, seed: 'tokened' });
  });
  afterAll(async () => {
    await reg?.stop();
    await tokens?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('follows the WWW-Authenticate challenge to the token service and resolves with the token', async () => {
    tokens.requests.length = 0;
    const r = await createTagResolver({
      offline: false,
      insecureHosts: [reg.host],
      credentials: { [reg.host]: user },
    }).resolve(parseImageRef(`${reg.host}/acme/tokened:3.1`));
    expect(r).toMatchObject({ ok: true, digest });
    const asked = new URL(tokens.requests[0]?.url ?? '', 'http://x');
    expect(asked.searchParams.get('scope')).toBe('repository:acme/tokened:pull');
    expect(asked.searchParams.get('service')).toBe('dg-test-registry');
    expect(tokens.requests[0]?.headers.authorization).toMatch(/^Basic /);
  });

  it('a token service that refuses the credentials makes the image E_REGISTRY_AUTH', async () => {
    const r = await createTagResolver({
      offline: false,
      insecureHosts: [reg.host],
      credentials: { [reg.host]: { username: 'reader', password: 'no' } },
    }).resolve(parseImageRef(`${reg.host}/acme/tokened:3.1`));
    expect(r).toMatchObject({ ok: false, code: 'E_REGISTRY_AUTH' });
  });
});
