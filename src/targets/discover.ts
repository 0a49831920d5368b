import type { Config, TargetConfig } from '../model/config.js';
import type { FindingDraft } from '../model/finding.js';
import type { NotCheckedUnit, Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import { discoverArgoApplications, type AppSourceRef } from './argocd.js';
import { discoverCharts } from './helm.js';
import { discoverFlux } from './flux/discover.js';
import { discoverOverlays } from './kustomize.js';
import { discoveryRenderer, type DiscoveryTools } from './rendered.js';
import { disambiguate, disambiguateBeside } from './naming.js';
import { manifestTexts, type FileScan } from './argocd-files.js';
import { indexRepo, insideChart, MAX_WALK_ENTRIES, type RepoIndex } from './walk.js';
import { applicationPaths, standaloneRoots, type UnexpandedSet } from './union.js';
import type { SetDoc } from './appset/discover.js';
import { asObj, asString } from './yaml-docs.js';

export interface Discovery {
  /** Sorted by app, then environment. */
  targets: Target[];
  /** Things that could not become targets (broken or unreachable Applications): report them. */
  problems: FindingDraft[];
  /** Deployable units found that cannot be checked here, with the reason. */
  notChecked: NotCheckedUnit[];
  /** Paths the config's `exclude:` took out of discovery. */
  excluded: string[];
  /** Where each Argo CD Application's sources point (compared across revisions in `check`). */
  applications: AppSourceRef[];
  /** Informational: what discovery assumed (helmfile charts elsewhere). */
  notes: string[];
}

export type { DiscoveryTools } from './rendered.js';

export interface DiscoverOptions extends DiscoveryTools {
  /** This repository's own URLs: an Application source elsewhere is not checked. */
  repoUrls?: readonly string[];
  /** The branch being checked: an Application source on another targetRevision is not checked. */
  branch?: string;
  /** Epoch ms of the run's deadline (`--timeout`): ApplicationSet expansion stops there. */
  deadline?: number;
}

/** Targets discovery could not see are targets nobody checked: inconclusive, never a quiet note. */
function incompleteWalk(index: RepoIndex): FindingDraft[] {
  const unlisted = index.unreadable.map((dir) => ({
    ruleId: 'targets/discovery-incomplete',
    message: `folder ${dir} could not be listed; targets in it were not found`,
    location: { file: dir },
    fingerprintKey: dir,
  }));
  if (!index.truncated) return unlisted;
  const message = `the repository has more than ${MAX_WALK_ENTRIES} entries; discovery stopped early — declare targets in the config`;
  return [{ ruleId: 'targets/discovery-incomplete', message }, ...unlisted];
}

/**
 * The targets of a revision tree. Explicit `config.targets` win (alone, unless
 * `discovery.withTargets` adds discovery to them). Discovery is a union: Argo CD Applications (and
 * what ApplicationSets and app-of-apps generate) when `discovery.argocd` is on, Flux Kustomizations
 * and HelmReleases when `discovery.flux` is on, and the leaf Kustomize overlays and Helm charts with
 * their values files that none of those (nor a declared target) renders.
 */
export async function discoverTargets(root: string, config: Config, opts: DiscoverOptions = {}): Promise<Discovery> {
  const declared = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  if (declaresTargetsOnly(config)) return { ...emptyDiscovery(), targets: sortTargets(declared) };
  const found = await discoverTree(root, config, opts, declared);
  if (declared.length === 0) return found;
  const ids = new Set(declared.map(targetId));
  return { ...found, targets: sortTargets([...declared, ...found.targets.filter((t) => !ids.has(targetId(t)))]) };
}

/** The one order of targets in every report: app, environment, path, then as listed. */
export function sortTargets(targets: Target[]): Target[] {
  // Keys made once, not per comparison: a config can declare thousands of targets.
  const keys = targets.map((t) => `${t.app}\0${t.environment}\0${t.path}`);
  const order = keys.map((_, i) => i).sort((a, b) => byCodeUnits(keys[a] as string, keys[b] as string));
  return order.map((i) => targets[i] as Target);
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function emptyDiscovery(): Discovery {
  return { targets: [], problems: [], notChecked: [], excluded: [], applications: [], notes: [] };
}

async function discoverTree(
  root: string,
  config: Config,
  opts: DiscoverOptions,
  declared: Target[],
): Promise<Discovery> {
  const index = await indexRepo(root, config.exclude);
  const out: Discovery = { ...emptyDiscovery(), excluded: index.excluded, problems: incompleteWalk(index) };
  const known = Object.keys(config.environments);
  const files = await manifestTexts(root, index, (dir) => insideChart(index, dir));
  // Unreadable or oversized manifest files may hide Applications or Flux objects: reported in every mode.
  out.notChecked.push(...files.notChecked);
  out.problems.push(...files.problems);
  // A union: Argo CD, Flux and the folders each add their units; a folder that an Application or
  // a Flux object renders is rendered their way only (standaloneRoots), never again alone.
  const sets = config.discovery.argocd ? await argoStep(root, config, { files, index, known }, opts, out) : [];
  const fluxPointed = config.discovery.flux !== false ? await fluxStep(root, config, { index, known }, opts, out) : [];
  const overlays = await discoverOverlays(root, index, known);
  const charts = await discoverCharts(root, index);
  out.problems.push(...overlays.problems, ...charts.problems);
  out.notChecked.push(...charts.notChecked);
  const units = [...out.notChecked, ...out.problems.filter((p) => p.ruleId === 'targets/not-checked').map(unitInputs)];
  const pointed = new Set([
    ...applicationPaths(out.applications, opts.repoUrls ?? []),
    ...fluxPointed,
    ...overlays.charts,
  ]);
  const alone = standaloneRoots(
    [...overlays.targets, ...charts.targets],
    [...declared, ...out.targets],
    units,
    sets,
    pointed,
  );
  // A kustomization with `helmCharts` is a target like any other: rendered with --enable-helm,
  // its charts fetched first (render/kustomize-helm.ts).
  out.notChecked.push(...alone.notChecked);
  out.targets = sortTargets(disambiguateBeside(disambiguate(out.targets), alone.targets));
  return out;
}

/** What a not-checked finding of discovery reads: the folders its message names are not known, its file is. */
function unitInputs(p: FindingDraft): NotCheckedUnit {
  const file = p.location?.file ?? '';
  return { unit: '', file, reason: p.message, inputs: file ? [file] : [], declaration: '' };
}

interface Tree {
  index: RepoIndex;
  known: string[];
}

/** Argo CD Applications, expanded ApplicationSets and app-of-apps children; returns the sets that could not be expanded. */
async function argoStep(
  root: string,
  config: Config,
  tree: Tree & { files: FileScan },
  opts: DiscoverOptions,
  out: Discovery,
): Promise<UnexpandedSet[]> {
  const { applicationSets, clusters, appOfApps, environmentLabel, maxApplicationsPerSet } = config.discovery;
  const renderer = discoveryRenderer(root, config, opts);
  const naming = { envLabel: environmentLabel, known: tree.known, repoUrls: opts.repoUrls ?? [], branch: opts.branch };
  const argo = await discoverArgoApplications(root, tree.files, tree.index, naming, {
    applicationSets,
    clusters,
    ...(appOfApps === false ? {} : { renderObjects: renderer.render }),
    helm: opts.helm,
    maxApplicationsPerSet,
    deadline: opts.deadline,
  }).finally(() => renderer.dispose());
  out.problems.push(...argo.suspect, ...argo.problems);
  out.notChecked.push(...argo.notChecked);
  out.applications.push(...argo.applications);
  out.notes.push(...argo.notes);
  out.targets.push(...argo.targets);
  return unexpandedSets(argo.sets ?? [], argo.problems);
}

/** The ApplicationSets expansion reported as not expanded, with the first reason given. */
function unexpandedSets(sets: SetDoc[], problems: FindingDraft[]): UnexpandedSet[] {
  const out: UnexpandedSet[] = [];
  for (const doc of sets) {
    const name = asString(asObj(doc.obj.metadata)?.name) ?? '(unnamed)';
    const prefix = `${doc.file}: ApplicationSet ${name} is not expanded: `;
    const hit = problems.find((p) => p.ruleId === 'targets/not-checked' && p.message.startsWith(prefix));
    if (hit) out.push({ name, doc, reason: hit.message.slice(prefix.length) });
  }
  return out;
}

/** Flux Kustomizations and HelmReleases; returns the folders Flux objects render, checked or not. */
async function fluxStep(
  root: string,
  config: Config,
  tree: Tree,
  opts: DiscoverOptions,
  out: Discovery,
): Promise<string[]> {
  const renderer = discoveryRenderer(root, config, opts);
  const flux = await discoverFlux(
    root,
    tree.index,
    { envLabel: config.discovery.environmentLabel, known: tree.known },
    renderer.render,
  ).finally(() => renderer.dispose());
  out.targets.push(...flux.targets);
  out.problems.push(...flux.problems);
  return flux.pointed;
}

export function fromConfig(t: TargetConfig, file: string): Target {
  const namespace = t.namespace ?? t.helm?.namespace;
  if (t.helm) {
    const helm: Target['helm'] = {
      chart: t.helm.chart,
      valueFiles: t.helm.valueFiles ? [...t.helm.valueFiles] : [],
      releaseName: t.helm.releaseName ?? t.app,
    };
    if (t.helm.values) helm.values = structuredClone(t.helm.values);
    if (t.helm.parameters) helm.parameters = t.helm.parameters.map((p) => ({ ...p }));
    // A chart from a repository (`repoURL` + `version`): fetched at render time if sources: allows it.
    if (t.helm.repoURL !== undefined) {
      helm.chart = file;
      helm.remote = { repoURL: t.helm.repoURL, chart: t.helm.chart, version: t.helm.version ?? '' };
      return declared(t, file, namespace, 'helm', file, helm);
    }
    return declared(t, file, namespace, 'helm', t.helm.chart, helm);
  }
  if (t.kustomize !== undefined) return declared(t, file, namespace, 'kustomize', t.kustomize);
  return declared(t, file, namespace, 'manifests', t.manifests ?? '.');
}

/**
 * A declared Target, its keys in one fixed order (app, environment, origin, namespace, kind, path,
 * helm): set one by one, as a config can declare thousands and object spreads cost more.
 */
function declared(
  t: TargetConfig,
  file: string,
  namespace: string | undefined,
  kind: Target['kind'],
  path: string,
  helm?: Target['helm'],
): Target {
  const out = { app: t.app, environment: t.environment, origin: { how: 'config', file } } as Target;
  if (namespace) out.namespace = namespace;
  out.kind = kind;
  out.path = path;
  if (helm) out.helm = helm;
  return out;
}

/** Targets listed in the config and none discovered: the targets are the config's list, whatever the tree holds. */
function declaresTargetsOnly(config: Config): boolean {
  return Boolean(config.targets) && !config.discovery.withTargets;
}
