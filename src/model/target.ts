import type { RemoteChartRef } from './sources.js';

export type TargetKind = 'helm' | 'kustomize' | 'manifests';

export interface HelmParameter {
  name: string;
  value: string;
  forceString?: boolean;
}

export interface HelmSource {
  /** Chart directory, repo-relative (for a remote chart: the name it is shown under). */
  chart: string;
  /** A chart outside the repository (Argo CD `chart:` + `repoURL`), fetched when the base config allows it. */
  remote?: RemoteChartRef;
  /** Values files in order, repo-relative (already resolved against the chart or Application). */
  valueFiles: string[];
  releaseName?: string;
  /** Inline values (Argo CD `helm.values`/`valuesObject`), applied after the files. */
  values?: Record<string, unknown>;
  /** `--set`/`--set-string` pairs (Argo CD `helm.parameters`). */
  parameters?: HelmParameter[];
  /** Argo CD `helm.kubeVersion`: replaces the environment's version for .Capabilities.KubeVersion. */
  kubeVersion?: string;
  /** Argo CD `helm.apiVersions`: replace the cluster's API versions (.Capabilities.APIVersions). */
  apiVersions?: string[];
  /** Argo CD `helm.skipCrds`: `--skip-crds` instead of `--include-crds`. */
  skipCrds?: boolean;
}

/**
 * Argo CD `source.kustomize` options, applied as its repo-server applies them: `kustomize edit`
 * (set nameprefix/namesuffix/image/replicas/namespace, add label/annotation/component) and appended
 * `patches`, on a private copy of the app folder's kustomization before the build.
 */
export interface KustomizeEdits {
  namePrefix?: string;
  nameSuffix?: string;
  /** `kustomize edit set image` arguments, as Argo CD passes them. */
  images?: string[];
  replicas?: Array<{ name: string; count: number }>;
  commonLabels?: Record<string, string>;
  forceCommonLabels?: boolean;
  labelWithoutSelector?: boolean;
  labelIncludeTemplates?: boolean;
  commonAnnotations?: Record<string, string>;
  forceCommonAnnotations?: boolean;
  namespace?: string;
  patches?: Array<Record<string, unknown>>;
  /** Relative to the app folder, as written. */
  components?: string[];
  ignoreMissingComponents?: boolean;
}

/** Where an Argo CD Application deploys: part of its identity (a renamed Application still deploys there). */
export interface Destination {
  server?: string;
  name?: string;
  namespace?: string;
}

/**
 * A deployable unit that was found but cannot be rendered and checked here (an Application option
 * the gate cannot apply, a source in another repository, a plugin, an ApplicationSet, …).
 */
export interface NotCheckedUnit {
  /** What it is, e.g. `Application web-prod` or `ApplicationSet apps`. */
  unit: string;
  /** The file that declares it, repo-relative. */
  file: string;
  line?: number;
  reason: string;
  /** Repo paths it would read, when known: a change there changes what it deploys. */
  inputs: string[];
  /** The declaration as data (JSON), so a check can tell whether the change touched it. */
  declaration: string;
  /** The finding's text, when discovery wrote it (ApplicationSet expansion, app-of-apps, Flux). */
  message?: string;
  /** Identity across revisions when it is not `file#unit` (the fingerprint key discovery gave it). */
  key?: string;
}

/** How a target was found: explicit config, an Argo CD Application, a leaf overlay, a chart + values. */
export interface TargetOrigin {
  how: 'config' | 'argocd' | 'kustomize-overlay' | 'helm-chart' | 'flux';
  /** The file that declared it (the Application manifest, the config, the kustomization). */
  file?: string;
  detail?: string;
  /** Set for an Application an ApplicationSet generated (`ApplicationSet <name>`, declared in `file`). */
  set?: string;
  /** Further repo files the declaration was made from (a git files generator's files). */
  inputs?: string[];
}

export interface Target {
  app: string;
  environment: string;
  kind: TargetKind;
  /** Main path, repo-relative: chart dir, overlay dir or manifests dir. */
  path: string;
  namespace?: string;
  helm?: HelmSource;
  /** Plain manifests: read sub-folders too (Argo CD `directory.recurse: true`). */
  recurse?: boolean;
  /** Argo CD Applications: the destination, so a rename cannot move production to another environment. */
  destination?: Destination;
  /** Flux `postBuild`: variables substituted into the built objects (`${var}`, `${var:=default}`). */
  postBuild?: { substitute: Record<string, string> };
  /**
   * Flux Kustomization options as kustomization fields (namespace, namePrefix, patches, images,
   * components as repo paths, ...): the render builds an overlay of them over `path`. With
   * `generate: true` the folder has no kustomization and the render writes the one Flux generates.
   */
  overlay?: Record<string, unknown>;
  /** Argo CD `source.kustomize` options: the render applies them to a private copy of the kustomization. */
  kustomizeEdits?: KustomizeEdits;
  /**
   * A multi-source Argo CD Application (two or more sources with a path or chart): each source is
   * rendered on its own and the objects are joined into this one target, as Argo CD joins them.
   * `kind`, `path`, `helm`, `recurse` and `namespace` above are the first source's.
   */
  sources?: TargetSource[];
  /** Objects that leave the render are deleted on sync (Argo CD `syncPolicy.automated.prune`, Flux Kustomization `spec.prune`). */
  prunes?: boolean;
  /** The Argo CD Application's `spec.ignoreDifferences`, as written (what self-heal leaves alone). */
  ignoreDifferences?: Array<Record<string, unknown>>;
  /**
   * Values discovery read from Secrets into this target's inputs (a Flux HelmRelease's `valuesFrom`
   * Secret, generated or written out): masked by value in everything printed, as rendered Secrets are.
   */
  secretValues?: string[];
  origin: TargetOrigin;
}

/**
 * One rendered source of a multi-source Application: its kind, path and options, as a target's
 * (its namespace: its `helm.namespace`, else the destination's).
 */
export interface TargetSource extends Pick<
  Target,
  'kind' | 'path' | 'helm' | 'recurse' | 'namespace' | 'kustomizeEdits'
> {
  /** How Argo CD names it in messages: `source <name>` or `source 2 of 3` (position in `spec.sources`). */
  label: string;
}

/**
 * What renders on its own: the target itself, or one target per source of a multi-source
 * Application (same identity, that source's kind, path and options).
 */
export function targetParts(t: Target): Target[] {
  if (!t.sources || t.sources.length === 0) return [t];
  const { sources, helm: _helm, recurse: _recurse, namespace: _namespace, kustomizeEdits: _edits, ...base } = t;
  return sources.map((s) => ({
    ...base,
    kind: s.kind,
    path: s.path,
    ...(s.helm ? { helm: s.helm } : {}),
    ...(s.recurse ? { recurse: true } : {}),
    ...(s.namespace ? { namespace: s.namespace } : {}),
    ...(s.kustomizeEdits ? { kustomizeEdits: s.kustomizeEdits } : {}),
  }));
}

/**
 * The namespace objects without one are applied to: an Argo CD Application's destination namespace
 * (not a source's `helm.namespace`, which only reaches `helm template`), else the target's own.
 */
export function defaultNamespaceOf(target: Pick<Target, 'destination' | 'namespace'>): string | undefined {
  const namespace = target.destination ? target.destination.namespace : target.namespace;
  return namespace || undefined;
}

export function targetId(t: { app: string; environment: string }): string {
  return `${t.app}/${t.environment}`;
}
