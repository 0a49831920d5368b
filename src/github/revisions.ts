// Make the judged commits present in a shallow runner checkout, fetching exactly what is missing.
// The token never goes into a URL, an argv or a log: git gets it as an http header through its
// environment (GIT_CONFIG_*), only when a plain fetch was refused.
import { execTool, type ExecResult } from '../render/exec.js';

const FETCH_TIMEOUT_MS = 300_000;
const SHA_RE = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export interface FetchAuth {
  token: string;
  /** GITHUB_SERVER_URL: the header is scoped to this host. */
  serverUrl: string;
}

type Log = (msg: string) => void;

function git(repoDir: string, args: string[], env: Record<string, string> = {}): Promise<ExecResult> {
  // safe.directory: in container jobs the workspace belongs to another uid.
  return execTool('git', ['-c', `safe.directory=${repoDir}`, ...args], {
    cwd: repoDir,
    env: { GIT_CONFIG_NOSYSTEM: '1', ...env },
    timeoutMs: FETCH_TIMEOUT_MS,
    maxOutputBytes: 1024 * 1024,
  });
}

export async function hasCommit(repoDir: string, rev: string): Promise<boolean> {
  const r = await git(repoDir, ['cat-file', '-e', `${rev}^{commit}`]);
  return r.exitCode === 0;
}

/** The header actions/checkout itself sets, as environment-only git config. */
export function authHeaderEnv(auth: FetchAuth): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${auth.token}`, 'utf8').toString('base64');
  const host = auth.serverUrl.replace(/\/+$/, '');
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: `http.${host}/.extraheader`,
    GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}`,
  };
}

async function fetchOne(repoDir: string, sha: string, auth: FetchAuth | undefined, log: Log): Promise<void> {
  const args = ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', sha];
  log(`Fetching commit ${sha} (not in the checkout)`);
  let r = await git(repoDir, args);
  if (r.exitCode !== 0 && auth?.token) r = await git(repoDir, args, authHeaderEnv(auth));
  if (r.exitCode !== 0 || !(await hasCommit(repoDir, sha))) {
    const why = r.timedOut ? 'timed out' : r.stderr.trim().split('\n').slice(-2).join(' ');
    throw new Error(
      `cannot fetch commit ${sha} from origin: ${why}. Check out with fetch-depth: 0 or give the job contents: read.`,
    );
  }
}

/**
 * Ensures every given revision is a commit in `repoDir`. Full SHAs that are missing are fetched
 * with depth 1; anything else (a branch name) must already resolve.
 */
export async function ensureCommits(
  repoDir: string,
  revs: (string | undefined)[],
  auth: FetchAuth | undefined,
  log: Log,
): Promise<void> {
  for (const rev of new Set(revs.filter((r): r is string => Boolean(r)))) {
    if (await hasCommit(repoDir, rev)) continue;
    if (!SHA_RE.test(rev))
      throw new Error(`revision '${rev}' is not in the checkout; pass a commit SHA or check out with fetch-depth: 0`);
    await fetchOne(repoDir, rev, auth, log);
  }
}

/**
 * Security case A5: a token persisted in .git/config (actions/checkout before v6) can be read by
 * chart content. Only names are read, never the value.
 */
export async function persistedCredentials(repoDir: string): Promise<boolean> {
  const r = await git(repoDir, ['config', '--local', '--name-only', '--get-regexp', '^http\\..*\\.extraheader$']);
  return r.exitCode === 0 && r.stdout.trim() !== '';
}

/** Parents of a commit, read from the commit object itself (a shallow clone still has them). */
export async function commitParents(repoDir: string, sha: string): Promise<string[]> {
  const r = await git(repoDir, ['cat-file', 'commit', sha]);
  if (r.exitCode !== 0) return [];
  const header = r.stdout.split('\n\n')[0] ?? '';
  return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] ?? '');
}
