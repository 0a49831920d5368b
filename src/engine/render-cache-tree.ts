// The whole revision tree as one hash, for the render cache's tree key (render-cache.ts): when not a
// byte of the audited tree changed, no target's inputs changed either, so a warm audit of an
// unchanged repo looks every target up without working out each one's inputs and hashing them.
// Read synchronously, once per tree and run, before any render of that tree starts: renders write
// into the tree (origin annotations, dependency links, generated overlays), the snapshot is the
// revision as checked out.
import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/** Past these the tree is not hashed whole (a repo full of other things): each target is keyed by its own inputs. */
export const TREE_LIMITS = { maxEntries: 50_000, maxBytes: 64 * 1024 * 1024 };

interface Walk {
  hash: ReturnType<typeof createHash>;
  entries: number;
  bytes: number;
  limits: typeof TREE_LIMITS;
}

/** A file as its mode bit and content hash; undefined past the byte limit. */
function fileLine(walk: Walk, abs: string): string | undefined {
  const st = lstatSync(abs);
  if (!st.isFile()) return `other ${st.mode}`; // changed under us: still hashed, never taken for a file
  walk.bytes += st.size;
  if (walk.bytes > walk.limits.maxBytes) return undefined;
  return `file ${st.mode & 0o111 ? 'x' : '-'} ${createHash('sha256').update(readFileSync(abs)).digest('hex')}`;
}

/** The entries of one folder, by name, each as path, kind and (a file) content; false past a limit. */
function describeDir(walk: Walk, root: string, rel: string): boolean {
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (++walk.entries > walk.limits.maxEntries) return false;
    const child = rel === '' ? entry.name : `${rel}/${entry.name}`;
    const abs = path.join(root, child);
    let line: string | undefined;
    if (entry.isSymbolicLink()) line = `link ${readlinkSync(abs)}`;
    else if (entry.isDirectory()) line = 'dir';
    else if (entry.isFile()) line = fileLine(walk, abs);
    else line = `other ${lstatSync(abs).mode}`;
    if (line === undefined) return false;
    // JSON keeps a name with a newline or a tab from running into the next entry.
    walk.hash.update(`${JSON.stringify(child)}\t${line}\n`);
    if (entry.isDirectory() && !describeDir(walk, root, child)) return false;
  }
  return true;
}

/**
 * The hash of every file, folder and symlink under `root` (names, kinds, executable bits, contents,
 * link targets), or undefined when the tree is past the limits or cannot be read whole.
 */
export function treeDigest(root: string, limits = TREE_LIMITS): string | undefined {
  const walk: Walk = { hash: createHash('sha256'), entries: 0, bytes: 0, limits };
  try {
    return describeDir(walk, root, '') ? walk.hash.digest('hex') : undefined;
  } catch {
    return undefined; // an unreadable entry: key each target by its own inputs, as without the snapshot
  }
}
