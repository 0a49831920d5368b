// fetchRemoteChart: one chart from outside the repository, as checked bytes on disk. In order:
// pinned? allowed by the base config? in the cache (re-hashed)? offline? fetched with helm,
// verified, stored by digest. Nothing is fetched for a chart that fails an earlier step.
import { scratchDir } from '../cache/scratch.js';
import { rm } from 'node:fs/promises';
import { allowedURL, normalizeRepoURL, type TrustedSources } from '../sources/allowlist.js';
import { stripUserinfo } from '../redact/index.js';
import { cacheAltered, type SourceCache } from '../sources/cache.js';
import { unpinnedChart } from '../sources/pinning.js';
import { sourceUnreachable, type FetchFailure } from '../sources/unreachable.js';
import type { RemoteChartRef, SourceRecord, SourcesConfig } from '../model/sources.js';
import { pullChart } from './remote-fetch.js';
import type { ToolStatus } from './tools.js';

/** What rendering needs to reach remote sources; absent, every remote source is refused. */
export interface RemoteContext {
  sources: SourcesConfig;
  /** The config file the allowlist came from (named in messages). */
  configFile: string;
  offline: boolean;
  cache: SourceCache;
  /** Where credentials are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The sources the base revision deploys from (asked only for a source no list names); absent with `trustBase: false`. */
  trusted?: () => Promise<TrustedSources>;
}

export type FetchedChart = { ok: true; archive: string; record: SourceRecord } | FetchFailure;

/** Helm's chart names; the first character keeps it from ever reading as a flag. */
const CHART_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export async function fetchRemoteChart(
  ref: RemoteChartRef,
  helm: ToolStatus,
  remote: RemoteContext | undefined,
): Promise<FetchedChart> {
  const repo = normalizeRepoURL(ref.repoURL);
  const label = `chart ${JSON.stringify(ref.chart)} from ${stripUserinfo(repo.url)}`;
  if (!CHART_NAME.test(ref.chart))
    return {
      ok: false,
      code: 'E_UNSAFE_ARGUMENT',
      message: `${label}: not a chart name (letters, digits, '_', '.', '-')`,
    };
  const unpinned = unpinnedChart(label, ref.version);
  if (unpinned) return { ok: false, ...unpinned };
  if (!remote)
    return { ok: false, code: 'E_SOURCE_NOT_ALLOWED', message: `${label}: remote sources are not enabled in this run` };
  const allowed = await allowedURL(repo.kind, repo.kind === 'oci' ? `${repo.url}/${ref.chart}` : repo.url, remote);
  if (!allowed.ok) return { ok: false, code: allowed.problem.code, message: `${label}: ${allowed.problem.message}` };
  const version = ref.version.trim();
  const key = `${repo.kind} ${repo.url} ${ref.chart} ${version}`;
  const record = (digest: string, cached: boolean): SourceRecord => ({
    type: repo.kind,
    url: stripUserinfo(repo.url),
    name: ref.chart,
    version,
    digest,
    cached,
  });
  const hit = await remote.cache.lookup(key);
  if (hit.status === 'hit') return { ok: true, archive: hit.file, record: record(hit.digest, true) };
  if (hit.status === 'tampered') return cacheAltered(`${label} ${version}: the cached archive`, hit, remote.cache.dir);
  if (remote.offline)
    return sourceUnreachable(
      `${repo.kind} ${stripUserinfo(repo.url)} ${ref.chart} ${version}`,
      'offline (--offline) and not in the source cache',
    );
  if (!helm.ok) return { ok: false, code: helm.code, message: helm.reason };
  const scratch = await scratchDir('dg-fetch-');
  try {
    const pulled = await pullChart({
      helmBin: helm.bin,
      kind: repo.kind,
      url: repo.url,
      chart: ref.chart,
      version,
      scratch,
      timeoutMs: remote.sources.timeoutSeconds * 1000,
      ...(remote.env ? { env: remote.env } : {}),
    });
    if (!pulled.ok) return pulled;
    const stored = await remote.cache.store(key, pulled.bytes);
    return { ok: true, archive: stored.file, record: record(stored.digest, false) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
