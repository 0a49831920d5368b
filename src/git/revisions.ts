import { scratchDir } from '../cache/scratch.js';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { removeTree } from '../render/remove-tree.js';
import { git, gitOk, RevisionError } from './run-git.js';
import { answerOf, type NameAnswers } from './names.js';

export interface ResolvedRevision {
  ref: string;
  sha: string;
}

export interface RevisionTree {
  /** Folder holding the revision's files (symlinks kept as symlinks). */
  root: string;
  /** Submodule paths (gitlinks): not checked out, their folders are empty. */
  submodules: string[];
  cleanup(): Promise<void>;
}

/** The name that resolves `ref` to its commit, as asked of git (and of lookUpNames). */
export const commitName = (ref: string): string => `${ref}^{commit}`;

/**
 * The commit a user-given revision names; a bad ref is a RevisionError (exit 2). `known`: what one
 * batch already said (names.ts); only a name it did not resolve is asked again, for its error.
 */
export async function resolveRevision(repo: string, ref: string, known?: NameAnswers): Promise<ResolvedRevision> {
  if (ref === '' || ref.startsWith('-')) throw new RevisionError(`"${ref}" is not a git revision`);
  const sha = answerOf(known, commitName(ref));
  if (typeof sha === 'string') return { ref, sha };
  return askRevision(repo, ref);
}

