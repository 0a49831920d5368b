// fetchGitBase: one kustomize remote base as a verified folder on disk. Like charts: pinned (a
// commit id, or an exact version tag), allowed by the base config's `sources.git`, served from
// the cache when its content still hashes to the recorded digest, else fetched with the real git
// (shallow, one ref, no hooks, no system or global config, only the URL's own protocol).
import { scratchDir } from '../cache/scratch.js';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { allowedURL } from '../sources/allowlist.js';
import { stripUserinfo } from '../redact/index.js';
import type { GitBaseRef } from '../sources/git-ref.js';
import { isCommitId, isExactVersion } from '../sources/pinning.js';
import { TreeCache } from '../sources/tree-cache.js';
import type { SourceRecord } from '../model/sources.js';
import { execTool, type ExecResult } from './exec.js';
import { sourceCredentials } from './standard-credentials.js';
import { networkEnv, withoutCredentials, type HostCredentials } from './remote-credentials.js';
import type { RemoteContext } from './remote-chart.js';
import { sanitizeToolError } from '../redact/index.js';
import { sourceUnreachable, type FetchFailure } from '../sources/unreachable.js';
import { findExecutable } from './tools.js';
import { cacheAltered } from '../sources/cache.js';

export type FetchedBase = { ok: true; dir: string; record: SourceRecord } | FetchFailure;

function pinning(base: GitBaseRef, label: string): FetchedBase | undefined {
  if (isCommitId(base.ref) || isExactVersion(base.ref)) return undefined;
  const got = base.ref === undefined ? 'no ?ref=' : `ref ${JSON.stringify(base.ref)}`;
  return {
    ok: false,
    code: 'E_SOURCE_UNPINNED',
    message: `${label} has ${got}; only a full commit id or an exact version tag (v1.2.3) is fetched and checked, because a branch or a missing ref can point at other files after the check. Pin it with ?ref=<commit>.`,
  };
}

export async function fetchGitBase(asWritten: GitBaseRef, remote: RemoteContext | undefined): Promise<FetchedBase> {
  let base = asWritten;
  const label = `remote base ${stripUserinfo(base.repoURL)}//${base.path}`;
  const unpinned = pinning(base, label);
  if (unpinned) return unpinned;
  const ref = base.ref as string;
  if (!remote)
    return { ok: false, code: 'E_SOURCE_NOT_ALLOWED', message: `${label}: remote sources are not enabled in this run` };
  const allowed = await allowedURL('git', base.repoURL, remote);
  if (!allowed.ok) return { ok: false, code: allowed.problem.code, message: `${label}: ${allowed.problem.message}` };
  // From here on the canonical URL: what was allowed is what git fetches.
  base = { ...base, repoURL: allowed.url };
  const cache = new TreeCache(remote.cache.dir);
  const key = `git ${base.repoURL} ${ref}`;
  const record = (digest: string, cached: boolean): SourceRecord => ({
    type: 'git',
    url: stripUserinfo(base.repoURL),
    name: base.path,
    version: ref,
    digest,
    cached,
  });
  const hit = await cache.lookup(key);
  if (hit.status === 'hit') return { ok: true, dir: hit.dir, record: record(hit.digest, true) };
  if (hit.status === 'tampered') return cacheAltered(`${label}?ref=${ref}: the cached tree`, hit, cache.dir);
  if (remote.offline)
    return sourceUnreachable(
      `git ${stripUserinfo(base.repoURL)} ${ref}`,
      'offline (--offline) and not in the source cache',
    );
  const git = findExecutable('git', process.env.PATH ?? '');
  if (!git)
    return { ok: false, code: 'E_TOOL_MISSING', message: 'git not found on PATH (needed for kustomize remote bases)' };
  const scratch = await scratchDir('dg-git-');
  try {
    const fetched = await cloneAt(git, base, ref, scratch, remote);
    if (!fetched.ok) return fetched;
    const stored = await cache.store(key, path.join(scratch, 'repo'));
    return { ok: true, dir: stored.dir, record: record(stored.digest, false) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function gitEnv(base: GitBaseRef, creds: HostCredentials | undefined): Record<string, string> {
  const scheme = base.repoURL.slice(0, base.repoURL.indexOf(':')).toLowerCase();
  const env: Record<string, string> = {
    GIT_ALLOW_PROTOCOL: scheme,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  if (creds) {
    // Through the environment, never argv: `ps` shows argv to every user of the machine.
    Object.assign(env, {
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.extraHeader',
      GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`,
    });
  }
  return env;
}

async function cloneAt(
  git: string,
  base: GitBaseRef,
  ref: string,
  scratch: string,
  remote: RemoteContext,
): Promise<FetchedBase | { ok: true }> {
  const repo = path.join(scratch, 'repo');
  const creds = /^https?:/i.test(base.repoURL) ? await sourceCredentials('git', base.repoURL, remote.env) : undefined;
  const opts = {
    env: { ...networkEnv(remote.env), ...gitEnv(base, creds) },
    timeoutMs: remote.sources.timeoutSeconds * 1000,
    maxOutputBytes: 1024 * 1024,
  };
  const safe = ['-c', 'core.hooksPath=/dev/null', '-c', 'protocol.file.allow=never', '-c', 'advice.detachedHead=false'];
  const wanted = isCommitId(ref) ? ref : `refs/tags/${ref}`;
  const steps: string[][] = [
    ['init', '-q', '--template=', repo],
    [...safe, '-C', repo, 'fetch', '-q', '--depth=1', '--no-tags', '--', base.repoURL, wanted],
    [...safe, '-C', repo, 'checkout', '-q', '--detach', 'FETCH_HEAD'],
    ['-C', repo, 'rev-parse', 'FETCH_HEAD'],
  ];
  let last: ExecResult | undefined;
  for (const args of steps) {
    last = await execTool(git, args, opts);
    if (last.exitCode !== 0 || last.timedOut) return gitFailure(last, base, ref, scratch, creds, remote);
  }
  if (isCommitId(ref) && last?.stdout.trim() !== ref) {
    return {
      ok: false,
      code: 'E_SOURCE_DIGEST_MISMATCH',
      message: `${base.repoURL}?ref=${ref}: git checked out ${last?.stdout.trim() ?? '?'} instead of the pinned commit`,
    };
  }
  return { ok: true };
}

function gitFailure(
  r: ExecResult,
  base: GitBaseRef,
  ref: string,
  scratch: string,
  creds: HostCredentials | undefined,
  remote: RemoteContext,
): FetchedBase {
  const source = `git ${stripUserinfo(base.repoURL)} ${ref}`;
  if (r.timedOut)
    return sourceUnreachable(
      source,
      `the fetch did not finish within ${remote.sources.timeoutSeconds}s (sources.timeoutSeconds)`,
    );
  const text = withoutCredentials(
    sanitizeToolError(r.stderr || r.spawnError || '', { roots: [], scratch: [scratch] }),
    creds,
  );
  return sourceUnreachable(source, text || `git exited with ${String(r.exitCode)}`);
}
