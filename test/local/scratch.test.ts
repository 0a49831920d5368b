// local/scratch.ts puts a run's scratch folders (revision trees, discovery's linked tree, each
// child's HOME) on a memory disk when there is a roomy one, and in os.tmpdir() otherwise. The plain
// path (TMPDIR set, or DEPLOY_GATE_PLAIN_TMP=1) must give the same check report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMORY_DISK, MIN_FREE_BYTES, roomyMemoryDisk, scratchBase } from '../../src/local/scratch.js';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { ensureBundle } from '../action/runner.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

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
    ensureBundle();
    const example = buildExampleRepo();
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-scratch-plain-'));
    try {
      const cli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
      const args = ['check', '--repo', example.dir, '--base', 'main', '--head', 'pr', '--format', 'json'];
      const { TMPDIR: _ignored, ...env } = process.env;
      const run = (extra: Record<string, string>) =>
        spawnSync(process.execPath, [cli, ...args, '--no-progress', '--schema-location', OPENAPI_LOCATION], {
          encoding: 'utf8',
          env: { ...env, ...extra },
          timeout: 120_000,
        });
      const [fast, plain] = [run({}), run({ TMPDIR: tmp })];
      expect(fast.status).toBe(1);
      // Timings (`durationMs`, the report's and each target's) are all that may differ.
      const report = (stdout: string): unknown =>
        JSON.parse(stdout, (key, value: unknown) => (key === 'durationMs' ? 0 : value));
      expect({ status: plain.status, report: report(plain.stdout) }).toEqual({
        status: fast.status,
        report: report(fast.stdout),
      });
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      rmSync(example.dir, { recursive: true, force: true });
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 240_000);
});
