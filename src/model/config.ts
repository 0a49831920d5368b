import type { SeverityOrOff } from './finding.js';
import type { HelmParameter } from './target.js';

export type GateRecordsMode = 'required' | 'optional' | 'off';

export interface EnvironmentConfig {
  name: string;
  kubernetesVersion: string;
  requireDigests: boolean;
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
    chart: string;
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

export interface Config {
  version: 1;
  kubernetesVersion: string;
  environments: Record<string, EnvironmentConfig>;
  targets?: TargetConfig[];
  discovery: { argocd: boolean; environmentLabel: string };
  schemas: { crds: string[]; strict: boolean; locations: string[]; crdLocations: string[] };
  gateRecords: { path?: string; url?: string; authHeaderEnv?: string; scope: string[] };
  envDiff: EnvDiffConfig[];
  promotion?: string[];
  rules: Record<string, SeverityOrOff>;
  exemptions: ExemptionConfig[];
  /** Extra check files (policies/checks layout) in the repo, repo-relative dirs. */
  checks: string[];
  /** Pod-template JSON pointers for custom workload kinds: `{ "example.com/Widget": ["/spec/template"] }` */
  podTemplatePaths: Record<string, string[]>;
  /** diffIgnore: label/annotation keys and JSON pointers left out of the diff, never out of the checks. */
  render: { timeoutSeconds: number; maxOutputBytes: number; diffIgnore: string[] };
  resolveTags: boolean;
  /** Audit with --argocd-server: limits for the live judgement (defaults in src/live). */
  live: { progressingLimitMinutes?: number; unhealthyStatuses?: string[]; staleAfterMinutes?: number };
  /** The repo-relative file it was read from (for messages). */
  file: string;
}

/** The environment config for a name, with the defaults applied (environments need not be declared). */
export function environmentOf(config: Config, name: string): EnvironmentConfig {
  return config.environments[name] ?? {
    name,
    kubernetesVersion: config.kubernetesVersion,
    requireDigests: false,
    gateRecords: 'off',
    apiVersions: [],
  };
}
