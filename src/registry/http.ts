/**
 * Registry exchanges through the shared HTTP core (src/http/): one deadline, a bounded body, and
 * redirects followed by hand so the Authorization header never reaches another host (I5, the
 * registry analogue of CVE-2021-32690).
 */
import { exchange, exchangeWithRetries } from '../http/index.js';
import type { ExchangeOptions, HttpResponse, Outcome, RetryPolicy } from '../http/index.js';

export { HttpError, retryAfterMs } from '../http/index.js';

export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

export type HttpResult = HttpResponse;

function options(
  method: 'GET' | 'HEAD',
  headers: Record<string, string>,
  timeoutMs: number,
  bodyLimit: number,
): ExchangeOptions {
  return { method, headers, timeoutMs, maxBodyBytes: bodyLimit, redirects: 'follow' };
}

/** One exchange, no retry (token service calls); throws `HttpError`. */
export function httpRequest(
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  bodyLimit = MAX_MANIFEST_BYTES,
): Promise<HttpResult> {
  return exchange(url, options(method, headers, timeoutMs, bodyLimit));
}

/** A manifest exchange under the shared retry policy (429 with Retry-After, 5xx, dropped connections). */
export function httpRequestWithRetries(
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  policy: RetryPolicy,
): Promise<Outcome> {
  return exchangeWithRetries(url, options(method, headers, timeoutMs, MAX_MANIFEST_BYTES), policy);
}
