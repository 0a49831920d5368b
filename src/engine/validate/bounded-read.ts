// Reading what has no size (a pipe, stdin, a device behind a link) without reading it to its end:
// `yes | deploy-gate validate -` must end inconclusive, not with the memory used up.
import { readSync } from 'node:fs';

const CHUNK = 1 << 20;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** The text of `fd`, or undefined once it holds more than `maxBytes` (the rest is never read). */
export function readBounded(fd: number, maxBytes: number): string | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    const n = readOnce(fd, chunk);
    if (n === 0) return Buffer.concat(chunks).toString('utf8');
    chunks.push(chunk.subarray(0, n));
    total += n;
    if (total > maxBytes) return undefined;
  }
}

/** One read; a non-blocking pipe (stdin as some parents leave it) answers EAGAIN until data comes. */
function readOnce(fd: number, chunk: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, chunk, 0, chunk.length, null);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
