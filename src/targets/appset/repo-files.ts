// What Argo CD's repo-server answers a git generator: every non-hidden folder of the revision
// (GetGitDirectories), matched with Go's path.Match (glob/match.ts); and the files a pathspec names (GetGitFiles
// runs `git ls-files -- <pattern>`: git's default glob, where `*` also crosses `/`, and a pattern
// without wildcards names a file or everything under a folder).
import { lstat, readdir, readFile } from '../../local/tree-files.js';
import path from 'node:path';
import { MAX_SOURCE_BYTES } from '../yaml-docs.js';
import { ExpandError } from './params.js';
import { wildmatch } from '../../glob/match.js';
import { OverBounds } from './bounds.js';

const MAX_ENTRIES = 200_000;

export interface RepoTree {
  /** Non-hidden folders, repo-relative, without '.'. */
  dirs: string[];
  /** Regular files outside hidden folders (`.git` excluded), repo-relative. */
  files: string[];
}

/** The tree of a revision checkout, walked once per discovery. */
export async function readTree(root: string, deadline?: number): Promise<RepoTree> {
  const dirs: string[] = [];
  const files: string[] = [];
  const queue = [''];
  let seen = 0;
  while (queue.length > 0) {
    const rel = queue.shift() as string;
    if (deadline !== undefined && Date.now() >= deadline)
      throw new OverBounds(
        'the run deadline (--timeout) passed while the repository was listed for git generators (phase: discovery)',
      );
    const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch(() => []);
    seen += entries.length;
    if (seen > MAX_ENTRIES)
      throw new ExpandError(`the repository has more than ${MAX_ENTRIES} entries; git generators were not expanded`);
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const child = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory() && !e.name.startsWith('.')) {
        dirs.push(child);
        queue.push(child);
      } else if (e.isFile() || e.isSymbolicLink()) {
        files.push(child);
      }
    }
  }
  return { dirs: dirs.sort(), files: files.sort() };
}

/** git's default pathspec glob (no FNM_PATHNAME): `*` and `?` cross `/`; a literal pattern also names a folder's contents. */
export function pathspecMatch(pattern: string, file: string): boolean {
  const spec = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  if (spec === '' || spec === '.') return true;
  if (!/[*?[]/.test(spec)) return file === spec || file.startsWith(`${spec}/`);
  return wildmatch(spec, file);
}

/** A file's text for a files generator; too big or unreadable is an error as it would be for Argo CD's limits. */
export async function readRepoFile(root: string, rel: string): Promise<string> {
  const abs = path.join(root, rel);
  const info = await lstat(abs).catch((err: Error) => {
    throw new ExpandError(`${rel} could not be read: ${err.message.replace(root, '.')}`);
  });
  if (info.isSymbolicLink())
    throw new ExpandError(`${rel} is a symlink; git generator files are read as regular files only`);
  if (info.size > MAX_SOURCE_BYTES) throw new ExpandError(`${rel} is larger than ${MAX_SOURCE_BYTES} bytes`);
  return readFile(abs, 'utf8').catch((err: Error) => {
    throw new ExpandError(`${rel} could not be read: ${err.message.replace(root, '.')}`);
  });
}
