// A validate worker (test only) that works like dist/validate-worker.js but never returns from a
// file whose name holds "hang" (a busy loop: no event, no await), as a pathological document could:
// the pool must stop it at the run's deadline, name that file, and keep every other file's result.
import { parentPort, workerData } from 'node:worker_threads';
import {
  claim,
  markProgress,
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

function spinForever(): void {
  for (let n = 0; ; n = (n + 1) % 1024) if (n < 0) return;
}

port.once('message', (plan: WorkerPlan) => {
  void (async () => {
    if (!settle(counter, start.slot, WORKING)) return;
    const ctx = fileContext(plan.setup);
    for (let b = claim(counter); b < plan.batches.length; b = claim(counter)) {
      const results: [number, FileResult][] = [];
      for (const [i, file] of plan.batches[b] ?? []) {
        markProgress(start, i);
        if (file.display.includes('hang')) spinForever();
        results.push([i, await validateFile(ctx, file)]);
      }
      markProgress(start, undefined);
      port.postMessage({ batch: b, results } satisfies WorkerReply);
    }
    port.postMessage({ done: true } satisfies WorkerReply);
  })();
});
