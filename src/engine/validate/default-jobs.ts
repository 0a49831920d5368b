// `validate`'s default `--jobs`: one thread, plus one worker per core that is idle now.
// A worker does not halve the work: its isolate loads the bundle, evaluates its own compiled
// validators and warms up its own JIT and heap, so two threads spend about a third more CPU than
// one on the ×10 corpus (docs/performance.md). That pays back in wall time only when a core is
// free to run it; on a saturated machine it competes with this thread and the run is slower.

/**
 * Threads for `cores` CPUs at `load` (the 1-minute load average; 0 where the OS has none): this
 * thread, plus the cores left idle on average, rounded, at most `cores`.
 */
export function defaultValidateJobs(cores: number, load: number): number {
  const idle = Math.round(cores - Math.max(0, load));
  return Math.max(1, Math.min(cores, 1 + idle));
}

/**
 * How many cores are busy: the 1-minute load average, or on Linux the threads runnable right now
 * (besides this one) when fewer: the average lags a minute behind, so just after a busy step (a
 * bench's previous section, `npm ci`) it would still count cores that are idle now.
 */
export function busyCores(loadAverage: number, procLoadavg: string | undefined): number {
  const runnable = /^\S+ \S+ \S+ (\d+)\//.exec(procLoadavg ?? '')?.[1];
  return runnable === undefined ? loadAverage : Math.min(loadAverage, Math.max(0, Number(runnable) - 1));
}
