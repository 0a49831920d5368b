import type { FindingDraft } from '../../model/finding.js';
import { describeRef } from '../../model/resource.js';
import { passesWhenEmpty } from '../analysis/empty-result.js';
import { durationSeconds, metricsOf, queryOf, type MetricSite } from '../analysis/metrics.js';
import { isRatioMetric, trafficGuard } from '../analysis/traffic-guard.js';
import { findingAt, type CheckMeta, type CheckTemplate } from './types.js';

type Aspect = 'empty-result' | 'failure-condition' | 'window' | 'resource' | 'traffic-guard';

const named = (s: MetricSite) => `${describeRef(s.resource.ref)} metric "${s.name}"`;
const draft = (s: MetricSite, check: CheckMeta, path: string, message: string): FindingDraft =>
  findingAt(check, s.resource, `${s.pointer}${path}`, s.name, message);

function emptyResult(s: MetricSite, check: CheckMeta): FindingDraft[] {
  const found = passesWhenEmpty(s);
  if (found.unreadable !== undefined) {
    const message = `${named(s)}: its conditions could not be evaluated (${found.unreadable}); whether an empty result passes was not checked`;
    return [{ ...draft(s, check, '', message), verdict: 'inconclusive' }];
  }
  if (found.cases.length === 0) return [];
  const path = s.metric.successCondition !== undefined ? '/successCondition' : '/failureCondition';
  const message = `${named(s)} passes when the query measures nothing: ${found.cases.join('; ')} is a successful measurement`;
  return [draft(s, check, path, message)];
}

function failureCondition(s: MetricSite, check: CheckMeta): FindingDraft[] {
  if (typeof s.metric.failureCondition === 'string' && s.metric.failureCondition.trim() !== '') return [];
  if (queryOf(s.metric) === undefined) return [];
  const message = `${named(s)} has no failureCondition: a bad measurement is only "not successful", and nothing says when to abort`;
  return [draft(s, check, '', message)];
}

function window(s: MetricSite, check: CheckMeta, minSeconds: number, minText: string): FindingDraft[] {
  const interval = s.metric.interval === undefined ? 0 : durationSeconds(s.metric.interval);
  const count = s.metric.count;
  if (interval === undefined) return [];
  if (count === undefined && interval > 0) return []; // runs until the analysis ends
  const n = count === undefined ? 1 : typeof count === 'number' ? count : Number.NaN;
  if (!Number.isFinite(n)) return []; // templated ({{args.count}}): judged where it is filled in
  const seconds = interval * n;
  if (seconds >= minSeconds) return [];
  const measured = interval === 0 ? 'a single measurement' : `${String(s.metric.interval)} × ${n} = ${seconds}s`;
  const message = `${named(s)} watches ${measured}, less than ${minText}: a slow leak or a burst after warm-up is not seen`;
  return [draft(s, check, count === undefined ? '' : '/count', message)];
}

const RESOURCE =
  /container_cpu|container_memory|cpu_usage|memory_usage|memory_working_set|process_cpu|process_resident|node_cpu|node_memory|kube_pod_container_resource|system\.cpu|system\.mem|cpuutilization|memoryutilization|\bcpu\b|\bmemory\b/i;
const USER_FACING =
  /error|5\d\d|4\d\d|latency|duration|_bucket|quantile|status|success|fail|http_requests|grpc|request/i;

function resource(s: MetricSite, check: CheckMeta): FindingDraft[] {
  const q = queryOf(s.metric);
  if (!q || !RESOURCE.test(q.query) || USER_FACING.test(q.query)) return [];
  const message = `${named(s)} measures CPU or memory, not what users see (errors, latency): a release that fails every request can use less CPU than the one it replaces`;
  return [draft(s, check, q.pointer, message)];
}

function noTrafficGuard(s: MetricSite, siblings: MetricSite[], check: CheckMeta): FindingDraft[] {
  if (!isRatioMetric(s) || trafficGuard(s, siblings) !== undefined) return [];
  const q = queryOf(s.metric);
  const message = `${named(s)} is a ratio with no minimum-traffic guard: with a handful of requests (or none) nothing makes the measurement fail or be inconclusive, so the canary can be promoted on no evidence`;
  return [draft(s, check, q ? q.pointer : '', message)];
}

export const analysisMetric: CheckTemplate = {
  name: 'analysis-metric',
  summary:
    'Metrics of Argo Rollouts analyses (AnalysisTemplate, ClusterAnalysisTemplate, AnalysisRun), their conditions evaluated as Rollouts does (expr).',
  params: {
    type: 'object',
    properties: {
      aspect: {
        description:
          '`empty-result` (a measurement of nothing passes), `failure-condition` (none), `window` (interval × count below minWindow), `resource` (CPU/memory instead of errors or latency), `traffic-guard` (a ratio with no minimum-traffic guard).',
        enum: ['empty-result', 'failure-condition', 'window', 'resource', 'traffic-guard'],
        default: 'empty-result',
      },
      minWindow: {
        description: 'Shortest time a metric must watch (`window`), a Go duration.',
        type: 'string',
        pattern: '^(\\d+(\\.\\d+)?(ns|us|ms|s|m|h))+$',
        default: '10m',
      },
    },
    additionalProperties: false,
  },
  run(ctx, params, check) {
    const aspect = params.aspect as Aspect;
    const minText = params.minWindow as string;
    const minSeconds = durationSeconds(minText) ?? 600;
    const drafts: FindingDraft[] = [];
    for (const metrics of ctx.resources.map(metricsOf)) {
      for (const s of metrics) {
        if (aspect === 'traffic-guard') drafts.push(...noTrafficGuard(s, metrics, check));
        else if (aspect === 'empty-result') drafts.push(...emptyResult(s, check));
        else if (aspect === 'failure-condition') drafts.push(...failureCondition(s, check));
        else if (aspect === 'window') drafts.push(...window(s, check, minSeconds, minText));
        else drafts.push(...resource(s, check));
      }
    }
    return drafts;
  },
};
