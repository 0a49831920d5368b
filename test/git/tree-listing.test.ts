// Reading a revision without writing it out (src/git/tree-listing.ts): the listing and the blob
// texts the sparse check's reach is worked out from. A blob git cannot give must be an error,
// never "this file names nothing".
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listTree, readBlobs } from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

const repos: TempRepo[] = [];
afterEach(() => {
  for (const r of repos.splice(0)) r.cleanup();
});

/** A repo with `n` text files, one binary file and one empty file, committed. */
function repoWith(n: number): { repo: TempRepo; sha: string } {
  const repo = new TempRepo();
  repos.push(repo);
  const files: Record<string, string> = { 'empty.yaml': '' };
  for (let i = 0; i < n; i++) files[`d${i % 7}/f${i}.yaml`] = `name: f${i}\nitems: [${'x'.repeat(i)}]\n`;
  repo.write(files);
  writeFileSync(path.join(repo.dir, 'bin.dat'), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
  return { repo, sha: repo.commit('files') };
}

describe('listTree', () => {
  it('reads mode, object id and size of every entry, names with spaces and tabs, symlinks and executables too', async () => {
    const { repo } = repoWith(30);
    repo.write({ 'odd dir/with space.yaml': 'a: 1\n', 'odd dir/tab\there.yaml': 'b: 2\n', 'x.sh': '#!/bin/sh\n' });
    chmodSync(path.join(repo.dir, 'x.sh'), 0o755);
    symlinkSync('x.sh', path.join(repo.dir, 'link'));
    const sha = repo.commit('odd');
    const listing = await listTree(repo.dir, sha);
    // The plain reading of `git ls-tree -r -l -z`, entry by entry.
    const raw = execFileSync('git', ['ls-tree', '-r', '-l', '-z', sha], { cwd: repo.dir, encoding: 'utf8' });
    const want = new Map(
      raw
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
          const [head = '', file = ''] = [entry.slice(0, entry.indexOf('\t')), entry.slice(entry.indexOf('\t') + 1)];
          const [mode, , oid, size] = head.split(/ +/);
          return [file, { mode, oid, size: size === '-' ? -1 : Number(size) }];
        }),
    );
    expect(listing.files).toEqual(want);
    expect(listing.files.get('link')?.mode).toBe('120000');
    expect(listing.files.get('x.sh')?.mode).toBe('100755');
    expect(listing.files.has('odd dir/tab\there.yaml')).toBe(true);
    expect(listing.dirs.has('odd dir')).toBe(true);
  });
});

describe('readBlobs', () => {
  it('gives the text of every blob asked for, in one batch, and leaves out bytes that are not UTF-8', async () => {
    const { repo, sha } = repoWith(400);
    const listing = await listTree(repo.dir, sha);
    const oids = [...listing.files.values()].map((e) => e.oid);
    const texts = await readBlobs(repo.dir, oids);
    for (const [file, entry] of listing.files) {
      if (file === 'bin.dat') expect(texts.has(entry.oid)).toBe(false);
      else
        expect(texts.get(entry.oid), file).toBe(
          repo.git('show', `${sha}:${file}`) + (file === 'empty.yaml' ? '' : '\n'),
        );
    }
    expect(listing.dirs).toEqual(new Set(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6']));
  });

  it.each([0, 150, 401])(
    'throws when an object is missing (at position %i of the batch; 401 is its end)',
    async (at) => {
      const { repo, sha } = repoWith(400);
      const oids = [...(await listTree(repo.dir, sha)).files.values()].map((e) => e.oid).slice(0, 400);
      const absent = 'f'.repeat(40);
      oids.splice(at, 0, absent);
      await expect(readBlobs(repo.dir, oids)).rejects.toThrow(`git has no object ${absent}`);
    },
  );
});
