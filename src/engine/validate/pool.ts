// Spreads `validate`'s files over `--jobs` threads — this one and jobs-1 workers — batch by batch
// as each asks for more; only this thread when one job, little text or no worker bundle.
// The result is in the files' order whichever thread did what, so the report is the same.
import { Worker } from 'node:worker_threads';
import { fileContext, validateFile, type FileContext, type FileResult, type ValidateSetup } from './validate-file.js';
import type { FileInput } from './inputs.js';

export interface PoolOptions {
  /** Threads that validate (`--jobs`); 1 validates in this thread. */
  jobs: number;
  /** The bundled worker entry (dist/validate-worker.js); absent: this thread does everything. */
  workerFile?: string;
  /** Less text than this (bytes) is validated in this thread: starting workers would cost more. */
  minWorkerBytes?: number;
  /** false: this thread only waits for the workers (tests: every batch goes through a worker). */
  mainShare?: boolean;
  /** Counts of batches each kind of thread validated (tests, timing). */
  stats?: { mainBatches: number; workerBatches: number };
}

/** Starting a worker (an isolate, the bundle, the schemas) costs about what parsing 1 MiB does. */
export const MIN_WORKER_BYTES = 1 << 20;
const BATCH_BYTES = 256 << 10;
const MIN_BATCH_BYTES = 16 << 10;
const BATCH_FILES = 32;

type Batch = [number, FileInput][];
export interface BatchRequest {
  batch: Batch;
}
export interface BatchReply {
  results: [number, FileResult][];
}

interface Shared {
  queue: Batch[];
  results: (FileResult | undefined)[];
  stats: PoolOptions['stats'];
}

/** A worker started ahead of the work; `dead` once it failed or exited. */
class PoolWorker {
  readonly worker: Worker;
  dead = false;
  private onDeath: () => void = () => undefined;

  constructor(file: string, setup: ValidateSetup) {
    this.worker = new Worker(file, { workerData: setup });
    const die = () => {
      this.dead = true;
      this.onDeath();
    };
    this.worker.on('error', die);
    this.worker.on('exit', die);
  }

  /**
   * Takes batches off the shared queue until it is empty. A worker that dies puts its batch back,
   * so another worker (or this thread) validates it; nothing is lost or counted twice.
   */
  drain(shared: Shared): Promise<void> {
    return new Promise((resolve) => {
      // Two batches in flight: the next one is waiting in the worker while this thread is busy with its own.
      const inFlight: Batch[] = [];
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        shared.queue.push(...inFlight.splice(0));
        this.stop();
        resolve();
      };
      const send = () => {
        const batch = shared.queue.shift();
        if (!batch) return;
        inFlight.push(batch);
        this.worker.postMessage({ batch } satisfies BatchRequest);
      };
      this.worker.on('message', (reply: BatchReply) => {
        // A reply that comes after the worker's death (Node emits 'error' before it drains the
        // worker's messages): its batches were put back already, and nothing may be sent to it.
        if (done) return;
        for (const [i, r] of reply.results) shared.results[i] = r;
        if (shared.stats) shared.stats.workerBatches++;
        inFlight.shift();
        send();
        if (inFlight.length === 0) finish();
      });
      this.onDeath = finish;
      if (this.dead) return finish();
      send();
      send();
      if (inFlight.length === 0) finish();
    });
  }

  stop(): void {
    void this.worker.terminate();
  }
}

export class ValidatePool {
  private readonly workers: PoolWorker[] = [];

  constructor(
    private readonly setup: ValidateSetup,
    private readonly opts: PoolOptions,
  ) {}

  /** Starts the workers now, so their start-up overlaps the folder walk; `run` stops them if the text is too little. */
  prestart(): void {
    if (this.workers.length > 0 || !this.opts.workerFile) return;
    for (let i = 1; i < this.opts.jobs; i++) this.workers.push(new PoolWorker(this.opts.workerFile, this.setup));
  }

  /** Stops the workers started ahead (the walk failed: nothing to run). */
  stop(): void {
    for (const w of this.workers.splice(0)) w.stop();
  }

  async run(files: FileInput[]): Promise<FileResult[]> {
    const bytes = files.reduce((n, f) => n + f.size, 0);
    const useWorkers = bytes >= (this.opts.minWorkerBytes ?? MIN_WORKER_BYTES) && files.length > 1;
    if (useWorkers) this.prestart();
    const helpers = useWorkers ? this.workers.splice(0, files.length - 1) : [];
    this.stop();
    const shared: Shared = { queue: batches(files), results: new Array(files.length), stats: this.opts.stats };
    const ctx = fileContext(this.setup);
    const running = helpers.map((w) => w.drain(shared));
    // This thread is one of the `jobs` threads: it takes batches too, while the workers start.
    if (this.opts.mainShare !== false || helpers.length === 0) await drain(ctx, shared, helpers.length > 0);
    await Promise.all(running);
    // A worker that died put its batch back after this thread's queue ran dry.
    await drain(ctx, shared, false);
    // Array.from, not map: map skips the holes of a file no thread validated.
    return Array.from(shared.results, (r, i) => {
      if (!r) throw new Error(`internal error: ${files[i]?.display ?? i} was not validated`);
      return r;
    });
  }
}

/** This thread's share: batch after batch, letting the workers' messages in between when there are workers. */
async function drain(ctx: FileContext, shared: Shared, yieldBetween: boolean): Promise<void> {
  for (let batch = shared.queue.shift(); batch; batch = shared.queue.shift()) {
    for (const [i, f] of batch) shared.results[i] = await validateFile(ctx, f);
    if (shared.stats) shared.stats.mainBatches++;
    if (yieldBetween) await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Consecutive files, cut at BATCH_BYTES or BATCH_FILES, and smaller towards the end (an eighth of
 * what is left, at least MIN_BATCH_BYTES): no thread is left with a big batch while the others idle.
 */
function batches(files: FileInput[]): Batch[] {
  const out: Batch[] = [];
  let left = files.reduce((n, f) => n + f.size, 0);
  let current: Batch = [];
  let size = 0;
  files.forEach((f, i) => {
    current.push([i, f]);
    size += f.size;
    const limit = Math.max(MIN_BATCH_BYTES, Math.min(BATCH_BYTES, left / 8));
    if (size >= limit || current.length >= BATCH_FILES) {
      out.push(current);
      left -= size;
      current = [];
      size = 0;
    }
  });
  if (current.length) out.push(current);
  return out;
}
