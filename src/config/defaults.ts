import {
  DEFAULT_CONFIG_FILE,
  DEFAULT_IGNORE,
  type Config,
  type EnvironmentConfig,
  type EnvDiffConfig,
  type ExemptionConfig,
  type KnownFailure,
  type TargetConfig,
} from '../model/config.js';
import type { SeverityOrOff } from '../model/finding.js';
import { DEFAULT_SOURCE_TIMEOUT_SECONDS, type SourcesConfig } from '../model/sources.js';

/**
 * With no `kubernetesVersion`, the newest Kubernetes deploy-gate knows (the newest release of
 * policies/api-introductions.yaml and policies/api-removals.yaml; test/config/default-version.test.ts
 * keeps them equal): a cluster older than the newest is rarer than a newer API reported as removed.
 */
export const DEFAULT_KUBERNETES_VERSION = '1.35';
export const DEFAULT_RENDER_TIMEOUT_SECONDS = 120;
export const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** Per-target object budget (security review item 7): a flood is inconclusive, not an out-of-memory crash. */
export const DEFAULT_MAX_OBJECTS = 10_000;
/** Per-target parsed-YAML budget; parsing costs far more memory than the text. */
export const DEFAULT_MAX_PARSED_BYTES = 32 * 1024 * 1024;

/** The shape the JSON Schema admits; every field optional. */
export interface RawConfig {
  version?: 1;
  kubernetesVersion?: string;
  environments?: Record<string, Partial<Omit<EnvironmentConfig, 'name'>>>;
  targets?: TargetConfig[];
  discovery?: Partial<Config['discovery']>;
  schemas?: Partial<Config['schemas']>;
  gateRecords?: Partial<Config['gateRecords']>;
  envDiff?: (Pick<EnvDiffConfig, 'from' | 'to'> & Partial<EnvDiffConfig>)[];
  promotion?: string[];
  rules?: Record<string, SeverityOrOff>;
  exemptions?: ExemptionConfig[];
  ignore?: string[];
  exclude?: string[];
  knownFailures?: KnownFailure[];
  checks?: string[];
  policies?: string[];
  podTemplatePaths?: Record<string, string[]>;
  argocd?: { healthTests?: string[] };
  checkParams?: Record<string, Record<string, unknown>>;
  analysis?: { minWindow?: string };
  admission?: { policies?: string[] };
  rollout?: { reloader?: boolean };
  render?: Partial<Config['render']>;
  sources?: Partial<SourcesConfig>;
  resolveTags?: boolean;
  live?: Config['live'];
}

