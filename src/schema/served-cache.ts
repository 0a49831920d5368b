// The API versions a Kubernetes version serves (helm's --api-versions, builtin.ts) come from every
// group/version's OpenAPI document: parsing them all cost a helm target ~30 ms of CPU before its
// tool could start, on every run. The derived list is kept beside the schema cache, keyed by the
// exact text of every document it was derived from (and the code that derived it), so an entry is
// used only for the very documents it came from; any other text gives another key and the list is
// derived again. The list decides what a chart renders, and the cache directory can be restored
// from actions/cache (which a pull request's workflow can write): an entry counts only under an
// HMAC with the compiled-validator cache's key (cache-secret.ts), which never lives in the cache.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheSecret } from '../cache/secret.js';
import { signatureMatches, signatureOf } from '../cache/signature.js';

/** Bumped when an entry's layout or meaning changes (2: lists are never made from a partial read). */
const FORMAT = 2;

/**
 * The key of one version's list: the code that derives it (`derivation`, e.g. the source text of
 * its functions) and, per group/version, the document's text (undefined: not readable as a text).
 */
export function servedKey(derivation: string, docs: ReadonlyArray<readonly [string, string | undefined]>): string {
  const h = createHash('sha256').update(`${FORMAT}\0${derivation}\0`);
  for (const [gv, text] of docs) {
    const textHash = text === undefined ? '-' : createHash('sha256').update(text).digest('hex');
    h.update(`${gv}\0${textHash}\0`);
  }
  return h.digest('hex');
}

/** Served-API lists on disk (`<dir>/<key>.json`); every failure here only costs speed. */
export class ServedCache {
  constructor(
    private readonly dir: string,
    /** The HMAC key; default: cacheSecret(). */
    private readonly secret: Buffer = cacheSecret(),
  ) {}

  /** The list kept under this key, or undefined (absent, unreadable, another key, or not authentic). */
  async read(key: string): Promise<string[] | undefined> {
    let kept: { key?: unknown; list?: unknown; mac?: unknown };
    try {
      kept = JSON.parse(await readFile(this.file(key), 'utf8')) as typeof kept;
    } catch {
      return undefined;
    }
    // Anything but an object (`null`, a number) is a miss: a bad entry must never fail the run's
    // served list, which every helm render of that version waits for.
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { list } = kept;
    if (kept.key !== key || !Array.isArray(list) || !list.every((x) => typeof x === 'string')) return undefined;
    return this.authentic(key, list, kept.mac) ? list : undefined;
  }

  /** Keeps a list (atomically: a concurrent run never reads half an entry). */
  async write(key: string, list: readonly string[]): Promise<void> {
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(tmp, JSON.stringify({ key, list, mac: this.macOf(key, list).toString('hex') }));
      await rename(tmp, file);
    } catch {
      // not kept: the next run derives the list again
    }
  }

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  private macOf(key: string, list: readonly string[]): Buffer {
    return signatureOf([key, JSON.stringify(list)], this.secret);
  }

  private authentic(key: string, list: readonly string[], mac: unknown): boolean {
    return signatureMatches(mac, this.macOf(key, list));
  }
}

/** Under the schema cache: restoring one restores both. */
export function servedCacheDir(cacheDir: string): string {
  return path.join(cacheDir, 'served-apis');
}
