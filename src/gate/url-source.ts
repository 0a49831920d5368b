/** Records fetched from the configured record store URL template (`{image}`, `{digest}`, URL-encoded). */
import { parseRecordText, type GateRecord, type RecordProblem } from './record.js';

export interface UrlSourceOptions {
  template: string;
  /** `Header-Name: value`, or a bare value sent as `Authorization`. */
  authHeader?: string;
  offline: boolean;
  timeoutMs?: number;
  retries?: number;
}

export interface UrlLookup {
  records: GateRecord[];
  problems: RecordProblem[];
}

const MAX_BODY = 4 * 1024 * 1024;

/** For messages: never print credentials embedded in the URL (security cases E5, H5). */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//');
  }
}

function headerPair(value: string): [string, string] {
  const m = /^([A-Za-z0-9-]+):\s*(.*)$/s.exec(value);
  return m && !/^(bearer|basic|token)\b/i.test(value) ? [m[1] ?? 'authorization', m[2] ?? ''] : ['authorization', value];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Attempt = { status: number; text: string; retryAfter?: string } | { error: string };

/** fetch refuses URLs with userinfo: move it into a Basic header unless an auth header is configured. */
function splitUserinfo(url: string, headers: Record<string, string>): { url: string; headers: Record<string, string> } {
  const u = new URL(url);
  if (!u.username && !u.password) return { url, headers };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
  u.username = '';
  u.password = '';
  return { url: u.toString(), headers: headers.authorization ? headers : { ...headers, authorization: basic } };
}

async function attempt(rawUrl: string, rawHeaders: Record<string, string>, timeoutMs: number): Promise<Attempt> {
  try {
    const { url, headers } = splitUserinfo(rawUrl, rawHeaders);
    const res = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const buf = Buffer.from(await res.arrayBuffer());
    if (buf.length > MAX_BODY) return { error: `response over ${MAX_BODY} bytes` };
    return { status: res.status, text: buf.toString('utf8'), ...(res.headers.get('retry-after') ? { retryAfter: res.headers.get('retry-after') ?? '' } : {}) };
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { error: `no answer within ${timeoutMs} ms` };
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const text = cause?.code ?? cause?.message ?? (err as Error).message;
    return { error: text.split(rawUrl).join(displayUrl(rawUrl)) };
  }
}

function retryable(a: Attempt): boolean {
  return 'error' in a || a.status >= 500 || a.status === 429;
}

/** GET with retries on network errors, timeouts, 5xx and 429 (bounded backoff). */
async function fetchWithRetries(url: string, headers: Record<string, string>, o: UrlSourceOptions): Promise<Attempt> {
  const retries = o.retries ?? 2;
  let last: Attempt = { error: 'not attempted' };
  for (let i = 0; i <= retries; i++) {
    last = await attempt(url, headers, o.timeoutMs ?? 10_000);
    if (!retryable(last)) return last;
    if (i < retries) {
      const hinted = 'retryAfter' in last && /^\d+$/.test(last.retryAfter ?? '') ? Number(last.retryAfter) * 1000 : undefined;
      await sleep(Math.min(hinted ?? 250 * 2 ** i, 5000));
    }
  }
  return last;
}

export function recordUrl(template: string, image: string, digest: string | undefined): string {
  return template.replaceAll('{image}', encodeURIComponent(image)).replaceAll('{digest}', encodeURIComponent(digest ?? ''));
}

/** One cached lookup per URL: the same answer for every target and both revisions. */
export function createUrlSource(o: UrlSourceOptions): (image: string, digest: string | undefined) => Promise<UrlLookup> {
  const cache = new Map<string, Promise<UrlLookup>>();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.authHeader) {
    const [name, value] = headerPair(o.authHeader);
    headers[name.toLowerCase()] = value;
  }
  const perImage = o.template.includes('{image}');
  const run = async (url: string, image: string): Promise<UrlLookup> => {
    const shown = displayUrl(url);
    if (o.offline) return { records: [], problems: [{ origin: shown, message: 'offline: the record store was not contacted' }] };
    const res = await fetchWithRetries(url, headers, o);
    if ('error' in res) return { records: [], problems: [{ origin: shown, message: `unreachable: ${res.error}` }] };
    if (res.status === 404) return { records: [], problems: [] };
    if (res.status !== 200) return { records: [], problems: [{ origin: shown, message: `answered HTTP ${res.status}` }] };
    const origin = `${shown} (fetched ${new Date().toISOString()})`;
    const read = parseRecordText(res.text, origin);
    const mine = read.records.filter((r) => r.image === image);
    const strangers = read.records.filter((r) => r.image !== image);
    // A per-image URL that answers with another image's records is a broken store, not evidence.
    const problems = perImage && strangers.length > 0
      ? [...read.problems, { origin, message: `returned records for ${strangers[0]?.image} when asked for ${image}` }]
      : read.problems;
    return { records: mine, problems };
  };
  return (image, digest) => {
    const url = recordUrl(o.template, image, digest);
    let hit = cache.get(url);
    if (!hit) {
      hit = run(url, image);
      cache.set(url, hit);
    }
    return hit;
  };
}
