// The worker side of `validate`'s pool: given the plan, claim batches from the shared counter until
// none is left, post each batch's results, and say `done`. The worker entry (worker.ts) serves with
// validateFile; a test worker serves with its own step around it.
import { parentPort, workerData } from 'node:worker_threads';
import {
  claim,
  markProgress,
  settle,
  WORKING,
  type WorkerPlan,
  type WorkerReply,
  type WorkerStart,
} from './batches.js';
import type { FileInput } from './inputs.js';
import { fileContext, validateFile, type FileContext, type FileResult } from './validate-file.js';

export type ValidateStep = (ctx: FileContext, file: FileInput) => Promise<FileResult>;

/** Serves this worker thread's one plan with `validate`. */
export function serveBatches(validate: ValidateStep = validateFile): void {
  const port = parentPort;
  if (!port) throw new Error('validate-worker: not started as a worker thread');
  const start = workerData as WorkerStart;
  const counter = new Int32Array(start.claims);
  const work = async (plan: WorkerPlan): Promise<void> => {
    // The pool already did every batch (this worker was too slow to start): nothing to claim.
    if (!settle(counter, start.slot, WORKING)) return;
    const ctx = fileContext(plan.setup);
    for (let b = claim(counter); b < plan.batches.length; b = claim(counter)) {
      const results: [number, FileResult][] = [];
      for (const [i, file] of plan.batches[b] ?? []) {
        markProgress(start, i);
        results.push([i, await validate(ctx, file)]);
      }
      markProgress(start, undefined);
      port.postMessage({ batch: b, results } satisfies WorkerReply);
    }
    port.postMessage({ done: true } satisfies WorkerReply);
  };
  port.once('message', (plan: WorkerPlan) => {
    // A batch that throws (validateFile never should) kills the worker: the pool validates what it
    // claimed and did not answer.
    work(plan).catch((err: unknown) => {
      setImmediate(() => {
        throw err;
      });
    });
  });
}
