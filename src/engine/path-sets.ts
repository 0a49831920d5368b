// Path-set questions the partial plan (sparse-check.ts) and the reach bound (reach-bound.ts) ask
// of thousands of targets and files: whether paths touch a set of files (targets/touches.ts at
// once), and which files of a listing lie under a set of paths.
import type { TreeListing } from '../git/index.js';
import { KUSTOMIZATION_NAMES } from '../render/kustomize-walk.js';
import { attributesScope } from '../targets/affected.js';

/**
 * `(paths) => files.some((f) => paths.some((p) => touches(f, p)))`, for many path sets: a path
 * touches a file when it is the file, a folder above it, the root, or lies under it; the folders
 * above each file are indexed once.
 */
export function touchIndex(
  files: Iterable<string>,
): ((paths: Iterable<string>) => boolean) & { one(p: string): boolean } {
  const above = new Set(['', '.']);
  const changed = new Set<string>();
  let everything = false;
  for (const c of files) {
    const raw = c.replace(/\/+$/, '');
    // As touches(): the top .gitattributes is every file, one below stands for its folder.
    if (raw === '.gitattributes') everything = true;
    const f = attributesScope(raw);
    above.add(f);
    for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) above.add(f.slice(0, i));
    if (f !== '' && f !== '.') changed.add(f);
  }
  /** A path lies under a changed file when one of the folders on its way is that file. */
  const underChanged = (q: string): boolean => {
    for (let i = q.indexOf('/'); i >= 0; i = q.indexOf('/', i + 1)) if (changed.has(q.slice(0, i))) return true;
    return false;
  };
  const one = (p: string): boolean => {
    const q = p.endsWith('/') ? p.replace(/\/+$/, '') : p;
    return everything || above.has(q) || underChanged(q);
  };
  return Object.assign(
    (paths: Iterable<string>) => {
      for (const p of paths) if (one(p)) return true;
      return false;
    },
    { one },
  );
}

/** The folders of a listing's files, each once, a parent before its children; and each file's folder. */
interface FolderIndex {
  names: string[];
  /** Index of the folder a folder lies in; -1 at the top. */
  parent: number[];
  /** Per file, in listing order: index of its folder; -1 for a file at the top. */
  ofFile: Int32Array;
}

const folderMemo = new WeakMap<TreeListing, FolderIndex>();

/**
 * The listing's folders, worked out once per listing. A file's folder is cut out of its path only
 * when it is not the previous file's (git lists a folder's files together).
 */
function folderIndex(listing: TreeListing): FolderIndex {
  let index = folderMemo.get(listing);
  if (index) return index;
  const ids = new Map<string, number>();
  const names: string[] = [];
  const parent: number[] = [];
  const idOf = (dir: string): number => {
    let id = ids.get(dir);
    if (id !== undefined) return id;
    const slash = dir.lastIndexOf('/');
    const up = slash < 0 ? -1 : idOf(dir.slice(0, slash));
    id = names.push(dir) - 1;
    parent.push(up);
    ids.set(dir, id);
    return id;
  };
  const ofFile = new Int32Array(listing.files.size);
  let dir: string | undefined;
  let dirId = -1;
  let i = 0;
  for (const file of listing.files.keys()) {
    const slash = file.lastIndexOf('/');
    if (slash >= 0 && !(dir !== undefined && slash === dir.length && file.startsWith(dir)))
      dirId = idOf((dir = file.slice(0, slash)));
    ofFile[i++] = slash < 0 ? -1 : dirId;
  }
  index = { names, parent, ofFile };
  folderMemo.set(listing, index);
  return index;
}

/**
 * Every file of `listing` that is one of `wanted` or lies under one (`.` is everything), in
 * listing order. Each folder is asked once (is it wanted, or under a wanted folder), then each
 * file by its folder's answer and its own path: no path is cut per file.
 */
export function filesUnder(listing: TreeListing, wanted: ReadonlySet<string>): string[] {
  if (wanted.has('.')) return [...listing.files.keys()];
  const { names, parent, ofFile } = folderIndex(listing);
  const under = new Uint8Array(names.length);
  names.forEach((name, d) => {
    const up = parent[d] ?? -1;
    under[d] = (up >= 0 && under[up] === 1) || wanted.has(name) ? 1 : 0;
  });
  const out: string[] = [];
  let i = 0;
  for (const file of listing.files.keys()) {
    const d = ofFile[i++] ?? -1;
    if ((d >= 0 && under[d] === 1) || wanted.has(file)) out.push(file);
  }
  return out;
}

const KUSTOMIZATION_SET: ReadonlySet<string> = new Set(KUSTOMIZATION_NAMES);

/** Whether a file name (the last segment) is one kustomize reads as a kustomization. */
/** Whether `file` (a repo path) is named as a kustomization file. */
export function isKustomizationFile(file: string): boolean {
  return KUSTOMIZATION_SET.has(file.slice(file.lastIndexOf('/') + 1));
}

const underMemo = new WeakMap<TreeListing, string[]>();

/**
 * Every file under a folder that holds a kustomization file (at any depth): where a reach walk
 * starts reading (reach-bound.ts scans them; reach-blobs.ts reads them ahead). Once per listing.
 */
export function underKustomizations(listing: TreeListing): string[] {
  let files = underMemo.get(listing);
  if (files) return files;
  const dirs = new Set<string>();
  for (const file of listing.files.keys()) {
    // endsWith first: no name is cut out of the paths of a big listing that cannot be one.
    if (!KUSTOMIZATION_NAMES.some((n) => file.endsWith(n))) continue;
    const slash = file.lastIndexOf('/');
    if (KUSTOMIZATION_SET.has(file.slice(slash + 1))) dirs.add(slash < 0 ? '.' : file.slice(0, slash));
  }
  files = filesUnder(listing, dirs);
  underMemo.set(listing, files);
  return files;
}

const chartMetaMemo = new WeakMap<TreeListing, string[]>();

/** Every `Chart.yaml` and `requirements.yaml` of a listing: where charts are (reach.ts, reach-blobs.ts). Once per listing. */
export function chartMetaPaths(listing: TreeListing): string[] {
  let files = chartMetaMemo.get(listing);
  if (files) return files;
  files = [];
  for (const f of listing.files.keys())
    // endsWith first: the regex over every name of a big listing showed in the plan's profile.
    if ((f.endsWith('Chart.yaml') || f.endsWith('requirements.yaml')) && /(^|\/)(Chart|requirements)\.yaml$/.test(f))
      files.push(f);
  chartMetaMemo.set(listing, files);
  return files;
}
