// A validate worker (test only) that answers its first batch and then dies of an exception while
// it holds the second (claimed, never answered): the pool must validate the second batch
// elsewhere and lose nothing, whichever of the reply and the death reaches the main thread first.
import { parentPort, workerData } from 'node:worker_threads';
import {
  claim,
  settle,
  WORKING,
  type WorkerPlan,
  type WorkerReply,
  type WorkerStart,
} from '../../src/engine/validate/batches.js';
import { fileContext, validateFile, type FileResult } from '../../src/engine/validate/validate-file.js';

const port = parentPort;
if (!port) throw new Error('not a worker thread');
const start = workerData as WorkerStart;
const counter = new Int32Array(start.claims);
port.once('message', (plan: WorkerPlan) => {
  void (async () => {
    if (!settle(counter, start.slot, WORKING)) return;
    const ctx = fileContext(plan.setup);
    const first = claim(counter);
    claim(counter); // held, never answered
    const results: [number, FileResult][] = [];
    for (const [i, file] of plan.batches[first] ?? []) results.push([i, await validateFile(ctx, file)]);
    port.postMessage({ batch: first, results } satisfies WorkerReply);
    process.nextTick(() => {
      throw new Error('a batch threw inside the worker');
    });
  })();
});
