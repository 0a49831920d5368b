import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exchangeWithRetries } from '../http/index.js';
import { displayLocation, isRemote } from './locations.js';
import { memoised } from '../cache/memo.js';

/** The Kubernetes OpenAPI documents run to a few MB; anything far beyond is not a schema. */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

/**
 * The outcome of reading one schema document. `absent`: the location answered and has no such
 * file (HTTP 404, missing file in an existing folder). `unreachable`: it could not be asked
 * (offline, timeout, 5xx, missing folder, unparseable content) — never read as "absent".
 */
export type FetchResult =
  | { status: 'ok'; json: unknown; text: string; from: string }
  | { status: 'absent' | 'unreachable'; reason: string; from: string };

export interface FetcherOptions {
  offline: boolean;
  cacheDir: string;
  timeoutMs: number;
  retries: number;
  /** A local file under this folder must resolve (links followed) inside it. */
  confineTo?: string;
}

/** Reads JSON schema documents from URLs (disk-cached), file:// URLs and plain paths; one read per location per run. */
export class Fetcher {
  private readonly memo = new Map<string, Promise<FetchResult>>();

  constructor(private readonly opts: FetcherOptions) {}

  read(location: string): Promise<FetchResult> {
    return memoised(this.memo, location, () =>
      isRemote(location) ? this.readRemote(location) : readLocal(location, this.opts.confineTo),
    );
  }

  private cacheFile(url: string): string {
    return path.join(this.opts.cacheDir, `${createHash('sha256').update(url).digest('hex')}.json`);
  }

  private async readRemote(url: string): Promise<FetchResult> {
    const from = displayLocation(url);
    const file = this.cacheFile(url);
    const cached = await readCached(file);
    if (cached) return { status: 'ok', ...cached, from };
    if (this.opts.offline)
      return { status: 'unreachable', reason: `offline and not in the cache (${this.opts.cacheDir})`, from };
    const got = await this.download(url);
    if (got.status !== 'ok') return { ...got, from };
    const parsed = parseJson(got.text);
    if (parsed === undefined) return { status: 'unreachable', reason: 'the response is not JSON', from };
    await writeCache(file, got.text);
    return { status: 'ok', json: parsed, text: got.text, from };
  }

  /** Through the shared HTTP core: a timeout, a 5xx, a 429 or a dropped connection is retried. */
  private async download(
    url: string,
  ): Promise<{ status: 'ok'; text: string } | { status: 'absent' | 'unreachable'; reason: string }> {
    const attempts = this.opts.retries + 1;
    const outcome = await exchangeWithRetries(
      url,
      {
        headers: { accept: 'application/json' },
        timeoutMs: this.opts.timeoutMs,
        maxBodyBytes: MAX_DOCUMENT_BYTES,
        redirects: 'follow',
      },
      { attempts, baseDelayMs: 200, maxWaitMs: 10_000, retryTimeouts: true },
    );
    if (!outcome.ok) {
      const why =
        outcome.error.kind === 'timeout' ? `no answer within ${this.opts.timeoutMs} ms` : outcome.error.message;
      return { status: 'unreachable', reason: `${why} after ${outcome.attempts} attempt(s)` };
    }
    const res = outcome.response;
    if (res.status === 404) return { status: 'absent', reason: 'HTTP 404' };
    if (res.status < 200 || res.status >= 300)
      return { status: 'unreachable', reason: `HTTP ${res.status} after ${outcome.attempts} attempt(s)` };
    return { status: 'ok', text: res.body.toString('utf8') };
  }
}

async function readLocal(location: string, confineTo: string | undefined): Promise<FetchResult> {
  const file = location.startsWith('file://') ? fileURLToPath(location) : path.resolve(location);
  if (confineTo && (await escapes(file, confineTo)))
    return { status: 'unreachable', reason: 'it resolves outside the repository (a link)', from: file };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A file missing from an existing folder is an answer; a missing folder means the location is wrong.
    if (code === 'ENOENT' && existsSync(path.dirname(file)))
      return { status: 'absent', reason: 'no such file', from: file };
    return {
      status: 'unreachable',
      reason: code === 'ENOENT' ? `folder ${path.dirname(file)} does not exist` : String(err),
      from: file,
    };
  }
  const json = parseJson(text);
  if (json === undefined) return { status: 'unreachable', reason: 'not valid JSON', from: file };
  return { status: 'ok', json, text, from: file };
}

/** True when `file` lies in `root` by name but a link takes it out (a missing file does not escape). */
async function escapes(file: string, root: string): Promise<boolean> {
  const inside = (p: string, r: string) => p === r || p.startsWith(r.endsWith(path.sep) ? r : r + path.sep);
  if (!inside(file, path.resolve(root))) return false;
  const [realFile, realRoot] = await Promise.all([realpath(file).catch(() => undefined), realpath(root)]);
  return realFile !== undefined && !inside(realFile, realRoot);
}

async function readCached(file: string): Promise<{ json: unknown; text: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const json = parseJson(text);
  if (json !== undefined) return { json, text };
  // A truncated or corrupted entry (killed run, full disk) is dropped and fetched again.
  await rm(file, { force: true });
  return undefined;
}

async function writeCache(file: string, text: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, text);
    await rename(tmp, file); // atomic: a concurrent run never reads half a file
  } catch {
    // A read-only cache only costs speed next time.
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
