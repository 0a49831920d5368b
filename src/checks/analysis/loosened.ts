/**
 * analysis/loosened: the head's analysis accepts what the base's rejected, metric by metric.
 * Conditions are compared by what they decide, not by their text: both are evaluated (as Rollouts
 * would) on every threshold either one mentions and just beside it.
 */
import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import { apiGroup, describeRef } from '../../model/resource.js';
import { placementOf } from '../../kube/scope.js';
import { parseExpr, type Node } from './expr-parse.js';
import { compileConditions, measurementPhase, type MetricConditions, type Phase } from './measurement.js';
import { metricsOf, type MetricSite } from './metrics.js';

export const LOOSENED = 'analysis/loosened';

/** Limits where a larger number is looser, with Rollouts' defaults. */
const LIMITS: Array<[string, number]> = [
  ['failureLimit', 0],
  ['consecutiveErrorLimit', 4],
  ['inconclusiveLimit', 0],
];

function numbersIn(node: Node | undefined, out: Set<number>): void {
  if (!node || typeof node !== 'object') return;
  if (node.t === 'lit' && typeof node.value === 'number') out.add(node.value);
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) child.forEach((c) => numbersIn(c as Node, out));
    else if (child && typeof child === 'object') numbersIn(child as Node, out);
  }
}

function probes(sources: unknown[]): number[] {
  const found = new Set<number>([0]);
  for (const s of sources) {
    if (typeof s !== 'string' || s.trim() === '') continue;
    try {
      numbersIn(parseExpr(s), found);
    } catch {
      /* unreadable: compileConditions reports it */
    }
  }
  const out = new Set<number>();
  for (const n of found) for (const d of [-1e-6, 0, 1e-6]) out.add(n + d * Math.max(1, Math.abs(n)));
  return [...out].sort((a, b) => a - b);
}

/** A value the head accepts that the base did not, or the head does not fail that the base failed. */
function acceptedNow(
  base: MetricConditions,
  head: MetricConditions,
  values: number[],
): { value: number; was: Phase; now: Phase } | undefined {
  for (const v of values) {
    for (const result of [[v], v]) {
      const was = measurementPhase(base, result);
      const now = measurementPhase(head, result);
      if (was === 'Error' || now === 'Error') continue;
      if ((now === 'Successful' && was !== 'Successful') || (was === 'Failed' && now !== 'Failed'))
        return { value: v, was, now };
    }
  }
  return undefined;
}

function conditionChange(b: MetricSite, h: MetricSite): string | undefined {
  const conds = (s: MetricSite) => compileConditions(s.metric.successCondition, s.metric.failureCondition);
  const [base, head] = [conds(b), conds(h)];
  if (typeof base === 'string' || typeof head === 'string') return undefined;
  const values = probes([b, h].flatMap((s) => [s.metric.successCondition, s.metric.failureCondition]));
  const hit = acceptedNow(base, head, values);
  if (!hit) return undefined;
  const show = (s: MetricSite) =>
    `success \`${String(s.metric.successCondition ?? '-')}\`, failure \`${String(s.metric.failureCondition ?? '-')}\``;
  return `a measurement of ${hit.value} was ${hit.was} and is now ${hit.now} (${show(b)} → ${show(h)})`;
}

function limitChanges(b: MetricSite, h: MetricSite): string[] {
  const out: string[] = [];
  for (const [field, fallback] of LIMITS) {
    const was = typeof b.metric[field] === 'number' ? (b.metric[field] as number) : fallback;
    const now = typeof h.metric[field] === 'number' ? (h.metric[field] as number) : fallback;
    if (now > was) out.push(`${field} ${was} → ${now}`);
  }
  const [bc, hc] = [b.metric.count, h.metric.count];
  if (
    typeof bc === 'number' &&
    (hc === undefined ? h.metric.interval === undefined && bc > 1 : typeof hc === 'number' && hc < bc)
  ) {
    out.push(`count ${bc} → ${hc === undefined ? 1 : String(hc)}`);
  }
  return out;
}

/** Where each side's objects without a namespace land (their targets' destination namespaces). */
export interface SideNamespaces {
  base?: string;
  head?: string;
}

/**
 * A metric's object by where it is applied (kube/scope.ts): writing out or dropping the namespace
 * an object already lands in must not hide a loosened metric from its base.
 */
const metricKey = (s: MetricSite, defaultNamespace: string | undefined) =>
  `${placementOf(s.resource.ref, defaultNamespace).key}#${s.name}`;
/** The same without any namespace: the fallback when the object is one of its name on both sides. */
const nameKey = (s: MetricSite) => {
  const { apiVersion, kind, name } = s.resource.ref;
  return `${apiGroup(apiVersion)}/${kind}/${name}#${s.name}`;
};

/** The base metric a head metric is compared with: same applied object, else the only one of that name. */
function baseMetrics(base: readonly Resource[], head: readonly Resource[], namespaces: SideNamespaces) {
  const sites = base.flatMap(metricsOf);
  const byPlace = new Map(sites.map((s) => [metricKey(s, namespaces.base), s]));
  const byName = new Map<string, MetricSite[]>();
  for (const s of sites) byName.set(nameKey(s), [...(byName.get(nameKey(s)) ?? []), s]);
  const headByName = new Map<string, number>();
  for (const h of head.flatMap(metricsOf)) headByName.set(nameKey(h), (headByName.get(nameKey(h)) ?? 0) + 1);
  return (h: MetricSite): MetricSite | undefined => {
    const same = byPlace.get(metricKey(h, namespaces.head));
    if (same) return same;
    const named = byName.get(nameKey(h));
    return named?.length === 1 && headByName.get(nameKey(h)) === 1 ? named[0] : undefined;
  };
}

/** Findings for metrics present on both sides whose head is looser than their base. */
export function loosenedAnalyses(
  base: readonly Resource[],
  head: readonly Resource[],
  remediation: string,
  namespaces: SideNamespaces = {},
): FindingDraft[] {
  const before = baseMetrics(base, head, namespaces);
  const drafts: FindingDraft[] = [];
  for (const h of head.flatMap(metricsOf)) {
    const b = before(h);
    if (!b) continue;
    const changes = [...limitChanges(b, h)];
    const cond = conditionChange(b, h);
    if (cond) changes.unshift(cond);
    if (changes.length === 0) continue;
    drafts.push({
      ruleId: LOOSENED,
      resource: h.resource,
      path: h.pointer,
      fingerprintKey: h.name,
      remediation,
      message: `${describeRef(h.resource.ref)} metric "${h.name}" is looser than on the base: ${changes.join('; ')}`,
    });
  }
  return drafts;
}
