// What the Lua sandbox (lua-sandbox.ts) and its worker (lua-worker.ts) say to each other.
import type { HealthScriptOptions } from './health-script.js';

export interface LuaJob {
  script: string;
  object: unknown;
  options: HealthScriptOptions;
}

/** The shared flag: waiting for a job, running one, done (the result is on the port). */
export const JOB_WAITING = 0;
export const JOB_RUNNING = 1;
export const JOB_DONE = 2;
