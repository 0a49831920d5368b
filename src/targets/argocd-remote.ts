// An Argo CD source with `chart:` names a chart in a Helm repository or OCI registry. It becomes
// a helm target whose chart is fetched at render time, if and only if the base config's
// `sources:` allows it; the target's path is the Application file (what a change to it touches).
import { helmSource } from './argocd-helm.js';
import { wrong, type NotCheckable, type ResolvedSource, type SourceProblem } from './argocd-source-types.js';
import type { RepoIndex } from './walk.js';
import { asArray, asObj, asString, type Obj } from './yaml-docs.js';

export interface RemoteContext {
  index: RepoIndex;
  appName: string;
  /** The file declaring the Application. */
  file: string;
}

export function remoteChartSource(
  src: Obj,
  refs: Map<string, Obj>,
  ctx: RemoteContext,
): ResolvedSource | SourceProblem | NotCheckable {
  const chart = asString(src.chart);
  const repoURL = asString(src.repoURL);
  if (!chart || !repoURL) return wrong('a chart source needs both chart and repoURL');
  const helm = asObj(src.helm) ?? {};
  // Argo CD reads plain value files from inside the chart archive; helm only takes them as files on disk.
  const inChart = asArray(helm.valueFiles)
    .map(String)
    .filter((f) => !f.startsWith('$'));
  if (inChart.length > 0) {
    return {
      verdict: 'inconclusive',
      message: `chart "${chart}" from ${repoURL}: value files inside the remote chart (${inChart.join(', ')}) are not read; move the values into this repository and name them as $ref/<path>`,
    };
  }
  // Helm options are applied, or make the unit not-checked, exactly as for a chart in the repository.
  const resolved = helmSource(ctx.file, helm, { refs, index: ctx.index, appName: ctx.appName });
  if ('verdict' in resolved || 'notChecked' in resolved || !resolved.helm) return resolved;
  const version = asString(src.targetRevision) ?? '';
  return {
    ...resolved,
    path: ctx.file,
    helm: { ...resolved.helm, chart: ctx.file, remote: { repoURL, chart, version } },
    notes: [`chart ${chart} ${version || '(no version)'} from ${repoURL}`, ...resolved.notes],
  };
}
