import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/cache/scratch.ts
import { mkdtemp } from "node:fs/promises";
import { accessSync, constants, statfsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var MEMORY_DISK = "/dev/shm";
var TMPFS_MAGIC = 16914836;
var MIN_FREE_BYTES = 2 * 1024 ** 3;
var chosen;
function scratchBase(env = process.env) {
  if (env.TMPDIR || env.DEPLOY_GATE_PLAIN_TMP === "1") return os.tmpdir();
  chosen ??= roomyMemoryDisk(MEMORY_DISK, MIN_FREE_BYTES) ?? os.tmpdir();
  return chosen;
}
function scratchDir(prefix) {
  return mkdtemp(path.join(scratchBase(), prefix));
}
function roomyMemoryDisk(dir, minFree) {
  try {
    const fs = statfsSync(dir);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < minFree) return void 0;
    accessSync(dir, constants.W_OK | constants.X_OK);
    return dir;
  } catch {
    return void 0;
  }
}

export {
  scratchBase,
  scratchDir
};
