// The render cache on disk: one JSON file per entry. Input entries (render-cache.ts renderKey) live
// under the first two hex digits of their key and are never evicted: they are found again whenever
// a target's inputs come back. Tree entries live in one folder per tree (render-cache-tree.ts): a
// tree entry is only found while the whole tree is unchanged, so each new tree would add one per
// target for good — only the newest few trees are kept, newest by last use.
//
// Every entry is signed with the cache secret (cache/signed-file.ts, as compiled validators are):
// the folder is one a pull request's job can write (a self-hosted runner's tool cache, a restored
// actions/cache), and an entry decides what the audit judges. An entry that is not signed with
// this installation's secret is a miss.
import { readdir, rm, stat } from 'node:fs/promises';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { RenderResult } from '../render/index.js';
import { treeSnapshot, type TreeSnapshot } from './render-cache-tree.js';
import type { StoredParse } from './render-cache-parse.js';
import { cacheSecret } from '../cache/secret.js';
import { signed, verified, writeWhole } from '../cache/signed-file.js';

export type Rendered = Extract<RenderResult, { ok: true }>;

/** A stored render; a tree entry may hold its parse too. */
export interface CacheEntry {
  result: Rendered;
  parsed?: StoredParse;
}

export interface RenderCache {
  /** The entry under `key`: an input entry, or with `tree` (a tree's digest) a tree entry. */
  get(key: string, tree?: string): Promise<CacheEntry | undefined>;
  put(key: string, entry: CacheEntry, tree?: string): Promise<void>;
  /** The tree at `root` as first seen in this run (undefined: too big or unreadable). */
  tree(root: string): TreeSnapshot | undefined;
}

/** Tree folders kept: the one written now and the newest others (another branch audited with the same folder). */
export const KEPT_TREES = 3;

/** Drops all but the newest KEPT_TREES tree folders, never `current`. Errors: nothing is dropped. */
async function pruneTrees(treesDir: string, current: string): Promise<void> {
  try {
    const others = (await readdir(treesDir)).filter((name) => name !== current);
    const aged = await Promise.all(
      others.map(async (name) => ({ name, mtime: (await stat(path.join(treesDir, name))).mtimeMs })),
    );
    aged.sort((a, b) => b.mtime - a.mtime);
    for (const { name } of aged.slice(KEPT_TREES - 1))
      await rm(path.join(treesDir, name), { recursive: true, force: true });
  } catch {
    // a folder another run removed first, or a read-only cache: the entries stay, nothing else
  }
}

/** Marks a tree folder as used now (pruning keeps the newest by use); a failure only costs the mark. */
function touch(folder: string): void {
  try {
    const now = new Date();
    utimesSync(folder, now, now);
  } catch {
    // a read-only cache: pruning then goes by when the folder was written
  }
}

/**
 * A cache folder of `<key>.json` files. Unreadable, unsigned or foreign entries are misses; write
 * errors are ignored. `secret` signs entries (default: the cache secret).
 */
export function renderCacheAt(dir: string, secret: Buffer = cacheSecret()): RenderCache {
  const treesDir = path.join(dir, 'trees');
  const file = (key: string, tree?: string) =>
    tree === undefined ? path.join(dir, key.slice(0, 2), `${key}.json`) : path.join(treesDir, tree, `${key}.json`);
  const snapshots = new Map<string, TreeSnapshot | undefined>();
  const pruned = new Map<string, Promise<void>>();
  const used = new Set<string>();
  return {
    async get(key, tree) {
      try {
        // Read synchronously: a few kilobytes, and a warm audit reads one per target, where a
        // promise's file handle (open, stat, read, close) costs more than the read.
        const body = verified(secret, readFileSync(file(key, tree), 'utf8'));
        if (body === undefined) return undefined;
        const stored = JSON.parse(body) as { key?: string } & Partial<CacheEntry>;
        if (stored.key !== key || stored.result?.ok !== true) return undefined;
        if (tree !== undefined && !used.has(tree)) {
          used.add(tree);
          touch(path.join(treesDir, tree));
        }
        return { result: stored.result, ...(stored.parsed ? { parsed: stored.parsed } : {}) };
      } catch {
        return undefined;
      }
    },
    async put(key, entry, tree) {
      if (!entry.result.ok) return; // failures are rendered again: a timeout on a loaded runner is not a fact about the inputs
      if (tree !== undefined) {
        if (!pruned.has(tree)) pruned.set(tree, pruneTrees(treesDir, tree));
        await pruned.get(tree);
      }
      try {
        writeWhole(file(key, tree), signed(secret, JSON.stringify({ key, ...entry })));
      } catch {
        // a read-only or full cache dir costs a render next time, nothing else
      }
    },
    tree(root) {
      if (!snapshots.has(root)) snapshots.set(root, treeSnapshot(root));
      return snapshots.get(root);
    },
  };
}
