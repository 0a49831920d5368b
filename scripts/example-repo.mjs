// Builds the bundled example as a real git repository: commit 1 is examples/deploy-repo (the
// base), commit 2 lays examples/change over it (the pull request). Used by the demo and tests.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EXAMPLES_DIR = path.join(root, 'examples');

function git(dir, ...args) {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  }).trim();
}

function commit(dir, message, date) {
  git(dir, 'add', '-A');
  const env = { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync(
    'git',
    [
      '-c',
      'user.name=deploy-gate example',
      '-c',
      'user.email=example@deploy-gate.invalid',
      'commit',
      '-q',
      '-m',
      message,
    ],
    { cwd: dir, env: { ...process.env, ...env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } },
  );
  return git(dir, 'rev-parse', 'HEAD');
}

/** Returns { dir, base, head } (SHAs are stable: fixed dates and identities). */
export function buildExampleRepo(dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-gate-example-'))) {
  git(dir, 'init', '-q', '-b', 'main');
  cpSync(path.join(EXAMPLES_DIR, 'deploy-repo'), dir, { recursive: true });
  const base = commit(dir, 'Base: payments 2.3.1 and web', '2026-11-20T10:00:00Z');
  git(dir, 'checkout', '-q', '-b', 'pr');
  cpSync(path.join(EXAMPLES_DIR, 'change'), dir, { recursive: true });
  rmSync(path.join(dir, 'README.md'));
  const head = commit(
    dir,
    'PR: payments 2.4, web cleanup job, staging probe, production scale-up',
    '2026-11-28T09:00:00Z',
  );
  return { dir, base, head };
}
