// The base listing built from the head's listing plus `git diff --raw` (base-listing.ts) must be
// exactly what `git ls-tree -r` of the base gives: the same entries in the same order, the same
// folders in the same order, the same first odd entry. Checked on random histories git really
// wrote: renames, mode changes, files turned into symlinks or folders and back, submodules
// removed, whole folders deleted or added, names in every byte order (accents, characters above
// U+FFFF and above U+E000, `.`/`-` against `/`), names that are not UTF-8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseListing, changedPaths, diffTrees, listTree, oddEntry, type TreeListing } from '../../src/git/index.js';
import { gitPathOrder } from '../../src/git/base-listing.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
let blobs: string[] = [];
let subCommit = '';

const git = (args: string[], input?: Buffer | string, env: Record<string, string> = {}): string =>
  repo.gitInput(args, input, env);

beforeAll(() => {
  repo = new TempRepo();
  subCommit = repo.commit('empty');
  blobs = ['', 'kind: A\n', 'x'.repeat(12_345), 'resources:\n- ../base\n', 'z'].map((t) =>
    git(['hash-object', '-w', '--stdin'], t),
  );
});
afterAll(() => repo.cleanup());

function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const PLAIN = ['a', 'a.b', 'a-b', 'b', 'base', 'kustomization.yaml', 'é', 'ｱ', '𝔘', 'Z', 'b b', 'a0'];
const ODD = ['c\\d', '\xff'];
const MODES = ['100644', '100644', '100644', '100755', '120000'];

type Spec = Map<string, { mode: string; oid: string }>; // path (latin1 of its bytes) -> entry

function bytesOf(name: string): string {
  return name === '\xff' ? '\xff' : Buffer.from(name).toString('latin1');
}

function randomPath(next: () => number, odd: boolean): string {
  const names = odd && next() < 0.2 ? [...PLAIN, ...ODD] : PLAIN;
  const depth = 1 + Math.floor(next() * 3);
  return Array.from({ length: depth }, () => bytesOf(names[Math.floor(next() * names.length)] as string)).join('/');
}

/** Adds `path` unless it clashes with a file or folder already there (a path is one or the other). */
function put(spec: Spec, path: string, mode: string, oid: string): void {
  const ups = path.split('/').map((_, j, all) => all.slice(0, j + 1).join('/'));
  if (ups.slice(0, -1).some((u) => spec.has(u))) return;
  if ([...spec.keys()].some((k) => k.startsWith(`${path}/`))) return;
  spec.set(path, { mode, oid });
}

function randomEntry(next: () => number): { mode: string; oid: string } {
  const mode = MODES[Math.floor(next() * MODES.length)] as string;
  return { mode, oid: blobs[Math.floor(next() * blobs.length)] as string };
}

function baseSpec(next: () => number): Spec {
  const spec: Spec = new Map();
  const odd = next() < 0.3;
  for (let i = 0, n = 2 + Math.floor(next() * 30); i < n; i++) {
    const e = randomEntry(next);
    put(spec, randomPath(next, odd), odd && next() < 0.1 ? '160000' : e.mode, e.mode === '160000' ? subCommit : e.oid);
  }
  for (const e of spec.values()) if (e.mode === '160000') e.oid = subCommit;
  return spec;
}

/** The head: the base with files changed, retyped, removed (alone or by folder) and added. */
function headSpec(base: Spec, next: () => number): Spec {
  const head: Spec = new Map([...base].map(([p, e]) => [p, { ...e }]));
  for (const [p, e] of [...head]) {
    const r = next();
    if (r < 0.1) head.delete(p);
    else if (r < 0.2) e.oid = blobs[Math.floor(next() * blobs.length)] as string;
    else if (r < 0.27) e.mode = MODES[Math.floor(next() * MODES.length)] as string;
    else if (r < 0.3) {
      // A whole folder goes.
      const dir = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : p;
      for (const k of [...head.keys()]) if (k === dir || k.startsWith(`${dir}/`)) head.delete(k);
    }
  }
  // Head entries stay plain most of the time, so the overlay (not git's listing) answers.
  const odd = (p: string, mode: string) => mode === '160000' || mode === '120000' || /[\\\xff]/.test(p);
  for (const [p, e] of [...head]) if (next() < 0.95 && odd(p, e.mode)) head.delete(p);
  for (let i = 0, n = Math.floor(next() * 6); i < n; i++) {
    const e = randomEntry(next);
    const p = randomPath(next, false);
    if (next() < 0.3) {
      // A file turned into a folder, or a folder into a file.
      for (const k of [...head.keys()]) if (k === p || k.startsWith(`${p}/`) || p.startsWith(`${k}/`)) head.delete(k);
    }
    put(head, p, next() < 0.9 && e.mode === '120000' ? '100644' : e.mode, e.oid);
  }
  return head;
}

