// The one Octokit the action uses: retries 5xx with backoff, waits out rate limits within a bounded budget.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface ClientOptions {
  token: string;
  /** GITHUB_API_URL; defaults to the environment's. */
  baseUrl?: string;
  /** Total seconds the run may spend waiting on rate limits (security case G4: never hang the job). */
  maxWaitSeconds?: number;
  /** Times one request is retried after a rate limit. */
  maxRateLimitRetries?: number;
  /** Backoff unit for 5xx retries (plugin-retry waits unit × attempt²). */
  retryBaseMs?: number;
  log?: (msg: string) => void;
}

export const DEFAULT_RATE_LIMIT_BUDGET_SECONDS = 120;

/** Decides whether to wait `retryAfter` seconds, keeping the sum of all waits under the budget. */
export function rateLimitPolicy(budgetSeconds: number, maxRetries: number, log: (msg: string) => void) {
  let spent = 0;
  return (kind: string) =>
    (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
      const what = `${options.method ?? ''} ${options.url ?? ''}`.trim();
      if (retryCount >= maxRetries || spent + retryAfter > budgetSeconds) {
        log(`GitHub ${kind} on ${what}: retry-after ${retryAfter}s exceeds the wait budget; giving up`);
        return false;
      }
      spent += retryAfter;
      log(`GitHub ${kind} on ${what}: retrying in ${retryAfter}s`);
      return true;
    };
}

export function createGitHubClient(opts: ClientOptions): GitHubClient {
  const log = opts.log ?? (() => undefined);
  const policy = rateLimitPolicy(
    opts.maxWaitSeconds ?? DEFAULT_RATE_LIMIT_BUDGET_SECONDS,
    opts.maxRateLimitRetries ?? 3,
    log,
  );
  return getOctokit(
    opts.token,
    {
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
      // Octokit logs request failures with console.warn; the action reports them itself.
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
      retry: { retries: 3, retryAfterBaseValue: opts.retryBaseMs ?? 1000 },
      throttle: { onRateLimit: policy('rate limit'), onSecondaryRateLimit: policy('secondary rate limit') },
    },
    retry,
    throttling,
  );
}

/** HTTP status of an Octokit RequestError, if it is one. */
export function httpStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function isRateLimited(err: unknown): boolean {
  const status = httpStatus(err);
  const message = err instanceof Error ? err.message : '';
  return status === 429 || (status === 403 && /rate limit/i.test(message));
}
