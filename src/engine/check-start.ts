// What a check asks git and the tools first: the two commits, the diff, the base's config text,
// the remotes and the base's branch, the tool versions. run.ts starts them before it imports the
// check's code (run-check.ts and the engine behind it), so git and the tools answer while that
// code is compiled. Only light modules may be imported here (test/engine/pre-render-modules.test.ts).
import path from 'node:path';
import type { RevisionInfo } from '../model/report.js';
import {
  branchOf,
  branchRefs,
  changedPaths,
  commitName,
  diffTrees,
  lookUpNames,
  listTree,
  remoteUrls,
  type DiffRecord,
  type TreeListing,
} from '../git/index.js';
import { resolveTools, type Tools } from '../render/tools.js';
import type { RunOptions } from './options.js';
import { readConfig, resolveSide, type ConfigChoice } from './revision-reads.js';

export interface CheckStart {
  repo: string;
  tools: Promise<Tools>;
  /** The repository's remote URLs and the branch --base names (neither ever rejects). */
  asked: Promise<[string[], string | undefined]>;
  sides: Promise<[RevisionInfo, RevisionInfo]>;
  /** What differs between the two commits, path by path (old and new mode and blob). */
  diff: Promise<DiffRecord[]>;
  /** Files that differ between the two commits. */
  changes: Promise<string[]>;
  /** Which config the check uses, and where it was read (revision-reads.ts readConfig). */
  config: Promise<ConfigChoice>;
  /**
   * The head's `ls-tree -r`, started as soon as the config's text suggests the partial plan will
   * want it (undefined: not started; run-check.ts then lists the head itself once the config is parsed).
   */
  headListing: Promise<{ listing: Promise<TreeListing> } | undefined>;
  /** Settles once every process started here has ended (a failing run returns only then: it leaves no scratch folder behind). */
  idle(): Promise<void>;
}

/**
 * Starts what a check asks first. Each promise is awaited by runCheck in the order it always
 * asked (so the error a user sees is the one it was); until then none is left unhandled.
 */
export function startCheck(opts: RunOptions & { base: string }, configPath: string | undefined): CheckStart {
  const repo = path.resolve(opts.repo);
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
  const diff = sides.then(([base, head]) => diffTrees(repo, base.sha, head.sha));
  const changes = diff.then(changedPaths);
  // The config comes from the base: a PR cannot switch off the checks that judge it.
  const config = sides.then(([base, head]) => readConfig(repo, base.sha, configPath, { headSha: head.sha }));
  const baseConfigText = config.then((c) => c.text);
  // The head's listing is started before the config is parsed: git lists while the parse runs on
  // this core, and fork() is cheaper while the heap is still small (a 3,000-target config grows it).
  // (Its reaction is registered on the text before runCheck awaits it, so git is spawned first.)
  const headListing = opts.wholeTrees
    ? Promise.resolve(undefined)
    : sides.then(([, head]) =>
        baseConfigText.then((text) =>
          text !== undefined && looksTargetsOnly(text) ? { listing: listTree(repo, head.sha) } : undefined,
        ),
      );
  headListing.then((l) => l?.listing.catch(() => undefined)).catch(() => undefined);
  for (const p of [tools, asked, sides, diff, changes, config, baseConfigText]) p.catch(() => undefined);
  const idle = async (): Promise<void> => {
    await Promise.allSettled([tools, asked, sides, diff, config, headListing.then((l) => l?.listing)]);
  };
  return { repo, tools, asked, sides, diff, changes, config, headListing, idle };
}

/**
 * Whether a config's text likely declares its targets without discovery (declaresTargetsOnly,
 * decided on the parsed config, is what counts: a wrong guess only starts the listing early for
 * nothing, or leaves it to run-check.ts).
 */
export function looksTargetsOnly(text: string): boolean {
  return /^targets[ \t]*:/m.test(text) && !/withTargets[ \t]*:[ \t]*true/.test(text);
}

/** The start of a check, when its options are right; otherwise runCheck gives their usage error. */
export function startCheckEarly(opts: RunOptions): CheckStart | undefined {
  if (!opts.base) return undefined;
  try {
    return startCheck({ ...opts, base: opts.base }, opts.configPath);
  } catch {
    return undefined;
  }
}
