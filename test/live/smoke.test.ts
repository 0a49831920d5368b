/** The smoke request of the live audit: a real service on 127.0.0.1 behind a fake Argo CD. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SmokeSpec } from '../../src/live/index.js';
import { application, list } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';
const servers: Server[] = [];
const DIGEST = `sha256:${'c'.repeat(64)}`;

async function service(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ base: string; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** web-production with the images Argo CD reports deployed (ApplicationSummary.images). */
function deployed(
  images: string[] = [`registry.example/shop/web:1.4.2@${DIGEST}`, 'registry.example/shop/sidecar:0.9'],
) {
  const app = application({ name: 'web-production' });
  (app.status as Record<string, unknown>).summary = { images, externalURLs: ['https://web.example'] };
  return { [APPS]: { json: list(app) } };
}

const judge = (smoke: SmokeSpec, images?: string[]) =>
  judgeWith(deployed(images), { config: { smoke: { 'web-production': smoke } } });
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('live smoke request', () => {
  it('passes a 200 whose JSON names the deployed tag, and fails one from another release', async () => {
    const good = await service((_req, res) => json(res, 200, { build: { version: '1.4.2' } }));
    const pass = await judge({
      url: `${good.base}/version`,
      release: { pointer: '/build/version', image: 'registry.example/shop/web' },
    });
    expect(pass.result.drafts).toEqual([]);
    expect(pass.result.notices.join('\n')).toContain(
      `smoke request to ${good.base}/version answered 200 with the expected release 1.4.2`,
    );
    const old = await service((_req, res) => json(res, 200, { build: { version: '1.3.9' } }));
    const fail = await judge({
      url: `${old.base}/version`,
      release: { pointer: '/build/version', image: 'registry.example/shop/web' },
    });
    expect(rules(fail.result)).toEqual(['live/smoke-wrong-release']);
    expect(messages(fail.result, 'live/smoke-wrong-release')[0]).toContain(
      'answered 200 from another release: "1.3.9" at /build/version, expected "1.4.2" (the deployed tag of registry.example/shop/web (status.summary.images))',
    );
  });

  it('checks the body text against the deployed digest or a given value', async () => {
    const svc = await service((_req, res) => res.end(`${DIGEST}\n`));
    expect(
      (await judge({ url: svc.base, release: { image: 'registry.example/shop/web', use: 'digest' } })).result.drafts,
    ).toEqual([]);
    expect(rules((await judge({ url: svc.base, release: { value: 'green' } })).result)).toEqual([
      'live/smoke-wrong-release',
    ]);
  });

  it('fails another status than expected, with a short sanitised excerpt of the body', async () => {
    const secret = 'hunter2-db-password';
    const svc = await service((_req, res) =>
      res.writeHead(503).end(`upstream connect error; dsn=postgres://app:${secret}@db:5432/shop ${'x'.repeat(400)}`),
    );
    const { result } = await judgeWith(deployed(), {
      config: { smoke: { 'web/production': { url: `${svc.base}/healthz?token=abc` } } },
      secrets: [secret],
    });
    expect(rules(result)).toEqual(['live/smoke-failed']);
    const [message] = messages(result, 'live/smoke-failed');
    expect(message).toContain(
      `smoke request to ${svc.base}/healthz answered 503, expected 200 (body: "upstream connect error; dsn=postgres://***@db:5432/shop`,
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain('token=abc');
    expect(message?.length).toBeLessThan(400);
    expect(svc.hits.length).toBeGreaterThanOrEqual(2); // a 5xx is retried once
  });

  it('does not follow a redirect to another host, and is inconclusive on a timeout', async () => {
    const elsewhere = await service((_req, res) => json(res, 200, { version: '1.4.2' }));
    const redirecting = await service((_req, res) =>
      res.writeHead(302, { location: `${elsewhere.base.replace('127.0.0.1', 'localhost')}/version` }).end(),
    );
    const moved = await judge({
      url: redirecting.base,
      release: { pointer: '/version', image: 'registry.example/shop/web' },
    });
    expect(rules(moved.result)).toEqual(['live/status-unavailable']);
    expect(messages(moved.result, 'live/status-unavailable')[0]).toContain(
      'redirected (302) to another host or scheme',
    );
    expect(elsewhere.hits).toHaveLength(0);
    const slow = await service(() => {
      /* never answers */
    });
    const timedOut = await judge({ url: slow.base, timeoutSeconds: 0.2 });
    expect(messages(timedOut.result, 'live/status-unavailable')[0]).toContain(
      'got no answer to judge: no complete answer within 200 ms',
    );
  });

  it('is inconclusive when the release cannot be read: no field at the pointer, no image in the summary, several tags', async () => {
    const svc = await service((_req, res) => json(res, 200, { status: 'ok' }));
    const noField = await judge({
      url: svc.base,
      release: { pointer: '/version', image: 'registry.example/shop/web' },
    });
    expect(messages(noField.result, 'live/status-unavailable')[0]).toContain('the answer has no string at /version');
    const noImage = await judge({
      url: svc.base,
      release: { pointer: '/version', image: 'registry.example/shop/api' },
    });
    expect(messages(noImage.result, 'live/status-unavailable')[0]).toContain(
      'has no tag for registry.example/shop/api',
    );
    const two = await judge({ url: svc.base, release: { pointer: '/version', image: 'registry.example/shop/web' } }, [
      'registry.example/shop/web:1.4.2',
      'registry.example/shop/web:1.3.9',
    ]);
    expect(messages(two.result, 'live/status-unavailable')[0]).toContain('names 2 different tags');
  });
});
