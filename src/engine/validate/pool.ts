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
const BATCH_FILES = 32;

export interface BatchRequest {
  batch: [number, FileInput][];
}
export interface BatchReply {
  results: [number, FileResult][];
}

export async function validateAll(files: FileInput[], setup: ValidateSetup, opts: PoolOptions): Promise<FileResult[]> {
  const bytes = files.reduce((n, f) => n + f.size, 0);
  const threads = Math.min(opts.jobs, files.length);
  const results: (FileResult | undefined)[] = new Array(files.length);
  const queue = batches(files);
  const ctx = fileContext(setup);
  // This thread is one of the `jobs` threads: it takes batches too, while the workers start.
  const workers =
    opts.workerFile && threads > 1 && bytes >= (opts.minWorkerBytes ?? MIN_WORKER_BYTES)
      ? Array.from({ length: threads - 1 }, () =>
          runWorker(opts.workerFile as string, setup, queue, results, opts.stats),
        )
      : [];
  if (opts.mainShare !== false || workers.length === 0)
    await drain(ctx, queue, results, workers.length > 0, opts.stats);
  await Promise.all(workers);
  // A worker that died put its batch back after this thread's queue ran dry.
  await drain(ctx, queue, results, false, opts.stats);
  return results.map((r, i) => {
    if (!r) throw new Error(`internal error: ${files[i]?.display ?? i} was not validated`);
    return r;
  });
}

/** This thread's share: batch after batch, letting the workers' messages in between when there are workers. */
async function drain(
  ctx: FileContext,
  queue: [number, FileInput][][],
  results: (FileResult | undefined)[],
  yieldBetween: boolean,
  stats: PoolOptions['stats'],
): Promise<void> {
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    for (const [i, f] of batch) results[i] = await validateFile(ctx, f);
    if (stats) stats.mainBatches++;
    if (yieldBetween) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Consecutive files, cut at BATCH_BYTES or BATCH_FILES: small enough to keep both threads busy to the end. */
function batches(files: FileInput[]): [number, FileInput][][] {
  const out: [number, FileInput][][] = [];
  let current: [number, FileInput][] = [];
  let size = 0;
  files.forEach((f, i) => {
    current.push([i, f]);
    size += f.size;
    if (size >= BATCH_BYTES || current.length >= BATCH_FILES) {
      out.push(current);
      current = [];
      size = 0;
    }
  });
  if (current.length) out.push(current);
  return out;
}

/**
 * One worker: takes batches off the shared queue until it is empty. A worker that dies puts its
 * batch back, so another worker (or this thread) validates it; nothing is lost or counted twice.
 */
function runWorker(
  file: string,
  setup: ValidateSetup,
  queue: [number, FileInput][][],
  results: (FileResult | undefined)[],
  stats: PoolOptions['stats'],
): Promise<void> {
  return new Promise((resolve) => {
    const worker = new Worker(file, { workerData: setup });
    let inFlight: [number, FileInput][] | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (inFlight) queue.push(inFlight);
      inFlight = undefined;
      void worker.terminate();
      resolve();
    };
    const next = () => {
      inFlight = queue.shift();
      if (!inFlight) return finish();
      worker.postMessage({ batch: inFlight } satisfies BatchRequest);
    };
    worker.on('message', (reply: BatchReply) => {
      for (const [i, r] of reply.results) results[i] = r;
      if (stats) stats.workerBatches++;
      inFlight = undefined;
      next();
    });
    worker.on('error', finish);
    worker.on('exit', finish);
    next();
  });
}
