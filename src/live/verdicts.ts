import type { OutOfSyncEntry } from './types.js';

export type LiveRule = 'live/revision-mismatch' | 'live/out-of-sync' | 'live/unhealthy' | 'live/stuck-progressing' | 'live/status-unavailable';

/** What one Application's judgement found: reasons per rule (one finding per rule and app), notices, the OutOfSync entry. */
export class AppVerdicts {
  readonly reasons = new Map<LiveRule, string[]>();
  readonly notices: string[] = [];
  outOfSync?: OutOfSyncEntry;
  /** Health is bad but no resource in status.resources says which: ask the resource tree. */
  unnamedUnhealthy = false;
  /** Resources without a health entry (not hooks): excluded by annotation, or no health check for the kind. */
  healthless: string[] = [];

  add(rule: LiveRule, reason: string): void {
    this.reasons.set(rule, [...(this.reasons.get(rule) ?? []), reason]);
  }

  has(rule: LiveRule): boolean {
    return this.reasons.has(rule);
  }
}
