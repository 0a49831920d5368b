// Reads of the local trees a run works on: the revision folders it has just written, the charts and
// overlays in them, the repository's own files. They are small and in the page cache, so each system
// call takes microseconds. Through node:fs/promises every call is a thread-pool round trip and a few
// promises (a readFile is four: open, fstat, read, close): measured here, 110 × (realpath, stat,
// readFile) cost 25–50 ms of CPU that way and 7 ms made at once, and a check makes hundreds before
// its first render. These keep fs/promises' signatures and errors (the same `code`s: ENOENT, ELOOP,
// ENOTDIR…), so callers stay as they are, and make the calls synchronously. Not for caches, network
// file systems or anything that may block: those keep node:fs/promises.
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

export async function readFile(file: string): Promise<Buffer>;
export async function readFile(file: string, encoding: BufferEncoding | { encoding: BufferEncoding }): Promise<string>;
export async function readFile(
  file: string,
  encoding?: BufferEncoding | { encoding: BufferEncoding },
): Promise<string | Buffer> {
  return encoding === undefined ? readFileSync(file) : readFileSync(file, encoding);
}

export async function stat(file: string): Promise<Stats> {
  return statSync(file);
}

export async function lstat(file: string): Promise<Stats> {
  return lstatSync(file);
}

/** As fs/promises' realpath: the system's realpath(3), not Node's JavaScript walk. */
export async function realpath(file: string): Promise<string> {
  return realpathSync.native(file);
}

export async function readlink(file: string): Promise<string> {
  return readlinkSync(file);
}

export async function access(file: string, mode?: number): Promise<void> {
  accessSync(file, mode);
}

export async function readdir(dir: string): Promise<string[]>;
export async function readdir(dir: string, options: { withFileTypes: true; recursive?: boolean }): Promise<Dirent[]>;
export async function readdir(
  dir: string,
  options?: { withFileTypes: true; recursive?: boolean },
): Promise<string[] | Dirent[]> {
  return options ? readdirSync(dir, options) : readdirSync(dir);
}
