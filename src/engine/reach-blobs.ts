// The blob texts the reach (reach.ts) reads, from git without writing the revisions out. The walk
// asks for them level by level (an overlay's kustomization, then its base's, then the files those
// name), and each level was one more `git cat-file` process. The files it is most likely to read —
// every file under a kustomization folder and every chart metadata file — are asked for in one
// batch once the plan knows it will work the partial way; anything else (or everything, when that
// batch fails) is read on demand, batched per tick. A blob is found by its id, so a revision that
// was not read ahead still gets the blobs it shares with one that was.
import { readBlobs, type TreeListing } from '../git/index.js';
import { underKustomizations, chartMetaPaths } from './path-sets.js';
import type { UnreadBlob } from './reach.js';

/** A blob's text; undefined when it is not UTF-8; UnreadBlob when git could not give it. */
export type BlobText = string | undefined | UnreadBlob;

/** Files larger than this are left to the on-demand reads (the reach reads them only if named). */
const MAX_PREFETCH_FILE = 512 * 1024;
/** At most this many bytes are read ahead in all. */
const MAX_PREFETCH_TOTAL = 32 * 1024 * 1024;

interface Prefetch {
  asked: Set<string>;
  texts: Promise<Map<string, string> | undefined>;
}

const prefetches = new WeakMap<TreeListing, Prefetch>();

/**
 * Object ids of the files the reach most likely reads at one revision: every file under a
 * kustomization folder (the bound scans them all, reach-bound.ts) and chart metadata.
 */
function likelyRead(listing: TreeListing, into: Map<string, number>): void {
  const add = (file: string): void => {
    const entry = listing.files.get(file);
    if (entry && entry.mode !== '160000' && entry.size <= MAX_PREFETCH_FILE) into.set(entry.oid, entry.size);
  };
  for (const file of underKustomizations(listing)) add(file);
  for (const file of chartMetaPaths(listing)) add(file);
}

/** Starts reading the likely blobs of both revisions in one `git cat-file --batch` (plans read them via blobReader). */
export function prefetchReachBlobs(repo: string, listings: readonly TreeListing[]): void {
  const sizes = new Map<string, number>();
  for (const l of listings) likelyRead(l, sizes);
  const asked = new Set<string>();
  let total = 0;
  for (const [oid, size] of sizes) {
    if (total + size > MAX_PREFETCH_TOTAL) break;
    total += size;
    asked.add(oid);
  }
  // A failed read ahead only costs the reads on demand, which say why they failed.
  const texts = readBlobs(repo, asked).catch(() => undefined);
  for (const l of listings) prefetches.set(l, { asked, texts });
}

/** Drops the read ahead of `listings` once a plan is made: renders then spawn from a smaller heap. */
export function forgetReadAhead(listings: readonly TreeListing[]): void {
  for (const l of listings) prefetches.delete(l);
}

/**
 * Blob texts by object id for a plan over `listings`: from the read ahead when it holds them,
 * otherwise read on demand, where reads asked for in the same tick share one `git cat-file --batch`.
 */
export function blobReader(repo: string, listings: readonly TreeListing[]): (oid: string) => Promise<BlobText> {
  const ahead = listings.map((l) => prefetches.get(l)).filter((p): p is Prefetch => p !== undefined);
  const cache = new Map<string, Promise<BlobText>>();
  const onDemand = batchedReader(repo);
  // One `then` per blob, not an async call and an await: thousands of blobs are read this way.
  const load = (oid: string, from = 0): Promise<BlobText> => {
    for (let i = from; i < ahead.length; i++) {
      const p = ahead[i] as Prefetch;
      // A blob asked for and not given back is not UTF-8 (readBlobs leaves those out); a failed
      // read ahead passes the blob on to the next one, then to the reads on demand.
      if (p.asked.has(oid)) return p.texts.then((texts) => (texts ? texts.get(oid) : load(oid, i + 1)));
    }
    return onDemand(oid);
  };
  return (oid) => {
    let t = cache.get(oid);
    if (!t) {
      t = load(oid);
      cache.set(oid, t);
    }
    return t;
  };
}

/** Reads asked for in the same tick share one `git cat-file --batch`. */
function batchedReader(repo: string): (oid: string) => Promise<BlobText> {
  let pending: Map<string, (text: BlobText) => void> | undefined;
  const flush = async (batch: Map<string, (text: BlobText) => void>): Promise<void> => {
    // A failed read (over budget, timed out) is doubt for every target that reaches these blobs,
    // never "they name nothing": that would drop the target's references from its reach.
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
