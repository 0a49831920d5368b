// The one seam through which the inputs walk (kustomize-walk.ts, helm-inputs.ts, targets/affected.ts)
// reads a revision: the checked-out folder on disk, or a test's reader.
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
