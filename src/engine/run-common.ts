// Pieces both run modes share: opening revisions with guaranteed clean-up, the tool paths handed to
// discovery, the tool versions reported, and repository-level findings.
import type { Finding, FindingDraft } from '../model/finding.js';
import type { Config } from '../model/config.js';
import type { ToolVersion } from '../model/report.js';
import type { Judges } from './evaluate.js';
import type { RunOptions } from './options.js';
import type { Side } from './workspace.js';
import { finalizeDrafts } from '../findings/finalize.js';

/** Opens every revision at once (each is a git read into its own temp dir) and always cleans up. */
export async function withSides<T, Opens extends readonly (() => Promise<Side>)[]>(
  opens: readonly [...Opens],
  fn: (sides: { [K in keyof Opens]: Side }) => Promise<T>,
): Promise<T> {
  const settled = await Promise.allSettled(opens.map((open) => open()));
  const sides = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    return await fn(sides as { [K in keyof Opens]: Side });
  } finally {
    await Promise.all(sides.map((s) => s.cleanup()));
  }
}

/** Names the phase the run is in (the deadline's report says where the run was). */
export function enterPhase(opts: RunOptions, name: string): void {
  if (opts.phase) opts.phase.name = name;
}

/** The --helm/--kustomize binaries, for what discovery renders. */
export function toolPaths(opts: Pick<RunOptions, 'helm' | 'kustomize'>): { helm?: string; kustomize?: string } {
  return { ...(opts.helm ? { helm: opts.helm } : {}), ...(opts.kustomize ? { kustomize: opts.kustomize } : {}) };
}

/** The versions that rendered (a missing tool is recorded by the version it lacked: none). */
export function toolsOf(judges: Judges): { helm?: ToolVersion; kustomize?: ToolVersion } {
  return { helm: judges.tools.helm.tool, kustomize: judges.tools.kustomize.tool };
}

/** Repo-wide findings (not about one target). */
export function siteFindings(config: Config, drafts: FindingDraft[]): Finding[] {
  return finalizeDrafts(drafts, { config, app: '-', environment: '-' });
}
