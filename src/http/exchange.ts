/**
 * One HTTP exchange, the way every outbound client of deploy-gate needs it: one deadline for the
 * whole exchange (connect, headers and body, not an idle timer), a bounded body, and an explicit
 * redirect policy. Built on node:http/https rather than `fetch`: custom CAs and
 * `rejectUnauthorized` reach `fetch` only through an undici dispatcher, which is not public Node
 * API, while an `https.Agent` works the same on Node 20 and 24.
 */
import http from 'node:http';
import https from 'node:https';

/**
 * - `return`: a 3xx is handed back as the answer (the caller says it was not followed);
 * - `refuse`: a 3xx is an `HttpError` of kind `redirect`;
 * - `same-host`: follow redirects that stay on the same scheme, host and port, refuse others;
 * - `follow`: follow up to five, dropping credentials whenever the host changes.
 */
export type RedirectPolicy = 'return' | 'refuse' | 'same-host' | 'follow';

export interface ExchangeOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Deadline for the whole exchange, redirects included. */
  timeoutMs: number;
  maxBodyBytes: number;
  redirects: RedirectPolicy;
  agent?: https.Agent;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Raw bytes, never re-serialised (registry digests are computed over them); empty for HEAD. */
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

export type HttpErrorKind = 'timeout' | 'network' | 'too-large' | 'redirect';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const MAX_REDIRECTS = 5;
/** Headers that carry credentials: never sent on to another host. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return out;
}

function describeError(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  const message = err instanceof Error ? err.message : String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

interface OneHop {
  url: URL;
  headers: Record<string, string>;
  signal: { expired: boolean; timers: Set<(err: HttpError) => void> };
}

/** Sends one request and reads the answer within the shared deadline. */
function hop(h: OneHop, o: ExchangeOptions): Promise<HttpResponse> {
  const lib = h.url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const req = lib.request(h.url, {
      method: o.method ?? 'GET',
      headers: h.headers,
      ...(h.url.protocol === 'https:' && o.agent ? { agent: o.agent } : {}),
    });
    let settled = false;
    // Settle once, then tear the connection down: later socket errors have no one left to tell.
    const fail = (err: HttpError) => {
      if (!settled) reject(err);
      settled = true;
      h.signal.timers.delete(fail);
      req.destroy();
    };
    h.signal.timers.add(fail);
    req.on('error', (err) =>
      fail(err instanceof HttpError ? err : new HttpError('network', `${h.url.host}: ${describeError(err)}`)),
    );
    req.on('response', (res) => {
      res.on('error', (err) => fail(new HttpError('network', `${h.url.host}: ${describeError(err)}`)));
      const declared = o.method === 'HEAD' ? NaN : Number(res.headers['content-length'] ?? NaN);
      if (declared > o.maxBodyBytes)
        return fail(
          new HttpError(
            'too-large',
            `answer of ${declared} bytes from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`,
          ),
        );
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > o.maxBodyBytes)
          fail(new HttpError('too-large', `answer from ${h.url.host} exceeds the ${o.maxBodyBytes}-byte limit`));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        h.signal.timers.delete(fail);
        if (settled) return;
        settled = true;
        resolve({
          status: res.statusCode ?? 0,
          headers: toHeaders(res.headers),
          body: Buffer.concat(chunks),
          url: h.url.toString(),
        });
      });
    });
    req.end();
  });
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !CREDENTIAL_HEADERS.has(k.toLowerCase())));
}

/** Where a redirect may go under the policy: the next URL and headers, or why not. */
function nextHop(
  res: HttpResponse,
  current: URL,
  headers: Record<string, string>,
  policy: RedirectPolicy,
): { url: URL; headers: Record<string, string> } | undefined {
  const location = res.headers.get('location');
  if (policy === 'return' || !location || res.status < 300 || res.status >= 400 || res.status === 304) return undefined;
  const next = new URL(location, current);
  if (policy === 'refuse')
    throw new HttpError(
      'redirect',
      `${current.host} redirected (${res.status}) to ${next.host}${next.pathname}; redirects are not followed`,
    );
  if (next.protocol !== 'http:' && next.protocol !== 'https:')
    throw new HttpError('redirect', `${current.host} redirected to a ${next.protocol} URL`);
  if (policy === 'same-host' && next.origin !== current.origin) {
    throw new HttpError(
      'redirect',
      `${current.host} redirected (${res.status}) to another host or scheme (${next.origin}); not followed`,
    );
  }
  return { url: next, headers: next.host === current.host ? headers : withoutCredentials(headers) };
}

/**
 * GET or HEAD `url` under one deadline. Resolves with any HTTP answer (4xx and 5xx included);
 * rejects with an `HttpError` for a timeout, a network failure, a body over the limit or a
 * redirect the policy refuses.
 */
export async function exchange(url: string | URL, o: ExchangeOptions): Promise<HttpResponse> {
  const signal: OneHop['signal'] = { expired: false, timers: new Set() };
  const timer = setTimeout(() => {
    signal.expired = true;
    for (const abort of signal.timers) abort(new HttpError('timeout', `no complete answer within ${o.timeoutMs} ms`));
  }, o.timeoutMs);
  let current = new URL(url);
  let headers = { ...(o.headers ?? {}) };
  try {
    for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
      if (signal.expired) throw new HttpError('timeout', `no complete answer within ${o.timeoutMs} ms`);
      const res = await hop({ url: current, headers, signal }, o);
      const next = nextHop(res, current, headers, o.redirects);
      if (!next) return res;
      current = next.url;
      headers = next.headers;
    }
    throw new HttpError('redirect', `more than ${MAX_REDIRECTS} redirects from ${new URL(url).host}`);
  } finally {
    clearTimeout(timer);
  }
}
