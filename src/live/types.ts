import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import type { SmokeSpec } from '../model/config.js';

export type { SmokeSpec } from '../model/config.js';

/** How the live judgement is tuned (defaults in `DEFAULT_LIVE_CONFIG`). */
export interface LiveConfig {
  /** Progressing longer than this is `live/stuck-progressing`. */
  progressingLimitMinutes?: number;
  /** Health statuses that are `live/unhealthy` (default Degraded, Missing, Unknown; add Suspended to judge it too). */
  unhealthyStatuses?: string[];
  /** A status Argo CD last reconciled longer ago than this is too old to vouch for anything. */
  staleAfterMinutes?: number;
  /** The Application label naming its environment (config `discovery.environmentLabel`). */
  environmentLabel?: string;
  /** Applications (by name) expected to be Suspended: Suspended passes for them. */
  expectedSuspended?: string[];
  /** Read the ready endpoints of every Service with a selector (default true). */
  checkEndpoints?: boolean;
  /** One real request per Application (keyed by Application name or target `app/env`). */
  smoke?: Record<string, SmokeSpec>;
}

export const DEFAULT_LIVE_CONFIG: Required<LiveConfig> = {
  progressingLimitMinutes: 20,
  unhealthyStatuses: ['Degraded', 'Missing', 'Unknown'],
  staleAfterMinutes: 60,
  environmentLabel: 'environment',
  expectedSuspended: [],
  checkEndpoints: true,
  smoke: {},
};

export interface LiveInput {
  /** The Argo CD API server: `https://argocd.example.com` (a bare host means https). */
  server: string;
  /** ARGOCD_AUTH_TOKEN; empty or absent on fork and Dependabot runs (security case A3). */
  token?: string;
  /** The audited targets; each must map to an Application. */
  targets: Target[];
  /** The audited commit (full SHA). */
  auditedSha: string;
  /**
   * Can an Application synced to `sha` stand in for the audited revision? Resolve `false` only
   * when `sha` is a descendant of the audited revision and nothing the target reads changed in
   * between (see `gitChangedSince`); `true` (or a rejection) otherwise. Absent: only the
   * audited SHA itself passes.
   */
  changedSince?: (app: Target, sha: string) => Promise<boolean>;
  config?: LiveConfig;
  /** This repository's URLs as Argo CD sources name it (any form: https, ssh, scp-like). */
  repoURLs?: string[];
  /**
   * The Application manifests in git at the audited revision, by name (with the file that
   * declares each): the live spec is compared with them, and Applications of the audited
   * projects that none declares are reported. Absent: neither check runs.
   */
  declaredApps?: Map<string, DeclaredApp>;
  /** Targets the audit rendered at their pinned commit (target id `app/env` → commit). */
  renderedAt?: Map<string, string>;
  /** Skip TLS verification (self-signed test servers); said so in a notice. */
  insecure?: boolean;
  /** PEM file with extra CA certificates to trust (added to Node's built-in roots). */
  caFile?: string;
  /** Per request (default 30 s). A request that runs out is not retried. */
  timeoutMs?: number;
  /** Pause before retry n (1-based) after a 5xx or a dropped connection; default 500 ms × n. */
  retryDelayMs?: number;
  /** Values that must never appear in any output besides the token (it is always masked). */
  secrets?: string[];
  now?: () => Date;
}

export interface OutOfSyncEntry {
  app: string;
  /** When the Application was last known to be in sync (an upper bound on the dwell time). */
  since?: string;
  dwellMinutes?: number;
  /** How `since` was worked out, in words. */
  how: string;
}

export interface DeclaredApp {
  file: string;
  manifest: Json;
}

export interface PinnedEntry {
  app: string;
  source: string;
  revision: string;
}

export interface LiveDraft {
  app: string;
  environment: string;
  draft: FindingDraft;
}

export interface LiveResult {
  drafts: LiveDraft[];
  notices: string[];
  summary: { apps: number; outOfSync: OutOfSyncEntry[]; pinned?: PinnedEntry[]; unmanaged?: string[] };
}

/** The parts of an Argo CD Application we read; everything is optional because the API may omit it. */
export type Json = Record<string, unknown>;
