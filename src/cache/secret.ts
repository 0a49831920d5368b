/**
 * The key that authenticates compiled-validator cache entries (security review item 9). It must
 * never live in the cache directory, which `actions/cache` restores and a pull request's workflow
 * can write. In order:
 * 1. `DEPLOY_GATE_CACHE_SECRET` (at least 16 characters; e.g. from a repository secret, which fork
 *    pull requests do not get) — entries are reused across runs;
 * 2. outside CI: a random key in `$XDG_CONFIG_HOME/deploy-gate/cache.key` (or `~/.config/…`),
 *    created on first use, readable by the user only — reused across local runs;
 * 3. otherwise a random key for this process: entries written by an earlier run are never trusted
 *    (they are compiled again), entries of this run are.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CACHE_SECRET_ENV = 'DEPLOY_GATE_CACHE_SECRET';
const MIN_SECRET_LENGTH = 16;

let memo: Buffer | undefined;

/**
 * CI systems, by the variables they set (`CI` covers GitHub, GitLab, CircleCI, Travis, Drone,
 * Bitbucket, Buildkite and more): a build agent's home folder is shared by every job it runs, so a
 * key file there would let one pull request's job sign entries a later job trusts.
 */
const CI_MARKERS = [
  'CI',
  'JENKINS_URL',
  'TF_BUILD',
  'CODEBUILD_BUILD_ID',
  'TEAMCITY_VERSION',
  'BUILDKITE',
  'BAMBOO_BUILDKEY',
];

function onCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true' || CI_MARKERS.some((name) => Boolean(env[name]));
}

function keyFile(): string {
  const base =
    process.env.XDG_CONFIG_HOME && path.isAbsolute(process.env.XDG_CONFIG_HOME)
      ? process.env.XDG_CONFIG_HOME
      : path.join(os.homedir(), '.config');
  return path.join(base, 'deploy-gate', 'cache.key');
}

function userKey(): Buffer | undefined {
  const file = keyFile();
  try {
    const existing = readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch {
    // created below
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(tmp, randomBytes(32), { mode: 0o600 });
    renameSync(tmp, file);
    return readFileSync(file);
  } catch {
    rmSync(tmp, { force: true });
    return undefined;
  }
}

export function cacheSecret(): Buffer {
  if (memo) return memo;
  const fromEnv = process.env[CACHE_SECRET_ENV];
  if (fromEnv && fromEnv.length >= MIN_SECRET_LENGTH) memo = Buffer.from(fromEnv, 'utf8');
  else memo = (!onCi() && userKey()) || randomBytes(32);
  return memo;
}
