// Flux objects found in the repository: not rendered as Flux would render them (yet), so each is
// a not-checked unit with the reason — never silently ignored.
import type { NotCheckedUnit } from '../model/target.js';
import { repoJoin } from './argocd-source.js';
import type { ManifestText } from './argocd-files.js';
import { asObj, asString, parseDocs, type Obj } from './yaml-docs.js';

const MAY_DECLARE = /toolkit\.fluxcd\.io/;
/** Flux Kustomization fields that only schedule or order the apply: they do not change what is built. */
const SCHEDULING = new Set(['path', 'sourceRef', 'interval', 'retryInterval', 'prune', 'wait', 'timeout', 'dependsOn', 'healthChecks', 'suspend', 'force', 'serviceAccountName', 'kubeConfig', 'healthCheckExprs', 'deletionPolicy']);

export function fluxUnits(files: ManifestText[]): NotCheckedUnit[] {
  const out: NotCheckedUnit[] = [];
  for (const { rel, text } of files) {
    if (!MAY_DECLARE.test(text)) continue;
    for (const doc of parseDocs(text)) {
      const obj = asObj(doc.value);
      const unit = obj ? fluxUnit(obj) : undefined;
      if (unit) out.push({ ...unit, file: rel, line: doc.line, declaration: JSON.stringify(obj) });
    }
  }
  return out;
}

function fluxUnit(obj: Obj): Omit<NotCheckedUnit, 'file' | 'line' | 'declaration'> | undefined {
  const api = String(obj.apiVersion ?? '');
  const name = asString(asObj(obj.metadata)?.name) ?? '(unnamed)';
  const spec = asObj(obj.spec) ?? {};
  if (api.startsWith('kustomize.toolkit.fluxcd.io/') && obj.kind === 'Kustomization') {
    const path = repoJoin('.', asString(spec.path) ?? '.');
    const source = asObj(spec.sourceRef) ?? {};
    const where = `path ${JSON.stringify(spec.path ?? './')} of ${String(source.kind ?? 'its source')} ${String(source.name ?? '')}`.trim();
    const applied = Object.keys(spec).filter((k) => !SCHEDULING.has(k)).sort();
    if (applied.length === 0) {
      return { unit: `Flux Kustomization ${name}`, inputs: [], reason: `Flux builds ${where} itself; only overlay or manifests targets discovered in this repository are checked` };
    }
    return { unit: `Flux Kustomization ${name}`, inputs: path ? [path] : [], reason: `its ${applied.join(', ')} change what Flux applies from ${where} and are not applied here` };
  }
  if (api.startsWith('helm.toolkit.fluxcd.io/') && obj.kind === 'HelmRelease') {
    const chart = asObj(asObj(asObj(spec.chart)?.spec) ?? {}) ?? {};
    const chartName = asString(chart.chart) ?? asString(asObj(spec.chartRef)?.name);
    if (!chartName) return { unit: `Flux HelmRelease ${name}`, inputs: [], reason: `a HelmRelease without a chart (values or a patch for release ${name}); HelmReleases are not rendered here` };
    const local = chartName.startsWith('./') ? repoJoin('.', chartName) : undefined;
    return { unit: `Flux HelmRelease ${name}`, inputs: local ? [local] : [], reason: `Flux renders chart ${chartName} with the release's values; HelmReleases are not rendered here` };
  }
  return undefined;
}
