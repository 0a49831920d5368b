// A validate worker (test only) that works like dist/validate-worker.js but never returns from a
// file whose name holds "hang" (a busy loop: no event, no await), as a pathological document could:
// the pool must stop it at the run's deadline, name that file, and keep every other file's result.
// On a file whose name holds "crash" the thread dies (as out of memory would): that file must be
// inconclusive, not validated again in the main thread, and the rest of its batch validated.
import { serveBatches } from '../../src/engine/validate/serve-batches.js';
import { validateFile } from '../../src/engine/validate/validate-file.js';

function spinForever(): void {
  for (let n = 0; ; n = (n + 1) % 1024) if (n < 0) return;
}

serveBatches(async (ctx, file) => {
  if (file.display.includes('hang')) spinForever();
  if (file.display.includes('crash')) process.exit(70);
  return validateFile(ctx, file);
});
