// When Kubernetes first serves each apiVersion/kind: policies/api-introductions.yaml, generated from
// the upstream OpenAPI documents of 1.25–1.35 (scripts/gen-api-introductions.mjs). It tells an
// apiVersion a newer Kubernetes serves (`api/not-yet-served`) from one that was removed.
import { compareVersions } from './version.js';

export interface IntroductionTable {
  /** The oldest release read: a kind it serves may be older still. */
  oldest: string;
  /** The newest release read: the newest Kubernetes deploy-gate knows. */
  newest: string;
  /** `apiVersion/kind` → the first release (of those read) that serves it. */
  servedSince: Map<string, string>;
}

/** policies/api-introductions.yaml's data (schema/api-tables.ts reads it). */
export function parseIntroductionTable(data: unknown): IntroductionTable {
  const raw = (data ?? {}) as Record<string, unknown>;
  const since = raw.servedSince;
  if (typeof raw.oldest !== 'string' || typeof raw.newest !== 'string' || typeof since !== 'object' || !since)
    throw new Error('policies/api-introductions.yaml: needs oldest, newest and servedSince');
  const servedSince = new Map<string, string>();
  for (const [key, version] of Object.entries(since)) {
    if (typeof version !== 'string') throw new Error(`policies/api-introductions.yaml: bad row ${key}`);
    servedSince.set(key, version);
  }
  return { oldest: raw.oldest, newest: raw.newest, servedSince };
}

/**
 * Why a built-in apiVersion/kind that `version`'s OpenAPI does not have is missing: `newer` (a
 * later release serves it, `since`), `removed` (an earlier one did), or `unknown` (no release
 * deploy-gate knows serves it: a release after `newest`, or a typo).
 */
export function whyNotServed(
  apiVersion: string,
  kind: string,
  version: string,
  table: IntroductionTable,
): { why: 'newer'; since: string } | { why: 'removed' } | { why: 'unknown'; newest: string } {
  const since = table.servedSince.get(`${apiVersion}/${kind}`);
  if (since === undefined) return { why: 'unknown', newest: table.newest };
  return compareVersions(since, version) > 0 ? { why: 'newer', since } : { why: 'removed' };
}
