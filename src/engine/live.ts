// Audit with --argocd-server: the live Applications judged against the audited revision. Whether a
// live revision may stand in for the audited one is asked of git and of the target's inputs here,
// in the engine, so live/ is handed the answer (judgeLive's changedSince).
import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { declaredApplications, judgeLive, liveFindings, type DeclaredApp } from '../live/index.js';
import { git } from '../git/run-git.js';
import { changedFiles } from '../git/index.js';
import { targetInputs, touches } from '../targets/index.js';
import { memoised } from '../cache/memo.js';
import type { RunOptions } from './options.js';

export interface LiveInput {
  opts: RunOptions;
  config: Config;
  repo: string;
  root: string;
  sha: string;
  targets: Target[];
  /** The Application manifests of the audited tree (read once by the audit). */
  declared?: Map<string, DeclaredApp>;
  /** Targets rendered at their pinned commit instead of the audited one (target id → commit). */
  renderedAt?: Map<string, string>;
}

/** Audit with --argocd-server: how the live Applications stand against the audited revision. */
export async function liveChecks(input: LiveInput): Promise<{ findings: Finding[]; notices: string[] }> {
  const { opts, config } = input;
  if (!opts.argocdServer) return { findings: [], notices: [] };
  const result = await judgeLive({
    server: opts.argocdServer,
    token: opts.argocdToken,
    auditedSha: input.sha,
    targets: input.targets,
    changedSince: gitChangedSince({
      repo: input.repo,
      auditedSha: input.sha,
      root: input.root,
      configFile: config.file,
    }),
    config: { ...config.live, environmentLabel: config.discovery.environmentLabel },
    repoURLs: [...(config.live.repoURLs ?? []), ...(await originUrl(input.repo))],
    declaredApps: input.declared ?? (await declaredApplications(input.root)),
    ...(input.renderedAt ? { renderedAt: input.renderedAt } : {}),
    insecure: opts.argocdInsecure,
    caFile: opts.argocdCaFile,
    secrets: opts.secrets,
  });
  return { findings: liveFindings(result, config), notices: result.notices };
}

/** The clone's `origin` remote: how Argo CD's sources most likely name this repository. */
async function originUrl(repo: string): Promise<string[]> {
  const r = await git(repo, ['remote', 'get-url', 'origin']).catch(() => undefined);
  const url = r && r.exitCode === 0 ? r.stdout.trim() : '';
  return url ? [url] : [];
}

interface GitChangedSinceInput {
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
