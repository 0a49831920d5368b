import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { declaredApplications, judgeLive, liveFindings } from '../live/index.js';
import { gitChangedSince } from './live-revisions.js';
import type { DeclaredApp } from '../live/index.js';
import { git } from '../git/run-git.js';
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
