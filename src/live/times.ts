/**
 * What the Argo CD API can tell about "since when". It records no time at which an Application
 * turned OutOfSync, so the dwell time is an upper bound: the app has been out of sync at most
 * since it was last known to be in sync (the end of the last successful sync). For Progressing,
 * `status.health.lastTransitionTime` (Argo CD 2.11+) is when health last changed; without it,
 * the start of the last sync is when the rollout began.
 */
import type { Json } from './types.js';
import { asObject as obj, asObjects as objs } from '../kube/object.js';

export interface Since {
  at: Date;
  how: string;
}

export function parseTime(v: unknown): Date | undefined {
  if (typeof v !== 'string' || v === '') return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : new Date(t);
}

function latest(entries: Array<Since | undefined>): Since | undefined {
  return entries.filter((e): e is Since => e !== undefined).sort((a, b) => b.at.getTime() - a.at.getTime())[0];
}

/** The newest `status.history` entry by its time field (history is oldest-first, but do not rely on it). */
function lastHistory(status: Json, field: 'deployedAt' | 'deployStartedAt'): Since | undefined {
  return latest(
    objs(status.history).map((h) => {
      const at = parseTime(h[field]);
      return at ? { at, how: `status.history[id ${String(h.id ?? '?')}].${field}` } : undefined;
    }),
  );
}

function lastSuccessfulSync(status: Json): Since | undefined {
  const op = obj(status.operationState);
  const at = parseTime(op.finishedAt);
  if (!at || op.phase !== 'Succeeded') return undefined;
  return { at, how: 'status.operationState.finishedAt (phase Succeeded)' };
}

/** When the Application was last known to be in sync; undefined when the API keeps no sync record. */
export function lastInSync(status: Json): Since | undefined {
  return latest([lastSuccessfulSync(status), lastHistory(status, 'deployedAt')]);
}

/** When the current Progressing began, as well as the API tells. */
export function progressingSince(status: Json): Since | undefined {
  const transition = parseTime(obj(status.health).lastTransitionTime);
  if (transition) return { at: transition, how: 'status.health.lastTransitionTime' };
  const op = obj(status.operationState);
  const started = parseTime(op.startedAt);
  return latest([
    started ? { at: started, how: 'status.operationState.startedAt (the last sync began)' } : undefined,
    lastHistory(status, 'deployStartedAt'),
    lastHistory(status, 'deployedAt'),
  ]);
}

export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
}

/** "95 min" / "3 h 10 min" / "2 d 4 h": dwell times for people. */
export function humanMinutes(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
