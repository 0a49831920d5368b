// cache/scratch.ts puts a run's scratch folders (revision trees, discovery's linked tree, each
// child's HOME) on a memory disk when there is a roomy one, and in os.tmpdir() otherwise. The plain
// path (TMPDIR set, or DEPLOY_GATE_PLAIN_TMP=1) must give the same check report.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY_DISK, MIN_FREE_BYTES, roomyMemoryDisk, scratchBase } from '../../src/cache/scratch.js';
import { exampleCheckBothWays, reportWithoutTimings } from '../helpers/plain-path.js';

const memoryDisk = roomyMemoryDisk(MEMORY_DISK, MIN_FREE_BYTES);

describe('where scratch folders go', () => {
  it('a chosen TMPDIR or the plain switch keeps them in os.tmpdir()', () => {
    expect(scratchBase({ TMPDIR: os.tmpdir() })).toBe(os.tmpdir());
    expect(scratchBase({ DEPLOY_GATE_PLAIN_TMP: '1' })).toBe(os.tmpdir());
  });

  it('otherwise on the memory disk when it is a roomy tmpfs, else in os.tmpdir()', () => {
    expect(scratchBase({})).toBe(memoryDisk ?? os.tmpdir());
  });

  it('a folder that is not a tmpfs, or a tmpfs without the room, is not a memory disk', () => {
    const disk = mkdtempSync(path.join(process.cwd(), '.dg-scratch-'));
    try {
      expect(roomyMemoryDisk(disk, 0)).toBeUndefined(); // the project's own disk
    } finally {
      rmSync(disk, { recursive: true, force: true });
    }
    expect(roomyMemoryDisk(MEMORY_DISK, Number.MAX_SAFE_INTEGER)).toBeUndefined();
    expect(roomyMemoryDisk(path.join(MEMORY_DISK, 'no-such-folder'), 0)).toBeUndefined();
  });
});

describe('the plain path (DEPLOY_GATE_PLAIN_TMP=1)', () => {
  it('gives the same check report as scratch on the memory disk, and leaves nothing in its TMPDIR', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-scratch-plain-'));
    try {
      const { TMPDIR: _ignored, ...env } = process.env;
      const { fast, plain } = exampleCheckBothWays(env, { ...env, TMPDIR: tmp });
      expect(fast.status).toBe(1);
      expect({ status: plain.status, report: reportWithoutTimings(plain.stdout) }).toEqual({
        status: fast.status,
        report: reportWithoutTimings(fast.stdout),
      });
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 240_000);
});
