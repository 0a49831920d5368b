import type { Config } from '../model/config.js';
import type { Finding } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { gitChangedSince, judgeLive, liveFindings } from '../live/index.js';
import type { RunOptions } from './options.js';

export interface LiveInput {
  opts: RunOptions;
  config: Config;
  repo: string;
  root: string;
  sha: string;
  targets: Target[];
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
    changedSince: gitChangedSince({ repo: input.repo, auditedSha: input.sha, root: input.root, configFile: config.file }),
    config: { ...config.live, environmentLabel: config.discovery.environmentLabel },
    insecure: opts.argocdInsecure,
    caFile: opts.argocdCaFile,
    secrets: opts.secrets,
  });
  return { findings: liveFindings(result, config), notices: result.notices };
}
