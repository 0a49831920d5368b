// A content-addressed cache of fetched chart archives: blobs are named by their sha256 and hashed
// again before every use, so a cache restored from elsewhere (actions/cache) cannot slip other
// bytes under a name. A ref file maps "this chart at this version from this repository" to a digest.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toolCacheDir } from '../cache/dir.js';
import type { FetchFailure } from './unreachable.js';

/**
 * RUNNER_TOOL_CACHE in GitHub Actions, else the XDG cache dir; DEPLOY_GATE_SOURCE_CACHE overrides
 * both (the documented actions/cache snippet sets it).
 */
export function defaultSourceCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEPLOY_GATE_SOURCE_CACHE) return path.resolve(env.DEPLOY_GATE_SOURCE_CACHE);
  return toolCacheDir('sources', env);
}

export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

export type CacheHit =
  | { status: 'hit'; file: string; digest: string }
  | { status: 'miss' }
  /** The blob on disk does not hash to its name: someone changed the cached bytes. */
  | { status: 'tampered'; file: string; digest: string; actual: string };

interface RefFile {
  key: string;
  digest: string;
}

export class SourceCache {
  constructor(readonly dir: string) {}

  private refFile(key: string): string {
    return path.join(this.dir, 'refs', `${sha256Hex(key)}.json`);
  }

  blobFile(hex: string): string {
    return path.join(this.dir, 'blobs', 'sha256', `${hex}.tgz`);
  }

  /** The archive recorded for `key`, verified against its digest. */
  async lookup(key: string): Promise<CacheHit> {
    const digest = await readRef(this.refFile(key), key);
    if (!digest) return { status: 'miss' };
    const file = this.blobFile(digest.slice('sha256:'.length));
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) return { status: 'miss' };
    const actual = `sha256:${sha256Hex(bytes)}`;
    return actual === digest ? { status: 'hit', file, digest } : { status: 'tampered', file, digest, actual };
  }

  /** Stores the bytes under their digest and records `key` → digest; returns the blob path. */
  async store(key: string, bytes: Buffer): Promise<{ file: string; digest: string }> {
    const hex = sha256Hex(bytes);
    const file = this.blobFile(hex);
    await writeAtomically(file, bytes);
    await writeAtomically(this.refFile(key), JSON.stringify({ key, digest: `sha256:${hex}` } satisfies RefFile));
    return { file, digest: `sha256:${hex}` };
  }
}

/** A cached entry that no longer hashes to its recorded digest: it is not used, the render fails. */
export function cacheAltered(what: string, hit: { digest: string; actual: string }, cacheDir: string): FetchFailure {
  return {
    ok: false,
    code: 'E_SOURCE_DIGEST_MISMATCH',
    message: `${what} hashes to ${hit.actual}, not the recorded ${hit.digest}; the cache at ${cacheDir} was altered (delete it to fetch again)`,
  };
}

/** The `sha256:<hex>` digest a ref file records for `key`; undefined when absent, unreadable or for another key. */
export async function readRef(file: string, key: string): Promise<string | undefined> {
  try {
    const ref = JSON.parse(await readFile(file, 'utf8')) as RefFile;
    return ref.key === key && /^sha256:[0-9a-f]{64}$/.test(ref.digest) ? ref.digest : undefined;
  } catch {
    return undefined;
  }
}

/** Concurrent runs (shards, base and head) may store the same entry: write aside, then rename. */
export async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}
