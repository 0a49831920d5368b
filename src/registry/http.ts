/** One HTTP exchange with a registry: timeout, manual redirects that drop credentials across hosts, bounded body. */

export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface HttpResult {
  status: number;
  headers: Headers;
  /** Raw bytes (GET only), never re-serialised: digests are computed over them (I2). */
  body?: Buffer;
  url: string;
}

export class HttpError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

async function readBounded(res: Response, limit: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await res.body?.cancel();
    throw new HttpError('too-large', `response of ${declared} bytes exceeds the ${limit}-byte limit`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError('too-large', `response exceeds the ${limit}-byte limit`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

function describeNetworkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/**
 * Sends one request and follows up to five redirects itself, so the Authorization header is never
 * carried to another host (I5, the registry analogue of CVE-2021-32690).
 */
export async function httpRequest(
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  bodyLimit = MAX_MANIFEST_BYTES,
): Promise<HttpResult> {
  let current = new URL(url);
  let sent = { ...headers };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let res: Response;
    try {
      res = await fetch(current, { method, headers: sent, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new HttpError('timeout', `no answer within ${timeoutMs} ms from ${current.host}`);
      throw new HttpError('network', `${current.host}: ${describeNetworkError(err)}`);
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      const next = new URL(location, current);
      if (next.host !== current.host) {
        sent = Object.fromEntries(Object.entries(sent).filter(([k]) => k.toLowerCase() !== 'authorization'));
      }
      current = next;
      continue;
    }
    try {
      const body = method === 'GET' ? await readBounded(res, bodyLimit) : undefined;
      if (method === 'HEAD') await res.body?.cancel();
      return { status: res.status, headers: res.headers, url: current.toString(), ...(body ? { body } : {}) };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new HttpError('timeout', `body not received within ${timeoutMs} ms from ${current.host}`);
      throw new HttpError('network', `${current.host}: ${describeNetworkError(err)}`);
    }
  }
  throw new HttpError('network', `more than ${MAX_REDIRECTS} redirects from ${url}`);
}

/** Seconds or an HTTP date → milliseconds to wait; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
