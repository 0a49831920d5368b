// Every run ends with a report. At the run's deadline (`--timeout`) whatever is still running is
// left behind and the report says, as `run/incomplete` (inconclusive), in which phase the run was;
// an internal error (anything but a usage or configuration fault) is the same finding instead of
// an exception that ends the run with no report. The caller writes that report as any other.
// This module loads before any work starts: what makes the report loads only when one is needed.
import type { Report } from '../model/report.js';
import { UsageError, type RunOptions } from './options.js';

/** Where a run is, named for the report (set by the run as it goes). */
export interface RunPhase {
  name: string;
}

/** What the deadline leaves the work after it, to finish on its own (renders are cut at the deadline). */
const SETTLE_MS = 500;

/** Set when a run was cut short and its work left running: the CLI and the Action exit once the report is out. */
const ABANDONED = Symbol.for('deploy-gate.run-abandoned');

/** Usage and configuration faults stay errors (exit 2): a bad ref, config or check file. */
const FAULTS = new Set(['ConfigError', 'PolicyLoadError', 'RevisionError']);
const isFault = (err: unknown): boolean =>
  err instanceof UsageError || (err instanceof Error && (FAULTS.has(err.name) || /^--/.test(err.message)));

/** `work`'s report; or, past the deadline or on an internal error, a report that says what was not finished. */
export async function guardRun(opts: RunOptions, phase: RunPhase, work: Promise<Report>): Promise<Report> {
  const guarded = work.catch(async (err: unknown) => {
    if (isFault(err)) throw err;
    const why = err instanceof Error ? err.message : String(err);
    return incompleteReport(opts.mode, phase.name, `an internal error stopped the run (${why})`);
  });
  if (opts.deadline === undefined) return guarded;
  const deadline = opts.deadline;
  const timers: NodeJS.Timeout[] = [];
  let settled = false;
  const cut = new Promise<Report>((resolve) => {
    const atDeadline = () => {
      // The phase is read now: where the run was when its time ran out.
      const at = phase.name;
      const settle = setTimeout(() => {
        if (settled) return;
        (globalThis as Record<symbol, unknown>)[ABANDONED] = true;
        resolve(incompleteReport(opts.mode, at, 'the run deadline (--timeout) passed'));
      }, SETTLE_MS);
      timers.push(settle);
    };
    timers.push(setTimeout(atDeadline, Math.max(0, deadline - Date.now())));
  });
  try {
    return await Promise.race([guarded, cut]);
  } finally {
    settled = true;
    for (const t of timers) clearTimeout(t);
  }
}

async function incompleteReport(mode: RunOptions['mode'], phase: string, why: string): Promise<Report> {
  const [{ defaultConfig }, { finalizeDrafts }, { assembleReport }] = await Promise.all([
    import('../config/index.js'),
    import('../findings/finalize.js'),
    import('./assemble.js'),
  ]);
  const findings = finalizeDrafts(
    [
      {
        ruleId: 'run/incomplete',
        message: `${why} during ${phase}; what was not finished was not checked`,
        fingerprintKey: 'run/incomplete',
      },
    ],
    { config: defaultConfig(), app: '-', environment: '-' },
  );
  return assembleReport({ mode, outcomes: [], extraFindings: findings, images: [], notices: [], tools: {} });
}
