// `check` whose cost follows the change, not the repository: when the targets are declared in the
// config, each one's inputs are worked out by the same walk a checked-out tree gets
// (targets/affected.ts, targetInputs), over git's listing and blobs of the revision (git-tree.ts),
// and only the targets a changed file touches (plus the other environments of their apps, for
// drift and promotion) are written out, walked and rendered. Everything else goes the whole-tree
// way: discovery, a symlink or submodule in the repo, a change to the config, CRDs, checks, records
// or health tests, a target whose inputs git cannot give, and any target whose real inputs turn out
// to lie outside what was written (SparseDoubt: a checkout filter of .gitattributes changed a text).
import type { Config } from '../model/config.js';
import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import { baseListing, filesContaining, listTree, oddEntry, type DiffRecord, type TreeListing } from '../git/index.js';
import { blobReader, gitTree, type BlobText } from './git-tree.js';
import { HEALTH_CUSTOMIZATIONS_MARKER, needsHealthCustomizations } from './health-affected.js';
import { repoLocationFolders } from './schema-locations.js';
import { declaresTargetsOnly, fromConfig } from '../targets/discover.js';
import { isAttributesFile, targetInputs, touches } from '../targets/index.js';
import { filesUnder, normalizeRel, touchIndex } from './path-sets.js';

/** The partial trees lack something a target reads: run the check on whole trees instead. */
export class SparseDoubt extends Error {
  override name = 'SparseDoubt';
}

export interface SparsePlan {
  /** Targets a change touches: walked for real. */
  candidates: Set<string>;
  /** Repo-relative files to write, per side. */
  files: { base: string[]; head: string[] };
  /** Each side's listing: the partial checkout's index is made from it (only what is written). */
  listings: { base: TreeListing; head: TreeListing };
  /** Throws SparseDoubt unless every input of a target is written out at that side (or absent there). */
  verify(side: 'base' | 'head', target: Target, inputs: string[] | undefined): void;
}

export interface SparseInput {
  /** Listings of base and head when already asked for (they run while the config is parsed). */
  listings?: Promise<[TreeListing, TreeListing]>;
  repo: string;
  base: string;
  head: string;
  config: Config;
  changed: string[];
  /** The platform the trees are written on (tests); default process.platform. */
  platform?: NodeJS.Platform;
}

/** Files read outside any target: the config, CRDs, schema folders, checks, gate records, health tests. */
function globalPaths(config: Config): string[] {
  return [
    config.file,
    ...config.schemas.crds,
    ...repoLocationFolders(config),
    ...config.checks,
    ...(config.gateRecords.path ? [config.gateRecords.path] : []),
    ...(config.argocd?.healthTests ?? []),
  ].map(normalizeRel);
}

/** The reason for whole trees when the config lets discovery find targets. */
export const TARGETS_DISCOVERED = 'targets are discovered from the tree';

/** Why the whole trees are needed, or undefined when the sparse way is sound. */
function wholeTreeReason(
  config: Config,
  changed: string[],
  listings: TreeListing[],
  platform: NodeJS.Platform,
): string | undefined {
  if (!declaresTargetsOnly(config)) return TARGETS_DISCOVERED;
  // macOS and Windows fold case by default: `../Base` opens `base/` there, which the walk over git (exact
  // git names) would not see, and two names differing in case share one file when written out.
  if (platform === 'darwin' || platform === 'win32') return `file names may fold case on ${platform}`;
  const global = globalPaths(config);
  if (changed.some((c) => global.some((g) => touches(c, g))))
    return 'the change touches a file every target depends on';
  // It changes the bytes a checkout writes for every file below it (touches() reads it so).
  const attributes = changed.find(isAttributesFile);
  if (attributes) return `the change edits ${attributes}, which changes how every file below it is checked out`;
  for (const l of listings) {
    const odd = oddEntry(l);
    if (odd?.why === 'link') return `${odd.file} is a symlink or submodule`;
    if (odd?.why === 'not-utf8') return 'a file name is not UTF-8';
    // A path's `\` is read as `/` (normalizeRel); a name holding one is read literally.
    if (odd?.why === 'backslash') return `${odd.file} has a backslash in its name`;
  }
  return undefined;
}

function covered(listing: TreeListing, written: Set<string>, input: string): boolean {
  const p = normalizeRel(input);
  if (written.has('.')) return true;
  for (let q = p; ; q = q.slice(0, q.lastIndexOf('/'))) {
    if (written.has(q)) return true;
    if (!q.includes('/')) break;
  }
  return !listing.files.has(p) && !listing.dirs.has(p) && p !== '.';
}

/**
 * Targets whose inputs hold Argo CD health customizations: `health/missing` judges new kinds with
 * the argocd-cm they configure (health-affected.ts), so they are rendered with any change.
 */
function healthHolders(input: SparseInput): {
  marked: Promise<string[]>;
  of: (heads: { target: Target; paths: string[] }[]) => Promise<string[]>;
} {
  const needed = needsHealthCustomizations(input.changed, input.config, false);
  // git greps the head (another process) while the inputs are worked out.
  const marked = needed
    ? filesContaining(input.repo, input.head, HEALTH_CUSTOMIZATIONS_MARKER).then((found) => [...found])
    : Promise.resolve([]);
  marked.catch(() => undefined); // awaited below, after the inputs
  return { marked, of: async (heads) => holdersOf(await marked, heads) };
}

