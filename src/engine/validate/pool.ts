// Spreads `validate`'s files over `--jobs` threads — this one and jobs-1 workers. Workers are
// started first (before the config is read and the folders walked), then every thread claims
// batches from one shared counter (batches.ts) as it gets free: this thread works from the first
// batch while the workers are still loading, and a worker that starts late just claims fewer.
// Only this thread runs when one job, little text or no worker bundle. Results are kept by file
// index, so the report is the same whichever thread did what.
import { claim, fileInProgress, planBatches } from './batches.js';
import { PoolWorker, type PoolStats, type Run } from './pool-worker.js';
import { fileContext, validateFile, type FileContext, type FileResult, type ValidateSetup } from './validate-file.js';
import type { FileInput } from './inputs.js';
import { notValidatedInTime, validatorDied } from './not-validated.js';

export interface PoolOptions {
  /** Threads that validate (`--jobs`); 1 validates in this thread. */
  jobs: number;
  /** The bundled worker entry (dist/validate-worker.js); absent: this thread does everything. */
  workerFile?: string;
  /** Less text than this (bytes) is validated in this thread: starting workers would cost more. */
  minWorkerBytes?: number;
  /** false: this thread only waits for the workers (tests: every batch goes through a worker). */
  mainShare?: boolean;
  stats?: PoolStats;
  /**
   * The run's deadline (`--timeout`, epoch ms). With a worker bundle every validating thread is a
   * worker and this thread only watches the clock: a file that hangs a thread cannot stop the run,
   * its worker is stopped at the deadline. Files not validated by then are inconclusive.
   */
  deadline?: number;
}

/**
 * Below this much text a worker does not pay back its start-up (an isolate, the bundle, its own
 * compiled validators and JIT warm-up: ~0.2 s of CPU, measured in docs/performance.md).
 */
export const MIN_WORKER_BYTES = 1 << 20;

export class ValidatePool {
  private readonly workers: PoolWorker[] = [];
  private readonly claims: SharedArrayBuffer;
  private readonly progress: SharedArrayBuffer;

  constructor(private readonly opts: PoolOptions) {
    this.claims = new SharedArrayBuffer(4 * (Math.max(1, opts.jobs) + 1));
    this.progress = new SharedArrayBuffer(4 * (Math.max(1, opts.jobs) + 1));
  }

  /** With a deadline and a worker bundle, this thread only watches: all `jobs` threads are workers. */
  private get watching(): boolean {
    return this.opts.deadline !== undefined && this.opts.workerFile !== undefined;
  }

  /** Starts the workers now, so their start-up overlaps reading the config and walking the folders. */
  prestart(): void {
    if (this.workers.length > 0 || !this.opts.workerFile) return;
    const workers = this.watching ? Math.max(1, this.opts.jobs) : this.opts.jobs - 1;
    for (let slot = 1; slot <= workers; slot++)
      this.workers.push(new PoolWorker(this.opts.workerFile, { claims: this.claims, slot, progress: this.progress }));
  }

  /** Stops the workers started ahead (the config or the walk failed: nothing to run). */
  stop(): void {
    for (const w of this.workers.splice(0)) w.stop();
  }

