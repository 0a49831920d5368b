/** The shared HTTP core against real servers on 127.0.0.1. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { exchange, exchangeWithRetries, HttpError, retryAfterMs } from '../../src/http/index.js';
import type { ExchangeOptions, RetryPolicy } from '../../src/http/index.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function serve(handler: Handler): Promise<{ base: string; port: number; seen: IncomingMessage[] }> {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}`, port, seen };
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

const OPTS: ExchangeOptions = { timeoutMs: 2000, maxBodyBytes: 1024, redirects: 'return' };
const POLICY: RetryPolicy = { attempts: 3, baseDelayMs: 5, maxWaitMs: 5000 };

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('exchange: deadline, body cap, redirects', () => {
  it('returns status, headers and the raw body bytes', async () => {
    const { base, seen } = await serve((_req, res) => res.writeHead(201, { 'x-one': 'a' }).end('{ "a" : 1 }'));
    const r = await exchange(`${base}/p?q=1`, { ...OPTS, headers: { authorization: 'Bearer t' } });
    expect(r).toMatchObject({ status: 201, url: `${base}/p?q=1` });
    expect(r.headers.get('x-one')).toBe('a');
    expect(r.body.toString()).toBe('{ "a" : 1 }');
    expect(seen[0]?.headers.authorization).toBe('Bearer t');
  });

  it('one deadline covers the whole exchange: headers sent, body stalled, still a timeout', async () => {
    const { base } = await serve((_req, res) => {
      res.writeHead(200);
      res.write('{"items": [');
    });
    const err = await failure(exchange(base, { ...OPTS, timeoutMs: 300 }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('no complete answer within 300 ms');
  });

  it('the deadline spans redirects: a slow chain times out as a whole', async () => {
    const { base } = await serve((req, res) => {
      setTimeout(() => res.writeHead(302, { location: `/next${req.url ?? ''}` }).end(), 120);
    });
    expect((await failure(exchange(base, { ...OPTS, redirects: 'follow', timeoutMs: 300 }))).kind).toBe('timeout');
  });

  it('refuses a body over the cap, announced or streamed', async () => {
    const announced = await serve((_req, res) =>
      res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000)),
    );
    expect((await failure(exchange(announced.base, OPTS))).kind).toBe('too-large');
    const streamed = await serve((_req, res) => {
      res.writeHead(200);
      res.write('x'.repeat(800));
      res.end('y'.repeat(800));
    });
    expect((await failure(exchange(streamed.base, OPTS))).message).toContain('exceeds the 1024-byte limit');
    const fits = await serve((_req, res) => res.end('x'.repeat(1024)));
    expect((await exchange(fits.base, OPTS)).body.length).toBe(1024);
  });

  it('a refused connection is a network error', async () => {
    const { base } = await serve(() => undefined);
    for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
    const err = await failure(exchange(base, OPTS));
    expect(err.kind).toBe('network');
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('redirect policies: return, refuse, same-host, follow (credentials dropped across hosts)', async () => {
    const other = await serve((_req, res) => res.end('elsewhere'));
    const { base, seen } = await serve((req, res) => {
      if (req.url === '/same') return void res.writeHead(302, { location: '/final' }).end();
      if (req.url === '/away') return void res.writeHead(307, { location: `http://localhost:${other.port}/x` }).end();
      res.end('final');
    });
    const auth = { headers: { authorization: 'Bearer secret' } };
    expect((await exchange(`${base}/same`, { ...OPTS, ...auth })).status).toBe(302);
    expect((await failure(exchange(`${base}/same`, { ...OPTS, redirects: 'refuse' }))).kind).toBe('redirect');
    const same = await exchange(`${base}/same`, { ...OPTS, ...auth, redirects: 'same-host' });
    expect([same.status, same.body.toString(), same.url]).toEqual([200, 'final', `${base}/final`]);
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer secret');
    expect((await failure(exchange(`${base}/away`, { ...OPTS, ...auth, redirects: 'same-host' }))).message).toContain(
      'another host',
    );
    expect(other.seen).toHaveLength(0);
    const followed = await exchange(`${base}/away`, { ...OPTS, ...auth, redirects: 'follow' });
    expect(followed.body.toString()).toBe('elsewhere');
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('stops a redirect loop', async () => {
    const { base } = await serve((_req, res) => res.writeHead(302, { location: '/again' }).end());
    expect((await failure(exchange(base, { ...OPTS, redirects: 'follow' }))).message).toContain(
      'more than 5 redirects',
    );
  });
});

describe('exchangeWithRetries: bounded, Retry-After honoured', () => {
  it('retries a 5xx and then answers; gives up after the attempts with the last answer', async () => {
    let n = 0;
    const flaky = await serve((_req, res) => (++n < 3 ? res.writeHead(502).end('bad gateway') : res.end('ok')));
    const ok = await exchangeWithRetries(flaky.base, OPTS, POLICY);
    expect(ok).toMatchObject({ ok: true, attempts: 3 });
    expect(ok.ok && ok.response.body.toString()).toBe('ok');
    const down = await serve((_req, res) => res.writeHead(500).end());
    const r = await exchangeWithRetries(down.base, OPTS, POLICY);
    expect(r).toMatchObject({ ok: true, attempts: 3 });
    expect(r.ok && r.response.status).toBe(500);
    expect(down.seen).toHaveLength(3);
  });

  it('never retries a 4xx other than 429', async () => {
    const { base, seen } = await serve((_req, res) => res.writeHead(403).end());
    expect(await exchangeWithRetries(base, OPTS, POLICY)).toMatchObject({ ok: true, attempts: 1 });
    expect(seen).toHaveLength(1);
  });

  it('waits what Retry-After says (seconds) on 429 and 503, otherwise backs off exponentially', async () => {
    let n = 0;
    const { base } = await serve((_req, res) => {
      n++;
      if (n === 1) return void res.writeHead(429, { 'retry-after': '2' }).end();
      if (n === 2) return void res.writeHead(503, { 'retry-after': '1' }).end();
      if (n === 3) return void res.writeHead(500).end();
      res.end('ok');
    });
    const waits: number[] = [];
    const r = await exchangeWithRetries(base, OPTS, {
      ...POLICY,
      attempts: 4,
      baseDelayMs: 100,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(r).toMatchObject({ ok: true, attempts: 4 });
    expect(waits).toEqual([2000, 1000, 400]);
  });

  it('a Retry-After longer than the policy allows ends the retries with that answer', async () => {
    const { base, seen } = await serve((_req, res) => res.writeHead(429, { 'retry-after': '21600' }).end());
    const r = await exchangeWithRetries(base, OPTS, POLICY);
    expect(r.ok && r.response.status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it('really sleeps a Retry-After of 0 and answers', async () => {
    let n = 0;
    const { seen, base } = await serve((_req, res) =>
      ++n === 1 ? res.writeHead(429, { 'retry-after': '0' }).end() : res.end('ok'),
    );
    expect(await exchangeWithRetries(base, OPTS, POLICY)).toMatchObject({ ok: true, attempts: 2 });
    expect(seen).toHaveLength(2);
  });

  it('retries a dropped connection; a timeout only when the policy opts in', async () => {
    let n = 0;
    const dropping = await serve((req, res) => (++n === 1 ? req.socket.destroy() : res.end('ok')));
    expect(await exchangeWithRetries(dropping.base, OPTS, POLICY)).toMatchObject({ ok: true, attempts: 2 });
    const hanging = await serve(() => {
      /* never answers */
    });
    expect(await exchangeWithRetries(hanging.base, { ...OPTS, timeoutMs: 150 }, POLICY)).toMatchObject({
      ok: false,
      attempts: 1,
    });
    expect(hanging.seen).toHaveLength(1);
    const r = await exchangeWithRetries(
      hanging.base,
      { ...OPTS, timeoutMs: 150 },
      { ...POLICY, attempts: 2, retryTimeouts: true },
    );
    expect(r).toMatchObject({ ok: false, attempts: 2 });
    expect(!r.ok && r.error.kind).toBe('timeout');
  });

  it('starts no retry past the caller deadline', async () => {
    const { base, seen } = await serve((_req, res) => res.writeHead(503).end());
    await exchangeWithRetries(base, OPTS, { ...POLICY, baseDelayMs: 1000, deadline: Date.now() + 500 });
    expect(seen).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
