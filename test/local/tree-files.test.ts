// local/tree-files.ts makes fs/promises' calls synchronously: the callers (confinement, discovery,
// the inputs' walk) rely on the same answers and the same error codes (ELOOP is a symlink loop,
// ENOENT a missing input, ENOTDIR / EISDIR a wrong kind). Each call is held to fs/promises on one tree,
// and a whole check gives the same report through the plain path (DEPLOY_GATE_PLAIN_FS=1).
import * as promises from 'node:fs/promises';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as now from '../../src/local/tree-files.js';
import { exampleCheckBothWays, reportWithoutTimings } from '../helpers/plain-path.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'dg-tree-files-'));
  mkdirSync(path.join(root, 'dir', 'sub'), { recursive: true });
  mkdirSync(path.join(root, 'dir', 'sub2', 'deeper'), { recursive: true });
  writeFileSync(path.join(root, 'dir', 'sub2', 'deeper', 'c.yaml'), 'c: 1\n');
  writeFileSync(path.join(root, 'dir', 'a.yaml'), 'a: 1\n');
  writeFileSync(path.join(root, 'dir', 'sub', 'b.yaml'), 'b: ü\n');
  symlinkSync('dir/a.yaml', path.join(root, 'link'));
  symlinkSync('loop2', path.join(root, 'loop1'));
  symlinkSync('loop1', path.join(root, 'loop2'));
  symlinkSync('missing', path.join(root, 'dangling'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The value, or the error's code, of a call. */
async function outcome<T>(call: () => Promise<T>): Promise<{ value: unknown } | { code: unknown }> {
  try {
    const value = await call();
    return { value: normalise(value) };
  } catch (err) {
    return { code: (err as NodeJS.ErrnoException).code };
  }
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((v) =>
      typeof v === 'object' && v && 'name' in v
        ? `${(v as { parentPath?: string }).parentPath ?? ''}|${(v as { name: string }).name}|${(v as { isFile(): boolean }).isFile()}`
        : v,
    );
  if (value && typeof value === 'object' && 'isFile' in value) {
    const s = value as import('node:fs').Stats;
    return [s.isFile(), s.isDirectory(), s.isSymbolicLink(), s.size, s.ino];
  }
  return value;
}

function sortedEntries(entries: import('node:fs').Dirent[]): string[] {
  return entries.map((e) => `${e.parentPath}|${e.name}|${e.isFile()}`).sort();
}

const PATHS = ['dir', 'dir/a.yaml', 'dir/sub/b.yaml', 'link', 'loop1', 'dangling', 'nothing', 'dir/a.yaml/x'];

describe('tree-files answers as node:fs/promises does', () => {
  it.each(PATHS)('%s: readFile (text and bytes), stat, lstat, realpath, readlink, access, readdir', async (rel) => {
    const p = path.join(root, rel);
    const pairs: Array<[() => Promise<unknown>, () => Promise<unknown>]> = [
      [() => now.readFile(p, 'utf8'), () => promises.readFile(p, 'utf8')],
      [() => now.readFile(p), () => promises.readFile(p)],
      [() => now.stat(p), () => promises.stat(p)],
      [() => now.lstat(p), () => promises.lstat(p)],
      [() => now.realpath(p), () => promises.realpath(p)],
      [() => now.readlink(p), () => promises.readlink(p)],
      [() => now.access(p), () => promises.access(p)],
      [() => now.readdir(p), () => promises.readdir(p)],
      [() => now.readdir(p, { withFileTypes: true }), () => promises.readdir(p, { withFileTypes: true })],
    ];
    // A recursive listing comes in another order through fs/promises on Node 20 (its callers sort):
    // the same entries, each with the same folder, are what must agree.
    pairs.push([
      () => now.readdir(p, { withFileTypes: true, recursive: true }).then(sortedEntries),
      () => promises.readdir(p, { withFileTypes: true, recursive: true }).then(sortedEntries),
    ]);
    for (const [mine, theirs] of pairs) expect(await outcome(mine)).toEqual(await outcome(theirs));
  });

  it('the codes the callers tell apart are among those answered', async () => {
    expect(await outcome(() => now.realpath(path.join(root, 'loop1')))).toEqual({ code: 'ELOOP' });
    expect(await outcome(() => now.realpath(path.join(root, 'dangling')))).toEqual({ code: 'ENOENT' });
    expect(await outcome(() => now.readFile(path.join(root, 'dir'), 'utf8'))).toEqual({ code: 'EISDIR' });
    expect(await outcome(() => now.stat(path.join(root, 'dir/a.yaml/x')))).toEqual({ code: 'ENOTDIR' });
  });

  it('fails as a rejected promise, never a throw at the call', () => {
    const call = now.readFile(path.join(root, 'nothing'), 'utf8');
    expect(call).toBeInstanceOf(Promise);
    return expect(call).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the plain path (DEPLOY_GATE_PLAIN_FS=1)', () => {
  it('gives the same check report as the synchronous reads', () => {
    const { fast, plain } = exampleCheckBothWays(process.env, { ...process.env, DEPLOY_GATE_PLAIN_FS: '1' });
    expect(fast.status).toBe(1);
    expect({ status: plain.status, report: reportWithoutTimings(plain.stdout) }).toEqual({
      status: fast.status,
      report: reportWithoutTimings(fast.stdout),
    });
  }, 240_000);
});
