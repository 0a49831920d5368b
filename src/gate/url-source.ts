/** Records fetched from the configured record store URL template (`{image}`, `{digest}`, URL-encoded). */
import { exchangeWithRetries } from '../http/index.js';
import { parseRecordText, type RecordLookup } from './record.js';
import { memoised } from '../cache/memo.js';

export interface UrlSourceOptions {
  template: string;
  /** `Header-Name: value`, or a bare value sent as `Authorization`. */
  authHeader?: string;
  offline: boolean;
  timeoutMs?: number;
  /** Retries on network errors, timeouts, 5xx and 429; default 2. */
  retries?: number;
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
  return m && !/^(bearer|basic|token)\b/i.test(value)
    ? [m[1] ?? 'authorization', m[2] ?? '']
    : ['authorization', value];
}

type Attempt = { status: number; text: string } | { error: string };

/** Userinfo never travels in the URL: it becomes a Basic header unless an auth header is configured. */
function splitUserinfo(url: string, headers: Record<string, string>): { url: string; headers: Record<string, string> } {
  const u = new URL(url);
  if (!u.username && !u.password) return { url, headers };
  const basic = `Basic ${Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64')}`;
  u.username = '';
  u.password = '';
  return { url: u.toString(), headers: headers.authorization ? headers : { ...headers, authorization: basic } };
}

/**
 * GET through the shared HTTP core: a network error, a timeout, a 5xx or a 429 is retried (Retry-After
 * honoured, bounded backoff); redirects are refused, so the auth header never follows one.
 */
async function fetchWithRetries(
  rawUrl: string,
  rawHeaders: Record<string, string>,
  o: UrlSourceOptions,
): Promise<Attempt> {
  const timeoutMs = o.timeoutMs ?? 10_000;
  let target: { url: string; headers: Record<string, string> };
  try {
    target = splitUserinfo(rawUrl, rawHeaders);
  } catch {
    return { error: 'not a valid URL' };
  }
  const outcome = await exchangeWithRetries(
    target.url,
    { headers: target.headers, timeoutMs, maxBodyBytes: MAX_BODY, redirects: 'refuse' },
    {
      attempts: (o.retries ?? 2) + 1,
      baseDelayMs: 250,
      maxWaitMs: 5000,
      retryTimeouts: true,
    },
  );
  if (outcome.ok) return { status: outcome.response.status, text: outcome.response.body.toString('utf8') };
  if (outcome.error.kind === 'timeout') return { error: `no answer within ${timeoutMs} ms` };
  return { error: outcome.error.message.split(rawUrl).join(displayUrl(rawUrl)) };
}

export function recordUrl(template: string, image: string, digest: string | undefined): string {
  return template
    .replaceAll('{image}', encodeURIComponent(image))
    .replaceAll('{digest}', encodeURIComponent(digest ?? ''));
}

/** One cached lookup per URL: the same answer for every target and both revisions. */
export function createUrlSource(
  o: UrlSourceOptions,
): (image: string, digest: string | undefined) => Promise<RecordLookup> {
  const cache = new Map<string, Promise<RecordLookup>>();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.authHeader) {
    const [name, value] = headerPair(o.authHeader);
    headers[name.toLowerCase()] = value;
  }
  const perImage = o.template.includes('{image}');
  const run = async (url: string, image: string): Promise<RecordLookup> => {
    const shown = displayUrl(url);
    if (o.offline)
      return { records: [], problems: [{ origin: shown, message: 'offline: the record store was not contacted' }] };
    const res = await fetchWithRetries(url, headers, o);
    if ('error' in res) return { records: [], problems: [{ origin: shown, message: `unreachable: ${res.error}` }] };
    if (res.status === 404) return { records: [], problems: [] };
    if (res.status !== 200)
      return { records: [], problems: [{ origin: shown, message: `answered HTTP ${res.status}` }] };
    const origin = `${shown} (fetched ${new Date().toISOString()})`;
    const read = parseRecordText(res.text, origin);
    const mine = read.records.filter((r) => r.image === image);
    const strangers = read.records.filter((r) => r.image !== image);
    // A per-image URL that answers with another image's records is a broken store, not evidence.
    const problems =
      perImage && strangers.length > 0
        ? [...read.problems, { origin, message: `returned records for ${strangers[0]?.image} when asked for ${image}` }]
        : read.problems;
    return { records: mine, problems };
  };
  return (image, digest) => {
    const url = recordUrl(o.template, image, digest);
    return memoised(cache, url, () => run(url, image));
  };
}
