// The `clusters` generator over `discovery.clusters` (the cluster Secrets Argo CD would list),
// as applicationset/generators/cluster.go builds its parameters: name, nameNormalized, server,
// project and metadata labels/annotations; the local cluster is added unless a selector is set or
// a configured cluster already is the in-cluster API server; `flatList` gives one set of all.
import type { ClusterConfig } from '../../model/config.js';
import { asObj, type Obj } from '../yaml-docs.js';
import { NotExpandable, sanitizeName, selectorMatcher, type Params } from './params.js';
import type { Elem, GenContext } from './generator-context.js';

const IN_CLUSTER_SERVER = 'https://kubernetes.default.svc';

export function clusterParams(spec: Obj, ctx: GenContext): Elem[] {
  if (!ctx.clusters)
    throw new NotExpandable(
      'the clusters generator lists the clusters Argo CD knows; configure them in discovery.clusters',
    );
  const selector = asObj(spec.selector) ?? {};
  const hasSelector =
    Object.keys(asObj(selector.matchLabels) ?? {}).length > 0 ||
    (Array.isArray(selector.matchExpressions) && selector.matchExpressions.length > 0);
  // The selector matches the cluster Secret's labels, not the parameters.
  const matches = selectorMatcher(hasSelector ? selector : undefined);
  const byName = new Map<string, ClusterConfig>();
  for (const c of ctx.clusters) if (matches({ ...(c.labels ?? {}) })) byName.set(c.name, c);
  const elems: Elem[] = [...byName.values()].map((c) => ({
    params: paramsOf(c, ctx.goTemplate),
    files: [],
    ...(c.environment ? { environment: c.environment } : {}),
  }));
  if (!hasSelector && !ctx.clusters.some((c) => c.server === IN_CLUSTER_SERVER)) {
    elems.push({
      params: { name: 'in-cluster', nameNormalized: 'in-cluster', server: IN_CLUSTER_SERVER, project: '' },
      files: [],
    });
  }
  if (spec.flatList === true) return [{ params: { clusters: elems.map((e) => e.params) }, files: [] }];
  return elems;
}

function paramsOf(c: ClusterConfig, goTemplate: boolean): Params {
  const params: Params = {
    name: c.name,
    nameNormalized: sanitizeName(c.name),
    server: c.server,
    project: c.project ?? '',
  };
  const labels = c.labels ?? {};
  const annotations = c.annotations ?? {};
  if (goTemplate) {
    const metadata: Obj = {};
    if (Object.keys(annotations).length > 0) metadata.annotations = { ...annotations };
    if (Object.keys(labels).length > 0) metadata.labels = { ...labels };
    params.metadata = metadata;
    return params;
  }
  for (const [k, v] of Object.entries(annotations)) params[`metadata.annotations.${k}`] = v;
  for (const [k, v] of Object.entries(labels)) params[`metadata.labels.${k}`] = v;
  return params;
}
