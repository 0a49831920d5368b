// Reading a revision without writing it out: its file listing, the text of a few blobs, and a
// partial checkout of only the files a `check` needs (the full checkout is revisions.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { git, gitOk } from './run-git.js';
import { writeRevision, type RevisionTree } from './revisions.js';

export interface TreeEntry {
  /** 100644, 100755, 120000 (symlink), 160000 (submodule). */
  mode: string;
  oid: string;
  /** Bytes; -1 for a submodule. */
  size: number;
}

/** Every file of a revision (`git ls-tree -r`), repo-relative with `/`, plus every folder that holds one. */
export interface TreeListing {
  files: Map<string, TreeEntry>;
  dirs: Set<string>;
}

export async function listTree(repo: string, sha: string): Promise<TreeListing> {
  const out = await gitOk(repo, ['ls-tree', '-r', '-l', '-z', '--full-tree', '--end-of-options', sha]);
  const files = new Map<string, TreeEntry>();
  const dirs = new Set<string>();
  for (const entry of out.split('\0')) {
    // `<mode> SP <type> SP <oid> SP+ <size> TAB <path>`; the size is `-` for a submodule.
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [mode = '', , oid = '', size = ''] = entry.slice(0, tab).split(/ +/);
    const file = entry.slice(tab + 1);
    files.set(file, { mode, oid, size: size === '-' ? -1 : Number(size) });
    addFolders(dirs, file);
  }
  return { files, dirs };
}

/** Adds the folders above `file` to `dirs`, up to one already there (whose own are there too). */
export function addFolders(dirs: Set<string>, file: string): void {
  for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) {
    const dir = file.slice(0, i);
    if (dirs.has(dir)) return;
    dirs.add(dir);
  }
}

/**
 * What makes a listing unfit for the partial plan (sparse-check.ts): its first entry that is a
 * symlink or submodule, or whose name is not UTF-8 or holds a backslash (undefined: none).
 */
export interface OddEntry {
  file: string;
  why: 'link' | 'not-utf8' | 'backslash';
}

/** The first odd entry of a listing, in listing order. */
export function oddEntry(listing: TreeListing): OddEntry | undefined {
  for (const [file, { mode }] of listing.files) {
    if (mode === '120000' || mode === '160000') return { file, why: 'link' };
    if (file.includes('\uFFFD')) return { file, why: 'not-utf8' };
    if (file.includes('\\')) return { file, why: 'backslash' };
  }
  return undefined;
}

/**
 * The text of blobs by object id, in one `git cat-file --batch`. A blob whose bytes are not
 * valid UTF-8 is left out (the caller treats it as unreadable); a missing object throws.
 */
export async function readBlobs(repo: string, oids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(oids)];
  const texts = new Map<string, string>();
  if (wanted.length === 0) return texts;
  // A random marker separates the blobs, so no blob's content can pass for a header.
  const marker = `@@deploy-gate-${randomBytes(12).toString('hex')}@@`;
  // --buffer: git flushes its output when its buffer fills, not after every blob. Unbuffered, a
  // read ahead of thousands of small blobs arrived in as many pipe chunks, each one handled here.
  const out = await gitOk(repo, ['cat-file', '--buffer', `--batch=${marker} %(objectname) %(objectsize)`], {
    input: `${wanted.join('\n')}\n`,
  });
  const found = new Set<string>();
  for (const chunk of out.split(marker).slice(1)) {
    const nl = chunk.indexOf('\n');
    const [oid = '', size = ''] = chunk.slice(1, nl).split(' ');
    found.add(oid);
    const body = chunk.slice(nl + 1, -1); // git ends each blob with a newline of its own
    if (Buffer.byteLength(body) === Number(size)) texts.set(oid, body);
  }
  // A missing object (a partial clone, a broken repo) is printed as `<oid> missing` with no marker,
  // glued to the previous blob: the reader cannot tell it from a binary file, so it is a failure
  // here. Every blob git gave has a header: an object without one is missing.
  const missing = wanted.find((oid) => !found.has(oid));
  if (missing) throw new Error(`git has no object ${missing}`);
  return texts;
}

/**
 * Writes only `files` (repo-relative) of `sha` into a fresh temp folder, with a private index and
 * `checkout-index` into an empty work tree: each file is written as a whole checkout writes it (the
 * same `.gitattributes`, the revision's own, from the index or attr.tree). Given the
 * revision's `listing`, the index holds only `files` and the `.gitattributes` above them (what decides
 * how a file is written, read from the index as in a whole checkout) instead of the whole tree.
 */
export async function checkoutFiles(
  repo: string,
  sha: string,
  files: readonly string[],
  listing?: TreeListing,
): Promise<RevisionTree> {
  const write = async (root: string, env: Record<string, string>) => {
    if (files.length > 0)
      await gitOk(repo, ['checkout-index', '--force', '-z', '--stdin', `--prefix=${root}${path.sep}`], {
        env,
        input: `${files.join('\0')}\0`,
      });
    return [];
  };
  return writeRevision(repo, sha, write, listing && indexInfoOf(listing, files));
}

/**
 * `update-index --index-info -z` lines for `files` and the `.gitattributes` that shape them
 * (undefined: a file is not listed). A `.gitattributes` applies only to paths under its own folder,
 * so those of the files' folders and their parents are all that count; looking only there keeps
 * this from walking every file of a large revision.
 */
function indexInfoOf(listing: TreeListing, files: readonly string[]): string | undefined {
  const wanted = new Set(files);
  for (const file of files) attributesAbove(listing, file, wanted);
  const lines: string[] = [];
  for (const file of wanted) {
    const e = listing.files.get(file);
    if (!e) return undefined;
    lines.push(`${e.mode} ${e.oid}\t${file}\0`);
  }
  return lines.join('');
}

/** Adds to `into` every listed `.gitattributes` in the folders holding `file`, up to the root. */
function attributesAbove(listing: TreeListing, file: string, into: Set<string>): void {
  for (let end = file.lastIndexOf('/'); ; end = file.lastIndexOf('/', end - 1)) {
    const attributes = end < 0 ? '.gitattributes' : `${file.slice(0, end)}/.gitattributes`;
    if (!into.has(attributes) && listing.files.has(attributes)) into.add(attributes);
    if (end <= 0) return;
  }
}

/**
 * Files at `sha` whose text contains `needle` (a fixed string), by one `git grep`: what the sparse
 * check asks to find the targets that hold Argo CD health customizations without reading every blob.
 * `sha` is a resolved object id (hex), never an option: git grep takes no --end-of-options before it.
 */
export async function filesContaining(repo: string, sha: string, needle: string): Promise<Set<string>> {
  // `-a`: a file its attributes call binary (`-diff`, the work tree's or the revision's) is still
  // searched; `--full-name` and `:(top)`: the whole tree, whatever folder git runs in.
  const r = await git(repo, ['grep', '-l', '-z', '-a', '--full-name', '-F', '-e', needle, sha, '--', ':(top)']);
  if (r.exitCode === 1) return new Set(); // git grep: no match
  if (r.exitCode !== 0) throw new Error(`git grep failed (exit ${r.exitCode}): ${r.stderr.trim()}`);
  const prefix = `${sha}:`;
  return new Set(
    r.stdout
      .split('\0')
      .filter(Boolean)
      .map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line)),
  );
}
