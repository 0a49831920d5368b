/** The metrics of Argo Rollouts analyses: AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun. */
import type { Resource } from '../../model/resource.js';
import { apiGroup } from '../../model/resource.js';
import { isObject } from '../../kube/object.js';

const ANALYSIS_KINDS = new Set(['AnalysisTemplate', 'ClusterAnalysisTemplate', 'AnalysisRun']);

export interface MetricSite {
  resource: Resource;
  metric: Record<string, unknown>;
  name: string;
  /** e.g. `/spec/metrics/0` */
  pointer: string;
}

export function metricsOf(resource: Resource): MetricSite[] {
  if (apiGroup(resource.ref.apiVersion) !== 'argoproj.io' || !ANALYSIS_KINDS.has(resource.ref.kind)) return [];
  const spec = resource.object.spec;
  const metrics = isObject(spec) && Array.isArray(spec.metrics) ? spec.metrics : [];
  return metrics.flatMap((metric: unknown, i) => {
    if (!isObject(metric)) return [];
    const name = typeof metric.name === 'string' ? metric.name : `#${i}`;
    return [{ resource, metric, name, pointer: `/spec/metrics/${i}` }];
  });
}

/** The provider's query text, whatever the provider (Prometheus, Datadog, New Relic, Wavefront, CloudWatch, Graphite, InfluxDB). */
export function queryOf(
  metric: Record<string, unknown>,
): { provider: string; query: string; pointer: string } | undefined {
  const provider = metric.provider;
  if (!isObject(provider)) return undefined;
  for (const [name, config] of Object.entries(provider)) {
    if (!isObject(config)) continue;
    for (const field of ['query', 'queries']) {
      const q = config[field];
      // A map of queries (Datadog's `queries`) is read as all its query texts.
      const query = isObject(q)
        ? Object.values(q)
            .filter((v) => typeof v === 'string')
            .join('\n')
        : q;
      if (typeof query === 'string') return { provider: name, query, pointer: `/provider/${name}/${field}` };
    }
    if (Array.isArray(config.metricDataQueries))
      return {
        provider: name,
        query: JSON.stringify(config.metricDataQueries),
        pointer: `/provider/${name}/metricDataQueries`,
      };
  }
  return undefined;
}

/** Go durations as Rollouts writes them (`30s`, `5m`, `1h30m`); undefined when malformed. */
export function durationSeconds(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(value)) return undefined;
  const unit: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };
  let total = 0;
  for (const m of value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(m[1]) * unit[m[2]!]!;
  return total;
}
