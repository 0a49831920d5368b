// Worker-thread entry of `deploy-gate validate` (bundled as dist/validate-worker.js). It starts
// (loads the bundle) while the main thread reads the config and walks the folders; then, given
// the plan, it claims batches from the shared counter until none is left, posting each batch's
// results, and says `done`. Its own schema validator reads compiled validators from the on-disk
// compiled cache the main thread and the other workers share.
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
import { fileContext, validateFile, type FileResult } from './validate-file.js';

const port = parentPort;
if (!port) throw new Error('validate-worker: not started as a worker thread');
const start = workerData as WorkerStart;
const counter = new Int32Array(start.claims);

async function work(plan: WorkerPlan): Promise<void> {
  // The pool already did every batch (this worker was too slow to start): nothing to claim.
  if (!settle(counter, start.slot, WORKING)) return;
  const ctx = fileContext(plan.setup);
  for (let b = claim(counter); b < plan.batches.length; b = claim(counter)) {
    const results: [number, FileResult][] = [];
    for (const [i, file] of plan.batches[b] ?? []) {
      markProgress(start, i);
      results.push([i, await validateFile(ctx, file)]);
    }
    markProgress(start, undefined);
    port?.postMessage({ batch: b, results } satisfies WorkerReply);
  }
  port?.postMessage({ done: true } satisfies WorkerReply);
}

port.once('message', (plan: WorkerPlan) => {
  // A batch that throws (validateFile never should) kills the worker: the pool validates what it
  // claimed and did not answer.
  work(plan).catch((err: unknown) => {
    setImmediate(() => {
      throw err;
    });
  });
});
