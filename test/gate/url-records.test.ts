import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkGate, loadGateRecords } from '../../src/gate/index.js';
import { deployment, env, gateDeployment, hex, record, resources } from './helpers.js';

const APP = 'ghcr.io/acme/payments';
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function store(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ base: string; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));

async function judge(
  url: string,
  image = `${APP}:2.4.0@${hex('a')}`,
  extra: { authHeader?: string; offline?: boolean; timeoutMs?: number } = {},
) {
  const records = await loadGateRecords({
    baseRoot: '/nonexistent',
    url,
    offline: extra.offline ?? false,
    retries: 2,
    timeoutMs: extra.timeoutMs ?? 2000,
    ...(extra.authHeader ? { authHeader: extra.authHeader } : {}),
  });
  return checkGate({
    env: env('production'),
    app: 'payments',
    scope: [],
    head: resources(deployment('payments', image)),
    records,
  });
}

describe('gate records from the record store URL', () => {
  it('200 with a pass record: passes; {image} and {digest} are URL-encoded; the auth header is sent', async () => {
    const { base, seen } = await store((_req, res) => json(res, 200, record('r1', APP, hex('a'))));
    const r = await judge(`${base}/records/{image}/{digest}.json`, undefined, { authHeader: 'Bearer t0ken' });
    expect(r.drafts).toEqual([]);
    expect(r.images[0]).toMatchObject({ recordId: 'r1', decision: 'pass', status: 'passed' });
    expect(seen[0]?.url).toBe(`/records/${encodeURIComponent(APP)}/${encodeURIComponent(hex('a'))}.json`);
    expect(seen[0]?.headers.authorization).toBe('Bearer t0ken');
  });

  it('a "Name: value" auth header goes out under its own name', async () => {
    const { base, seen } = await store((_req, res) => json(res, 200, [record('r1', APP, hex('a'))]));
    await judge(`${base}/{image}`, undefined, { authHeader: 'X-Api-Key: k1' });
    expect(seen[0]?.headers['x-api-key']).toBe('k1');
  });

  it('404 is "no record": gate/record-missing', async () => {
    const { base } = await store((_req, res) => json(res, 404, { error: 'not found' }));
    const r = await judge(`${base}/{image}/{digest}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/record-missing']);
  });

  it('500 after the retries is gate/records-unavailable naming the URL without its userinfo', async () => {
    const { base, seen } = await store((_req, res) => json(res, 500, 'boom'));
    const withUser = base.replace('http://', 'http://user:pw@');
    const r = await judge(`${withUser}/{image}/{digest}`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/records-unavailable']);
    expect(r.drafts[0]?.message).toContain('answered HTTP 500');
    expect(r.drafts[0]?.message).toContain(`${base}/`);
    expect(r.drafts[0]?.message).not.toContain('pw');
    expect(seen).toHaveLength(3);
  });

  it('a slow store times out and is gate/records-unavailable', async () => {
    const { base } = await store(() => {
      /* never answers */
    });
    const r = await judge(`${base}/{image}/{digest}`, undefined, { timeoutMs: 200 });
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
    expect(r.drafts[0]?.message).toContain('no answer within 200 ms');
  });

  it('malformed JSON and a wrong schema are gate/records-unavailable', async () => {
    const bad = await store((_req, res) => json(res, 200, '{"id": "r1", '));
    expect((await judge(`${bad.base}/{image}/{digest}`)).drafts[0]?.message).toContain('malformed JSON');
    const wrong = await store((_req, res) => json(res, 200, { ...record('r1', APP, hex('a')), decision: 'approved' }));
    const r = await judge(`${wrong.base}/{image}/{digest}`);
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
    expect(r.drafts[0]?.message).toContain('/decision');
  });

  it('a store answering with another image’s record is not evidence', async () => {
    const { base } = await store((_req, res) => json(res, 200, record('r1', 'ghcr.io/acme/other', hex('a'))));
    const r = await judge(`${base}/{image}/{digest}`);
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
  });

  it('a per-image URL listing other digests gives gate/digest-mismatch', async () => {
    const { base } = await store((_req, res) =>
      json(res, 200, [record('r1', APP, hex('b')), record('r2', APP, hex('c'))]),
    );
    const r = await judge(`${base}/{image}.json`);
    expect(r.drafts.map((d) => d.ruleId)).toEqual(['gate/digest-mismatch']);
    expect(r.drafts[0]?.message).toContain('record r2');
  });

  it('offline never contacts the store and is inconclusive', async () => {
    const { base, seen } = await store((_req, res) => json(res, 200, record('r1', APP, hex('a'))));
    const r = await judge(`${base}/{image}/{digest}`, undefined, { offline: true });
    expect(r.drafts[0]?.ruleId).toBe('gate/records-unavailable');
    expect(r.drafts[0]?.message).toContain('offline');
    expect(seen).toHaveLength(0);
  });

  it('one request per URL for the whole run', async () => {
    const { base, seen } = await store((_req, res) => json(res, 200, record('r1', APP, hex('a'))));
    const records = await loadGateRecords({
      baseRoot: '/nonexistent',
      url: `${base}/{image}/{digest}`,
      offline: false,
    });
    for (const app of ['a', 'b']) {
      const r = await gateDeployment(records, app, [`${APP}@${hex('a')}`, `${APP}:x@${hex('a')}`]);
      expect(r.drafts).toEqual([]);
    }
    expect(seen).toHaveLength(1);
  });
});
