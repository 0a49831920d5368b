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
  // `<mode> SP <type> SP <oid> SP+ <size> TAB <path> NUL`, read by position: a big repository
  // lists tens of thousands of entries, and a split per entry showed in check's profile.
  for (let at = 0, end = out.indexOf('\0'); at < out.length; at = end + 1, end = out.indexOf('\0', at)) {
    if (end < 0) end = out.length;
    const tab = out.indexOf('\t', at);
    if (tab < 0 || tab > end) continue;
    const sp1 = out.indexOf(' ', at);
    const sp2 = out.indexOf(' ', sp1 + 1);
    const sp3 = out.indexOf(' ', sp2 + 1);
    const size = out.slice(sp3 + 1, tab).trim();
    const file = out.slice(tab + 1, end);
    files.set(file, { mode: out.slice(at, sp1), oid: out.slice(sp2 + 1, sp3), size: size === '-' ? -1 : Number(size) });
    for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) {
      const dir = file.slice(0, i);
      if (dirs.has(dir)) break;
      dirs.add(dir);
    }
  }
  return { files, dirs };
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
  const out = await gitOk(repo, ['cat-file', `--batch=${marker} %(objectname) %(objectsize)`], {
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
 * Writes only `files` (repo-relative) of `sha` into a fresh temp folder, with the same private
 * index and `checkout-index` as a whole checkout, so the bytes written are the same.
 */
export async function checkoutFiles(repo: string, sha: string, files: readonly string[]): Promise<RevisionTree> {
  return writeRevision(repo, sha, async (root, env) => {
    if (files.length > 0)
      await gitOk(repo, ['checkout-index', '--force', '-z', '--stdin', `--prefix=${root}${path.sep}`], {
        env,
        input: `${files.join('\0')}\0`,
      });
    return [];
  });
}

/**
 * Files at `sha` whose text contains `needle` (a fixed string), by one `git grep`: what the sparse
 * check asks to find the targets that hold Argo CD health customizations without reading every blob.
 * `sha` is a resolved object id (hex), never an option: git grep takes no --end-of-options before it.
 */
export async function filesContaining(repo: string, sha: string, needle: string): Promise<Set<string>> {
  const r = await git(repo, ['grep', '-l', '-z', '-I', '-F', '-e', needle, sha, '--']);
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
