/**
 * Health as Argo CD's controller observed it, never inferred from absence: the Application's own
 * status and every child's (status.resources, or the resource tree when Argo CD keeps resource
 * health there), combined the way Argo CD combines them — the worst wins. Only Healthy passes.
 */
import type { Json } from './types.js';
import type { AppVerdicts } from './verdicts.js';
import { humanMinutes, minutesBetween, progressingSince } from './times.js';
import { asObject as obj, nonEmptyString as str } from '../kube/object.js';

export interface HealthContext {
  progressingLimitMinutes: number;
  unhealthyStatuses: string[];
  /** Suspended is expected for this Application (config `live.expectedSuspended`). */
  suspendedExpected: boolean;
  now: Date;
}

/** Argo CD's health statuses from best to worst (gitops-engine `health.IsWorse`). */
export const HEALTH_ORDER = ['Healthy', 'Suspended', 'Progressing', 'Missing', 'Degraded', 'Unknown'];
const MAX_NAMED = 10;

/** `Deployment shop/web` for a `status.resources[]` entry or a resource-tree node. */
export function describeResource(r: Json): string {
  const ns = str(r.namespace);
  return `${String(r.kind ?? '?')} ${ns ? `${ns}/` : ''}${String(r.name ?? '?')}`;
}

/** "a, b, c and 4 more" */
export function listSome(items: string[]): string {
  if (items.length <= MAX_NAMED) return items.join(', ');
  return `${items.slice(0, MAX_NAMED).join(', ')} and ${items.length - MAX_NAMED} more`;
}

export interface ChildHealth {
  name: string;
  status: string;
  message?: string;
}

/** Children with a health entry, one per resource (status.resources and tree nodes merged). */
export function childHealth(...lists: Json[][]): ChildHealth[] {
  const seen = new Map<string, ChildHealth>();
  for (const r of lists.flat()) {
    const health = obj(r.health);
    const status = str(health.status);
    if (!status) continue;
    const name = describeResource(r);
    const message = str(health.message);
    const known = seen.get(name);
    if (!known || worse(status, known.status)) seen.set(name, { name, status, ...(message ? { message } : {}) });
  }
  return [...seen.values()];
}

const rank = (s: string): number => (HEALTH_ORDER.includes(s) ? HEALTH_ORDER.indexOf(s) : HEALTH_ORDER.length);
export const worse = (a: string, b: string): boolean => rank(a) > rank(b);

const shown = (c: ChildHealth) => `${c.name} ${c.status}${c.message ? `: ${c.message}` : ''}`;

/** Judges the Application's health together with its children's. */
export function judgeHealth(status: Json, children: ChildHealth[], ctx: HealthContext, v: AppVerdicts): void {
  const health = obj(status.health);
  const own = str(health.status);
  if (!own)
    return v.add('live/status-unavailable', 'status.health.status missing: health unknown, never read as Healthy');
  if (!HEALTH_ORDER.includes(own))
    return v.add('live/status-unavailable', `health status "${own}" is not one Argo CD defines`);
  const bad = children.filter((c) => c.status !== 'Healthy');
  const worst = bad.reduce((w, c) => (worse(c.status, w) ? c.status : w), own);
  const message = str(health.message) ? ` (${String(health.message)})` : '';
  const which = bad.length ? `; not healthy: ${listSome(bad.map(shown))}` : '';
  const said = worst === own ? `health ${own}${message}` : `health ${own}${message}, but a child is ${worst}`;
  if (worst === 'Healthy') return;
  if (ctx.unhealthyStatuses.includes(worst)) return v.add('live/unhealthy', `${said}${which}`);
  if (worst === 'Progressing') return judgeProgressing(status, ctx, v, `${said}${which}`);
  if (worst === 'Suspended') {
    if (ctx.suspendedExpected) return void v.notices.push(`${said}, as the config expects (live.expectedSuspended)`);
    return v.add(
      'live/suspended',
      `${said}${which}: a suspended rollout or paused workload is not a finished deployment (declare it in live.expectedSuspended if it is meant to be)`,
    );
  }
  v.add(
    'live/status-unavailable',
    `${said}${which}: not Healthy, and not configured as unhealthy (live.unhealthyStatuses)`,
  );
}

function judgeProgressing(status: Json, ctx: HealthContext, v: AppVerdicts, said: string): void {
  const since = progressingSince(status);
  if (!since) {
    v.add(
      'live/status-unavailable',
      `${said}; Progressing since an unknown time: no status.health.lastTransitionTime, status.operationState.startedAt or status.history to count from`,
    );
    return;
  }
  const minutes = minutesBetween(since.at, ctx.now);
  const counted = `counted from ${since.how}, ${since.at.toISOString()}`;
  if (minutes > ctx.progressingLimitMinutes) {
    v.add(
      'live/stuck-progressing',
      `Progressing for ${humanMinutes(minutes)}, over the ${ctx.progressingLimitMinutes} min limit (${counted}); ${said}`,
    );
  } else {
    v.add(
      'live/progressing',
      `Progressing for ${humanMinutes(minutes)}, within the ${ctx.progressingLimitMinutes} min limit (${counted}): not healthy yet; ${said}`,
    );
  }
}
