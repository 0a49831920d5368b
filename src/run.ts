import type { Report } from './model/report.js';
import type { RunOptions } from './engine/options.js';

export type { RunOptions } from './engine/options.js';

/** config → targets → render (base, head) → parse → checks → findings → compare → verdict → report. */
export async function run(input: RunOptions): Promise<Report> {
  const opts =
    input.timeoutSeconds && input.timeoutSeconds > 0
      ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1000 }
      : input;
  // Health scripts (run in the Lua worker) stop at the run's deadline too.
  const { setLuaRunDeadline } = await import('./health/lua-sandbox.js');
  setLuaRunDeadline(opts.deadline);
  const phase = { name: 'the start' };
  const work = runMode({ ...opts, phase });
  work.catch(() => undefined); // handled by guardRun, once it has loaded
  const { guardRun } = await import('./engine/run-guard.js');
  try {
    return await guardRun(opts, phase, work);
  } finally {
    setLuaRunDeadline(undefined);
  }
}

async function runMode(opts: RunOptions): Promise<Report> {
  // Each mode is loaded when it runs: a check does not load the audit's live and shard code.
  if (opts.mode !== 'check') return (await import('./engine/run-audit.js')).runAudit(opts);
  return (await import('./engine/run-check.js')).runCheck(opts);
}
