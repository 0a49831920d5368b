import type { SeverityOrOff } from './finding.js';
import type { SourcesConfig } from './sources.js';
import type { HelmParameter } from './target.js';

/** The config file a run reads when none is named (repo-relative). */
export const DEFAULT_CONFIG_FILE = '.deploy-gate.yaml';

export type GateRecordsMode = 'required' | 'optional' | 'off';

export interface EnvironmentConfig {
  name: string;
  kubernetesVersion: string;
  requireDigests: boolean;
  /** probes/readiness-missing is an error here (a serving container without a readinessProbe). */
  requireReadinessProbes?: boolean;
  gateRecords: GateRecordsMode;
  /** Extra Capabilities.APIVersions for helm. */
  apiVersions: string[];
}

/** A target declared in the config (contract: `targets[]`). */
export interface TargetConfig {
  app: string;
  environment: string;
  namespace?: string;
  helm?: {
    /** A repo-relative chart dir; with `repoURL`, the chart's name in that repository. */
    chart: string;
    /** A Helm repository (https://) or OCI registry (oci://) the chart is fetched from (allowed by sources:). */
    repoURL?: string;
    /** The exact chart version (with repoURL). */
    version?: string;
    valueFiles?: string[];
    releaseName?: string;
    namespace?: string;
    values?: Record<string, unknown>;
    parameters?: HelmParameter[];
  };
  kustomize?: string;
  manifests?: string;
}

export interface EnvDiffConfig {
  from: string;
  to: string;
  ignore: string[];
  strict: boolean;
}

export interface ExemptionConfig {
  rules: string[];
  reason: string;
  /** `app/environment` globs */
  targets?: string[];
  namespaces?: string[];
}

/** A finding known to fail that must not fail every change: exempted with its reason, nothing else silenced. */
export interface KnownFailure {
  /** `app/environment` of exactly one target (`-/-` for repository-level findings). */
  target: string;
  rule: string;
  reason: string;
}

/** Changed files that deploy nothing (docs/coverage.md lists them): a change of only these passes. */
export const DEFAULT_IGNORE = [
  '**/*.md',
  '**/*.markdown',
  '**/LICENSE*',
  '**/LICENCE*',
  '**/COPYING*',
  'docs/**',
  // CI configuration: it runs checks, it is never applied to a cluster.
  '.github/**',
  '.gitlab-ci.yml',
  '.gitlab/**',
  '.circleci/**',
  '.buildkite/**',
  '.woodpecker/**',
  '.woodpecker.yml',
  '.drone.yml',
  'azure-pipelines.yml',
  'Jenkinsfile',
  // Repository housekeeping read by git, editors, linters and bots, never by helm, kustomize or a
  // GitOps controller (.helmignore and Flux's .sourceignore are not here: they change what is built).
  '**/.gitignore',
  '.editorconfig',
  '.pre-commit-config.yaml',
  '.yamllint',
  '.yamllint.yaml',
  '.yamllint.yml',
  '.markdownlint*',
  'renovate.json',
  'renovate.json5',
  '.renovaterc',
  '.renovaterc.json',
  'CODEOWNERS',
];

/** `discovery.maxApplicationsPerSet` unless the config says otherwise. */
export const DEFAULT_MAX_APPLICATIONS_PER_SET = 10_000;

/** A cluster Argo CD knows (its cluster Secret), for the ApplicationSet `clusters` generator. */
export interface ClusterConfig {
  name: string;
  server: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  /** The environment of Applications generated for this cluster (unless their label names one). */
  environment?: string;
  project?: string;
}

/** Where targets come from when `targets` is omitted; every source can be switched off. */
export interface DiscoveryConfig {
  argocd: boolean;
  environmentLabel: string;
  /** ApplicationSets expanded into Applications (default on). */
  applicationSets?: boolean;
  /** Applications and ApplicationSets that a target renders become targets (default on). */
  appOfApps?: boolean;
  /** Flux Kustomizations and HelmReleases (default on). */
  flux?: boolean;
  /** The clusters Argo CD knows; without it a `clusters` generator is not-checked. */
  clusters?: ClusterConfig[];
  /** Discovery runs even when `targets` is set, and the config's targets are added (default off). */
  withTargets?: boolean;
  /** Applications one ApplicationSet may generate; over it the set is not checked (default 10,000). */
  maxApplicationsPerSet?: number;
}

