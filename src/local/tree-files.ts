// Reads of the local trees a run works on: the revision folders it has just written, the charts and
// overlays in them, the repository's own files. They are small and in the page cache, so each system
// call takes microseconds. Through node:fs/promises every call is a thread-pool round trip and a few
// promises (a readFile is four: open, fstat, read, close): measured here, 110 × (realpath, stat,
// readFile) cost 25–50 ms of CPU that way and 7 ms made at once, and a check makes hundreds before
// its first render. These keep fs/promises' signatures and errors (the same `code`s: ENOENT, ELOOP,
// ENOTDIR…), so callers stay as they are, and make the calls synchronously. Not for caches, network
// file systems or anything that may block: those keep node:fs/promises.
//
// The one seam of this speed path: DEPLOY_GATE_PLAIN_FS=1 answers every call through
// node:fs/promises instead (the plain path, for the bench and for a test that both give the same
// reports). Kept because it measured ≥10% of a one-values-file check on a real repository
// (docs/performance.md).
import * as promises from 'node:fs/promises';
import {
  accessSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';

/** The plain path: every call through node:fs/promises. */
const PLAIN = process.env.DEPLOY_GATE_PLAIN_FS === '1';

export async function readFile(file: string): Promise<Buffer>;
export async function readFile(file: string, encoding: BufferEncoding | { encoding: BufferEncoding }): Promise<string>;
export async function readFile(
  file: string,
  encoding?: BufferEncoding | { encoding: BufferEncoding },
): Promise<string | Buffer> {
  if (PLAIN) return encoding === undefined ? promises.readFile(file) : promises.readFile(file, encoding);
  return encoding === undefined ? readFileSync(file) : readFileSync(file, encoding);
}

export async function stat(file: string): Promise<Stats> {
  return PLAIN ? promises.stat(file) : statSync(file);
}

export async function lstat(file: string): Promise<Stats> {
  return PLAIN ? promises.lstat(file) : lstatSync(file);
}

/** As fs/promises' realpath: the system's realpath(3), not Node's JavaScript walk. */
export async function realpath(file: string): Promise<string> {
  return PLAIN ? promises.realpath(file) : realpathSync.native(file);
}

export async function readlink(file: string): Promise<string> {
  return PLAIN ? promises.readlink(file) : readlinkSync(file);
}

export async function access(file: string, mode?: number): Promise<void> {
  return PLAIN ? promises.access(file, mode) : accessSync(file, mode);
}

export async function readdir(dir: string): Promise<string[]>;
export async function readdir(dir: string, options: { withFileTypes: true; recursive?: boolean }): Promise<Dirent[]>;
export async function readdir(
  dir: string,
  options?: { withFileTypes: true; recursive?: boolean },
): Promise<string[] | Dirent[]> {
  if (PLAIN) return options ? promises.readdir(dir, options) : promises.readdir(dir);
  return options ? readdirSync(dir, options) : readdirSync(dir);
}