async function askRevision(repo: string, ref: string): Promise<ResolvedRevision> {
  const r = await git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', commitName(ref)]);
  const sha = r.stdout.trim();
  if (r.exitCode === 0 && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return { ref, sha };
  // Only a failure asks whether `repo` is a repository at all (one process fewer per revision at start).
  const top = await git(repo, ['rev-parse', '--git-dir']);
  if (top.exitCode !== 0) throw new RevisionError(`${repo} is not a git repository: ${top.stderr.trim()}`);
  throw new RevisionError(
    `unknown git revision "${ref}" in ${repo} (is it fetched? in CI use actions/checkout with fetch-depth: 0)`,
  );
}

/**
 * Writes the tree of `sha` into a fresh temp folder. A private index file (GIT_INDEX_FILE) with the
 * folder as the work tree leaves the user's HEAD, index and working tree untouched.
 * Unlike `git archive`, this ignores `export-ignore`/`export-subst` attributes, which the
 * revision itself controls and could use to hide files from the gate.
 */
export async function checkoutRevision(repo: string, sha: string): Promise<RevisionTree> {
  return inRevisionScratch(sha, async (root, env) => {
    const write = async (): Promise<void> => {
      if (CASE_SENSITIVE_FOLDERS) return readTreeInto(repo, sha, root, env);
      await gitOk(repo, ['read-tree', '--end-of-options', `${sha}^{tree}`], { env });
      await gitOk(repo, ['checkout-index', '--all', '--force', `--prefix=${root}${path.sep}`], { env });
    };
    // git lists the submodules while it writes the files; both settle before a failure is thrown.
    const [written, listed] = await Promise.allSettled([write(), gitlinks(repo, sha)]);
    if (written.status === 'rejected') throw written.reason;
    if (listed.status === 'rejected') throw listed.reason;
    return listed.value;
  });
}

/**
 * Where a folder's `.gitattributes` looked up by name can only be that very file. On macOS and
 * Windows (case-insensitive by default) git, not finding `apps/.gitattributes` in the index, would
 * open `Apps/.gitattributes` in the folder being written; there the work tree stays empty.
 */
const CASE_SENSITIVE_FOLDERS = process.platform !== 'darwin' && process.platform !== 'win32';

/**
 * One git process fills the index and writes the files (read-tree then checkout-index was two, one
 * after the other, before a check's first render). The folder is the work tree: git reads a
 * `.gitattributes` from the private index (the revision's own) and then from the folder, which holds
 * only files of the same revision. Sparse checkout and submodule recursion are off whatever the
 * repository's config says: every file is written, no submodule.
 */
async function readTreeInto(repo: string, sha: string, root: string, env: Record<string, string>): Promise<void> {
  const args = ['read-tree', '--reset', '-u', '--no-sparse-checkout', '--no-recurse-submodules'];
  await gitOk(repo, [...args, '--end-of-options', `${sha}^{tree}`], { env: { ...env, GIT_WORK_TREE: root } });
}

/** A fresh temp folder `root` and the private-index env git writes `sha` with; cleaned up on failure. */
async function inRevisionScratch(
  sha: string,
  fill: (root: string, env: Record<string, string>) => Promise<string[]>,
): Promise<RevisionTree> {
  const scratch = await scratchDir('dg-rev-');
  const cleanup = (): Promise<void> => removeTree(scratch);
  try {
    const root = path.join(scratch, 'tree');
    const emptyWorkTree = path.join(scratch, 'work-tree');
    await Promise.all([mkdir(root), mkdir(emptyWorkTree)]);
    // checkout-index reads a folder's `.gitattributes` from the work tree before the index: with the
    // user's (in CI the pull request's) it would write the base with the head's eol, ident and
    // encoding rules. An empty work tree leaves only the revision's own, from the private index.
    const env = {
      GIT_INDEX_FILE: path.join(scratch, 'index'),
      GIT_WORK_TREE: emptyWorkTree,
      // git 2.43+ reads every `.gitattributes` from attr.tree when it is set, and a repository's
      // config may set it (`attr.tree=HEAD`: in CI the pull request's merge): this revision's own
      // tree is the only source then, whatever else applies. Older git ignores the key.
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'attr.tree',
      GIT_CONFIG_VALUE_0: sha,
    };
    return { root, submodules: await fill(root, env), cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** The submodule paths of `sha`, from git's listing of the whole tree. */
async function gitlinks(repo: string, sha: string): Promise<string[]> {
  const out = await gitOk(repo, ['ls-tree', '-r', '-z', '--full-tree', sha]);
  const paths: string[] = [];
  for (const entry of out.split('\0')) {
    if (!entry.startsWith('160000 ')) continue;
    const tab = entry.indexOf('\t');
    if (tab >= 0) paths.push(entry.slice(tab + 1));
  }
  return paths.sort();
}

/**
 * Files that differ between two commits; a rename counts as its old and its new path.
 * `--ignore-submodules=none`: a submodule the repository's (or a change's own .gitmodules) `ignore`
 * setting names still counts when its commit changes.
 */
export async function changedFiles(repo: string, baseSha: string, headSha: string): Promise<string[]> {
  const out = await gitOk(repo, [
    'diff',
    '--no-renames',
    '--no-ext-diff',
    '--ignore-submodules=none',
    '--name-only',
    '-z',
    baseSha,
    headSha,
    '--',
  ]);
  return [...new Set(out.split('\0').filter((p) => p !== ''))].sort();
}

/** Max size of a file read with readFileAt (a config, a record): at least config/parse.ts's MAX_CONFIG_BYTES. */
export const MAX_READ_BYTES = 16 * 1024 * 1024;

/**
 * The text of `file` (repo-relative) at `sha`, or undefined when the revision has no such file.
 * A symlink or a folder at that path is a RevisionError: following a link here would read
 * something else than what the revision says.
 */
export async function readFileAt(repo: string, sha: string, file: string): Promise<string | undefined> {
  const rel = file.split(path.sep).join('/').replace(/^\.\//, '');
  // The text is asked beside the listing (not after it): one round trip to git instead of two.
  const early = blobAtPath(repo, sha, rel);
  early.catch(() => undefined);
  const listing = (await gitOk(repo, ['ls-tree', '-z', '--full-tree', sha, '--', rel]))
    .split('\0')
    .find((e) => e !== '');
  if (listing === undefined) return undefined;
  const [mode, type, object] = listing.slice(0, listing.indexOf('\t')).split(' ');
  if (type !== 'blob' || mode === '120000' || object === undefined) {
    throw new RevisionError(
      `${rel} at ${sha.slice(0, 12)} is not a regular file (${mode === '120000' ? 'a symlink' : type})`,
    );
  }
  // Only the blob the listing names is taken; anything else is asked as before (and fails as before).
  const text = await early.catch(() => undefined);
  if (text?.oid === object) return text.body;
  return gitOk(repo, ['cat-file', 'blob', object], { maxOutputBytes: MAX_READ_BYTES });
}

/** The blob at `<sha>:<rel>` with its id, when git names a blob there whose text decodes cleanly. */
async function blobAtPath(repo: string, sha: string, rel: string): Promise<{ oid: string; body: string } | undefined> {
  if (/[\n\r]/.test(rel)) return undefined; // one batch line per name
  const r = await git(repo, ['cat-file', '--batch=%(objectname) %(objecttype) %(objectsize)'], {
    input: `${sha}:${rel}\n`,
    maxOutputBytes: MAX_READ_BYTES + 256,
  });
  const nl = r.stdout.indexOf('\n');
  const [oid = '', type, size] = r.stdout.slice(0, nl).split(' ');
  if (r.exitCode !== 0 || type !== 'blob') return undefined;
  const body = r.stdout.slice(nl + 1, -1); // git ends the blob with a newline of its own
  // U+FFFD: bytes that are not UTF-8, decoded here beside the header; `cat-file blob` decodes them alone.
  // Near the read budget, the old read decides (and fails the old way).
  if (Number(size) >= MAX_READ_BYTES - 1 || body.includes('\uFFFD') || Buffer.byteLength(body) !== Number(size))
    return undefined;
  return { oid, body };
}