/** Targets whose inputs hold a marked file. */
function holdersOf(marked: string[], heads: { target: Target; paths: string[] }[]): string[] {
  if (marked.length === 0) return [];
  const holds = touchIndex(marked);
  return heads.filter((r) => holds(r.paths)).map((r) => targetId(r.target));
}

/**
 * `git ls-tree` of both revisions; given the diff between them, only the head is listed and the
 * base is the head's listing with the diff undone (base-listing.ts). `headListing`: the head's
 * listing already started (check-start.ts).
 */
export function listBothTrees(
  repo: string,
  base: string,
  head: string,
  diff?: Promise<DiffRecord[]>,
  headListing?: Promise<TreeListing>,
): Promise<[TreeListing, TreeListing]> {
  const atHead = headListing ?? listTree(repo, head);
  const atBase = diff ? diff.then((records) => baseListing(repo, base, atHead, records)) : listTree(repo, base);
  return Promise.all([atBase, atHead]);
}

/** The sparse plan for a check, or the reason it needs whole trees. */
export async function planSparseCheck(input: SparseInput): Promise<SparsePlan | { reason: string }> {
  const { repo, config, changed } = input;
  const listings = await (input.listings ?? listBothTrees(repo, input.base, input.head));
  const reason = wholeTreeReason(config, changed, listings, input.platform ?? process.platform);
  if (reason) return { reason };
  const chosen = await whatToWrite(input, listings);
  if ('reason' in chosen) return chosen;
  return partialPlan(listings as [TreeListing, TreeListing], chosen.candidates, chosen.wanted);
}

/** The inputs of a target at one revision read from git, or why they cannot be worked out there. */
type InputsAt = (t: Target) => Promise<string[] | { reason: string }>;

function inputsAt(listing: TreeListing, blob: (oid: string) => Promise<BlobText>, configFile: string): InputsAt {
  const tree = gitTree(listing, blob);
  return (t) =>
    targetInputs(tree, t, configFile).catch((err: unknown) => ({
      reason: `the inputs of ${targetId(t)} cannot be read from git: ${err instanceof Error ? err.message : String(err)}`,
    }));
}

/** The candidates, and every path to write out (the inputs of their apps' targets on both sides). */
async function whatToWrite(
  input: SparseInput,
  listings: TreeListing[],
): Promise<{ candidates: Set<string>; wanted: Set<string> } | { reason: string }> {
  const { config, changed } = input;
  const holders = healthHolders(input);
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const [baseListing, headListing] = listings as [TreeListing, TreeListing];
  const touched = touchIndex(changed);
  // The head decides: a walk that meets no changed path reads the same at base (every path it
  // looked up or read is among its inputs), so the base is walked only for the targets written out.
  // Blobs are found by id: the base reads the ones it shares with the head from the head's read ahead.
  const blob = blobReader(input.repo, headListing);
  const atHead = inputsAt(headListing, blob, config.file);
  const heads: { target: Target; paths: string[]; hit: boolean }[] = [];
  for (const [i, found] of (await Promise.all(targets.map(atHead))).entries()) {
    if (!Array.isArray(found)) return found;
    heads.push({ target: targets[i] as Target, paths: found, hit: touched(found) });
  }
  const candidates = new Set(heads.filter((r) => r.hit).map((r) => targetId(r.target)));
  for (const id of await holders.of(heads)) candidates.add(id);
  // Drift and promotion render an app's other environments beside the affected one: write them too.
  const apps = new Set(targets.filter((t) => candidates.has(targetId(t))).map((t) => t.app));
  const written = heads.filter((r) => apps.has(r.target.app));
  const atBase = inputsAt(baseListing, blob, config.file);
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const paths of [...written.map((r) => r.paths), ...bases]) {
    if (!Array.isArray(paths)) return paths;
    for (const p of paths) wanted.add(normalizeRel(p));
  }
  return { candidates, wanted };
}

/**
 * The plan over what is written out. Made in its own scope: the plan lives through the whole
 * check, and must not keep the blob texts and per-target inputs alive with it.
 */
function partialPlan(listings: [TreeListing, TreeListing], candidates: Set<string>, wanted: Set<string>): SparsePlan {
  const [baseListing, headListing] = listings;
  return {
    candidates,
    files: { base: filesUnder(baseListing, wanted), head: filesUnder(headListing, wanted) },
    listings: { base: baseListing, head: headListing },
    verify(side, target, inputs) {
      const listing = side === 'base' ? baseListing : headListing;
      const missing = inputs === undefined ? ['(unknown)'] : inputs.filter((p) => !covered(listing, wanted, p));
      if (missing.length > 0)
        throw new SparseDoubt(
          `${targetId(target)} reads ${missing.slice(0, 3).join(', ')}, not written out at ${side}`,
        );
    },
  };
}
