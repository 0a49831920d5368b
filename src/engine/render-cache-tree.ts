// The whole revision tree as one hash, for the render cache's tree key (render-cache.ts): when not a
// byte of the audited tree changed, no target's inputs changed either, so a warm audit of an
// unchanged repo looks every target up without working out each one's inputs and hashing them.
// Read synchronously, once per tree and run, before any render of that tree starts: renders write
// into the tree (origin annotations, dependency links, generated overlays), the snapshot is the
// revision as checked out.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import path from 'node:path';

/** Past these the tree is not hashed whole (a repo full of other things): each target is keyed by its own inputs. */
export const TREE_LIMITS = { maxEntries: 50_000, maxBytes: 64 * 1024 * 1024 };

interface Walk {
  hash: ReturnType<typeof createHash>;
  /** Every entry's path and description, folders before what is in them (depth first, by name). */
  paths: string[];
  lines: string[];
  bytes: number;
  limits: typeof TREE_LIMITS;
}

/**
 * One entry as the render cache describes it: its kind, a link's target, a file's executable bit
 * and content hash (the tree's walk and render-cache.ts describeInput alike).
 */
export function entryLine(abs: string, st: Stats): string {
  if (st.isSymbolicLink()) return `link ${readlinkSync(abs)}`;
  if (st.isDirectory()) return 'dir';
  if (st.isFile())
    return `file ${st.mode & 0o111 ? 'x' : '-'} ${createHash('sha256').update(readFileSync(abs)).digest('hex')}`;
  return `other ${st.mode}`;
}

/** The entries of one folder, by name, each as path, kind and (a file) content; false past a limit. */
function describeDir(walk: Walk, root: string, rel: string): boolean {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (walk.paths.length >= walk.limits.maxEntries) return false;
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
    const st = lstatSync(path.join(root, child));
    if (st.isFile()) walk.bytes += st.size;
    if (walk.bytes > walk.limits.maxBytes) return false;
    const line = entryLine(path.join(root, child), st);
    // JSON keeps a name or a link target holding a newline, a tab or a quote from spelling out the
    // next entries: two different trees never hash alike.
    walk.hash.update(`${JSON.stringify(child)}\t${JSON.stringify(line)}\n`);
    walk.paths.push(child);
    walk.lines.push(line);
    if (st.isDirectory() && !describeDir(walk, root, child)) return false;
  }
  return true;
}

/** The tree as first seen: its hash, and each entry's description for the input keys. */
export interface TreeSnapshot {
  digest: string;
  /**
   * Puts `rel` as render-cache.ts describeInput would (path → kind and content), with everything
   * under it when a folder; false when the walk did not see `rel` (absent, or behind a symlink).
   */
  describe(rel: string, out: Map<string, string>): boolean;
}

/**
 * Every file, folder and symlink under `root` (names, kinds, executable bits, contents, link
 * targets), or undefined when the tree is past the limits or cannot be read whole.
 */
export function treeSnapshot(root: string, limits = TREE_LIMITS): TreeSnapshot | undefined {
  const walk: Walk = { hash: createHash('sha256'), paths: [], lines: [], bytes: 0, limits };
  try {
    if (!describeDir(walk, root, '')) return undefined;
  } catch {
    return undefined; // an unreadable entry: key each target by its own inputs, as without the snapshot
  }
  const { paths, lines } = walk;
  const at = new Map(paths.map((p, i) => [p, i]));
  return {
    digest: walk.hash.digest('hex'),
    describe(rel, out) {
      if (rel === '.') {
        out.set('.', 'dir'); // the whole tree: a target at the repository's top
        for (const [j, p] of paths.entries()) out.set(p, lines[j] as string);
        return true;
      }
      const i = at.get(rel);
      if (i === undefined) return false;
      out.set(rel, lines[i] as string);
      // Depth first: what is under a folder follows it, up to the first path outside it.
      for (let j = i + 1; j < paths.length && (paths[j] as string).startsWith(`${rel}/`); j++)
        out.set(paths[j] as string, lines[j] as string);
      return true;
    },
  };
}
