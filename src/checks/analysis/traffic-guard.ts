/**
 * analysis/no-traffic-guard: a ratio or success-rate metric that nothing stops from passing on too
 * little traffic. A guard is any of: a request-count part in the query (`and sum(...) > 10`,
 * `unless`, a comparison), conditions that handle no data explicitly (`len(result)`, `isNaN`) and
 * do not succeed on it, conditions under which no data is Inconclusive (both set, neither
 * matching), or another metric of the same analysis that counts requests and can fail.
 */
import { EMPTY_RESULTS, compileConditions, measurementPhase } from './measurement.js';
import { queryOf, type MetricSite } from './metrics.js';

const RATIO_NAME = /success[-_ ]?rate|error[-_ ]?rate|availability|ratio|percent|apdex/i;

/** PromQL with label matchers, ranges and strings taken out: only operators and names are left. */
function shape(query: string): string {
  return query
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '');
}

/** A query that divides one expression by another (`sum(a) / sum(b)`), not a rate by a constant. */
function divides(query: string): boolean {
  return /\)\s*\/\s*(?:\(|[a-z_])/i.test(shape(query));
}

export function isRatioMetric(site: MetricSite): boolean {
  const q = queryOf(site.metric);
  if (!q) return false;
  return divides(q.query) || RATIO_NAME.test(site.name);
}

/** `… and sum(rate(requests[5m])) > 10`, `unless`, or any comparison with a number in the query. */
function queryGuard(query: string): boolean {
  const s = shape(query);
  return /\b(?:and|unless)\b/i.test(s) || /(?:[<>]=?|==)\s*(?:bool\s+)?[\d.]/.test(s);
}

/** Conditions that say what no data means, and do not call it a success. */
function conditionGuard(site: MetricSite): boolean {
  const c = compileConditions(site.metric.successCondition, site.metric.failureCondition);
  if (typeof c === 'string' || (!c.success && !c.failure)) return false;
  const phases = EMPTY_RESULTS.map((e) => measurementPhase(c, e.value));
  if (phases.some((p) => p === 'Successful')) return false;
  const text = `${String(site.metric.successCondition ?? '')} ${String(site.metric.failureCondition ?? '')}`;
  const explicit = /\blen\s*\(\s*result\s*\)|\bisNaN\s*\(|\bisInf\s*\(/.test(text);
  // No traffic is 0/0: a NaN that matches neither condition leaves the measurement Inconclusive.
  return explicit || measurementPhase(c, [Number.NaN]) === 'Inconclusive';
}

/** A sibling metric that measures the amount of traffic and can fail the analysis. */
function countMetric(site: MetricSite, siblings: MetricSite[]): MetricSite | undefined {
  return siblings.find((other) => {
    if (other === site || isRatioMetric(other)) return false;
    const q = queryOf(other.metric);
    if (!q || !/count|requests|_total|throughput|\brps\b|qps/i.test(`${other.name} ${q.query}`)) return false;
    return typeof other.metric.failureCondition === 'string' || typeof other.metric.successCondition === 'string';
  });
}

/** Whether a ratio metric has a minimum-traffic guard, and which. */
export function trafficGuard(site: MetricSite, siblings: MetricSite[]): string | undefined {
  const q = queryOf(site.metric);
  if (q && queryGuard(q.query)) return 'query';
  if (conditionGuard(site)) return 'conditions';
  const counter = countMetric(site, siblings);
  return counter ? `metric "${counter.name}"` : undefined;
}
