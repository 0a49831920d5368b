// The one Octokit the action uses: paced writes, retries 5xx with backoff, waits out rate limits within a bounded budget.
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import { memoised } from '../cache/memo.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * How fast the client may talk to GitHub. The production values are GitHub's own advice (one
 * write a second, more between notifying writes); tests against a fake API on 127.0.0.1 pass
 * shorter ones so a dozen writes do not cost a dozen seconds.
 */
export interface Pacing {
  /** Least time between two writes (POST/PATCH/DELETE). */
  writeIntervalMs: number;
  /** Least time between two writes that notify people (creating a comment or an issue). */
  notificationIntervalMs: number;
  /** Backoff unit for 5xx retries (plugin-retry waits unit × attempt²). */
  retryBaseMs: number;
  /** Milliseconds per second of a rate limit's retry-after (the budget still counts seconds). */
  retryAfterUnitMs: number;
}

export const PRODUCTION_PACING: Pacing = {
  writeIntervalMs: 1000,
  notificationIntervalMs: 3000,
  retryBaseMs: 1000,
  retryAfterUnitMs: 1000,
};

export interface ClientOptions {
  token: string;
  /** GITHUB_API_URL; defaults to the environment's. */
  baseUrl?: string;
  /** Total seconds the run may spend waiting on rate limits (security case G4: never hang the job). */
  maxWaitSeconds?: number;
  /** Defaults to PRODUCTION_PACING, field by field. */
  pacing?: Partial<Pacing>;
  log?: (msg: string) => void;
}

export const DEFAULT_RATE_LIMIT_BUDGET_SECONDS = 120;

/**
 * The only environment knob: DEPLOY_GATE_TEST_PACING_MS shortens every interval, and only for an
 * API on a loopback address (a test's fake GitHub). Against any other URL it is ignored, so a
 * workflow cannot use it to hammer GitHub.
 */
export const TEST_PACING_ENV = 'DEPLOY_GATE_TEST_PACING_MS';

export function pacingFor(apiUrl: string | undefined, env: NodeJS.ProcessEnv = process.env): Pacing {
  const ms = Number(env[TEST_PACING_ENV]);
  if (!env[TEST_PACING_ENV] || !Number.isInteger(ms) || ms < 0 || !isLoopback(apiUrl)) return PRODUCTION_PACING;
  return { writeIntervalMs: ms, notificationIntervalMs: ms, retryBaseMs: ms, retryAfterUnitMs: ms };
}

export function isLoopback(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/** Decides whether to wait `retryAfter` seconds, keeping the sum of all waits under the budget. */
export function rateLimitPolicy(budgetSeconds: number, maxRetries: number, log: (msg: string) => void) {
  let spent = 0;
  return (kind: string) =>
    (
      retryAfter: number,
      options: { method?: string; url?: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
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

type Limiters = { write: Bottleneck.Group; notifications: Bottleneck.Group };
const limiters = new Map<string, Limiters>();

/** One pair of limiters per pacing, shared by every client of the process, as the plugin shares its own. */
function limitersFor(p: Pacing): Limiters {
  const key = `${p.writeIntervalMs}/${p.notificationIntervalMs}`;
  return memoised(limiters, key, () => ({
    write: new Bottleneck.Group({ id: `deploy-gate-write-${key}`, maxConcurrent: 1, minTime: p.writeIntervalMs }),
    notifications: new Bottleneck.Group({
      id: `deploy-gate-notify-${key}`,
      maxConcurrent: 1,
      minTime: p.notificationIntervalMs,
    }),
  }));
}

export function createGitHubClient(opts: ClientOptions): GitHubClient {
  const log = opts.log ?? (() => undefined);
  const pacing = { ...PRODUCTION_PACING, ...opts.pacing };
  // A request is retried at most three times after a rate limit.
  const policy = rateLimitPolicy(opts.maxWaitSeconds ?? DEFAULT_RATE_LIMIT_BUDGET_SECONDS, 3, log);
  return getOctokit(
    opts.token,
    {
      ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
      // Octokit logs request failures with console.warn; the action reports them itself.
      log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
      retry: { retries: 3, retryAfterBaseValue: pacing.retryBaseMs },
      throttle: {
        ...limitersFor(pacing),
        retryAfterBaseValue: pacing.retryAfterUnitMs,
        onRateLimit: policy('rate limit'),
        onSecondaryRateLimit: policy('secondary rate limit'),
      },
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
