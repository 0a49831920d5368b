import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLive } from '../../src/live/index.js';
import { FakeArgoCd } from './fake-argocd.js';
import { AUDITED, NOW, TOKEN, application, list, target } from './fixtures.js';
import { judgeWith, messages, rules } from './helpers.js';

const APPS = '/api/v1/applications';
const TARGETS = [target('web', 'production'), target('api', 'production')];

function allUnavailable(result: Awaited<ReturnType<typeof judgeLive>>, text: string | RegExp): void {
  expect(result.drafts.map((d) => `${d.app}/${d.environment}:${d.draft.ruleId}`)).toEqual([
    'web/production:live/status-unavailable',
    'api/production:live/status-unavailable',
  ]);
  for (const d of result.drafts) expect(d.draft.message).toMatch(text);
  expect(result.summary).toEqual({ apps: 0, outOfSync: [] });
}

describe('reading the Argo CD API', () => {
  it('is inconclusive on {"items": null}: a token without RBAC rights, not "nothing deployed" (H6, argo-cd#3561)', async () => {
    const { result } = await judgeWith({ [APPS]: { json: { metadata: {}, items: null } } }, { targets: TARGETS });
    allUnavailable(result, /E_ARGOCD_EMPTY_LIST: GET \/api\/v1\/applications answered "items": null .*may lack RBAC/);
  });

  it('is inconclusive on an empty list and on a list without items', async () => {
    const empty = await judgeWith({ [APPS]: { json: { metadata: {}, items: [] } } }, { targets: TARGETS });
    allUnavailable(empty.result, /E_ARGOCD_EMPTY_LIST: .*returned no Applications at all/);
    const missing = await judgeWith({ [APPS]: { json: { metadata: {} } } }, { targets: TARGETS });
    allUnavailable(missing.result, /answered without "items"/);
  });

  it('follows metadata.continue across pages', async () => {
    const pages = (url: URL) =>
      url.searchParams.get('continue') === 'page-2-token'
        ? { json: list(application({ name: 'api-production', health: 'Degraded' })) }
        : {
            json: {
              metadata: { continue: 'page-2-token', remainingItemCount: 1 },
              items: [application({ name: 'web-production' })],
            },
          };
    const { result, fake } = await judgeWith({ [APPS]: pages }, { targets: TARGETS });
    expect(result.drafts.map((d) => `${d.app}:${d.draft.ruleId}`)).toEqual(['api:live/unhealthy']);
    expect(result.summary.apps).toBe(2);
    expect(fake.requests(APPS).map((r) => r.query.get('continue'))).toEqual([null, 'page-2-token']);
  });

  it('refuses a server that hands out the same continue token again', async () => {
    const loop = { json: { metadata: { continue: 'again' }, items: [application({ name: 'web-production' })] } };
    const { result, fake } = await judgeWith({ [APPS]: loop }, { targets: TARGETS });
    allUnavailable(result, /repeated the continue token/);
    expect(fake.requests(APPS)).toHaveLength(2);
  });

  it('is inconclusive on 401 and passes the error body through the sanitizer (E5)', async () => {
    const body = {
      error: 'x',
      code: 16,
      message: `invalid session: token ${TOKEN} expired; repo https://bot:gh_pat_SEKRET123@github.example/org/deploy failed`,
    };
    const { result } = await judgeWith({ [APPS]: { status: 401, json: body } }, { targets: TARGETS });
    allUnavailable(
      result,
      /answered 401: the token was refused or lacks RBAC permission — server said: invalid session: token \*\*\* expired; repo https:\/\/\*\*\*@github.example/,
    );
    expect(JSON.stringify(result)).not.toContain('gh_pat_SEKRET123');
  });

  it('retries a 500 and then judges the 200', async () => {
    const { result, fake } = await judgeWith({
      [APPS]: [
        { status: 500, json: { message: 'etcd timeout' } },
        { json: list(application({ name: 'web-production' })) },
      ],
    });
    expect(result.drafts).toEqual([]);
    expect(fake.requests(APPS)).toHaveLength(2);
  });

  it('gives up after three 5xx answers and says so', async () => {
    const { result, fake } = await judgeWith(
      { [APPS]: { status: 503, text: '<html>upstream unavailable</html>' } },
      { targets: TARGETS },
    );
    allUnavailable(result, /answered 503 \(after 3 attempts\) — server said: <html>upstream unavailable<\/html>/);
    expect(fake.requests(APPS)).toHaveLength(3);
  });

  it('is inconclusive within the timeout when the server is slow, and does not retry it', async () => {
    const started = Date.now();
    const { result, fake } = await judgeWith(
      { [APPS]: { delayMs: 10_000, json: list(application({ name: 'web-production' })) } },
      { targets: TARGETS, timeoutMs: 150 },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    allUnavailable(result, /no complete answer within 150 ms/);
    expect(fake.requests(APPS)).toHaveLength(1);
  });

  it('is inconclusive when the answer stalls halfway through the body', async () => {
    const { result } = await judgeWith({ [APPS]: { stallAfter: '{"items": [' } }, { targets: TARGETS, timeoutMs: 150 });
    allUnavailable(result, /no complete answer within 150 ms/);
  });

  it('is inconclusive on a login page instead of JSON, and on a redirect it does not follow', async () => {
    const html = await judgeWith({ [APPS]: { text: '<html>Sign in</html>' } }, { targets: TARGETS });
    allUnavailable(html.result, /not with JSON \(a login page or proxy in the way\?\)/);
    const moved = await judgeWith(
      { [APPS]: { status: 302, headers: { location: 'http://127.0.0.1:9/elsewhere' } } },
      { targets: TARGETS },
    );
    allUnavailable(moved.result, /answered 302 \(a redirect; not followed/);
    expect(moved.fake.seen).toHaveLength(1);
  });

  it('is inconclusive when the server cannot be reached or the URL is not http(s)', async () => {
    const down = await judgeLive({
      server: 'http://127.0.0.1:9',
      token: TOKEN,
      targets: TARGETS,
      auditedSha: AUDITED,
      now: () => NOW,
      retryDelayMs: 1,
    });
    allUnavailable(down, /ECONNREFUSED/);
    const bad = await judgeLive({
      server: 'ftp://argocd.example',
      token: TOKEN,
      targets: TARGETS,
      auditedSha: AUDITED,
    });
    allUnavailable(bad, /not an http\(s\) URL/);
  });

  it('asks nothing and is inconclusive without a token: credentials unavailable (A3)', async () => {
    for (const token of [undefined, '']) {
      const { result, fake } = await judgeWith(
        { [APPS]: { json: list(application({ name: 'web-production' })) } },
        { targets: TARGETS, token },
      );
      allUnavailable(result, /credentials unavailable \(fork or Dependabot\?\): ARGOCD_AUTH_TOKEN is empty/);
      expect(fake.seen).toHaveLength(0);
      expect(result.notices).toEqual([
        'Argo CD live status was not checked for 2 target(s): credentials unavailable (fork or Dependabot?)',
      ]);
      expect(JSON.stringify(result)).not.toMatch(/\bpass/i);
    }
  });

  it('judges each Application once for several targets that map to it and reports it on the first', async () => {
    const targets = [target('web', 'production'), { ...target('web-source1', 'production', 'web-production') }];
    const { result } = await judgeWith(
      { [APPS]: { json: list(application({ name: 'web-production', health: 'Missing' })) } },
      { targets },
    );
    expect(result.drafts.map((d) => `${d.app}:${d.draft.ruleId}`)).toEqual(['web:live/unhealthy']);
    expect(messages(result, 'live/unhealthy')).toHaveLength(1);
    expect(rules(result)).toEqual(['live/unhealthy']);
  });
});

function haveOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!haveOpenssl())('TLS options', () => {
  let dir = '';
  let fake: FakeArgoCd;
  let server = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-live-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    fake = new FakeArgoCd(
      { [APPS]: { json: list(application({ name: 'web-production' })) } },
      {
        key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
        cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
      },
    );
    server = await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const base = () => ({
    server,
    token: TOKEN,
    targets: [target('web', 'production')],
    auditedSha: AUDITED,
    now: () => NOW,
    retryDelayMs: 1,
  });

  it('refuses an untrusted certificate (inconclusive), trusts it from --ca-file, or skips checks when insecure', async () => {
    const untrusted = await judgeLive(base());
    expect(untrusted.drafts.map((d) => d.draft.ruleId)).toEqual(['live/status-unavailable']);
    expect(untrusted.drafts[0]?.draft.message).toMatch(/self.signed|certificate/i);
    const withCa = await judgeLive({ ...base(), caFile: path.join(dir, 'cert.pem') });
    expect(withCa.drafts).toEqual([]);
    const insecure = await judgeLive({ ...base(), insecure: true });
    expect(insecure.drafts).toEqual([]);
    expect(insecure.notices[0]).toMatch(/TLS certificate of 127.0.0.1:\d+ not verified \(insecure\)/);
    const missingCa = await judgeLive({ ...base(), caFile: path.join(dir, 'nope.pem') });
    expect(missingCa.drafts[0]?.draft.message).toMatch(/the CA file .* could not be read \(ENOENT\)/);
  });
});
