// What differs between two commits, path by path with the old and new mode and blob
// (`git diff --raw`): the check's changed files, and what turns the head's listing into the base's
// (base-listing.ts) without a second `ls-tree -r` of the whole base.
import { gitOk } from './run-git.js';

export interface DiffRecord {
  path: string;
  /** `000000` when the path is absent at that side. */
  oldMode: string;
  oldOid: string;
  newMode: string;
  newOid: string;
}

export const ABSENT_MODE = '000000';

/**
 * Every path that differs between `baseSha` and `headSha`; a rename counts as its old and its new
 * path. `--ignore-submodules=none`: a submodule the repository's (or a change's own .gitmodules)
 * `ignore` setting names still counts when its commit changes, and the base listing built from
 * these records needs every one of them.
 */
export async function diffTrees(repo: string, baseSha: string, headSha: string): Promise<DiffRecord[]> {
  const out = await gitOk(repo, [
    'diff',
    '--no-renames',
    '--no-ext-diff',
    '--ignore-submodules=none',
    '--raw',
    '--no-abbrev',
    '-z',
    baseSha,
    headSha,
    '--',
  ]);
  // `:<old mode> <new mode> <old oid> <new oid> <status>\0<path>\0`, repeated (one path: no renames).
  const records: DiffRecord[] = [];
  const parts = out.split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [oldMode = '', newMode = '', oldOid = '', newOid = ''] = (parts[i] as string).slice(1).split(' ');
    if (!(parts[i] as string).startsWith(':') || newOid === '')
      throw new Error(`git diff --raw: odd record ${parts[i]}`);
    records.push({ path: parts[i + 1] as string, oldMode, oldOid, newMode, newOid });
  }
  return records;
}

/** The changed paths, each once, sorted (what `git diff --name-only` lists). */
export function changedPaths(records: readonly DiffRecord[]): string[] {
  return [...new Set(records.map((r) => r.path))].sort();
}
