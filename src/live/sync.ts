import type { Json, OutOfSyncEntry } from './types.js';
import { AppVerdicts } from './verdicts.js';
import { humanMinutes, lastInSync, minutesBetween, parseTime } from './times.js';
import { asObject as obj, asObjects as objs, nonEmptyString as str } from '../kube/object.js';

export interface SyncContext {
  staleAfterMinutes: number;
  now: Date;
}

/** `status.sync.revision`, or `status.sync.revisions` of a multi-source Application. */
export function syncRevisions(sync: Json): string[] {
  const all = [sync.revision, ...(Array.isArray(sync.revisions) ? sync.revisions : [])];
  return [...new Set(all.map(str).filter((r) => r !== undefined))];
}

/** Sync status, presence of a revision, error conditions and freshness of one Application (the revision itself: revision.ts). */
export function judgeSync(status: Json, ctx: SyncContext, v: AppVerdicts): void {
  const sync = obj(status.sync);
  const state = str(sync.status);
  const revisions = syncRevisions(sync);
  const missing = [state ? '' : 'status.sync.status', revisions.length ? '' : 'status.sync.revision'].filter(Boolean);
  if (missing.length)
    v.add('live/status-unavailable', `${missing.join(' and ')} missing: the deployed revision cannot be confirmed`);
  judgeConditions(status, v);
  judgeFreshness(status, ctx, v);
  if (state === 'OutOfSync') outOfSync(status, ctx.now, v);
  else if (state && state !== 'Synced')
    v.add(
      'live/status-unavailable',
      `sync status is ${state}, not Synced or OutOfSync: Argo CD could not compare the live state`,
    );
}

/** A failed comparison makes every sync status meaningless (argo-cd#4558: Healthy with sync Unknown). */
function judgeConditions(status: Json, v: AppVerdicts): void {
  for (const c of objs(status.conditions)) {
    const type = String(c.type ?? '');
    const message = typeof c.message === 'string' ? c.message : '(no message)';
    if (type === 'ComparisonError' || type === 'InvalidSpecError' || type === 'UnknownError')
      v.add('live/status-unavailable', `condition ${type}: ${message}`);
    else if (/Error$/.test(type)) v.notices.push(`condition ${type}: ${message}`);
  }
}

function judgeFreshness(status: Json, ctx: SyncContext, v: AppVerdicts): void {
  const reconciled = parseTime(status.reconciledAt);
  if (!reconciled) {
    v.add(
      'live/status-unavailable',
      'status.reconciledAt missing: no telling whether Argo CD ever compared this Application',
    );
    return;
  }
  const age = minutesBetween(reconciled, ctx.now);
  if (age > ctx.staleAfterMinutes) {
    v.add(
      'live/status-unavailable',
      `status last reconciled ${humanMinutes(age)} ago (status.reconciledAt ${reconciled.toISOString()}), more than the ${ctx.staleAfterMinutes} min allowed: too old to vouch for the live state (is the application controller running?)`,
    );
  }
}

function outOfSync(status: Json, now: Date, v: AppVerdicts): void {
  const since = lastInSync(status);
  if (!since) {
    const how =
      'Argo CD records no time of the change to OutOfSync, and there is no successful sync to count from (status.history empty, no succeeded status.operationState)';
    v.add('live/out-of-sync', `OutOfSync since an unknown time: ${how}`);
    v.outOfSync = { app: '', how };
    return;
  }
  const minutes = minutesBetween(since.at, now);
  const how = `upper bound: time since the last successful sync (${since.how}); Argo CD records no time of the change to OutOfSync`;
  v.add(
    'live/out-of-sync',
    `OutOfSync for at most ${humanMinutes(minutes)}: last known in sync at ${since.at.toISOString()} (${since.how}); Argo CD records no time of the change itself`,
  );
  v.outOfSync = { app: '', since: since.at.toISOString(), dwellMinutes: minutes, how };
}

/** The OutOfSync summary entry of any Application (unmanaged ones included); undefined when it is not OutOfSync. */
export function outOfSyncEntry(app: Json, now: Date): OutOfSyncEntry | undefined {
  const status = obj(app.status);
  if (obj(status.sync).status !== 'OutOfSync') return undefined;
  const v = new AppVerdicts();
  outOfSync(status, now, v);
  return v.outOfSync;
}
