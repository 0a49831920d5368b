// A revision read from git without writing it out, for the partial plan (sparse-check.ts): its
// listing answers lookups and its blobs are read through one `git cat-file --batch` per tick, behind
// the same tree-reader seam the walk of a checked-out folder uses (render/tree-reader.ts). The plan
// takes only trees with no symlink, submodule or odd name (sparse-check.ts, wholeTreeReason), so a
// listed path is its own real path here.
import path from 'node:path';
import { readBlobs, type TreeListing } from '../git/index.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { missing, type ScanEntry, type TreeReader, type TreeScan } from '../render/sandbox.js';

/** Where a git tree's paths are rooted: a name no file system lookup ever sees. */
const GIT_ROOT = path.resolve('/', 'deploy-gate-git-tree');
const ROOT_PREFIX = GIT_ROOT + path.sep;

/** A blob's text; undefined when it is not UTF-8; `{ unread }` when git could not give it. */
export type BlobText = string | undefined | { unread: string };

/** The revision of `listing` as a tree reader; `blob` reads a blob's text by object id. */
export function gitTree(listing: TreeListing, blob: (oid: string) => Promise<BlobText>): TreeReader {
  // The walk asks for resolved paths (path.resolve): a prefix test is enough.
  const relOf = (abs: string): string | undefined =>
    abs === GIT_ROOT ? '.' : abs.startsWith(ROOT_PREFIX) ? abs.slice(ROOT_PREFIX.length) : undefined;
  const kindOf = (abs: string): 'file' | 'dir' | undefined => {
    const rel = relOf(abs);
    if (rel === undefined) return undefined;
    return rel === '.' || listing.dirs.has(rel) ? 'dir' : listing.files.has(rel) ? 'file' : undefined;
  };
  let scan: Promise<TreeScan> | undefined;
  return {
    realRoot: () => Promise.resolve(GIT_ROOT),
    realpath: (abs) => (kindOf(abs) ? Promise.resolve(abs) : Promise.reject(missing(abs))),
    kind: (abs) => Promise.resolve(kindOf(abs)),
    async readText(abs) {
      const rel = relOf(abs);
      const entry = rel === undefined ? undefined : listing.files.get(rel);
      if (!entry) throw missing(abs);
      const text = await blob(entry.oid);
      if (typeof text === 'string') return text;
      throw new Error(`${rel ?? abs}: ${text === undefined ? 'not UTF-8' : `git could not read it: ${text.unread}`}`);
    },
    scan: () => (scan ??= Promise.resolve(listedScan(listing))),
    memo: new Map(),
  };
}

/** The tree scan of a listing with no symlink: every folder's entries, nothing refused. */
function listedScan(listing: TreeListing): TreeScan {
  const dirs = new Map<string, ScanEntry[]>([['.', []]]);
  const add = (rel: string, type: ScanEntry['type']): void => {
    const slash = rel.lastIndexOf('/');
    const parent = slash < 0 ? '.' : rel.slice(0, slash);
    let entries = dirs.get(parent);
    if (!entries) dirs.set(parent, (entries = []));
    entries.push({ name: rel.slice(slash + 1), type });
  };
  for (const dir of listing.dirs) add(dir, 'dir');
  for (const file of listing.files.keys()) add(file, 'file');
  return { root: GIT_ROOT, problems: [], symlinks: new Map(), dirs };
}

/** Files the walk reads at any revision: kustomizations and chart metadata (values and resources are only looked up). */
const READ_NAMES = new Set([...KUSTOMIZATION_FILES, 'Chart.yaml', 'requirements.yaml']);
/** Files larger than this are left to the reads on demand. */
const MAX_PREFETCH_FILE = 512 * 1024;
/** At most this many bytes are read ahead in all. */
const MAX_PREFETCH_TOTAL = 32 * 1024 * 1024;

/**
 * Blob texts by object id over `listing`: the files the walk surely reads (READ_NAMES) in one batch
 * read ahead, anything else on demand, where reads asked for in the same tick share one
 * `git cat-file --batch`. A blob is found by its id, so another revision's reader shares them.
 */
export function blobReader(repo: string, listing: TreeListing): (oid: string) => Promise<BlobText> {
  const asked = new Set<string>();
  let total = 0;
  for (const [file, entry] of listing.files) {
    if (!READ_NAMES.has(file.slice(file.lastIndexOf('/') + 1)) || entry.size > MAX_PREFETCH_FILE) continue;
    if (asked.has(entry.oid)) continue; // a blob shared by many files is read (and counted) once
    if (total + entry.size > MAX_PREFETCH_TOTAL) break;
    total += entry.size;
    asked.add(entry.oid);
  }
  // A failed read ahead only costs the reads on demand, which say why they failed.
  const ahead = readBlobs(repo, asked).catch(() => undefined);
  const onDemand = batchedReader(repo);
  const cache = new Map<string, Promise<BlobText>>();
  // A blob asked for and not given back is not UTF-8 (readBlobs leaves those out).
  const load = (oid: string): Promise<BlobText> =>
    asked.has(oid) ? ahead.then((texts) => (texts ? texts.get(oid) : onDemand(oid))) : onDemand(oid);
  return (oid) => {
    let t = cache.get(oid);
    if (!t) cache.set(oid, (t = load(oid)));
    return t;
  };
}

/** Reads asked for in the same tick share one `git cat-file --batch`. */
function batchedReader(repo: string): (oid: string) => Promise<BlobText> {
  let pending: Map<string, (text: BlobText) => void> | undefined;
  const flush = async (batch: Map<string, (text: BlobText) => void>): Promise<void> => {
    // A failed read (over budget, timed out) is unread, never "empty": the walk would miss what it names.
    const texts = await readBlobs(repo, batch.keys()).catch(
      (err: unknown) => ({ unread: err instanceof Error ? err.message : String(err) }) as const,
    );
    for (const [oid, resolve] of batch) resolve(texts instanceof Map ? texts.get(oid) : texts);
  };
  return (oid) =>
    new Promise((resolve) => {
      if (!pending) {
        const batch = new Map<string, (text: BlobText) => void>();
        pending = batch;
        setImmediate(() => {
          pending = undefined;
          void flush(batch);
        });
      }
      pending.set(oid, resolve);
    });
}
