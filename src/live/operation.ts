/**
 * The last sync operation (`status.operationState`): a Failed or Errored sync — a failed PostSync
 * smoke Job included — fails even when the Application reads Synced and Healthy; a sync still
 * running has no outcome yet; and the operation must have been about the revision judged.
 */
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { describeResource, listSome } from './health.js';
import { short } from './revision.js';
import { asObject as obj, asObjects as objs, isObject, nonEmptyString as str } from '../kube/object.js';

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];

/** Resources and hooks of the operation's result that failed, with Argo CD's message. */
export function failedResults(op: Json): string[] {
  return objs(obj(op.syncResult).resources).flatMap((r) => {
    const hook = str(r.hookType) ? `${String(r.hookType)} hook ` : '';
    const failed = r.status === 'SyncFailed' || r.hookPhase === 'Failed' || r.hookPhase === 'Error';
    if (!failed) return [];
    const message = str(r.message) ? `: ${String(r.message)}` : '';
    return [`${hook}${describeResource(r)} ${String(r.hookPhase ?? r.status)}${message}`];
  });
}

/** The revision(s) the operation synced: its result, else what it was asked to sync. */
export function operationRevisions(op: Json): string[] {
  const result = obj(op.syncResult);
  const asked = obj(obj(op.operation).sync);
  for (const source of [result, asked]) {
    const many = strings(source.revisions);
    if (many.length) return many;
    if (str(source.revision)) return [String(source.revision)];
  }
  return [];
}

/** Judges `status.operationState` against the revisions `status.sync` reports. */
export function judgeOperation(status: Json, v: AppVerdicts): void {
  const op = status.operationState;
  if (!isObject(op)) {
    v.add(
      'live/status-unavailable',
      'status.operationState missing: no record of a sync operation, so whether the sync of this revision (hooks included) succeeded is unknown',
    );
    return;
  }
  const phase = str(op.phase);
  const message = str(op.message) ? ` (${String(op.message)})` : '';
  const failed = failedResults(op);
  const named = failed.length ? `; failed: ${listSome(failed)}` : '';
  if (!phase)
    v.add('live/status-unavailable', 'status.operationState.phase missing: the outcome of the last sync is unknown');
  else if (phase === 'Running' || phase === 'Terminating')
    v.add(
      'live/sync-running',
      `a sync operation is ${phase}${str(op.startedAt) ? ` since ${String(op.startedAt)}` : ''}${message}: its outcome is not known yet`,
    );
  else if (phase === 'Failed' || phase === 'Error' || failed.length)
    v.add('live/sync-failed', `the last sync operation ended ${phase}${message}${named}`);
  else if (phase !== 'Succeeded')
    v.add('live/status-unavailable', `sync operation phase "${phase}" is not one Argo CD defines`);
  judgeOperationRevision(op, status, v);
}

function judgeOperationRevision(op: Json, status: Json, v: AppVerdicts): void {
  const synced = new Set(
    [...strings(obj(status.sync).revisions), ...strings([obj(status.sync).revision])].map((r) => r.toLowerCase()),
  );
  const revisions = operationRevisions(op);
  if (revisions.length === 0) {
    v.add(
      'live/status-unavailable',
      'the last sync operation names no revision (status.operationState.syncResult.revision(s)): what it synced is unknown',
    );
    return;
  }
  const other = revisions.filter((r) => !synced.has(r.toLowerCase()));
  if (other.length === 0 || synced.size === 0) return;
  const running = op.phase === 'Running' || op.phase === 'Terminating';
  if (running) return; // a sync to a new revision in progress: live/sync-running already says "not yet"
  v.add(
    'live/revision-mismatch',
    `the last sync operation was for ${other.map(short).join(', ')} (status.operationState.syncResult), not the revision status.sync reports (${[...synced].map(short).join(', ')}): its outcome does not vouch for the judged revision`,
  );
}
