import type { Config, TargetConfig } from '../model/config.js';
import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { discoverArgoApplications } from './argocd.js';
import { discoverCharts } from './helm.js';
import { discoverOverlays } from './kustomize.js';
import { disambiguate } from './naming.js';
import { indexRepo, MAX_WALK_ENTRIES } from './walk.js';

export interface Discovery {
  /** Sorted by app, then environment. */
  targets: Target[];
  /** Things that could not become targets (broken or unreachable Applications): report them. */
  problems: FindingDraft[];
  /** Informational: what discovery left out or assumed (ApplicationSets, helmfile charts elsewhere). */
  notes: string[];
}

/**
 * The targets of a revision tree. Explicit `config.targets` win. Otherwise Argo CD Applications
 * when `discovery.argocd` is on and the repo has any (the repo then says itself what is
 * deployed); otherwise leaf Kustomize overlays plus Helm charts with their values files.
 */
/** Targets discovery could not see are targets nobody checked: inconclusive, never a quiet note. */
function incompleteWalk(index: Awaited<ReturnType<typeof indexRepo>>): FindingDraft[] {
  const out: FindingDraft[] = [];
  if (index.truncated) out.push({ ruleId: 'targets/discovery-incomplete', message: `the repository has more than ${MAX_WALK_ENTRIES} entries; discovery stopped early — declare targets in the config` });
  for (const dir of index.unreadable) out.push({ ruleId: 'targets/discovery-incomplete', message: `folder ${dir} could not be listed; targets in it were not found`, location: { file: dir } });
  return out;
}

export async function discoverTargets(root: string, config: Config): Promise<Discovery> {
  if (config.targets) return { targets: sortTargets(config.targets.map((t) => fromConfig(t, config.file))), problems: [], notes: [] };
  const index = await indexRepo(root);
  const notes: string[] = [];
  const incomplete = incompleteWalk(index);
  const known = Object.keys(config.environments);
  let suspect: FindingDraft[] = [];
  if (config.discovery.argocd) {
    const argo = await discoverArgoApplications(root, index, config.discovery.environmentLabel, known);
    suspect = argo.suspect;
    if (argo.targets.length > 0 || argo.problems.length > 0) {
      return { targets: sortTargets(disambiguate(argo.targets)), problems: [...incomplete, ...argo.problems, ...suspect], notes: [...notes, ...argo.notes] };
    }
    notes.push(...argo.notes);
  }
  const overlays = await discoverOverlays(root, index, known);
  const charts = await discoverCharts(root, index);
  return {
    targets: sortTargets(disambiguate([...overlays.targets, ...charts.targets])),
    problems: [...incomplete, ...suspect, ...overlays.problems, ...charts.problems],
    notes: [...notes, ...charts.notes],
  };
}

export function fromConfig(t: TargetConfig, file: string): Target {
  const base = { app: t.app, environment: t.environment, origin: { how: 'config' as const, file } };
  const namespace = t.namespace ?? t.helm?.namespace;
  const withNs = namespace ? { namespace } : {};
  if (t.helm) {
    const helm: Target['helm'] = { chart: t.helm.chart, valueFiles: [...(t.helm.valueFiles ?? [])], releaseName: t.helm.releaseName ?? t.app };
    if (t.helm.values) helm.values = structuredClone(t.helm.values);
    if (t.helm.parameters) helm.parameters = t.helm.parameters.map((p) => ({ ...p }));
    // A chart from a repository (`repoURL` + `version`): fetched at render time if sources: allows it.
    if (t.helm.repoURL !== undefined) {
      return { ...base, ...withNs, kind: 'helm', path: file, helm: { ...helm, chart: file, remote: { repoURL: t.helm.repoURL, chart: t.helm.chart, version: t.helm.version ?? '' } } };
    }
    return { ...base, ...withNs, kind: 'helm', path: t.helm.chart, helm };
  }
  if (t.kustomize !== undefined) return { ...base, ...withNs, kind: 'kustomize', path: t.kustomize };
  return { ...base, ...withNs, kind: 'manifests', path: t.manifests ?? '.' };
}

export function sortTargets(targets: Target[]): Target[] {
  const key = (t: Target): string => `${t.app}\0${t.environment}\0${t.path}`;
  return [...targets].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
