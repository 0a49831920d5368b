// A Flux HelmRelease (helm.toolkit.fluxcd.io) as a target: a chart at a path of this repository's
// GitRepository renders with `valuesFiles`, `valuesFrom` ConfigMaps/Secrets found in the repo (in
// order) and `values` on top, as helm-controller merges them. Charts from a HelmRepository or an
// OCIRepository (`chartRef`) declared in the repo are remote charts, fetched when the base config allows.
import type { FindingDraft } from '../../model/finding.js';
import type { Target } from '../../model/target.js';
import { repoJoin } from '../argocd-source-types.js';
import type { RepoIndex } from '../walk.js';
import { asArray, asObj, asString, parseDocs, type Obj } from '../yaml-docs.js';
import { dataOf, findDeclared, nameOf, namespaceOf, type Declared } from './objects.js';
import { resolveSourceRoot } from './sources.js';
import type { Unit } from './kustomization.js';
import { chartFromHelmRepository, chartFromOciRepository, type FluxChart } from '../../sources/flux.js';
import type { RemoteChartRef } from '../../model/sources.js';
import { MIN_MASK_VALUE_LENGTH } from '../../redact/values.js';

export interface ReleaseContext {
  index: RepoIndex;
  sources: Declared[];
  data: Declared[];
  /** Where the HelmRelease was declared (a repo file, or the Flux Kustomization whose output holds it). */
  at: { file: string; line: number };
  environment: string;
  via?: string;
}

export function helmReleaseTarget(release: Obj, ctx: ReleaseContext): Unit {
  const name = nameOf(release);
  const ns = namespaceOf(release);
  const id = `HelmRelease ${ns}/${name}${ctx.via ? ` (from ${ctx.via})` : ''}`;
  const problem = (ruleId: string, reason: string): Unit => ({
    problems: [
      {
        ruleId,
        message: `${ctx.at.file}: ${id}${ruleId === 'targets/not-checked' ? ' is not checked' : ''}: ${reason}`,
        location: ctx.at,
        fingerprintKey: `${id}/${ctx.environment}@${ctx.at.file}`,
      },
    ],
  });
  const spec = asObj(release.spec) ?? {};
  const chartSpec = asObj(asObj(spec.chart)?.spec) ?? {};
  const ref = asObj(chartSpec.sourceRef) ?? {};
  const remote = remoteChartOf(spec, chartSpec, ns, ctx.sources);
  if (remote && !remote.ok) return problem('targets/not-checked', `remote chart source: ${remote.reason}`);
  if (remote?.ok) return remoteReleaseTarget(release, remote.ref, chartSpec, ctx, problem);
  if (ref.kind !== 'GitRepository')
    return problem(
      'targets/not-checked',
      `remote chart source (${String(ref.kind ?? 'no sourceRef')} ${String(ref.name ?? '')})`,
    );
  const source = resolveSourceRoot(ref, ns, ctx.sources, ctx.at.file);
  if (!source.ok) return problem('targets/not-checked', source.reason);
  const chart = repoJoin(source.base, asString(chartSpec.chart) ?? '.');
  if (chart === undefined || !ctx.index.dirs.get(chart)?.chart)
    return problem('render/failed', `chart path "${String(chartSpec.chart)}" is not a chart folder of this repository`);
  const valueFiles = asArray(chartSpec.valuesFiles).map((f) => repoJoin(source.base, String(f)));
  if (valueFiles.some((f) => f === undefined))
    return problem('render/failed', 'a valuesFiles entry leaves the repository');
  return releaseTarget(release, ctx, problem, { path: chart, chart, valueFiles: valueFiles as string[] });
}

/** The helm target of a HelmRelease: valuesFrom and values merged as helm-controller does, its release name and namespace. */
function releaseTarget(
  release: Obj,
  ctx: ReleaseContext,
  problem: (ruleId: string, reason: string) => Unit,
  chart: { path: string; chart: string; valueFiles: string[]; remote?: RemoteChartRef },
): Unit {
  const name = nameOf(release);
  const ns = namespaceOf(release);
  const spec = asObj(release.spec) ?? {};
  const values = mergedValues(spec, ns, ctx.data);
  if ('reason' in values) return problem('targets/not-checked', values.reason);
  const targetNamespace = asString(spec.targetNamespace);
  const target: Target = {
    app: name,
    environment: ctx.environment,
    kind: 'helm',
    path: chart.path,
    namespace: targetNamespace ?? ns, // helm-controller GetReleaseNamespace; storageNamespace only holds the release records
    helm: {
      chart: chart.chart,
      ...(chart.remote ? { remote: chart.remote } : {}),
      valueFiles: chart.valueFiles,
      releaseName: asString(spec.releaseName) ?? (targetNamespace ? `${targetNamespace}-${name}` : name),
      values: values.values,
    },
    origin: {
      how: 'flux',
      file: ctx.at.file,
      detail: `HelmRelease ${ns}/${name}${ctx.via ? ` (from ${ctx.via})` : ''}`,
    },
  };
  if (values.files.length > 0) target.origin.inputs = [...new Set(values.files)];
  const secrets = values.secrets.filter((v) => v.trim().length >= MIN_MASK_VALUE_LENGTH);
  if (secrets.length > 0) target.secretValues = [...new Set(secrets)];
  return { target, problems: [] };
}

