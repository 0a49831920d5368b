import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFiles, checkoutRevision, readFileAt, resolveRevision, RevisionError } from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

const repos: TempRepo[] = [];
function repo(): TempRepo {
  const r = new TempRepo();
  repos.push(r);
  return r;
}
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

describe('resolveRevision', () => {
  it('resolves branches, tags, HEAD~n and short shas to the full commit sha', async () => {
    const r = repo();
    const first = r.write({ 'a.txt': '1' }).commit('one');
    r.git('tag', 'v1');
    const second = r.write({ 'a.txt': '2' }).commit('two');
    expect(await resolveRevision(r.dir, 'main')).toEqual({ ref: 'main', sha: second });
    expect((await resolveRevision(r.dir, 'v1')).sha).toBe(first);
    expect((await resolveRevision(r.dir, 'HEAD~1')).sha).toBe(first);
    expect((await resolveRevision(r.dir, first.slice(0, 8))).sha).toBe(first);
  });

  it('refuses unknown refs, option-looking refs and non-repositories with a RevisionError', async () => {
    const r = repo();
    r.write({ 'a.txt': '1' }).commit('one');
    await expect(resolveRevision(r.dir, 'no-such-branch')).rejects.toThrow(RevisionError);
    await expect(resolveRevision(r.dir, 'no-such-branch')).rejects.toThrow(/unknown git revision "no-such-branch"/);
    await expect(resolveRevision(r.dir, '--output=/tmp/x')).rejects.toThrow(RevisionError);
    await expect(resolveRevision(r.dir, 'HEAD:a.txt')).rejects.toThrow(RevisionError);
    const notRepo = repo();
    r.git('-C', notRepo.dir, 'rev-parse', '--git-dir');
    await expect(resolveRevision(path.join(notRepo.dir, '.git', 'objects'), 'HEAD')).rejects.toThrow(RevisionError);
    const plain = mkdtempSync(path.join(os.tmpdir(), 'dg-not-a-repo-'));
    try {
      await expect(resolveRevision(plain, 'HEAD')).rejects.toThrow(/is not a git repository/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});

describe('checkoutRevision', () => {
  it('reads an old revision without touching the working tree or the index', async () => {
    const r = repo();
    const base = r.write({ 'app/values.yaml': 'v: 1\n', 'staged.txt': 'base\n', 'dirty.txt': 'base\n' }).commit('base');
    r.write({ 'app/values.yaml': 'v: 2\n', 'staged.txt': 'head\n', 'dirty.txt': 'head\n' }).commit('head');
    // user state: one staged change, one unstaged change, one untracked file
    r.write({ 'staged.txt': 'staged change\n' });
    r.git('add', 'staged.txt');
    r.write({ 'dirty.txt': 'dirty change\n', 'untracked.txt': 'mine\n' });
    const statusBefore = r.git('status', '--porcelain=v1');
    const indexBefore = readFileSync(path.join(r.dir, '.git', 'index'));
    const headBefore = r.git('rev-parse', 'HEAD');

    const tree = await checkoutRevision(r.dir, base);
    try {
      expect(readFileSync(path.join(tree.root, 'app/values.yaml'), 'utf8')).toBe('v: 1\n');
      expect(readFileSync(path.join(tree.root, 'staged.txt'), 'utf8')).toBe('base\n');
      expect(existsSync(path.join(tree.root, 'untracked.txt'))).toBe(false);
      expect(existsSync(path.join(tree.root, '.git'))).toBe(false);
    } finally {
      await tree.cleanup();
    }
    expect(existsSync(tree.root)).toBe(false);
    expect(r.git('status', '--porcelain=v1')).toBe(statusBefore);
    expect(r.git('diff', '--cached', '--name-only')).toBe('staged.txt');
    expect(r.git('diff', '--name-only')).toBe('dirty.txt');
    expect(readFileSync(path.join(r.dir, '.git', 'index')).equals(indexBefore)).toBe(true);
    expect(r.git('rev-parse', 'HEAD')).toBe(headBefore);
    expect(readFileSync(path.join(r.dir, 'dirty.txt'), 'utf8')).toBe('dirty change\n');
  });

  it('keeps symlinks as symlinks (even ones pointing outside) and binary files byte for byte', async () => {
    const r = repo();
    r.write({ 'chart/values-common.yaml': 'a: 1\n' });
    symlinkSync('values-common.yaml', path.join(r.dir, 'chart/values-dev.yaml'));
    symlinkSync('/etc/passwd', path.join(r.dir, 'chart/evil.yaml'));
    const binary = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256));
    writeFileSync(path.join(r.dir, 'chart/blob.bin'), binary);
    const sha = r.commit('links');
    const tree = await checkoutRevision(r.dir, sha);
    try {
      const dev = path.join(tree.root, 'chart/values-dev.yaml');
      expect(lstatSync(dev).isSymbolicLink()).toBe(true);
      expect(readlinkSync(dev)).toBe('values-common.yaml');
      expect(readlinkSync(path.join(tree.root, 'chart/evil.yaml'))).toBe('/etc/passwd');
      expect(readFileSync(path.join(tree.root, 'chart/blob.bin')).equals(binary)).toBe(true);
    } finally {
      await tree.cleanup();
    }
  });

  it('ignores export-ignore attributes a revision could use to hide files', async () => {
    const r = repo();
    const sha = r.write({ '.gitattributes': 'hidden.yaml export-ignore\n', 'hidden.yaml': 'x: 1\n' }).commit('attrs');
    const tree = await checkoutRevision(r.dir, sha);
    try {
      expect(readFileSync(path.join(tree.root, 'hidden.yaml'), 'utf8')).toBe('x: 1\n');
    } finally {
      await tree.cleanup();
    }
  });

  it('lists submodules instead of fetching them', async () => {
    const sub = repo();
    const subSha = sub.write({ 'x.yaml': 'x: 1\n' }).commit('sub');
    const r = repo();
    r.write({ 'a.yaml': 'a: 1\n' });
    r.git('add', 'a.yaml');
    r.git('update-index', '--add', '--cacheinfo', `160000,${subSha},vendor/sub`);
    r.git('commit', '-q', '-m', 'with submodule');
    const tree = await checkoutRevision(r.dir, r.git('rev-parse', 'HEAD'));
    try {
      expect(tree.submodules).toEqual(['vendor/sub']);
      expect(existsSync(path.join(tree.root, 'vendor/sub/x.yaml'))).toBe(false);
      expect(readFileSync(path.join(tree.root, 'a.yaml'), 'utf8')).toBe('a: 1\n');
    } finally {
      await tree.cleanup();
    }
  });
});

describe('changedFiles', () => {
  it('lists added, modified, deleted files and both sides of a rename', async () => {
    const r = repo();
    const body = 'line\n'.repeat(50);
    const base = r.write({ 'keep.txt': 'k', 'mod.txt': '1', 'del.txt': 'd', 'old/name.yaml': body }).commit('base');
    r.remove('del.txt', 'old');
    const head = r.write({ 'mod.txt': '2', 'new.txt': 'n', 'new/name.yaml': body }).commit('head');
    expect(await changedFiles(r.dir, base, head)).toEqual([
      'del.txt',
      'mod.txt',
      'new.txt',
      'new/name.yaml',
      'old/name.yaml',
    ]);
    expect(await changedFiles(r.dir, head, head)).toEqual([]);
  });

  it('names a submodule whose commit changed even when .gitmodules says ignore = all', async () => {
    const r = repo();
    const sub = r.commit('one');
    const other = r.commit('two');
    r.git('update-index', '--add', '--cacheinfo', `160000,${sub},mod`);
    r.write({ '.gitmodules': '[submodule "mod"]\n\tpath = mod\n\turl = x\n\tignore = all\n' });
    r.git('add', '.gitmodules');
    r.git('commit', '-q', '-m', 'sub');
    const base = r.git('rev-parse', 'HEAD').trim();
    r.git('update-index', '--cacheinfo', `160000,${other},mod`);
    r.git('commit', '-q', '-m', 'moved');
    const head = r.git('rev-parse', 'HEAD').trim();
    // Plain `git diff` hides it: a PR moving such a submodule would leave its targets unchanged.
    expect(r.git('diff', '--name-only', base, head)).toBe('');
    expect(await changedFiles(r.dir, base, head)).toEqual(['mod']);
  });
});

describe('readFileAt', () => {
  it('reads a file of a given revision, undefined when absent, refuses symlinks', async () => {
    const r = repo();
    const base = r.write({ '.deploy-gate.yaml': 'version: 1\n' }).commit('base');
    r.write({ '.deploy-gate.yaml': 'version: 1\nrules: {}\n' });
    symlinkSync('/etc/passwd', path.join(r.dir, 'link.yaml'));
    const head = r.commit('head');
    expect(await readFileAt(r.dir, base, '.deploy-gate.yaml')).toBe('version: 1\n');
    expect(await readFileAt(r.dir, head, '.deploy-gate.yaml')).toBe('version: 1\nrules: {}\n');
    expect(await readFileAt(r.dir, base, 'missing.yaml')).toBeUndefined();
    expect(await readFileAt(r.dir, base, 'link.yaml')).toBeUndefined();
    await expect(readFileAt(r.dir, head, 'link.yaml')).rejects.toThrow(/not a regular file \(a symlink\)/);
  });
});
