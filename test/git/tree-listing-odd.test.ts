// listTree reads git's output by position, cuts a folder out of a path only when it changes, and
// finds the first odd entry (a symlink, a submodule, a name that is not UTF-8 or holds a backslash)
// from the whole output at once; filesUnder (src/engine/path-sets.ts) picks files from a listing.
// All must give exactly what the plain, entry-by-entry reading gives, on trees git really wrote:
// odd bytes in names, executables, symlinks, submodules, sizes of every width, in any position.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTree, oddEntry, type TreeListing } from '../../src/git/index.js';
import { filesUnder } from '../../src/engine/path-sets.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
let blobs: { oid: string; size: number }[] = [];
let commitOid = '';

function git(args: string[], input?: Buffer | string, env: Record<string, string> = {}): Buffer {
  return execFileSync('git', args, { cwd: repo.dir, input, env: { ...process.env, ...env } });
}

beforeAll(() => {
  repo = new TempRepo();
  commitOid = repo.commit('empty');
  // Sizes of every padded width: empty, small, and 7 digits (no padding left).
  blobs = ['', 'kind: A\n', 'x'.repeat(12_345), 'y'.repeat(1_234_567)].map((text) => ({
    oid: git(['hash-object', '-w', '--stdin'], text).toString().trim(),
    size: Buffer.byteLength(text),
  }));
});
afterAll(() => repo.cleanup());

/** A small deterministic generator, so a failure names its seed. */
function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

// Names as raw bytes: plain, spaces, a tab, a backslash, UTF-8 accents, bytes that are not UTF-8.
const NAMES: Buffer[] = ['a', 'b b', 'kustomization.yaml', 'base', 'c\\d', 'é', 't\tab', 'Chart.yaml']
  .map((n) => Buffer.from(n))
  .concat([Buffer.from([0x66, 0xff, 0x67]), Buffer.from([0xc3])]);

interface Spec {
  mode: string;
  oid: string;
  path: Buffer;
}

function randomTree(next: () => number): Spec[] {
  const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const specs = new Map<string, Spec>();
  const odd = next() < 0.6; // many trees have no odd name at all
  for (let i = 0, n = 1 + Math.floor(next() * 25); i < n; i++) {
    const parts = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      odd || next() < 0.5 ? pick(NAMES) : pick(NAMES.slice(0, 4)),
    );
    const r = next();
    const mode = r < 0.06 ? '120000' : r < 0.1 ? '160000' : r < 0.3 ? '100755' : '100644';
    const oid = mode === '160000' ? commitOid : pick(blobs).oid;
    const path = Buffer.concat(parts.flatMap((p, j) => (j === 0 ? [p] : [Buffer.from('/'), p])));
    specs.set(path.toString('hex'), { mode, oid, path });
  }
  // A path cannot be both a file and a folder: keep the first of each clash.
  const kept: Spec[] = [];
  const folders = new Set<string>();
  const files = new Set<string>();
  for (const s of specs.values()) {
    const p = s.path.toString('latin1');
    const ups = p.split('/').map((_, j, all) => all.slice(0, j + 1).join('/'));
    if (files.has(p) || folders.has(p) || ups.slice(0, -1).some((u) => files.has(u))) continue;
    files.add(p);
    for (const u of ups.slice(0, -1)) folders.add(u);
    kept.push(s);
  }
  return kept;
}

/** The tree git writes for `specs` (a private index, so the repository's own is untouched). */
function writeTree(specs: Spec[], seed: number): string {
  const env = { GIT_INDEX_FILE: `${repo.dir}/.git/index-${seed}` };
  const info = Buffer.concat(specs.flatMap((s) => [Buffer.from(`${s.mode} ${s.oid}\t`), s.path, Buffer.from([0])]));
  git(['update-index', '-z', '--index-info'], info, env);
  return git(['write-tree'], undefined, env).toString().trim();
}

/** The plain reading of `git ls-tree -r -l -z`, entry by entry. */
function plainListing(tree: string): TreeListing {
  const raw = git(['ls-tree', '-r', '-l', '-z', tree]).toString('utf8');
  const files = new Map<string, { mode: string; oid: string; size: number }>();
  for (const entry of raw.split('\0').filter(Boolean)) {
    const tab = entry.indexOf('\t');
    const [mode = '', , oid = '', size = ''] = entry.slice(0, tab).split(/ +/);
    files.set(entry.slice(tab + 1), { mode, oid, size: size === '-' ? -1 : Number(size) });
  }
  const dirs = new Set<string>();
  for (const f of files.keys())
    for (let i = f.lastIndexOf('/'); i > 0; i = f.lastIndexOf('/', i - 1)) dirs.add(f.slice(0, i));
  return { files, dirs };
}

/** The first odd entry by the plain definition (sparse-check.ts's whole-tree reasons, in their order). */
function plainOdd(listing: TreeListing): { file: string; why: string } | undefined {
  for (const [file, e] of listing.files) {
    if (e.mode === '120000' || e.mode === '160000') return { file, why: 'link' };
    if (file.includes('\uFFFD')) return { file, why: 'not-utf8' };
    if (file.includes('\\')) return { file, why: 'backslash' };
  }
  return undefined;
}

function plainFilesUnder(listing: TreeListing, wanted: Set<string>): string[] {
  if (wanted.has('.')) return [...listing.files.keys()];
  return [...listing.files.keys()].filter((file) => {
    const parts = file.split('/');
    return parts.some((_, i) => wanted.has(parts.slice(0, i + 1).join('/')));
  });
}

describe('listTree on trees git wrote', () => {
  it('gives the plain reading, the first odd entry and filesUnder of 100 random trees', async () => {
    const seen = { link: 0, 'not-utf8': 0, backslash: 0, none: 0, submodule: 0, exec: 0 };
    for (let seed = 1; seed <= 100; seed++) {
      const next = rng(seed);
      const specs = randomTree(next);
      const tree = writeTree(specs, seed);
      const listing = await listTree(repo.dir, tree);
      const plain = plainListing(tree);
      expect([...listing.files], `seed ${seed}`).toEqual([...plain.files]);
      // Entries are read from git's output when asked: by path, and one by one, the same.
      for (const [file, entry] of plain.files) expect(listing.files.get(file), `seed ${seed}`).toEqual(entry);
      expect([...listing.files.values()], `seed ${seed}`).toEqual([...plain.files.values()]);
      expect(listing.files.size, `seed ${seed}`).toBe(plain.files.size);
      expect(listing.files.get('no/such/file')).toBeUndefined();
      expect(listing.dirs, `seed ${seed}`).toEqual(plain.dirs);
      const odd = plainOdd(plain);
      expect(oddEntry(listing), `seed ${seed}`).toEqual(odd);
      // The entry-by-entry fallback (a listing not read by listTree) agrees too.
      expect(oddEntry({ files: new Map(listing.files), dirs: listing.dirs }), `seed ${seed}`).toEqual(odd);
      seen[(odd?.why ?? 'none') as keyof typeof seen]++;
      for (const e of listing.files.values()) {
        if (e.mode === '160000') seen.submodule++;
        if (e.mode === '100755') seen.exec++;
      }
      const paths = [...listing.files.keys(), ...listing.dirs];
      for (let k = 0; k < 4; k++) {
        const wanted = new Set(paths.filter(() => next() < 0.15));
        if (k === 3) wanted.add('nothing/here');
        expect(filesUnder(listing, wanted), `seed ${seed}`).toEqual(plainFilesUnder(listing, wanted));
      }
    }
    // Not vacuous: every kind of odd entry came first in some tree, and many trees had none.
    for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(2);
  });
});
