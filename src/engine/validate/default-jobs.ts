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
