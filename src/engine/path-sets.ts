// Path-set questions the partial plan (sparse-check.ts) asks of thousands of targets and files:
// whether paths touch a set of files (targets/affected.ts, touches, at once), and which files of a
// listing lie under a set of paths.
import path from 'node:path';
import type { TreeListing } from '../git/index.js';
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

/** `./a/b/` → `a/b`; the repo root is `.`. */
export function normalizeRel(p: string): string {
  const n = path.posix.normalize(p.replace(/\\/g, '/')).replace(/\/+$/, '');
  return n === '' ? '.' : n;
}
