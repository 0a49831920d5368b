// How `validate`'s files are cut into batches, and what crosses between the pool and its workers.
// Every thread claims the next batch from one shared counter (Atomics.add on a SharedArrayBuffer):
// no round trip to ask for work, no batch queued inside a thread that is still busy, so the run
// ends within one small batch of the slowest thread, whichever thread started late.
import type { FileInput } from './inputs.js';
import type { FileResult, ValidateSetup } from './validate-file.js';

/** Consecutive files: [index in the run's file list, file]. */
export type Batch = [number, FileInput][];

/**
 * Starts every worker (workerData). `claims` is shared, not copied: Int32 0 is the next batch to
 * claim; Int32 `slot` is this worker's state (WAITING, then WORKING once it took the plan, or
 * CANCELLED by the pool when this thread ran out of batches before the worker was ready).
 */
export interface WorkerStart {
  claims: SharedArrayBuffer;
  slot: number;
  /** Int32 `slot`: 1 + the index of the file this worker is validating, 0 between files (read at the deadline). */
  progress?: SharedArrayBuffer;
}

export const WAITING = 0;
export const WORKING = 1;
export const CANCELLED = 2;

/** Pool → worker, once the files are known: what to validate and how. */
export interface WorkerPlan {
  setup: ValidateSetup;
  batches: Batch[];
}

/** Worker → pool: one batch's results, or `done` when the counter ran past the last batch. */
export type WorkerReply = { batch: number; results: [number, FileResult][] } | { done: true };

const BATCH_BYTES = 128 << 10;
const MIN_BATCH_BYTES = 8 << 10;
const BATCH_FILES = 16;

/**
 * Consecutive files, cut at BATCH_BYTES or BATCH_FILES, and smaller towards the end (a sixteenth
 * of what is left, at least MIN_BATCH_BYTES): the last batches are short, so no thread is left
 * with a long one while the others idle. A claim costs one atomic add, so small batches are cheap.
 */
export function planBatches(files: FileInput[]): Batch[] {
  const out: Batch[] = [];
  let left = files.reduce((n, f) => n + f.size, 0);
  let current: Batch = [];
  let size = 0;
  files.forEach((f, i) => {
    current.push([i, f]);
    size += f.size;
    const limit = Math.max(MIN_BATCH_BYTES, Math.min(BATCH_BYTES, left / 16));
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

/**
 * Moves a worker's slot from WAITING to `to` (WORKING by the worker, CANCELLED by the pool);
 * false when the other side moved it first. The one who wins decides: a worker still loading when
 * the batches ran out is not waited for, and one that started is never cancelled.
 */
export function settle(claims: Int32Array, slot: number, to: typeof WORKING | typeof CANCELLED): boolean {
  return Atomics.compareExchange(claims, slot, WAITING, to) === WAITING;
}

/** Says which file (its index in the run) this worker works on now; undefined: none. */
export function markProgress(start: WorkerStart, file: number | undefined): void {
  if (start.progress) Atomics.store(new Int32Array(start.progress), start.slot, file === undefined ? 0 : file + 1);
}

/** The file a worker was working on (read by the pool when the deadline passes). */
export function fileInProgress(progress: SharedArrayBuffer, slot: number): number | undefined {
  const v = Atomics.load(new Int32Array(progress), slot);
  return v > 0 ? v - 1 : undefined;
}

/** The next unclaimed batch number (may be past the last batch: nothing left). */
export function claim(counter: Int32Array): number {
  return Atomics.add(counter, 0, 1);
}
