// Fetched git trees in the source cache, content-addressed like the chart archives: a tree is
// stored under the digest of its content (every file's path, mode and sha256, sorted) and hashed
// again before every use.
import { cp, lstat, mkdir, readFile, readdir, readlink, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readRef, sha256Hex, writeAtomically } from './cache.js';

/** The digest of a folder's content; `.git` is left out. */
export async function treeDigest(dir: string): Promise<string> {
  const lines: string[] = [];
  async function walk(rel: string): Promise<void> {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (rel === '' && e.name === '.git') continue;
      const child = rel === '' ? e.name : `${rel}/${e.name}`;
      const abs = path.join(dir, child);
      if (e.isDirectory()) await walk(child);
      else if (e.isSymbolicLink()) lines.push(`link ${child} ${await readlink(abs)}`);
      else if (e.isFile())
        lines.push(`file ${child} ${(await lstat(abs)).mode & 0o111 ? 'x' : '-'} ${sha256Hex(await readFile(abs))}`);
    }
  }
  await walk('');
  return `sha256:${sha256Hex(lines.join('\n'))}`;
}

export type TreeHit =
  | { status: 'hit'; dir: string; digest: string }
  | { status: 'miss' }
  | { status: 'tampered'; dir: string; digest: string; actual: string };

export class TreeCache {
  constructor(readonly dir: string) {}

  private refFile(key: string): string {
    return path.join(this.dir, 'tree-refs', `${sha256Hex(key)}.json`);
  }

  async lookup(key: string): Promise<TreeHit> {
    const digest = await readRef(this.refFile(key), key);
    if (!digest) return { status: 'miss' };
    const dir = path.join(this.dir, 'trees', digest.slice('sha256:'.length));
    const actual = await treeDigest(dir).catch(() => undefined);
    if (actual === undefined) return { status: 'miss' };
    return actual === digest ? { status: 'hit', dir, digest } : { status: 'tampered', dir, digest, actual };
  }

  /** Copies `src` (without .git) into the cache under its digest and records `key` → digest. */
  async store(key: string, src: string): Promise<{ dir: string; digest: string }> {
    const digest = await treeDigest(src);
    const dir = path.join(this.dir, 'trees', digest.slice('sha256:'.length));
    const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
    await mkdir(path.dirname(dir), { recursive: true });
    await cp(src, tmp, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (s) => path.basename(s) !== '.git' || path.dirname(s) !== src,
    });
    await rename(tmp, dir).catch(async () => rm(tmp, { recursive: true, force: true })); // stored already by a concurrent run
    await writeAtomically(this.refFile(key), JSON.stringify({ key, digest }));
    return { dir, digest };
  }
}
