import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import { apiGroup, describeRef } from '../../model/resource.js';
import { getAt } from '../../kube/json-pointer.js';
import { isObject } from '../../kube/object.js';
import { findingAt, type CheckTemplate } from './types.js';

const SCALED = new Set(['apps/Deployment', 'apps/StatefulSet', 'argoproj.io/Rollout']);

/** HorizontalPodAutoscalers and KEDA ScaledObjects (which create one), with what they scale. */
function scalersOf(resources: readonly Resource[]) {
  const out: { resource: Resource; group: string; kind: string; name: string }[] = [];
  for (const r of resources) {
    const isHpa = r.ref.kind === 'HorizontalPodAutoscaler' && apiGroup(r.ref.apiVersion) === 'autoscaling';
    const isKeda = r.ref.kind === 'ScaledObject' && apiGroup(r.ref.apiVersion) === 'keda.sh';
    const ref = getAt(r.object, '/spec/scaleTargetRef');
    if (!(isHpa || isKeda) || !isObject(ref) || typeof ref.name !== 'string') continue;
    const kind = typeof ref.kind === 'string' ? ref.kind : 'Deployment';
    const group =
      typeof ref.apiVersion === 'string' ? apiGroup(ref.apiVersion) : kind === 'Rollout' ? 'argoproj.io' : 'apps';
    out.push({ resource: r, group, kind, name: ref.name });
  }
  return out;
}

const glob = (pattern: unknown, value: string) => pattern === undefined || pattern === '*' || pattern === value;
const REPLICAS = new Set(['/spec/replicas', '.spec.replicas']);

/** Whether an ignoreDifferences entry of the Application keeps self-heal off this object's replicas. */
function ignoresReplicas(entries: readonly Record<string, unknown>[], r: Resource): boolean {
  return entries.some((e) => {
    if (!glob(e.group ?? '', apiGroup(r.ref.apiVersion)) || !glob(e.kind, r.ref.kind)) return false;
    if (e.name !== undefined && e.name !== r.ref.name) return false;
    if (e.namespace !== undefined && r.ref.namespace !== undefined && e.namespace !== r.ref.namespace) return false;
    const paths = [
      ...(Array.isArray(e.jsonPointers) ? e.jsonPointers : []),
      ...(Array.isArray(e.jqPathExpressions) ? e.jqPathExpressions : []),
    ];
    return (
      paths.some((p) => typeof p === 'string' && REPLICAS.has(p.trim())) ||
      (Array.isArray(e.managedFieldsManagers) && e.managedFieldsManagers.length > 0)
    );
  });
}

export const replicasWithHpa: CheckTemplate = {
  name: 'replicas-with-hpa',
  summary:
    'Deployments, StatefulSets and Rollouts that set `spec.replicas` while an HPA (or KEDA ScaledObject) of the same target scales them.',
  params: { type: 'object', properties: {}, additionalProperties: false },
  run(ctx, _params, check) {
    const drafts: FindingDraft[] = [];
    const scalers = scalersOf(ctx.resources);
    for (const r of ctx.resources) {
      if (!SCALED.has(`${apiGroup(r.ref.apiVersion)}/${r.ref.kind}`) || getAt(r.object, '/spec/replicas') === undefined)
        continue;
      const scaler = scalers.find(
        (s) =>
          s.name === r.ref.name &&
          s.kind === r.ref.kind &&
          s.group === apiGroup(r.ref.apiVersion) &&
          (s.resource.ref.namespace ?? '') === (r.ref.namespace ?? ''),
      );
      if (!scaler || ignoresReplicas(ctx.ignoreDifferences, r)) continue;
      const message = `${describeRef(r.ref)} sets spec.replicas: ${String(getAt(r.object, '/spec/replicas'))} while ${describeRef(scaler.resource.ref)} scales it: every sync resets the HPA's choice`;
      drafts.push(findingAt(check, r, '/spec/replicas', 'replicas', message));
    }
    return drafts;
  },
};
