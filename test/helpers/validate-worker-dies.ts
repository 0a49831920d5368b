// A validate worker (test only) that answers its first batch and then dies of an exception while
// it holds the second: the pool must validate the second batch elsewhere and lose nothing,
// whichever of the reply and the death reaches the main thread first.
import { parentPort, workerData } from 'node:worker_threads';
import {
  fileContext,
  validateFile,
  type FileResult,
  type ValidateSetup,
} from '../../src/engine/validate/validate-file.js';
import type { BatchRequest } from '../../src/engine/validate/pool.js';

const port = parentPort;
if (!port) throw new Error('not a worker thread');
const ctx = fileContext(workerData as ValidateSetup);
const held: BatchRequest[] = [];
port.on('message', (msg: BatchRequest) => {
  held.push(msg);
  if (held.length < 2) return;
  void (async () => {
    const results: [number, FileResult][] = [];
    for (const [i, file] of held[0]?.batch ?? []) results.push([i, await validateFile(ctx, file)]);
    port.postMessage({ results });
    process.nextTick(() => {
      throw new Error('a batch threw inside the worker');
    });
  })();
});
