/**
 * The one retry policy of every outbound client: a bounded number of attempts; retried are a
 * dropped or refused connection, a 5xx and a 429 (and a timeout only where the caller says so);
 * the pause grows exponentially unless the server names one in `Retry-After` (on 429 and 503),
 * and a named pause longer than the caller allows ends the retries instead of stalling the run.
 */
import { exchange, HttpError, type ExchangeOptions, type HttpResponse } from './exchange.js';

export interface RetryPolicy {
  /** Attempts in all (1 = no retry). */
  attempts: number;
  /** Pause before retry n (1-based) is baseDelayMs × 2^(n-1), unless Retry-After says otherwise. */
  baseDelayMs: number;
  /** The longest pause taken, named by Retry-After or not; a longer Retry-After stops the retries. */
  maxWaitMs: number;
  /** A timeout already spent the deadline: retried only when the caller opts in. */
  retryTimeouts?: boolean;
  /** Epoch ms after which no retry starts (a caller's overall budget). */
  deadline?: number;
  /** For tests: how to pause (default a real timer). */
  sleep?: (ms: number) => Promise<void>;
}

export type Outcome =
  { ok: true; response: HttpResponse; attempts: number } | { ok: false; error: HttpError; attempts: number };

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date → milliseconds to wait; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function retryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

function retryableError(err: HttpError, policy: RetryPolicy): boolean {
  return err.kind === 'network' || (err.kind === 'timeout' && policy.retryTimeouts === true);
}

/** The pause before the next attempt, or undefined when the policy says stop. */
function pauseBefore(retry: number, policy: RetryPolicy, response?: HttpResponse): number | undefined {
  const hinted =
    response && (response.status === 429 || response.status === 503)
      ? retryAfterMs(response.headers.get('retry-after'))
      : undefined;
  if (hinted !== undefined && hinted > policy.maxWaitMs) return undefined;
  const wait = Math.min(hinted ?? policy.baseDelayMs * 2 ** (retry - 1), policy.maxWaitMs);
  if (policy.deadline !== undefined && Date.now() + wait >= policy.deadline) return undefined;
  return wait;
}

/** `exchange` under the retry policy; never throws for what the server or the network does. */
export async function exchangeWithRetries(
  url: string | URL,
  o: ExchangeOptions,
  policy: RetryPolicy,
): Promise<Outcome> {
  const pause = policy.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    let outcome: Outcome;
    try {
      outcome = { ok: true, response: await exchange(url, o), attempts: attempt };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      outcome = { ok: false, error: err, attempts: attempt };
    }
    const again = outcome.ok ? retryableStatus(outcome.response.status) : retryableError(outcome.error, policy);
    if (!again || attempt >= policy.attempts) return outcome;
    const wait = pauseBefore(attempt, policy, outcome.ok ? outcome.response : undefined);
    if (wait === undefined) return outcome;
    await pause(wait);
  }
}
