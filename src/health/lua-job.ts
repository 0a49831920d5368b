// What the Lua sandbox (lua-sandbox.ts) and its worker (lua-worker.ts) say to each other.

/** Wall-clock time of one script run (Argo CD's own budget for a health script). */
export const SCRIPT_BUDGET_MS = 1000;
/** String bytes one script run may allocate, summed over `..`, string.rep, table.concat, gsub, format. */
export const MAX_STRING_BYTES = 64 * 1024 * 1024;
/** The Lua worker's V8 heap (tables and everything that is not string bytes). */
export const WORKER_HEAP_MB = 256;

export interface HealthScriptOptions {
  /** Standard libraries open: true for the scripts Argo CD ships, argocd-cm's useOpenLibs otherwise. */
  openLibs: boolean;
  /** The chunk name in error messages. */
  name?: string;
  budgetMs?: number;
}

export interface LuaJob {
  script: string;
  object: unknown;
  options: HealthScriptOptions;
}

/** The shared flag: waiting for a job, running one, done (the result is on the port). */
export const JOB_WAITING = 0;
export const JOB_RUNNING = 1;
export const JOB_DONE = 2;
