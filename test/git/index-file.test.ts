// The submodules of a checkout are read from the private index read-tree wrote (index-file.ts):
// they must be exactly the gitlinks `git ls-tree -r` lists, on random trees git really wrote (odd
// bytes, names longer than the index's 12-bit length field, deep folders), in index versions 2
// and 3; a version-4, split or sparse index is not read (the caller asks git).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexGitlinks } from '../../src/git/index-file.js';
import { checkoutRevision, gitlinks } from '../../src/git/revisions.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
let blob = '';
let sub = '';

const git = (args: string[], input?: Buffer | string, env: Record<string, string> = {}): string =>
  repo.gitInput(args, input, env);

beforeAll(() => {
  repo = new TempRepo();
  sub = repo.commit('empty');
  blob = git(['hash-object', '-w', '--stdin'], 'kind: A\n');
});
afterAll(() => repo.cleanup());

function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const NAMES = ['a', 'b b', 'é', 'c\\d', 'x'.repeat(200), '𝔘'].map((n) => Buffer.from(n)).concat([Buffer.from([0xff])]);

function randomCommit(seed: number, deep = true): string {
  const next = rng(seed);
  const specs = new Map<string, Buffer>();
  for (let i = 0, n = 1 + Math.floor(next() * 40); i < n; i++) {
    const depth = 1 + Math.floor(next() * (deep && next() < 0.15 ? 24 : 3)); // deep: paths past 4,095 bytes
    const names = deep ? NAMES : NAMES.slice(0, 4);
    const parts = Array.from({ length: depth }, () => names[Math.floor(next() * names.length)] as Buffer);
    const p = Buffer.concat(parts.flatMap((x, j) => (j ? [Buffer.from('/'), x] : [x])));
    const mode = next() < 0.25 ? '160000' : next() < 0.1 ? '120000' : '100644';
    specs.set(p.toString('latin1'), Buffer.from(`${mode} ${mode === '160000' ? sub : blob}\t`));
  }
  // A path is a file or a folder, not both: keep the first of each clash.
  const kept: Buffer[] = [Buffer.from(`100644 ${blob}\t!plain\0`)];
  // A path longer than the 12-bit length field holds (4,095 bytes), as a submodule or a file.
  const long = `${'y'.repeat(200)}/`.repeat(22);
  if (deep) kept.push(Buffer.from(`${seed % 2 ? '160000' : '100644'} ${seed % 2 ? sub : blob}\t!long/${long}z\0`));
  const taken = new Set<string>();
  for (const [p, head] of specs) {
    const ups = p.split('/').map((_, j, all) => all.slice(0, j + 1).join('/'));
    if (ups.some((u) => taken.has(`f:${u}`)) || taken.has(`d:${p}`)) continue;
    taken.add(`f:${p}`);
    for (const u of ups.slice(0, -1)) taken.add(`d:${u}`);
    kept.push(head, Buffer.from(p, 'latin1'), Buffer.from([0]));
  }
  const env = { GIT_INDEX_FILE: `${repo.dir}/.git/index-${seed}-${deep}` };
  git(['update-index', '--add', '-z', '--index-info'], Buffer.concat(kept), env);
  return git(['commit-tree', git(['write-tree'], undefined, env), '-m', `t${seed}`]);
}

function readTree(sha: string, file: string, version: string): void {
  git(['read-tree', `${sha}^{tree}`], undefined, { GIT_INDEX_FILE: file, GIT_INDEX_VERSION: version });
}

describe('indexGitlinks', () => {
  it('gives the gitlinks ls-tree lists, in index versions 2 and 3', async () => {
    let withLinks = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const sha = randomCommit(seed);
      const expected = await gitlinks(repo.dir, sha);
      if (expected.length > 0) withLinks++;
      const file = path.join(repo.dir, '.git', `read-${seed}`);
      readTree(sha, file, '2');
      expect(await indexGitlinks(file, 20), `seed ${seed}`).toEqual(expected);
      // Version 3: an entry with extended flags (skip-worktree) is two bytes longer.
      git(['update-index', '--skip-worktree', '--', '!plain'], undefined, { GIT_INDEX_FILE: file });
      expect(execFileSync('xxd', ['-l', '8', '-p', file]).toString().trim()).toBe('4449524300000003');
      expect(await indexGitlinks(file, 20), `seed ${seed} v3`).toEqual(expected);
    }
    expect(withLinks).toBeGreaterThan(20);
  });

  it('reads no version-4 index, and no file that is not an index', async () => {
    const sha = randomCommit(99);
    const file = path.join(repo.dir, '.git', 'read-v4');
    readTree(sha, file, '4');
    expect(await indexGitlinks(file, 20)).toBeUndefined();
    expect(await indexGitlinks(path.join(repo.dir, '.git', 'HEAD'), 20)).toBeUndefined();
    expect(await indexGitlinks(path.join(repo.dir, 'missing'), 20)).toBeUndefined();
  });

  it('gives a checkout the same submodules, even when the repository asks for index version 4', async () => {
    const sha = randomCommit(7, false);
    git(['config', 'index.version', '4']);
    const tree = await checkoutRevision(repo.dir, sha);
    try {
      expect(tree.submodules).toEqual(await gitlinks(repo.dir, sha));
      expect(tree.submodules.length).toBeGreaterThan(0);
    } finally {
      await tree.cleanup();
      git(['config', '--unset', 'index.version']);
    }
  });
});
