// A partial checkout's private index holds only the files written and the `.gitattributes` above them
// (tree-listing.ts checkoutFiles with a listing), not the whole tree: the bytes written must be
// exactly those the whole-tree index gives, whatever the attributes say (eol, ident, encodings,
// binary) and whatever the user's own working tree holds beside them (checkout-index reads a
// folder's .gitattributes from the working tree first, and from the index where there is none).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutFiles, listTree } from '../../src/git/index.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
let sha = '';

beforeAll(() => {
  repo = new TempRepo();
  const files: Record<string, string> = {
    '.gitattributes': '*.txt ident\n*.bin -text\n',
    'apps/.gitattributes': '*.yaml text eol=crlf\n',
    'apps/a/cm.yaml': 'kind: A\nmetadata: {name: a}\n',
    'apps/a/notes.txt': '$Id$\nline\n',
    'apps/b/.gitattributes': 'utf16.yaml working-tree-encoding=UTF-16LE\n',
    'apps/b/utf16.yaml': 'kind: B\n',
    'apps/b/plain.yaml': 'kind: C\r\nx: 1\n',
    'charts/c/values.yaml': 'v: 1\n',
    'charts/c/data.bin': 'a\r\nb\n',
    'top.txt': '$Id$\n',
  };
  for (let i = 0; i < 30; i++) files[`many/f${i}.yaml`] = `n: ${i}\n`;
  sha = repo.write(files).commit('attributes');
  // The user's working tree differs from the commit: a folder with no .gitattributes in the tree
  // gets one, and a committed one is edited (git falls back to the working tree's file only where
  // the index has none, the same with either index).
  mkdirSync(path.join(repo.dir, 'charts/c'), { recursive: true });
  writeFileSync(path.join(repo.dir, 'charts/c/.gitattributes'), '*.yaml eol=crlf\n');
  writeFileSync(path.join(repo.dir, 'apps/.gitattributes'), '*.yaml -text\n');
  // And the working tree lacks two committed ones: git reads those from the index.
  rmSync(path.join(repo.dir, '.gitattributes'));
  rmSync(path.join(repo.dir, 'apps/b/.gitattributes'));
});
afterAll(() => repo.cleanup());

function written(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(root, p), readFileSync(p).toString('hex'));
    }
  };
  walk(root);
  return out;
}

describe('partial checkout index', () => {
  it('writes the same bytes as the whole-tree index, for any subset of files', async () => {
    const listing = await listTree(repo.dir, sha);
    const all = [...listing.files.keys()];
    const subsets = [
      all,
      all.filter((f) => f.startsWith('apps/')),
      ['apps/b/utf16.yaml', 'top.txt'],
      ['charts/c/values.yaml', 'charts/c/data.bin'],
      [],
    ];
    for (let i = 0; i < 6; i++) subsets.push(all.filter((_, j) => (j * 7 + i) % 3 === 0));
    let crlf = 0;
    let ident = 0;
    for (const files of subsets) {
      const whole = await checkoutFiles(repo.dir, sha, files);
      const partial = await checkoutFiles(repo.dir, sha, files, listing);
      try {
        const a = written(whole.root);
        expect(written(partial.root)).toEqual(a);
        expect(a.size).toBe(files.length);
        if ([...a.values()].some((hex) => hex.includes('0d0a'))) crlf++;
        if ([...a.values()].some((hex) => hex.startsWith(Buffer.from('$Id: ').toString('hex')))) ident++;
      } finally {
        await whole.cleanup();
        await partial.cleanup();
      }
    }
    // The attributes really changed bytes (else the test could not tell the indexes apart).
    expect(crlf).toBeGreaterThan(3);
    expect(ident).toBeGreaterThan(3);
  });

  it('falls back to the whole tree when a file is not in the listing', async () => {
    const listing = await listTree(repo.dir, sha);
    listing.files.delete('top.txt');
    const tree = await checkoutFiles(repo.dir, sha, ['top.txt'], listing);
    try {
      expect(readFileSync(path.join(tree.root, 'top.txt'), 'utf8')).toMatch(/^\$Id: [0-9a-f]{40} \$\n$/);
    } finally {
      await tree.cleanup();
    }
  });
});
