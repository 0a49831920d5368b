import type { EnvironmentConfig } from '../model/config.js';
import type { FindingDraft } from '../model/finding.js';
import type { Resource } from '../model/resource.js';

export interface SchemaOptions {
  /** `--schema-location` / `schemas.locations`; empty: the kubernetes/kubernetes release on GitHub. */
  locations: string[];
  /** `--crd-schema-location` / `schemas.crdLocations` ({{group}}, {{kind}} lower case, {{version}}). */
  crdLocations: string[];
  /** Absolute folders of CRD YAML/JSON (config `schemas.crds`); per target override in validateTarget. */
  crdDirs: string[];
  /** Never open a connection: remote locations are read from the disk cache only. */
  offline: boolean;
  /**
   * The trusted revision's tree the config's repo-relative locations were resolved into: a file
   * read under it must stay under it once links are followed.
   */
  confineTo?: string;
  /**
   * Also run the API server's own create-time validation of built-in kinds (src/apiserver), which the
   * OpenAPI documents do not express (default true; false gives OpenAPI-only validation).
   */
  apiServer?: boolean;
  /** Unknown fields are `schema/unknown-field` (config `schemas.strict`, default true). */
  strict: boolean;
  /** Default: `$RUNNER_TOOL_CACHE/deploy-gate/schemas`, else `$XDG_CACHE_HOME` or `~/.cache`. */
  cacheDir?: string;
  /** Per HTTP request (default 15 s); a location that does not answer is tried `retries` more times. */
  timeoutMs?: number;
  /** Extra attempts on timeouts, network errors and 5xx (default 2). */
  retries?: number;
}

export interface ValidateTargetOptions {
  /** This revision's CRD folders (base and head differ); default: SchemaOptions.crdDirs. */
  crdDirs?: string[];
  /**
   * CRD folders looked up before the CRDs rendered in the target and `crdDirs`: the base revision's
   * folders when judging the head, so a PR cannot loosen the schema its own objects are checked against.
   */
  trustedCrdDirs?: string[];
  /** Shows CRD folders relative to it in messages. */
  repoRoot?: string;
}

/**
 * Which validation ran for the target's built-in kinds: `openapi` — the exact upstream OpenAPI of
 * the environment's version; `embedded` — kubernetes-models' schemas because no location could be
 * read (types, required, formats; no unknown-field checks); `none` — neither.
 */
export type ValidationLevel = 'openapi' | 'embedded' | 'none';

export interface TargetValidation {
  drafts: FindingDraft[];
  level: ValidationLevel;
  /** Why the level is not `openapi`. */
  reason?: string;
  /** Things worth a line in the report that are not findings (skipped RE2 patterns, unreadable CRD files). */
  notes: string[];
  /** H3: unvalidated objects are never counted as valid. */
  counts: { validated: number; unvalidated: number };
  /** Custom resources whose CRD has transition rules (`oldSelf`): run in `check` against the base's object. */
  transitionRules?: TransitionRules[];
}

/** A custom resource and the CRD schema whose `oldSelf` rules it must meet on an update. */
export interface TransitionRules {
  resource: Resource;
  schema: unknown;
  from: string;
}

export interface SchemaValidator {
  validateTarget(resources: Resource[], env: EnvironmentConfig, per?: ValidateTargetOptions): Promise<TargetValidation>;
  /**
   * The group/versions and group/version/Kinds the environment's Kubernetes version serves (its
   * OpenAPI documents), for helm's `--api-versions`; the reason when they cannot all be read.
   */
  servedApiVersions(env: EnvironmentConfig): Promise<ServedApis>;
}

/**
 * What a helm render's `.Capabilities.APIVersions` is given. A list made from only some of the
 * version's documents is no list: a chart asking `Has "policy/v1"` would take its fallback branch.
 */
export type ServedApis = { apis: string[] } | { reason: string };