export interface Config {
  version: 1;
  kubernetesVersion: string;
  /** No `kubernetesVersion` in the config: the default (the newest deploy-gate knows) is used, and reports say so. */
  kubernetesVersionAssumed?: true;
  environments: Record<string, EnvironmentConfig>;
  targets?: TargetConfig[];
  discovery: DiscoveryConfig;
  /** Globs of changed files that no target needs to read (`check` coverage). */
  ignore: string[];
  /** Globs of paths taken out of discovery. */
  exclude: string[];
  knownFailures: KnownFailure[];
  schemas: { crds: string[]; strict: boolean; locations: string[]; crdLocations: string[] };
  gateRecords: { path?: string; url?: string; authHeaderEnv?: string; scope: string[] };
  envDiff: EnvDiffConfig[];
  promotion?: string[];
  rules: Record<string, SeverityOrOff>;
  exemptions: ExemptionConfig[];
  /** Extra check files (policies/checks layout) in the repo, repo-relative dirs. */
  checks: string[];
  /** Built-in policy packs to run (`pss-baseline`, `pss-restricted`); absent: pss-baseline. */
  policies?: string[];
  /** Parameter overrides of checks by rule id, validated against the template at load. */
  checkParams?: Record<string, Record<string, unknown>>;
  /** Rollouts analysis: the shortest window a metric must watch (analysis/short-window). */
  analysis?: { minWindow?: string };
  /** ValidatingAdmissionPolicies the clusters run: repo-relative folders or files, read at the base like `checks`. */
  admission?: { policies: string[] };
  /** How pods pick up config: a reload controller installed in the clusters (rollout/config-not-rolled). */
  rollout?: { reloader?: boolean };
  /** Argo CD: health test directories (resource_customizations layout), repo-relative. */
  argocd?: { healthTests: string[] };
  /** Pod-template JSON pointers for custom workload kinds: `{ "example.com/Widget": ["/spec/template"] }` */
  podTemplatePaths: Record<string, string[]>;
  /**
   * Per-target budgets: time, output size, and (bounded memory) objects and parsed bytes.
   * diffIgnore: label/annotation keys and JSON pointers left out of the diff, never out of the checks.
   */
  render: {
    timeoutSeconds: number;
    maxOutputBytes: number;
    maxObjects: number;
    maxParsedBytes: number;
    /** Memory ceiling of each child process, MiB; absent: sized from the machine and --jobs (render/child-memory.ts). */
    maxMemoryMiB?: number;
    diffIgnore: string[];
  };
  /** Remote charts and bases deploy-gate may fetch (read from the BASE config when gating a change). */
  sources: SourcesConfig;
  resolveTags: boolean;
  /** Audit with --argocd-server: limits for the live judgement (defaults in src/live). */
  live: {
    progressingLimitMinutes?: number;
    unhealthyStatuses?: string[];
    staleAfterMinutes?: number;
    /** Applications (by name) whose Suspended health is expected, so it passes. */
    expectedSuspended?: string[];
    /** This repository's URLs as Argo CD sources name it (besides the git remote). */
    repoURLs?: string[];
    /** Read ready endpoints of Services with a selector (default true). */
    checkEndpoints?: boolean;
    /** One real request per Application (by name or target `app/env`); see src/live/smoke.ts. */
    smoke?: Record<string, SmokeSpec>;
  };
  /** The repo-relative file it was read from (for messages). */
  file: string;
}

/** The environment config for a name, with the defaults applied (environments need not be declared). */
export function environmentOf(config: Config, name: string): EnvironmentConfig {
  return (
    config.environments[name] ?? {
      name,
      kubernetesVersion: config.kubernetesVersion,
      requireDigests: false,
      gateRecords: 'off',
      apiVersions: [],
    }
  );
}

/** A smoke request: the URL, the expected status, and optionally the release the answer must name. */
export interface SmokeSpec {
  url: string;
  /** Expected HTTP status (default 200). */
  status?: number;
  timeoutSeconds?: number;
  release?: {
    /** JSON pointer to the release in a JSON answer; without it, the whole (trimmed) body. */
    pointer?: string;
    /** A fixed expected value … */
    value?: string;
    /** … or the tag (or digest) of this image as Argo CD reports it deployed. */
    image?: string;
    use?: 'tag' | 'digest';
  };
}

/** The config's `policies:` when it does not say: the Pod Security Standards baseline. */
export const DEFAULT_POLICY_PACKS: readonly string[] = ['pss-baseline'];
