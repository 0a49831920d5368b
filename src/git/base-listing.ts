// The base's listing as the head's plus the diff: every path the diff does not name is the same
// entry at both sides, so one `ls-tree -r` (and the parse of tens of thousands of entries) is
// saved on every partial check. Built in git's own order, with the same folders and the same first
// odd entry as `listTree(base)` gives (test/git/base-listing.test.ts compares them on random
// histories); whenever that cannot be promised, the base is listed by git as before.
import { gitOk } from './run-git.js';
import { ABSENT_MODE, type DiffRecord } from './tree-diff.js';
import { addFolders, listTree, oddEntry, type TreeEntry, type TreeListing } from './tree-listing.js';

/**
 * The listing of `baseSha`, from `head` (the listing of the diff's head) and the diff's records.
 * Only a head with no odd entry is used (then only a changed path can make the base odd), and
 * only records whose paths are UTF-8 (git's order is their bytes' order).
 */
export async function baseListing(
  repo: string,
  baseSha: string,
  headListing: Promise<TreeListing>,
  records: readonly DiffRecord[],
): Promise<TreeListing> {
  if (records.some((r) => r.path.includes('\uFFFD'))) return listTree(repo, baseSha);
  // The changed blobs' sizes are asked while git lists the head.
  const asked = blobSizes(repo, records);
  asked.catch(() => undefined);
  const head = await headListing;
  const sizes = oddEntry(head) ? undefined : await asked;
  return sizes ? overlay(head, records, sizes) : listTree(repo, baseSha);
}

/** The base side's size of each record's blob (undefined: git could not say). */
async function blobSizes(repo: string, records: readonly DiffRecord[]): Promise<Map<string, number> | undefined> {
  const oids = [
    ...new Set(records.filter((r) => r.oldMode !== ABSENT_MODE && r.oldMode !== '160000').map((r) => r.oldOid)),
  ];
  const sizes = new Map<string, number>();
  if (oids.length === 0) return sizes;
  const out = await gitOk(repo, ['cat-file', '--batch-check=%(objectname) %(objectsize)'], {
    input: `${oids.join('\n')}\n`,
  }).catch(() => undefined);
  for (const line of out?.split('\n') ?? []) {
    const [oid = '', size = ''] = line.split(' ');
    if (/^\d+$/.test(size)) sizes.set(oid, Number(size));
  }
  return oids.every((o) => sizes.has(o)) ? sizes : undefined;
}

/** git's order of two paths: their UTF-8 bytes', which is code point order (not UTF-16's). */
export function gitPathOrder(a: string, b: string): number {
  for (let i = 0, n = Math.min(a.length, b.length); i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** A UTF-16 unit's place in code point order: surrogates (U+10000 and up) come after U+FFFF. */
function codePointRank(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit;
}

function overlay(head: TreeListing, records: readonly DiffRecord[], sizes: Map<string, number>): TreeListing {
  if (records.every((r) => r.oldMode !== ABSENT_MODE && r.newMode !== ABSENT_MODE))
    return retyped(head, records, sizes);
  const byPath = new Map(records.map((r) => [r.path, r]));
  // Paths only the base has, in git's order, merged in where they belong.
  const baseOnly = records
    .filter((r) => r.newMode === ABSENT_MODE && r.oldMode !== ABSENT_MODE)
    .sort((a, b) => gitPathOrder(a.path, b.path));
  const files = new Map<string, TreeEntry>();
  const dirs = new Set<string>();
  let next = 0;
  const add = (file: string, entry: TreeEntry) => {
    files.set(file, entry);
    addFolders(dirs, file);
  };

  const fromBase = (r: DiffRecord) => baseEntry(r, sizes);
  for (const [file, entry] of head.files) {
    for (; next < baseOnly.length && gitPathOrder((baseOnly[next] as DiffRecord).path, file) < 0; next++)
      add((baseOnly[next] as DiffRecord).path, fromBase(baseOnly[next] as DiffRecord));
    const r = byPath.get(file);
    if (r === undefined) add(file, entry);
    else if (r.oldMode !== ABSENT_MODE) add(file, fromBase(r));
  }
  for (; next < baseOnly.length; next++)
    add((baseOnly[next] as DiffRecord).path, fromBase(baseOnly[next] as DiffRecord));
  return { files, dirs };
}

function baseEntry(r: DiffRecord, sizes: Map<string, number>): TreeEntry {
  return { mode: r.oldMode, oid: r.oldOid, size: r.oldMode === '160000' ? -1 : (sizes.get(r.oldOid) as number) };
}

/**
 * Only files whose content or mode changed: the same paths in the same order, so the same folders.
 * Native copies of the head's map and set (a loop over every entry cost twice as much, cold).
 */
function retyped(head: TreeListing, records: readonly DiffRecord[], sizes: Map<string, number>): TreeListing {
  const files = new Map(head.files);
  // An existing key keeps its place.
  for (const r of [...records].sort((a, b) => gitPathOrder(a.path, b.path))) files.set(r.path, baseEntry(r, sizes));
  return { files, dirs: new Set(head.dirs) };
}
