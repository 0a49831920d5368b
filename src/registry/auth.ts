/** The registry auth handshake: `WWW-Authenticate` challenges, Basic credentials, Bearer tokens. */
import { isTrustedRealm } from './hosts.js';
import { exchange, HttpError } from '../http/index.js';

export interface Challenge {
  scheme: string;
  params: Record<string, string>;
}

export interface Credentials {
  username: string;
  password: string;
}

export type AuthOutcome =
  | { ok: true; header: string }
  | {
      ok: false;
      code: 'E_REGISTRY_AUTH' | 'E_REGISTRY_AUTH_REALM_UNTRUSTED' | 'E_REGISTRY_TIMEOUT' | 'E_REGISTRY_UNREACHABLE';
      message: string;
    };

/** `Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:x:pull"` */
export function parseChallenge(header: string | null): Challenge | undefined {
  if (!header) return undefined;
  const m = /^\s*([A-Za-z]+)\s*(.*)$/s.exec(header);
  if (!m) return undefined;
  const params: Record<string, string> = {};
  const re = /([A-Za-z_]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g;
  for (const p of (m[2] ?? '').matchAll(re)) {
    params[(p[1] ?? '').toLowerCase()] = (p[2] ?? p[3] ?? '').replace(/\\(.)/g, '$1');
  }
  return { scheme: (m[1] ?? '').toLowerCase(), params };
}

export function basicHeader(c: Credentials): string {
  return `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;
}

async function fetchToken(realm: URL, creds: Credentials | undefined, timeoutMs: number): Promise<AuthOutcome> {
  try {
    // Redirects are followed by the core, which drops the Authorization header on another host (I5).
    const res = await exchange(realm, {
      headers: creds ? { authorization: basicHeader(creds) } : {},
      timeoutMs,
      maxBodyBytes: 1024 * 1024,
      redirects: 'follow',
    });
    if (res.status !== 200)
      return { ok: false, code: 'E_REGISTRY_AUTH', message: `token service ${realm.host} answered ${res.status}` };
    const body = JSON.parse(res.body?.toString('utf8') ?? '') as { token?: unknown; access_token?: unknown };
    const token = typeof body.token === 'string' ? body.token : body.access_token;
    if (typeof token !== 'string' || token === '')
      return { ok: false, code: 'E_REGISTRY_AUTH', message: `token service ${realm.host} returned no token` };
    return { ok: true, header: `Bearer ${token}` };
  } catch (err) {
    if (err instanceof HttpError) {
      return {
        ok: false,
        code: err.kind === 'timeout' ? 'E_REGISTRY_TIMEOUT' : 'E_REGISTRY_UNREACHABLE',
        message: `token service: ${err.message}`,
      };
    }
    return { ok: false, code: 'E_REGISTRY_AUTH', message: `token service ${realm.host} returned unreadable JSON` };
  }
}

export interface AnswerOptions {
  registry: string;
  repository: string;
  creds: Credentials | undefined;
  insecure: Set<string>;
  tokenHosts: Record<string, string[]> | undefined;
  timeoutMs: number;
}

/** Answers a 401 challenge: an Authorization header to retry with, or why there is none. */
export async function answerChallenge(challenge: Challenge | undefined, o: AnswerOptions): Promise<AuthOutcome> {
  if (challenge?.scheme === 'basic') {
    if (!o.creds)
      return {
        ok: false,
        code: 'E_REGISTRY_AUTH',
        message: `${o.registry} requires credentials (Basic) and none are configured`,
      };
    return { ok: true, header: basicHeader(o.creds) };
  }
  if (challenge?.scheme !== 'bearer' || !challenge.params.realm) {
    return { ok: false, code: 'E_REGISTRY_AUTH', message: `${o.registry} answered 401 without a usable challenge` };
  }
  let realm: URL;
  try {
    realm = new URL(challenge.params.realm);
  } catch {
    return { ok: false, code: 'E_REGISTRY_AUTH', message: `${o.registry} sent an unreadable token realm` };
  }
  const plainOk = realm.protocol === 'https:' || o.insecure.has(realm.host) || o.insecure.has(o.registry);
  if (!isTrustedRealm(o.registry, realm, o.tokenHosts) || !plainOk) {
    return {
      ok: false,
      code: 'E_REGISTRY_AUTH_REALM_UNTRUSTED',
      message: `${o.registry} sent its token challenge to ${realm.protocol}//${realm.host}, which is not that registry or a token service trusted for it`,
    };
  }
  if (challenge.params.service) realm.searchParams.set('service', challenge.params.service);
  realm.searchParams.set('scope', challenge.params.scope ?? `repository:${o.repository}:pull`);
  return fetchToken(realm, o.creds, o.timeoutMs);
}
