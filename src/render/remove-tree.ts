// Removing a tree the run wrote (a revision, discovery's linked copy). Node's recursive rm walks
// the tree in JavaScript, a promise per entry: a 2,000-file tree took ~90 ms of the main thread that
// way, four times a check, where `rm -rf` takes ~20 ms in a process of its own, beside the run.
// The one seam of this speed path: fs.rm is the plain path, taken with DEPLOY_GATE_PLAIN_TMP=1 (the
// scratch-folder seam, cache/scratch.ts), on Windows, and wherever `rm` fails.
import { rm } from 'node:fs/promises';
import { execSucceeded, execTool } from './exec.js';

export async function removeTree(dir: string): Promise<void> {
  if (process.platform !== 'win32' && process.env.DEPLOY_GATE_PLAIN_TMP !== '1') {
    const r = await execTool('rm', ['-rf', '--', dir], { timeoutMs: 120_000, maxOutputBytes: 64 * 1024 });
    if (execSucceeded(r)) return;
  }
  await rm(dir, { recursive: true, force: true });
}
