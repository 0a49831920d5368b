// The one seam through which the inputs walk (kustomize-walk.ts, helm-inputs.ts, targets/affected.ts)
// reads a revision: the checked-out folder on disk, or a revision's git listing and blobs (the
// partial plan's, engine/git-tree.ts). One walker over either reader: what the plan writes out is
// what the real walk reads, by construction.
import { readFile, realpath } from '../local/tree-files.js';
import { diskLookup, type PathLookup } from './paths.js';
import { scanTree, type TreeScan } from './tree-scan.js';

export interface TreeReader extends PathLookup {
  /** The root as an absolute path with no symlink on its way (paths asked are under it). */
  realRoot(): Promise<string>;
  /** A file's text (UTF-8); rejects when it is missing or cannot be read. */
  readText(abs: string): Promise<string>;
  /** The tree's symlinks, folders and refusals (tree-scan.ts). */
  scan(): Promise<TreeScan>;
  /**
   * What the walk made of a file or folder, kept for the reader's life when the reader keeps it (a
   * tree read from git walks thousands of targets over the same shared bases and charts).
   */
  memo?: Map<string, Promise<unknown>>;
}

/** A revision folder on disk (its path), or a reader. */
export type Tree = string | TreeReader;

/** The reader of a tree: a folder's path is read from disk. */
export function treeReader(tree: Tree): TreeReader {
  if (typeof tree !== 'string') return tree;
  return {
    ...diskLookup,
    realRoot: () => realpath(tree),
    readText: (abs) => readFile(abs, 'utf8'),
    scan: () => scanTree(tree),
  };
}

/** The reader's answer to a lookup of a missing path, with the system's code. */
export function missing(abs: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no such file or directory, '${abs}'`), { code: 'ENOENT', path: abs });
}

/** `make()` once per reader and `key` when the reader keeps a memo; otherwise every time. */
export function remember<T>(tree: TreeReader, key: string, make: () => Promise<T>): Promise<T> {
  if (!tree.memo) return make();
  let made = tree.memo.get(key) as Promise<T> | undefined;
  if (!made) tree.memo.set(key, (made = make()));
  return made;
}
