// Removing a tree the run wrote: `rm -rf` in a process beside the run, or fs.rm on the plain path
// (DEPLOY_GATE_PLAIN_TMP=1). Both remove everything, and neither follows a link out of the tree.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree } from '../../src/render/remove-tree.js';

const outside = mkdtempSync(path.join(os.tmpdir(), 'dg-remove-outside-'));
writeFileSync(path.join(outside, 'keep.txt'), 'kept\n');
afterAll(() => rmSync(outside, { recursive: true, force: true }));

function writtenTree(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-remove-'));
  mkdirSync(path.join(dir, 'tree', 'a', 'b'), { recursive: true });
  writeFileSync(path.join(dir, 'tree', 'a', 'b', 'x.yaml'), 'x: 1\n');
  writeFileSync(path.join(dir, 'tree', '-n'), 'a name rm could read as an option\n');
  symlinkSync(outside, path.join(dir, 'tree', 'out'));
  symlinkSync(path.join(outside, 'keep.txt'), path.join(dir, 'tree', 'a', 'keep.txt'));
  return dir;
}

describe('removeTree', () => {
  for (const plain of [false, true])
    it(`removes the whole tree and nothing a link in it points at (${plain ? 'plain path' : 'rm -rf'})`, async () => {
      const dir = writtenTree();
      if (plain) process.env.DEPLOY_GATE_PLAIN_TMP = '1';
      try {
        await removeTree(dir);
      } finally {
        delete process.env.DEPLOY_GATE_PLAIN_TMP;
      }
      expect(existsSync(dir)).toBe(false);
      expect(existsSync(path.join(outside, 'keep.txt'))).toBe(true);
    });

  it('is done when the folder is not there', async () => {
    await expect(removeTree(path.join(outside, 'never-made'))).resolves.toBeUndefined();
  });
});