/** The head: the base with files' contents and modes changed, and nothing added or removed. */
function retypedSpec(base: Spec, next: () => number): Spec {
  const head: Spec = new Map();
  for (const [p, e] of base) {
    const r = next();
    if (e.mode === '160000' || /[\\\xff]/.test(p)) head.set(p, { ...e, mode: '100644', oid: blobs[0] as string });
    else if (r < 0.3) head.set(p, { mode: e.mode, oid: blobs[Math.floor(next() * blobs.length)] as string });
    else if (r < 0.45) head.set(p, { mode: MODES[Math.floor(next() * 4)] as string, oid: e.oid });
    else head.set(p, { ...e, mode: e.mode === '120000' ? '100644' : e.mode });
  }
  return head;
}

function commitOf(spec: Spec, seed: number, tag: string): string {
  const env = { GIT_INDEX_FILE: `${repo.dir}/.git/index-${tag}-${seed}` };
  const info = Buffer.concat(
    [...spec].flatMap(([p, e]) => [Buffer.from(`${e.mode} ${e.oid}\t`), Buffer.from(p, 'latin1'), Buffer.from([0])]),
  );
  git(['update-index', '--add', '-z', '--index-info'], info, env);
  const tree = git(['write-tree'], undefined, env);
  return git(['commit-tree', tree, '-m', `${tag} ${seed}`]);
}

const plain = (l: TreeListing) => ({ files: [...l.files], dirs: [...l.dirs], odd: oddEntry(l) });

describe('baseListing', () => {
  it('orders paths by their UTF-8 bytes, as git does', () => {
    const names = ['a', 'a.b', 'a/b', 'a-b', 'é', 'ｱ', '𝔘', '\uE000', '\uFFFF', 'Z', 'b b', 'a0'];
    const byBytes = [...names].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...names].sort(gitPathOrder)).toEqual(byBytes);
  });

  it('equals the listing git gives of the base, over random histories', async () => {
    let overlaid = 0;
    let baseOnly = 0;
    let oddBases = 0;
    let retyped = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const next = rng(seed);
      const bSpec = baseSpec(next);
      const base = commitOf(bSpec, seed, 'base');
      // Every third history only edits or retypes files (no path comes or goes).
      const head = commitOf(seed % 3 ? headSpec(bSpec, next) : retypedSpec(bSpec, next), seed, 'head');
      const records = await diffTrees(repo.dir, base, head);
      expect(changedPaths(records)).toEqual(
        [...new Set(git(['diff', '--no-renames', '--name-only', '-z', base, head]).split('\0').filter(Boolean))].sort(),
      );
      const headListing = await listTree(repo.dir, head);
      const derived = await baseListing(repo.dir, base, Promise.resolve(headListing), records);
      const real = await listTree(repo.dir, base);
      expect(plain(derived), `seed ${seed}`).toEqual(plain(real));
      // Shared entry objects: the overlay answered, not a second listing.
      if ([...derived.files].some(([p, e]) => headListing.files.get(p) === e) || headListing.files.size === 0) {
        overlaid++;
        if (records.some((r) => r.newMode === '000000')) baseOnly++;
        if (records.length > 0 && records.every((r) => r.newMode !== '000000' && r.oldMode !== '000000')) retyped++;
        if (oddEntry(real)) oddBases++;
      }
    }
    // Not vacuous: most histories go through the overlay, with deletions and with odd bases.
    expect(overlaid).toBeGreaterThan(40);
    expect(baseOnly).toBeGreaterThan(24);
    expect(oddBases).toBeGreaterThan(20);
    expect(retyped).toBeGreaterThan(6);
  });

  it('names a submodule whose commit changed even when .gitmodules says ignore = all', async () => {
    const r = new TempRepo();
    try {
      const sub = r.commit('one');
      const other = r.commit('two');
      r.git('update-index', '--add', '--cacheinfo', `160000,${sub},mod`);
      r.write({ '.gitmodules': '[submodule "mod"]\n\tpath = mod\n\turl = x\n\tignore = all\n' });
      r.git('add', '.gitmodules');
      r.git('commit', '-q', '-m', 'sub');
      const base = r.git('rev-parse', 'HEAD');
      r.git('update-index', '--cacheinfo', `160000,${other},mod`);
      r.git('commit', '-q', '-m', 'moved');
      const head = r.git('rev-parse', 'HEAD');
      // Plain `git diff` hides it (what check's changed files were before); the raw records do not.
      expect(r.git('diff', '--name-only', base, head)).toBe('');
      expect(changedPaths(await diffTrees(r.dir, base, head))).toEqual(['mod']);
    } finally {
      r.cleanup();
    }
  });
});
