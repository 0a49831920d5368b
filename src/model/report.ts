import type { Finding, Severity, Verdict } from './finding.js';
import type { ResourceRef } from './resource.js';
import type { SourceRecord } from './sources.js';
import type { TargetKind } from './target.js';

export type TargetStatus = 'rendered' | 'failed' | 'unchanged' | 'skipped';

export interface ToolVersion {
  name: string;
  version: string;
  path?: string;
}

export interface TargetReport {
  app: string;
  environment: string;
  kind: TargetKind;
  path: string;
  /** A multi-source Argo CD Application: every rendered source's path in source order (`kind` and `path` are the first's). */
  paths?: string[];
  status: TargetStatus;
  resources: number;
  durationMs: number;
  reason?: string;
  /** How the target was found (config, argocd, overlay, chart). */
  origin?: string;
  /** Which validation ran: 'openapi' (upstream documents), 'embedded' (kubernetes-models), 'none'. */
  validation?: string;
  /** Objects validated against a schema, and objects no schema was found for (never counted as valid). */
  validated?: number;
  unvalidated?: number;
  /** What the checks passed over on purpose (a skipped RE2 pattern, an unreadable CRD file). */
  notes?: string[];
  /** Remote charts this target rendered, with the digest of the exact bytes checked. */
  sources?: SourceRecord[];
  /** Audit: the rendered output was reused from the render cache (every input unchanged); it was parsed and judged as usual. */
  renderCached?: boolean;
}

export type ChangeAction = 'added' | 'removed' | 'modified';

export interface ResourceChange {
  app: string;
  environment: string;
  action: ChangeAction;
  resource: ResourceRef;
  /** Unified diff of the normalised, redacted YAML (`--- base` / `+++ head`). */
  diff: string;
  /**
   * For a Deployment, StatefulSet, DaemonSet or Rollout that is added or modified: whether the
   * change starts new pods (the pod template changed, or the workload is new) or not.
   */
  rollsPods?: boolean;
}

export interface RevisionInfo {
  ref: string;
  sha: string;
}

export interface ReportSummary {
  targets: number;
  resources: number;
  fail: number;
  inconclusive: number;
  warning: number;
  note?: number;
  exempted?: number;
}

export interface ImageReport {
  app: string;
  environment: string;
  image: string;
  tag?: string;
  digest?: string;
  resolved?: { digest: string; at: string };
  recordId?: string;
  decision?: string;
  status: string;
}

/** The config a run used: its path and where it was read. */
export interface ConfigUsed {
  /** Repo-relative, or the path as given for a file outside the repository. */
  path: string;
  /** `base`/`ref`: committed at that revision; `working tree`: not committed; `file`: outside the repository; `none`: defaults. */
  from: 'base' | 'ref' | 'working tree' | 'file' | 'none';
}

export interface Report {
  tool: { name: 'deploy-gate'; version: string; helm?: ToolVersion; kustomize?: ToolVersion };
  config?: ConfigUsed;
  /** `validate`: files validated as they are (no git, no render), one target per file. */
  mode: 'check' | 'audit' | 'validate';
  verdict: Verdict;
  base?: RevisionInfo;
  head?: RevisionInfo;
  ref?: RevisionInfo;
  summary: ReportSummary;
  targets: TargetReport[];
  findings: Finding[];
  changes: ResourceChange[];
  images?: ImageReport[];
  /** Things the reader must know that are not findings (config changed, records ignored, ...). */
  notices?: string[];
  /** Present on reports merged from shards. */
  shard?: { index: number; count: number };
}

export const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, note: 2 };