  async run(files: FileInput[], setup: ValidateSetup): Promise<FileResult[]> {
    const bytes = files.reduce((n, f) => n + f.size, 0);
    const watching = this.watching && files.length > 0;
    const useWorkers = watching || (bytes >= (this.opts.minWorkerBytes ?? MIN_WORKER_BYTES) && files.length > 1);
    if (useWorkers) this.prestart();
    const batches = planBatches(files);
    const helpers = useWorkers ? this.workers.splice(0, watching ? batches.length : batches.length - 1) : [];
    this.stop();
    if (this.opts.stats) this.opts.stats.workers = helpers.length;
    const run: Run = {
      batches,
      results: new Array(files.length),
      stats: this.opts.stats,
      closed: false,
      running: new Set(),
    };
    const ctx = fileContext(setup);
    const mainShare = !watching && this.opts.mainShare !== false;
    const finished = this.runThreads(ctx, run, helpers, mainShare || helpers.length === 0);
    if (watching) await this.untilDeadline(finished, helpers, run);
    else await finished;
    // What a dead worker claimed and did not answer (never after the deadline).
    if (!run.closed) {
      this.blameCrashes(helpers, run, files, setup);
      for (let b = 0; b < batches.length; b++)
        if (batches[b]?.some(([i]) => !run.results[i])) await validateBatch(ctx, run, b, this.opts.deadline);
    }
    // Array.from, not map: map skips the holes of a file no thread validated.
    return Array.from(run.results, (r, i) => {
      const file = files[i];
      if (r) return r;
      if (file && this.opts.deadline !== undefined && (run.closed || Date.now() >= this.opts.deadline))
        return notValidatedInTime(setup.config, file, run.running.has(i));
      throw new Error(`internal error: ${file?.display ?? i} was not validated`);
    });
  }

  /** The workers and (when `mainClaims`) this thread claim batches until none is left. */
  private async runThreads(ctx: FileContext, run: Run, helpers: PoolWorker[], mainClaims: boolean): Promise<void> {
    const counter = new Int32Array(this.claims);
    const running = helpers.map((w) => w.run({ setup: ctx.setup, batches: run.batches }, run));
    // This thread is one of the `jobs` threads: it claims batches too, from the first one on.
    if (mainClaims)
      for (let b = claim(counter); b < run.batches.length; b = claim(counter))
        await validateBatch(ctx, run, b, this.opts.deadline);
    // Little text, or workers slow to load: a worker not started yet is not waited for.
    if (mainClaims && helpers.length > 0) for (const w of helpers) w.cancelIfWaiting();
    await Promise.all(running);
  }

  /**
   * The file a crashed worker was inside is not validated again here, where it could take the
   * whole run down with it: it is inconclusive. The rest of its batch is validated again.
   */
  private blameCrashes(helpers: PoolWorker[], run: Run, files: FileInput[], setup: ValidateSetup): void {
    for (const w of helpers) {
      const i = w.crashed ? fileInProgress(this.progress, w.slot) : undefined;
      const file = i === undefined ? undefined : files[i];
      if (i !== undefined && file && !run.results[i]) run.results[i] = validatorDied(setup.config, file);
    }
  }

  /** Waits for the workers, or stops them all when the deadline passes first (the run is then closed). */
  private async untilDeadline(finished: Promise<void>, helpers: PoolWorker[], run: Run): Promise<void> {
    const { passed, cancel } = atDeadline(this.opts.deadline ?? 0);
    try {
      if ((await Promise.race([finished, passed])) !== 'passed') return;
      run.closed = true;
      for (const w of helpers) {
        const file = fileInProgress(this.progress, w.slot);
        if (file !== undefined) run.running.add(file);
        w.stop();
      }
    } finally {
      cancel();
    }
  }
}

/** Node clamps a timer over 2^31-1 ms to 1 ms: a longer wait is armed again in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function atDeadline(deadline: number): { passed: Promise<'passed'>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<'passed'>((resolve) => {
    const arm = (): void => {
      const left = deadline - Date.now();
      if (left <= 0) resolve('passed');
      else timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
  });
  return { passed, cancel: () => clearTimeout(timer) };
}

/**
 * Validates batch `b` (its files not validated yet) in this thread. Past the deadline no file is
 * started (this thread cannot stop one that hangs: with a worker bundle it only watches).
 */
async function validateBatch(ctx: FileContext, run: Run, b: number, deadline: number | undefined): Promise<void> {
  for (const [i, f] of run.batches[b] ?? []) {
    if (deadline !== undefined && Date.now() >= deadline) return;
    if (!run.results[i]) run.results[i] = await validateFile(ctx, f);
  }
  if (run.stats) run.stats.mainBatches++;
}