/** A complete Config from a schema-valid raw object: every default filled in, nothing shared with the input. */
export function withDefaults(raw: RawConfig, file: string): Config {
  const kubernetesVersion = raw.kubernetesVersion ?? DEFAULT_KUBERNETES_VERSION;
  const config: Config = {
    version: 1,
    kubernetesVersion,
    ...(raw.kubernetesVersion === undefined ? { kubernetesVersionAssumed: true as const } : {}),
    environments: environments(raw.environments ?? {}, kubernetesVersion),
    discovery: discovery(raw.discovery ?? {}),
    ignore: [...(raw.ignore ?? DEFAULT_IGNORE)],
    exclude: [...(raw.exclude ?? [])],
    knownFailures: (raw.knownFailures ?? []).map((k) => ({ ...k })),
    schemas: {
      crds: [...(raw.schemas?.crds ?? [])],
      strict: raw.schemas?.strict ?? true,
      locations: [...(raw.schemas?.locations ?? [])],
      crdLocations: [...(raw.schemas?.crdLocations ?? [])],
    },
    gateRecords: gateRecords(raw.gateRecords ?? {}),
    envDiff: (raw.envDiff ?? []).map((d) => ({
      from: d.from,
      to: d.to,
      ignore: [...(d.ignore ?? [])],
      strict: d.strict ?? false,
    })),
    rules: { ...(raw.rules ?? {}) },
    exemptions: (raw.exemptions ?? []).map((e) => structuredClone(e)),
    checks: [...(raw.checks ?? [])],
    ...(raw.policies ? { policies: [...raw.policies] } : {}),
    podTemplatePaths: structuredClone(raw.podTemplatePaths ?? {}),
    render: {
      timeoutSeconds: raw.render?.timeoutSeconds ?? DEFAULT_RENDER_TIMEOUT_SECONDS,
      maxOutputBytes: raw.render?.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
      maxObjects: raw.render?.maxObjects ?? DEFAULT_MAX_OBJECTS,
      maxParsedBytes: raw.render?.maxParsedBytes ?? DEFAULT_MAX_PARSED_BYTES,
      ...(raw.render?.maxMemoryMiB === undefined ? {} : { maxMemoryMiB: raw.render.maxMemoryMiB }),
      diffIgnore: raw.render?.diffIgnore ?? [],
    },
    sources: {
      helm: [...(raw.sources?.helm ?? [])],
      oci: [...(raw.sources?.oci ?? [])],
      git: [...(raw.sources?.git ?? [])],
      timeoutSeconds: raw.sources?.timeoutSeconds ?? DEFAULT_SOURCE_TIMEOUT_SECONDS,
      trustBase: raw.sources?.trustBase ?? true,
    },
    resolveTags: raw.resolveTags ?? false,
    live: { ...(raw.live ?? {}) },
    file,
  };
  if (raw.targets) config.targets = raw.targets.map((t) => structuredClone(t));
  if (raw.promotion) config.promotion = [...raw.promotion];
  if (raw.checkParams) config.checkParams = structuredClone(raw.checkParams);
  if (raw.analysis) config.analysis = { ...raw.analysis };
  if (raw.admission) config.admission = { policies: [...(raw.admission.policies ?? [])] };
  if (raw.rollout) config.rollout = { ...raw.rollout };
  if (raw.argocd) config.argocd = { healthTests: [...(raw.argocd.healthTests ?? [])] };
  return config;
}

/** The config of a repo without `.deploy-gate.yaml`. */
export function defaultConfig(file = DEFAULT_CONFIG_FILE): Config {
  return withDefaults({}, file);
}

function environments(
  raw: NonNullable<RawConfig['environments']>,
  kubernetesVersion: string,
): Record<string, EnvironmentConfig> {
  const out: Record<string, EnvironmentConfig> = {};
  for (const name of Object.keys(raw).sort()) {
    const e = raw[name] ?? {};
    out[name] = {
      name,
      kubernetesVersion: e.kubernetesVersion ?? kubernetesVersion,
      requireDigests: e.requireDigests ?? false,
      ...(e.requireReadinessProbes ? { requireReadinessProbes: true } : {}),
      gateRecords: e.gateRecords ?? 'off',
      apiVersions: [...(e.apiVersions ?? [])],
    };
  }
  return out;
}

function gateRecords(raw: Partial<Config['gateRecords']>): Config['gateRecords'] {
  const out: Config['gateRecords'] = { scope: [...(raw.scope ?? [])] };
  if (raw.path !== undefined) out.path = raw.path;
  if (raw.url !== undefined && raw.url !== '') out.url = raw.url;
  if (raw.authHeaderEnv !== undefined) out.authHeaderEnv = raw.authHeaderEnv;
  return out;
}

function discovery(raw: Partial<Config['discovery']>): Config['discovery'] {
  const out: Config['discovery'] = {
    argocd: raw.argocd ?? true,
    environmentLabel: raw.environmentLabel ?? 'environment',
    applicationSets: raw.applicationSets ?? true,
    appOfApps: raw.appOfApps ?? true,
    flux: raw.flux ?? true,
    withTargets: raw.withTargets ?? false,
  };
  if (raw.clusters) out.clusters = raw.clusters.map((c) => structuredClone(c));
  if (raw.maxApplicationsPerSet !== undefined) out.maxApplicationsPerSet = raw.maxApplicationsPerSet;
  return out;
}
