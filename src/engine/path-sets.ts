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
  /** The first names of the changed files: a path under one starts with one of them. */
  const firsts = new Set<string>();
  let everything = false;
  for (const c of files) {
    const raw = c.replace(/\/+$/, '');
    // As touches(): the top .gitattributes is every file, one below stands for its folder.
    if (raw === '.gitattributes') everything = true;
    const f = attributesScope(raw);
    above.add(f);
    for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) above.add(f.slice(0, i));
    if (f === '' || f === '.') continue;
    changed.add(f);
    firsts.add(f.includes('/') ? f.slice(0, f.indexOf('/')) : f);
  }
  /** A path lies under a changed file when one of the folders on its way is that file. */
  const underChanged = (q: string): boolean => {
    const first = q.indexOf('/');
    // Most paths asked (thousands of targets' entries) share no first name with a change.
    if (first < 0 || !firsts.has(q.slice(0, first))) return false;
    for (let i = first; i >= 0; i = q.indexOf('/', i + 1)) if (changed.has(q.slice(0, i))) return true;
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

/**
 * Every file of `listing` that is one of `wanted` or lies under one (`.` is everything). A file's
 * folders are tried from the top, and the search stops at the first that neither is wanted nor
 * holds a wanted path: most files of a big repository are dropped at their first or second name.
 */
export function filesUnder(listing: TreeListing, wanted: Set<string>): string[] {
  if (wanted.has('.')) return [...listing.files.keys()];
  if (wanted.size <= MAX_NAMES_MATCHED && fitsOneAlternative(wanted)) return filesUnderMatched(listing, wanted);
  const above = new Set<string>();
  for (const w of wanted) for (let i = w.indexOf('/'); i >= 0; i = w.indexOf('/', i + 1)) above.add(w.slice(0, i));
  const out: string[] = [];
  for (const file of listing.files.keys()) {
    for (let i = file.indexOf('/'); ; i = file.indexOf('/', i + 1)) {
      const p = i < 0 ? file : file.slice(0, i);
      if (wanted.has(p)) {
        out.push(file);
        break;
      }
      if (i < 0 || !above.has(p)) break;
    }
  }
  return out;
}

/**
 * filesUnder for a few wanted paths (a partial plan's): one regular expression over the joined
 * paths finds each path that is one of them or goes on after one with `/`, natively, instead of a
 * loop over every path of the listing.
 */
function filesUnderMatched(listing: TreeListing, wanted: Set<string>): string[] {
  if (wanted.size === 0) return [];
  const re = new RegExp(`\\0(?:${[...wanted].map(escapeRegExp).join('|')})(?=[\\0/])[^\\0]*`, 'g');
  const paths = joinedPaths(listing);
  const out: string[] = [];
  for (let m = re.exec(paths); m; m = re.exec(paths)) out.push(m[0].slice(1));
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
  files = filesUnder(listing, kustomizationFolders(listing));
  underMemo.set(listing, files);
  return files;
}

/**
 * A kustomization file: its folder (`.` for the top), then its name, between two NULs. No path
 * holds a NUL, so a match is one whole listed path.
 */
const KUSTOMIZATION_PATH = new RegExp(
  `\0(?:([^\0]*)/)?(?:${KUSTOMIZATION_NAMES.map((n) => n.replaceAll('.', '\\.')).join('|')})(?=\0)`,
  'g',
);

/**
 * The folders of a listing's kustomization files. One regular expression over all the paths
 * joined: a loop over thousands of paths cost ~1 µs a path in a cold process, the match is
 * native; only the matches come back.
 */
export function kustomizationFolders(listing: TreeListing): Set<string> {
  const dirs = new Set<string>();
  const paths = joinedPaths(listing);
  KUSTOMIZATION_PATH.lastIndex = 0;
  for (let m = KUSTOMIZATION_PATH.exec(paths); m; m = KUSTOMIZATION_PATH.exec(paths)) dirs.add(m[1] ?? '.');
  return dirs;
}

const joinedMemo = new WeakMap<TreeListing, string>();

/** A listing's paths in its order, each between NULs (no path holds one). Once per listing. */
function joinedPaths(listing: TreeListing): string {
  let joined = joinedMemo.get(listing);
  if (joined === undefined) joinedMemo.set(listing, (joined = `\0${[...listing.files.keys()].join('\0')}\0`));
  return joined;
}

/** Past this many names, one expression is not worth it (pathsNamed gives undefined). */
const MAX_NAMES_MATCHED = 64;

/**
 * The paths of `listing`, in its order, whose last name is one of `names` or holds a character of
 * the class `odd` (a regular expression class, e.g. `[\s,]`); undefined when `names` are too many
 * (ask every path). The folders before the last name are taken whole first (the lookahead cannot
 * give any back), so only the last name is ever tried.
 */
export function pathsNamed(listing: TreeListing, names: ReadonlySet<string>, odd: string): string[] | undefined {
  if (names.size > MAX_NAMES_MATCHED || !fitsOneAlternative(names)) return undefined;
  const words = [...names].filter((n) => n !== '' && !n.includes('/') && !n.includes('\0')).map(escapeRegExp);
  const last = [...words, `[^\0/]*?${odd}[^\0/]*`].join('|');
  const re = new RegExp(`\0(?=((?:[^\0]*/)?))\\1(?:${last})(?=\0)`, 'g');
  const paths = joinedPaths(listing);
  const out: string[] = [];
  for (let m = re.exec(paths); m; m = re.exec(paths)) out.push(m[0].slice(1));
  return out;
}

/**
 * V8 refuses to compile a regular expression with one alternative past ~32,700 characters (a word of
 * a contract's bytecode in a values file, review rv9b): longer names take the loops instead.
 */
const MAX_NAME_CHARS = 4096;

function fitsOneAlternative(names: Iterable<string>): boolean {
  for (const name of names) if (name.length > MAX_NAME_CHARS) return false;
  return true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

const chartMetaMemo = new WeakMap<TreeListing, string[]>();

/** A chart metadata file, as one whole listed path between NULs. */
const CHART_META_PATH = /\0((?:[^\0]*\/)?(?:Chart|requirements)\.yaml)(?=\0)/g;

/**
 * Every `Chart.yaml` and `requirements.yaml` of a listing: where charts are (reach.ts,
 * reach-blobs.ts). Once per listing, by one regular expression over its joined paths.
 */
export function chartMetaPaths(listing: TreeListing): string[] {
  let files = chartMetaMemo.get(listing);
  if (files) return files;
  files = [];
  const paths = joinedPaths(listing);
  CHART_META_PATH.lastIndex = 0;
  for (let m = CHART_META_PATH.exec(paths); m; m = CHART_META_PATH.exec(paths)) files.push(m[1] as string);
  chartMetaMemo.set(listing, files);
  return files;
}
