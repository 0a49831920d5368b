/**
 * One GET against the Argo CD API through the shared HTTP core (src/http/). Redirects are not
 * followed, so the token never travels to another host.
 */
import https from 'node:https';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';
import { exchangeWithRetries } from '../http/index.js';

/** An Argo CD application list of a thousand apps with resources runs to tens of MB. */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;

export interface ClientOptions {
  server: URL;
  token: string;
  timeoutMs: number;
  retryDelayMs: number;
  agent?: https.Agent;
}

export type GetResult =
  { ok: true; status: number; body: unknown } | { ok: false; status?: number; problem: string; body?: string };

/** The https agent for `insecure` / `caFile`; a CA file that cannot be read is a problem to report. */
export function tlsAgent(opts: { insecure?: boolean; caFile?: string }): { agent?: https.Agent; problem?: string } {
  if (!opts.insecure && !opts.caFile) return {};
  let ca: string[] | undefined;
  if (opts.caFile) {
    try {
      // Added to the built-in roots: a public server certificate keeps working.
      ca = [...tls.rootCertificates, readFileSync(opts.caFile, 'utf8')];
    } catch (err) {
      return {
        problem: `the CA file ${opts.caFile} could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
      };
    }
  }
  return { agent: new https.Agent({ ...(ca ? { ca } : {}), rejectUnauthorized: !opts.insecure }) };
}

const MAX_ATTEMPTS = 3;
/** The longest pause a Retry-After may ask for before the read gives up instead. */
const MAX_RETRY_WAIT_MS = 10_000;

/**
 * GET `path` (with query) as JSON through the shared HTTP core: a 5xx, a 429 or a dropped
 * connection is retried twice (Retry-After honoured), never a timeout or another 4xx; a redirect
 * is not followed.
 */
export async function getJson(path: string, opts: ClientOptions): Promise<GetResult> {
  const url = new URL(path, opts.server);
  const outcome = await exchangeWithRetries(
    url,
    {
      headers: { authorization: `Bearer ${opts.token}`, accept: 'application/json' },
      timeoutMs: opts.timeoutMs,
      maxBodyBytes: MAX_BODY_BYTES,
      redirects: 'return',
      ...(opts.agent ? { agent: opts.agent } : {}),
    },
    { attempts: MAX_ATTEMPTS, baseDelayMs: opts.retryDelayMs, maxWaitMs: MAX_RETRY_WAIT_MS },
  );
  if (!outcome.ok) return { ok: false, problem: `GET ${url.pathname}: ${outcome.error.message}` };
  const raw = { status: outcome.response.status, text: outcome.response.body.toString('utf8') };
  const n = outcome.attempts;
  if (raw.status >= 500 || raw.status === 429)
    return answered(raw, `GET ${url.pathname} answered ${raw.status} (after ${n} attempt${n > 1 ? 's' : ''})`);
  return parsed(raw, url);
}

type Raw = { status: number; text: string };

/** A reply that is not the object asked for: its status and body kept for the caller. */
const answered = (raw: Raw, problem: string): GetResult => ({ ok: false, status: raw.status, problem, body: raw.text });

function parsed(raw: Raw, url: URL): GetResult {
  const said = `GET ${url.pathname} answered ${raw.status}`;
  if (raw.status === 401 || raw.status === 403)
    return answered(raw, `${said}: the token was refused or lacks RBAC permission`);
  if (raw.status < 200 || raw.status >= 300) {
    const redirect = raw.status >= 300 && raw.status < 400;
    return answered(
      raw,
      `${said}${redirect ? ' (a redirect; not followed, the token stays with the configured server)' : ''}`,
    );
  }
  try {
    return { ok: true, status: raw.status, body: JSON.parse(raw.text) as unknown };
  } catch {
    return answered(raw, `${said} but not with JSON (a login page or proxy in the way?)`);
  }
}
