// Worker-thread entry of `deploy-gate validate` (bundled as dist/validate-worker.js): validates the
// batches pool.ts sends, with its own schema validator (compiled validators come from the on-disk
// compiled cache the main thread and the other workers share).
import { parentPort, workerData } from 'node:worker_threads';
import { fileContext, validateFile, type FileResult, type ValidateSetup } from './validate-file.js';
import type { BatchReply, BatchRequest } from './pool.js';

const port = parentPort;
if (!port) throw new Error('validate-worker: not started as a worker thread');
const ctx = fileContext(workerData as ValidateSetup);

// Batches are validated one after another, and answered in the order they came (pool.ts keeps two
// in flight and takes the replies first-in, first-out).
let chain: Promise<void> = Promise.resolve();
port.on('message', (msg: BatchRequest) => {
  chain = chain.then(async () => {
    const results: [number, FileResult][] = [];
    for (const [i, file] of msg.batch) results.push([i, await validateFile(ctx, file)]);
    port.postMessage({ results } satisfies BatchReply);
  });
  // A batch that throws (validateFile never should) kills the worker: pool.ts puts its batches back.
  chain = chain.catch((err: unknown) => {
    setImmediate(() => {
      throw err;
    });
  });
});
