/**
 * One GET against the Argo CD API with node:http/https. Not `fetch`: Node's built-in fetch takes
 * custom CAs or `rejectUnauthorized` only through an undici `dispatcher`, which is not part of
 * Node's public API (the bundled undici differs from any installed copy), while an `https.Agent`
 * works the same on Node 20 and 24. Redirects are not followed, so the token never travels to
 * another host.
 */
import http from 'node:http';
import https from 'node:https';
import { readFileSync } from 'node:fs';
import tls from 'node:tls';

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
  | { ok: true; status: number; body: unknown }
  | { ok: false; status?: number; problem: string; body?: string };

/** The https agent for `insecure` / `caFile`; a CA file that cannot be read is a problem to report. */
export function tlsAgent(opts: { insecure?: boolean; caFile?: string }): { agent?: https.Agent; problem?: string } {
  if (!opts.insecure && !opts.caFile) return {};
  let ca: string[] | undefined;
  if (opts.caFile) {
    try {
      // Added to the built-in roots: a public server certificate keeps working.
      ca = [...tls.rootCertificates, readFileSync(opts.caFile, 'utf8')];
    } catch (err) {
      return { problem: `the CA file ${opts.caFile} could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)})` };
    }
  }
  return { agent: new https.Agent({ ...(ca ? { ca } : {}), rejectUnauthorized: !opts.insecure }) };
}

interface Raw {
  status: number;
  text: string;
}

function once(url: URL, opts: ClientOptions): Promise<Raw> {
  const lib = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const req = lib.request(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${opts.token}`, accept: 'application/json' },
      ...(url.protocol === 'https:' && opts.agent ? { agent: opts.agent } : {}),
    });
    // One deadline for the whole exchange (connect, headers and body), not an idle timer.
    const timer = setTimeout(() => req.destroy(new TimeoutError(opts.timeoutMs)), opts.timeoutMs);
    req.on('error', (err) => { clearTimeout(timer); reject(err); });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) req.destroy(new Error(`response larger than ${MAX_BODY_BYTES} bytes`));
        else chunks.push(chunk);
      });
      res.on('end', () => { clearTimeout(timer); resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }); });
      res.on('error', (err) => { clearTimeout(timer); reject(err); });
    });
    req.end();
  });
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function describe(err: unknown): string {
  if (err instanceof TimeoutError) return err.message;
  const code = (err as NodeJS.ErrnoException).code;
  const message = err instanceof Error ? err.message : String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_ATTEMPTS = 3;

/** GET `path` (with query) as JSON; retries a 5xx or a dropped connection twice, never a timeout or a 4xx. */
export async function getJson(path: string, opts: ClientOptions): Promise<GetResult> {
  const url = new URL(path, opts.server);
  let last: GetResult = { ok: false, problem: 'no attempt made' };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(opts.retryDelayMs * (attempt - 1));
    let raw: Raw;
    try {
      raw = await once(url, opts);
    } catch (err) {
      last = { ok: false, problem: `GET ${url.pathname}: ${describe(err)}` };
      if (err instanceof TimeoutError) return last;
      continue;
    }
    if (raw.status >= 500) {
      last = { ok: false, status: raw.status, problem: `GET ${url.pathname} answered ${raw.status} (after ${attempt} attempt${attempt > 1 ? 's' : ''})`, body: raw.text };
      continue;
    }
    return parsed(raw, url);
  }
  return last;
}

function parsed(raw: Raw, url: URL): GetResult {
  if (raw.status === 401 || raw.status === 403) {
    return { ok: false, status: raw.status, problem: `GET ${url.pathname} answered ${raw.status}: the token was refused or lacks RBAC permission`, body: raw.text };
  }
  if (raw.status < 200 || raw.status >= 300) {
    return { ok: false, status: raw.status, problem: `GET ${url.pathname} answered ${raw.status}${raw.status >= 300 && raw.status < 400 ? ' (a redirect; not followed, the token stays with the configured server)' : ''}`, body: raw.text };
  }
  try {
    return { ok: true, status: raw.status, body: JSON.parse(raw.text) as unknown };
  } catch {
    return { ok: false, status: raw.status, problem: `GET ${url.pathname} answered ${raw.status} but not with JSON (a login page or proxy in the way?)`, body: raw.text };
  }
}
