import { EMPTY_RESULTS, compileConditions, measurementPhase, type MetricConditions } from './measurement.js';
import { queryOf, type MetricSite } from './metrics.js';

/** `or vector(0)` / `or on() vector(0)` at the end of a PromQL query: an empty result becomes that number. */
const VECTOR_FALLBACK = /\bor\s+(?:on\s*\(\s*\)\s*)?vector\s*\(\s*([-+]?[\d.]+(?:e[-+]?\d+)?)\s*\)/gi;

export interface EmptyPass {
  /** What measured nothing and still passed, e.g. "an empty result ([])". */
  cases: string[];
  /** A condition our evaluator could not read: the metric is inconclusive, not passed. */
  unreadable?: string;
}

function fallbackCases(site: MetricSite, c: MetricConditions): string[] {
  const q = queryOf(site.metric);
  if (!q) return [];
  const out: string[] = [];
  for (const m of q.query.matchAll(VECTOR_FALLBACK)) {
    const value = Number(m[1]);
    if (measurementPhase(c, [value]) === 'Successful')
      out.push(`an empty result, which \`${m[0].trim()}\` turns into ${value}`);
  }
  return out;
}

/**
 * Evaluates the metric's conditions as Rollouts does on what a query that measured nothing
 * returns (an empty vector, nil, NaN), and on the number an `or vector(N)` fallback substitutes.
 */
export function passesWhenEmpty(site: MetricSite): EmptyPass {
  const c = compileConditions(site.metric.successCondition, site.metric.failureCondition);
  if (typeof c === 'string') return { cases: [], unreadable: c };
  if (!c.success && !c.failure) return { cases: [] };
  const cases = EMPTY_RESULTS.filter((e) => measurementPhase(c, e.value) === 'Successful').map((e) => e.label);
  return { cases: [...new Set([...cases, ...fallbackCases(site, c)])] };
}
