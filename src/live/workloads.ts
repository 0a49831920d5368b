/**
 * The controller's own readings of each workload of an Application (Deployment, StatefulSet,
 * DaemonSet, Argo Rollout), read live through Argo CD's `…/resource`: the controller has observed
 * the current generation, and every replica is updated and available; for a Deployment, its newest
 * ReplicaSet too. Argo CD's aggregated health can lag these or paper over them, so they are a
 * reading of their own. Anything that cannot be read is inconclusive (live/status-unavailable).
 */
import type { ClientOptions } from './http.js';
import { liveResource, type ObjectName } from './client.js';
import { childrenOf, type TreeRead } from './follow-ups.js';
import { listSome } from './health.js';
import { humanMinutes, minutesBetween, parseTime, progressingSince } from './times.js';
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { asObject as obj, asObjects as objs, nonEmptyString as str } from '../kube/object.js';

const KINDS = new Set(['apps/Deployment', 'apps/StatefulSet', 'apps/DaemonSet', 'argoproj.io/Rollout']);

interface Workload extends ObjectName {
  group: string;
  version: string;
  kind: string;
}

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const where = (w: Pick<Workload, 'kind' | 'name' | 'namespace'>) =>
  `${w.kind} ${w.namespace ? `${w.namespace}/` : ''}${w.name}`;

function workloadsOf(status: Json): Workload[] {
  return objs(status.resources)
    .filter((r) => KINDS.has(`${String(r.group ?? '')}/${String(r.kind)}`) && str(r.name))
    .map((r) => ({
      group: String(r.group),
      version: str(r.version) ?? (r.group === 'apps' ? 'v1' : 'v1alpha1'),
      kind: String(r.kind),
      name: String(r.name),
      ...(str(r.namespace) ? { namespace: String(r.namespace) } : {}),
    }));
}

/** What the controller has not finished, in numbers; empty when it is done. */
export function rolloutGaps(kind: string, live: Json): string[] {
  const spec = obj(live.spec);
  const status = obj(live.status);
  const gaps: string[] = [];
  const generation = obj(live.metadata).generation;
  const observed = status.observedGeneration;
  // Rollouts before v1.0 wrote a hash here: only a number can be compared.
  const observedNumber = typeof observed === 'string' && /^\d+$/.test(observed) ? Number(observed) : observed;
  if (typeof generation === 'number' && typeof observedNumber === 'number' && observedNumber !== generation)
    gaps.push(`observedGeneration ${observedNumber} ≠ generation ${generation}`);
  else if (typeof generation === 'number' && observed === undefined)
    gaps.push(`no status.observedGeneration (generation ${generation})`);
  if (kind === 'DaemonSet') {
    const desired = num(status.desiredNumberScheduled, 0);
    const updated = num(status.updatedNumberScheduled, 0);
    const available = num(status.numberAvailable, 0);
    if (updated !== desired) gaps.push(`updatedNumberScheduled ${updated} of ${desired}`);
    if (available !== desired) gaps.push(`numberAvailable ${available} of ${desired}`);
    return gaps;
  }
  const replicas = num(spec.replicas, 1);
  const updated = num(status.updatedReplicas, 0);
  const available = num(status.availableReplicas, 0);
  if (updated !== replicas) gaps.push(`updatedReplicas ${updated} of ${replicas}`);
  if (available !== replicas) gaps.push(`availableReplicas ${available} of ${replicas}`);
  return gaps;
}

