// One `git cat-file --batch-check` answers what three `rev-parse --verify` used to (names.ts): each
// answer must be the one rev-parse gives, for every kind of name a user can pass, and the config
// text read beside its listing must be the text the old two-step read gave.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  branchOf,
  branchRefs,
  commitName,
  lookUpNames,
  MAX_READ_BYTES,
  readFileAt,
  resolveRevision,
  type NameAnswers,
} from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

function revParse(dir: string, name: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', '--end-of-options', name], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

function history(): { r: TempRepo; first: string; second: string } {
  const r = new TempRepo();
  repos.push(r);
  const first = r.write({ 'a.txt': '1' }).commit('one');
  r.git('tag', '-a', '-m', 'annotated', 'v1');
  r.git('tag', 'light');
  const second = r.write({ 'a.txt': '2', 'b/c.txt': 'x' }).commit('two');
  r.git('branch', 'feature/x', first);
  r.git('update-ref', 'refs/remotes/origin/main', first);
  r.git('update-ref', 'refs/remotes/origin/only-remote', second);
  // A branch and a tag of one name: both resolve the same ambiguous way.
  r.git('branch', 'twin', first);
  r.git('tag', 'twin', second);
  return { r, first, second };
}

const NAMES = [
  'main',
  'HEAD',
  'HEAD~1',
  'v1',
  'light',
  'feature/x',
  'origin/main',
  'refs/remotes/origin/main',
  'refs/heads/main',
  'origin/only-remote',
  'only-remote',
  'twin',
  'nope',
  'main..HEAD',
  'main:a.txt',
  'main:b',
  'HEAD^{tree}',
  'with space',
  ':/two',
  '@{-1}',
  '0000000000000000000000000000000000000000',
];

describe('lookUpNames', () => {
  it('answers each name as rev-parse --verify does (commits, refs, misses, odd syntax)', async () => {
    const { r, first } = history();
    const short = first.slice(0, 7);
    // What the check asks: peeled revisions and branch refs (a bare full hex id is never asked:
    // rev-parse --verify prints it even when no such object exists, the batch says missing).
    const asked = [...[...NAMES, short].map(commitName), ...NAMES.flatMap(branchRefs), 'HEAD', 'v1', 'main:a.txt'];
    const answers = await lookUpNames(r.dir, asked);
    let answered = 0;
    for (const name of asked) {
      if (!answers.has(name)) continue;
      answered++;
      expect([name, answers.get(name) ?? null]).toEqual([name, revParse(r.dir, name)]);
    }
    // Names the batch cannot carry are left to rev-parse; every plain one is answered.
    expect(answered).toBeGreaterThan(asked.length - 3);
    expect(answers.get(commitName('v1'))).toBe(first);
    expect(answers.get(commitName('nope'))).toBeUndefined();
    expect(answers.has(commitName('nope'))).toBe(true);
  });

  it('leaves out what a batch line cannot carry, and everything when git fails', async () => {
    const { r } = history();
    const answers = await lookUpNames(r.dir, ['-main', ' main', 'ma\nin', 'main']);
    expect([...answers.keys()]).toEqual(['main']);
    const notRepo = mkdtempSync(path.join(os.tmpdir(), 'dg-not-repo-'));
    try {
      expect((await lookUpNames(notRepo, ['main'])).size).toBe(0);
    } finally {
      rmSync(notRepo, { recursive: true, force: true });
    }
  });

  it('gives resolveRevision and branchOf the answers they gave alone', async () => {
    const { r } = history();
    for (const ref of ['main', 'HEAD~1', 'v1', 'feature/x', 'origin/main', 'origin/only-remote', 'twin', 'main@{0}']) {
      const known: NameAnswers = await lookUpNames(r.dir, [commitName(ref), ...branchRefs(ref)]);
      expect(await resolveRevision(r.dir, ref, known)).toEqual(await resolveRevision(r.dir, ref));
      expect(await branchOf(r.dir, ref, known)).toBe(await branchOf(r.dir, ref));
    }
    // A name the batch said nothing of is asked the old way, and fails the old way.
    const known = await lookUpNames(r.dir, [commitName('nope')]);
    await expect(resolveRevision(r.dir, 'nope', known)).rejects.toThrow(/unknown git revision "nope"/);
  });
});

describe('readFileAt', () => {
  it('reads the text beside the listing, and gives the same answer as the two-step read', async () => {
    const r = new TempRepo();
    repos.push(r);
    r.write({ 'ci/gate.yaml': 'a: 1\n', 'dir/x.yaml': 'x', 'empty.yaml': '', 'nl.yaml': '\n\n' });
    writeFileSync(path.join(r.dir, 'latin1.yaml'), Buffer.from([0x61, 0x3a, 0x20, 0xe9, 0x0a]));
    symlinkSync('ci/gate.yaml', path.join(r.dir, 'link.yaml'));
    const sha = r.commit('files');
    const plain = (rel: string) =>
      execFileSync('git', ['cat-file', 'blob', `${sha}:${rel}`], { cwd: r.dir, encoding: 'utf8' });
    for (const rel of ['ci/gate.yaml', './ci/gate.yaml', 'empty.yaml', 'nl.yaml', 'latin1.yaml'])
      expect(await readFileAt(r.dir, sha, rel)).toBe(plain(rel.replace(/^\.\//, '')));
    expect(await readFileAt(r.dir, sha, 'latin1.yaml')).toContain('\uFFFD');
    expect(await readFileAt(r.dir, sha, 'missing.yaml')).toBeUndefined();
    await expect(readFileAt(r.dir, sha, 'link.yaml')).rejects.toThrow(/not a regular file \(a symlink\)/);
    await expect(readFileAt(r.dir, sha, 'dir')).rejects.toThrow(/not a regular file \(tree\)/);
  });

  it('refuses a file over the read budget as before', async () => {
    const r = new TempRepo();
    repos.push(r);
    const sha = r.write({ 'big.yaml': 'x'.repeat(MAX_READ_BYTES + 10) }).commit('big');
    await expect(readFileAt(r.dir, sha, 'big.yaml')).rejects.toThrow(/output budget/);
  });
});
