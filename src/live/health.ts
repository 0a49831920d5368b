import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { humanMinutes, minutesBetween, progressingSince } from './times.js';

export interface HealthContext {
  progressingLimitMinutes: number;
  unhealthyStatuses: string[];
  now: Date;
}

/** Argo CD's health statuses; anything else is a status we cannot read. */
const KNOWN = new Set(['Healthy', 'Progressing', 'Degraded', 'Suspended', 'Missing', 'Unknown']);
const MAX_NAMED = 10;

const obj = (v: unknown): Json => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {});

/** `Deployment shop/web` for a `status.resources[]` entry or a resource-tree node. */
export function describeResource(r: Json): string {
  const ns = typeof r.namespace === 'string' && r.namespace !== '' ? `${r.namespace}/` : '';
  return `${String(r.kind ?? '?')} ${ns}${String(r.name ?? '?')}`;
}

/** "a, b, c and 4 more" */
export function listSome(items: string[]): string {
  if (items.length <= MAX_NAMED) return items.join(', ');
  return `${items.slice(0, MAX_NAMED).join(', ')} and ${items.length - MAX_NAMED} more`;
}

/** Resources whose health is present and not Healthy, with Argo CD's message. */
export function unhealthyResources(resources: Json[]): string[] {
  return resources.flatMap((r) => {
    const health = obj(r.health);
    if (typeof health.status !== 'string' || health.status === 'Healthy') return [];
    const message = typeof health.message === 'string' && health.message !== '' ? `: ${health.message}` : '';
    return [`${describeResource(r)} ${health.status}${message}`];
  });
}

/** Health of one Application from `status.health` and `status.resources`; never inferred from absence. */
export function judgeHealth(status: Json, ctx: HealthContext, v: AppVerdicts): void {
  const health = obj(status.health);
  const state = typeof health.status === 'string' && health.status !== '' ? health.status : undefined;
  const resources = Array.isArray(status.resources) ? status.resources.map(obj) : [];
  v.healthless = resources.filter((r) => r.hook !== true && r.health === undefined).map(describeResource);
  if (!state) return v.add('live/status-unavailable', 'status.health.status missing: health unknown, never read as Healthy');
  if (!KNOWN.has(state)) return v.add('live/status-unavailable', `health status "${state}" is not one Argo CD defines`);
  if (state === 'Healthy') return;
  if (state === 'Progressing') return judgeProgressing(status, ctx, v);
  if (!ctx.unhealthyStatuses.includes(state)) {
    v.notices.push(`health ${state} (not judged: add it to the unhealthy statuses to fail on it)`);
    return;
  }
  const named = unhealthyResources(resources);
  const message = typeof health.message === 'string' && health.message !== '' ? ` (${health.message})` : '';
  if (named.length === 0) v.unnamedUnhealthy = true;
  v.add('live/unhealthy', `health ${state}${message}${named.length ? `; unhealthy resources: ${listSome(named)}` : ''}`);
}

function judgeProgressing(status: Json, ctx: HealthContext, v: AppVerdicts): void {
  const since = progressingSince(status);
  if (!since) {
    v.add('live/status-unavailable', 'Progressing since an unknown time: no status.health.lastTransitionTime, status.operationState.startedAt or status.history to count from');
    return;
  }
  const minutes = minutesBetween(since.at, ctx.now);
  const still = unhealthyResources(Array.isArray(status.resources) ? status.resources.map(obj) : []);
  const which = still.length ? `; not yet healthy: ${listSome(still)}` : '';
  if (minutes > ctx.progressingLimitMinutes) {
    v.add('live/stuck-progressing', `Progressing for ${humanMinutes(minutes)}, over the ${ctx.progressingLimitMinutes} min limit (counted from ${since.how}, ${since.at.toISOString()})${which}`);
  } else {
    v.notices.push(`Progressing for ${humanMinutes(minutes)} (limit ${ctx.progressingLimitMinutes} min, counted from ${since.how})${which}`);
  }
}
