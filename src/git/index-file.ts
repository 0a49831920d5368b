// The submodules of a revision, read from the private index `git read-tree` just wrote for its
// checkout (revisions.ts) instead of by a second git process (`ls-tree -r` of the whole tree, whose
// every line node had to take in). Only the plain format is read: index version 2 or 3 with every
// entry in the file; anything else (version 4, a split or sparse index) says undefined, and the
// caller asks git as before.
import { readFile } from '../local/tree-files.js';

const GITLINK = 0o160000;
const TYPE_MASK = 0o170000;
const DIRECTORY = 0o040000; // a sparse index's folder entry: its files are not listed

/**
 * The paths of the gitlink entries of the index file at `file`, sorted; `oidBytes` is 20 (SHA-1)
 * or 32 (SHA-256). Undefined when the file is not in a format read here.
 */
export async function indexGitlinks(file: string, oidBytes: number): Promise<string[] | undefined> {
  const buf = await readFile(file).catch(() => undefined);
  if (!buf || buf.length < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = buf.readUInt32BE(4);
  if (version !== 2 && version !== 3) return undefined;
  const paths: string[] = [];
  let at = 12;
  for (let n = buf.readUInt32BE(8); n > 0; n--) {
    const entry = entryAt(buf, at, oidBytes);
    if (!entry || (entry.mode & TYPE_MASK) === DIRECTORY) return undefined;
    if ((entry.mode & TYPE_MASK) === GITLINK) paths.push(entry.path);
    at = entry.end;
  }
  return splitOrSparse(buf, at, oidBytes) ? undefined : paths.sort();
}

/** One on-disk entry: 40 bytes of stat data and mode, the id, 16 bits of flags, the NUL-padded path. */
function entryAt(buf: Buffer, at: number, oidBytes: number): { mode: number; path: string; end: number } | undefined {
  const flagsAt = at + 40 + oidBytes;
  if (flagsAt + 2 > buf.length) return undefined;
  const mode = buf.readUInt32BE(at + 24);
  const flags = buf.readUInt16BE(flagsAt);
  const nameAt = flagsAt + 2 + (flags & 0x4000 ? 2 : 0); // extended flags (version 3)
  const short = flags & 0xfff;
  const nameEnd = short < 0xfff ? nameAt + short : buf.indexOf(0, nameAt);
  if (nameEnd < 0 || nameEnd >= buf.length || buf[nameEnd] !== 0) return undefined;
  // 1 to 8 NULs pad each entry to a multiple of 8 bytes.
  const end = at + ((nameEnd - at + 8) & ~7);
  return { mode, path: buf.toString('utf8', nameAt, nameEnd), end };
}

/** Whether an extension says entries live elsewhere: `link` (split index) or `sdir` (sparse). */
function splitOrSparse(buf: Buffer, at: number, oidBytes: number): boolean {
  for (let pos = at; pos + 8 <= buf.length - oidBytes; pos += 8 + buf.readUInt32BE(pos + 4)) {
    const sig = buf.toString('latin1', pos, pos + 4);
    if (sig === 'link' || sig === 'sdir') return true;
  }
  return false;
}
