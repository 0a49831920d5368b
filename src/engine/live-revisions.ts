// Whether a live Application's revision may stand in for the audited one: asked of git and of the
// target's inputs here, in the engine, so live/ is handed the answer (judgeLive's changedSince).
import type { Target } from '../model/target.js';
import { git } from '../git/run-git.js';
import { changedFiles } from '../git/index.js';
import { targetInputs, touches } from '../targets/index.js';
import { memoised } from '../cache/memo.js';

export interface GitChangedSinceInput {
  /** The user's repository (a git checkout). */
  repo: string;
  auditedSha: string;
  /** The audited revision's tree (where the target inputs are worked out). */
  root: string;
  /** The config file, repo-relative: a changed config changes every target. */
  configFile: string;
}

/**
 * `changedSince` for `judgeLive` from git: `false` only when `sha` is in the clone, descends from
 * the audited commit, and no file any input of the target lies on changed in between. Anything
 * else — an older or unrelated commit, a commit a shallow clone lacks, inputs that cannot be
 * worked out — is `true`: the live revision cannot stand in for the audited one.
 */
export function gitChangedSince(input: GitChangedSinceInput): (target: Target, sha: string) => Promise<boolean> {
  const changedCache = new Map<string, Promise<string[] | undefined>>();
  const changed = (sha: string): Promise<string[] | undefined> =>
    memoised(changedCache, sha, () =>
      descends(input.repo, input.auditedSha, sha).then((ok) =>
        ok ? changedFiles(input.repo, input.auditedSha, sha) : undefined,
      ),
    );
  return async (target, sha) => {
    if (!/^[0-9a-f]{7,64}$/i.test(sha)) return true;
    const files = await changed(sha).catch(() => undefined);
    if (!files) return true;
    if (files.includes(input.configFile)) return true;
    const inputs = await targetInputs(input.root, target, input.configFile).catch(() => undefined);
    if (!inputs) return true;
    return files.some((file) => inputs.some((i) => touches(file, i)));
  };
}

async function descends(repo: string, ancestor: string, sha: string): Promise<boolean> {
  const exists = await git(repo, ['cat-file', '-e', `${sha}^{commit}`]);
  if (exists.exitCode !== 0) return false;
  const r = await git(repo, ['merge-base', '--is-ancestor', ancestor, sha]);
  return r.exitCode === 0;
}