/** The Deployment's ReplicaSets in the tree, newest (highest revision) first once read. */
async function newestReplicaSet(
  app: ObjectName,
  w: Workload,
  tree: TreeRead,
  client: ClientOptions,
): Promise<{ ok: true; live: Json; name: string } | { ok: false; problem: string } | undefined> {
  if (!tree.ok) return { ok: false, problem: `the resource tree could not be read (${tree.problem})` };
  const children = childrenOf(tree.nodes, 'ReplicaSet', w);
  if (children.length === 0) return undefined;
  let best: { live: Json; name: string; revision: number } | undefined;
  for (const n of children) {
    const name = String(n.name ?? '');
    const rs = await liveResource(
      app,
      { group: 'apps', version: 'v1', kind: 'ReplicaSet', name, ...(w.namespace ? { namespace: w.namespace } : {}) },
      client,
    );
    if (!rs.ok) return { ok: false, problem: `ReplicaSet ${name} of ${where(w)} could not be read (${rs.problem})` };
    const revision = Number(obj(obj(rs.object.metadata).annotations)['deployment.kubernetes.io/revision'] ?? 0);
    if (!best || revision > best.revision) best = { live: rs.object, name, revision };
  }
  return best ? { ok: true, live: best.live, name: best.name } : undefined;
}

function replicaSetGaps(rs: Json): string[] {
  const replicas = num(obj(rs.spec).replicas, 1);
  const status = obj(rs.status);
  const gaps: string[] = [];
  const ready = num(status.readyReplicas, 0);
  const available = num(status.availableReplicas, 0);
  if (ready !== replicas) gaps.push(`readyReplicas ${ready} of ${replicas}`);
  if (available !== replicas) gaps.push(`availableReplicas ${available} of ${replicas}`);
  return gaps;
}

/** When the workload's rollout began: its Progressing condition, else the Application's own clock. */
function since(live: Json, appStatus: Json): { at: Date; how: string } | undefined {
  const progressing = objs(obj(live.status).conditions).find((c) => c.type === 'Progressing');
  const at = parseTime(progressing?.lastTransitionTime);
  if (at) return { at, how: 'its Progressing condition' };
  const app = progressingSince(appStatus);
  return app ? { at: app.at, how: app.how } : undefined;
}

export interface WorkloadContext {
  progressingLimitMinutes: number;
  now: Date;
}

/** Judges the live rollout state of every workload of the Application. */
export async function judgeWorkloads(
  app: ObjectName,
  status: Json,
  tree: TreeRead,
  client: ClientOptions,
  ctx: WorkloadContext,
  v: AppVerdicts,
): Promise<void> {
  const unreadable: string[] = [];
  const incomplete: Array<{ text: string; over: boolean }> = [];
  let done = 0;
  for (const w of workloadsOf(status)) {
    const live = await liveResource(app, w, client);
    if (!live.ok) {
      unreadable.push(`${where(w)} could not be read (${live.problem})`);
      continue;
    }
    const gaps = rolloutGaps(w.kind, live.object);
    if (w.kind === 'Deployment') {
      const rs = await newestReplicaSet(app, w, tree, client);
      if (rs && !rs.ok) {
        unreadable.push(rs.problem);
        continue;
      }
      if (rs) gaps.push(...replicaSetGaps(rs.live).map((g) => `newest ReplicaSet ${rs.name} ${g}`));
    }
    if (gaps.length === 0) {
      done++;
      continue;
    }
    const from = since(live.object, status);
    if (!from) {
      unreadable.push(`${where(w)} has not finished (${gaps.join(', ')}) since an unknown time`);
      continue;
    }
    const minutes = minutesBetween(from.at, ctx.now);
    const over = minutes > ctx.progressingLimitMinutes;
    incomplete.push({
      over,
      text: `${where(w)}: ${gaps.join(', ')} for ${humanMinutes(minutes)} (counted from ${from.how}), ${over ? 'over' : 'within'} the ${ctx.progressingLimitMinutes} min limit`,
    });
  }
  for (const i of incomplete) v.add('live/rollout-incomplete', i.text);
  if (incomplete.length > 0 && incomplete.every((i) => !i.over)) v.inconclusive.add('live/rollout-incomplete');
  if (unreadable.length) v.add('live/status-unavailable', `workload rollout not confirmed: ${listSome(unreadable)}`);
  if (done)
    v.notices.push(`rollout complete for ${done} workload${done === 1 ? '' : 's'} (controller status read live)`);
}