/**
 * The chart of a HelmRelease whose source is a HelmRepository (`spec.chart.spec.sourceRef`) or an
 * OCIRepository (`spec.chartRef`) declared in this repository; undefined for a GitRepository chart.
 * It is fetched at render time when the base config's `sources:` allows it (pinning checked there).
 */
function remoteChartOf(spec: Obj, chartSpec: Obj, ns: string, sources: Declared[]): FluxChart | undefined {
  const chartRef = asObj(spec.chartRef);
  const sourceRef = chartRef ?? asObj(chartSpec.sourceRef) ?? {};
  const kind = asString(sourceRef.kind) ?? '';
  if (!chartRef && kind !== 'HelmRepository') return undefined;
  if (kind !== 'HelmRepository' && kind !== 'OCIRepository')
    return { ok: false, reason: `chartRef ${kind || '(no kind)'} ${String(sourceRef.name ?? '')} is not modelled` };
  const name = asString(sourceRef.name) ?? '';
  const namespace = asString(sourceRef.namespace) ?? ns;
  const [found] = findDeclared(sources, kind, name, namespace);
  if (!found) return { ok: false, reason: `${kind} ${namespace}/${name} is not declared in this repository` };
  return kind === 'OCIRepository' ? chartFromOciRepository(found.obj) : chartFromHelmRepository(chartSpec, found.obj);
}

/** A HelmRelease of a remote chart: its path is the file declaring it (what a change to it touches). */
function remoteReleaseTarget(
  release: Obj,
  remote: RemoteChartRef,
  chartSpec: Obj,
  ctx: ReleaseContext,
  problem: (ruleId: string, reason: string) => Unit,
): Unit {
  // helm-controller reads valuesFiles from inside the chart archive; helm takes only files on disk.
  if (asArray(chartSpec.valuesFiles).length > 0)
    return problem('targets/not-checked', `valuesFiles inside the remote chart ${remote.chart} are not read`);
  return releaseTarget(release, ctx, problem, { path: ctx.at.file, chart: ctx.at.file, valueFiles: [], remote });
}

/** valuesFrom in order (later wins), then `values` on top; a reference not in the repo is not-checked unless optional. */
function mergedValues(
  spec: Obj,
  ns: string,
  data: Declared[],
): { values: Obj; files: string[]; secrets: string[] } | { reason: string } {
  let values: Obj = {};
  const files: string[] = [];
  const secrets: string[] = [];
  for (const ref of asArray(spec.valuesFrom).map(asObj)) {
    const kind = asString(ref?.kind) ?? '';
    const refName = asString(ref?.name) ?? '';
    if (ref?.targetPath !== undefined)
      return { reason: `valuesFrom ${kind} ${refName} with targetPath is not modelled` };
    const [found] = findDeclared(data, kind, refName, ns);
    const text = found ? dataOf(found.obj)[asString(ref?.valuesKey) ?? 'values.yaml'] : undefined;
    if (text === undefined) {
      if (ref?.optional === true) continue;
      return {
        reason: `valuesFrom ${kind} ${ns}/${refName} (key ${asString(ref?.valuesKey) ?? 'values.yaml'}) is not in this repository`,
      };
    }
    const parsed = asObj(parseDocs(text)[0]?.value);
    if (!parsed) return { reason: `valuesFrom ${kind} ${ns}/${refName} does not hold a YAML mapping` };
    values = deepMerge(values, parsed);
    files.push(...((found as Declared).inputs ?? [(found as Declared).file]));
    if (kind === 'Secret') secrets.push(text, ...leaves(parsed));
  }
  return { values: deepMerge(values, asObj(spec.values) ?? {}), files, secrets };
}

/** The scalar values of a values mapping read from a Secret: masked by value wherever they show up. */
function leaves(node: unknown, out: string[] = []): string[] {
  if (node !== null && typeof node === 'object') for (const v of Object.values(node)) leaves(v, out);
  else if (node !== null && node !== undefined) out.push(String(node));
  return out;
}

function deepMerge(a: Obj, b: Obj): Obj {
  const out: Obj = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = asObj(out[k]);
    const next = asObj(v);
    out[k] = cur && next ? deepMerge(cur, next) : v;
  }
  return out;
}

export type { FindingDraft };
