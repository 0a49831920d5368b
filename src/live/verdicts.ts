import type { OutOfSyncEntry } from './types.js';

/** The live rules, in the order an Application's findings are listed. */
export const LIVE_RULES = [
  'live/status-unavailable',
  'live/revision-mismatch',
  'live/spec-drift',
  'live/out-of-sync',
  'live/sync-failed',
  'live/sync-running',
  'live/unhealthy',
  'live/stuck-progressing',
  'live/progressing',
  'live/suspended',
  'live/rollout-incomplete',
  'live/no-ready-endpoints',
  'live/smoke-failed',
  'live/smoke-wrong-release',
] as const;

export type LiveRule = (typeof LIVE_RULES)[number];

/** A source pinned to a fixed revision, and synced to it. */
export interface Pin {
  source: string;
  revision: string;
}

/** What one Application's judgement found: reasons per rule (one finding per rule and app), notices, the OutOfSync entry. */
export class AppVerdicts {
  readonly reasons = new Map<LiveRule, string[]>();
  readonly notices: string[] = [];
  readonly pins: Pin[] = [];
  /** Rules whose finding is inconclusive this time (a rollout still within its time limit), not a failure. */
  readonly inconclusive = new Set<LiveRule>();
  outOfSync?: OutOfSyncEntry;

  add(rule: LiveRule, reason: string): void {
    this.reasons.set(rule, [...(this.reasons.get(rule) ?? []), reason]);
  }

  has(rule: LiveRule): boolean {
    return this.reasons.has(rule);
  }
}
