// What a check asks git and the tools first, all at once: the two commits, the changed files, the
// config, the remotes and the base's branch, the tool versions.
import path from 'node:path';
import type { RevisionInfo } from '../model/report.js';
import { branchOf, branchRefs, changedFiles, commitName, lookUpNames, remoteUrls } from '../git/index.js';
import { resolveTools, type Tools } from '../render/tools.js';
import type { RunOptions } from './options.js';
import { readConfig, resolveSide, type ConfigChoice } from './revision-reads.js';
import { readChecksAhead } from './judges.js';

export interface CheckStart {
  repo: string;
  tools: Promise<Tools>;
  /** The repository's remote URLs and the branch --base names (neither ever rejects). */
  asked: Promise<[string[], string | undefined]>;
  sides: Promise<[RevisionInfo, RevisionInfo]>;
  /** Files that differ between the two commits. */
  changes: Promise<string[]>;
  /** Which config the check uses, and where it was read (revision-reads.ts readConfig). */
  config: Promise<ConfigChoice>;
  /** Settles once every process started here has ended (a failing run returns only then: it leaves no scratch folder behind). */
  idle(): Promise<void>;
}

/**
 * Starts what a check asks first. Each promise is awaited by runCheck in the order it always
 * asked (so the error a user sees is the one it was); until then none is left unhandled.
 */
export function startCheck(opts: RunOptions & { base: string }, configPath: string | undefined): CheckStart {
  const repo = path.resolve(opts.repo);
  readChecksAhead();
  // Finding the tools asks `helm version`.
  const tools = resolveTools({ helm: opts.helm, kustomize: opts.kustomize });
  const head = opts.head ?? 'HEAD';
  // One git process answers both revisions and the base's branch refs (each was a rev-parse).
  const names = lookUpNames(repo, [commitName(opts.base), commitName(head), ...branchRefs(opts.base)]);
  const asked = Promise.all([remoteUrls(repo), names.then((known) => branchOf(repo, opts.base, known))]);
  const sides = names.then((known) =>
    Promise.all([resolveSide(repo, opts.base, known), resolveSide(repo, head, known)]),
  );
  // git diffs the revisions while the config is read and parsed.
  const changes = sides.then(([base, head]) => changedFiles(repo, base.sha, head.sha));
  // The config comes from the base: a PR cannot switch off the checks that judge it.
  const config = sides.then(([base, head]) => readConfig(repo, base.sha, configPath, { headSha: head.sha }));
  const started = [tools, asked, sides, changes, config];
  for (const p of started) p.catch(() => undefined);
  const idle = async (): Promise<void> => {
    await Promise.allSettled(started);
  };
  return { repo, tools, asked, sides, changes, config, idle };
}
