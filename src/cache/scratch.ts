// Where a run writes its scratch folders: the revision trees of a check, discovery's linked tree,
// each child's HOME and TMPDIR. A check of one values file writes, links and removes every file of
// the repository four times; where the disk's metadata calls are slow (0.2 ms a mkdir on the bench
// machine, 0.005 ms on tmpfs) that is most of its wall time.
//
// The one seam of this speed path: a memory file system (/dev/shm) when it is a tmpfs with room
// to spare, else os.tmpdir(). The plain path is os.tmpdir() alone: taken whenever TMPDIR is set
// (the user chose a place) or DEPLOY_GATE_PLAIN_TMP=1. docs/performance.md says what it buys.
// Nothing is executed from a scratch folder: a memory disk is often mounted noexec.
import { mkdtemp } from 'node:fs/promises';
import { accessSync, constants, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MEMORY_DISK = '/dev/shm';
const TMPFS_MAGIC = 0x01021994;
/** Free room a memory disk must have: a container's 64 MiB /dev/shm is left alone. */
export const MIN_FREE_BYTES = 2 * 1024 ** 3;

let chosen: string | undefined;

/** The folder scratch folders are made in (memoised: one statfs a process). */
export function scratchBase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TMPDIR || env.DEPLOY_GATE_PLAIN_TMP === '1') return os.tmpdir();
  chosen ??= roomyMemoryDisk(MEMORY_DISK, MIN_FREE_BYTES) ?? os.tmpdir();
  return chosen;
}

/** A fresh scratch folder whose name starts with `prefix`. */
export function scratchDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(scratchBase(), prefix));
}

/** `dir` when it is a writable tmpfs with `minFree` bytes free. */
export function roomyMemoryDisk(dir: string, minFree: number): string | undefined {
  try {
    const fs = statfsSync(dir);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < minFree) return undefined;
    accessSync(dir, constants.W_OK | constants.X_OK);
    return dir;
  } catch {
    return undefined;
  }
}
