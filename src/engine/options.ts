/** What a caller (CLI or Action) asks the engine for. */
export interface RunOptions {
  mode: 'check' | 'audit';
  repo: string;
  base?: string;
  /**
   * check: the branch the change targets (a PR's base branch), when `base` is a commit. Applications
   * whose targetRevision is another branch are not checked. Default: `base` when it names a branch.
   */
  baseBranch?: string;
  head?: string;
  /** audit: the revision to judge (default HEAD) */
  ref?: string;
  configPath?: string;
  environments?: string[];
  schemaLocations: string[];
  crdSchemaLocations: string[];
  helm?: string;
  kustomize?: string;
  jobs: number;
  offline: boolean;
  /** Where fetched remote charts are kept (default: DEPLOY_GATE_SOURCE_CACHE, RUNNER_TOOL_CACHE or the XDG cache). */
  sourceCacheDir?: string;
  resolveTags?: boolean;
  /** Values that must never appear in any output (tokens the caller holds). */
  secrets?: string[];
  shard?: { index: number; count: number };
  argocdServer?: string;
  /** Argo CD token (ARGOCD_AUTH_TOKEN); absent on fork PRs, which makes the live checks inconclusive. */
  argocdToken?: string;
  argocdInsecure?: boolean;
  argocdCaFile?: string;
  onProgress?: (msg: string) => void;
  /**
   * Environment variables the engine may read credentials from (the record store's auth header,
   * named by the config). The engine itself never reads process.env: the caller decides.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** Called with each credential the engine reads, so the caller keeps it out of every output. */
  onSecret?: (value: string) => void;
  /** Called once, when the first render starts (the benchmark's cold-start mark). */
  onFirstRender?: () => void;
  /** check: each revision's discovery renders alone (the reference the shared discovery renders are tested against). */
  separateDiscovery?: boolean;
  /** `--timeout`: the whole run's deadline in seconds; targets not rendered by then are inconclusive (render/failed, E_RUN_DEADLINE). */
  timeoutSeconds?: number;
  /** Set by run() from timeoutSeconds: epoch ms. */
  deadline?: number;
  /** Set by run(): the phase the run is in, named in the report if the deadline cuts it short. */
  phase?: { name: string };
  /** Audit: reuse renders whose every input is unchanged (opt-in); the folder (default defaultRenderCacheDir()). */
  renderCache?: boolean;
  renderCacheDir?: string;
}

/** The invocation itself is wrong (bad ref, invalid config, bad policy file): exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
