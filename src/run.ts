import type { Report } from './model/report.js';
import type { RunOptions } from './engine/options.js';
import { runAudit } from './engine/run-audit.js';
import { runCheck } from './engine/run-check.js';

export type { RunOptions } from './engine/options.js';
export { UsageError } from './engine/options.js';

/** config → targets → render (base, head) → parse → checks → findings → compare → verdict → report. */
export async function run(input: RunOptions): Promise<Report> {
  const opts =
    input.timeoutSeconds && input.timeoutSeconds > 0
      ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1000 }
      : input;
  return opts.mode === 'check' ? runCheck(opts) : runAudit(opts);
}
