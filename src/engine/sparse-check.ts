// `check` whose cost follows the change, not the repository: when the targets are declared in the
// config, a scan of the head's texts bounds which targets a changed file can reach (reach-bound.ts),
// their reach (reach.ts) is worked out from git's listing, and only the targets a changed file
// touches (plus the other environments of their apps, for drift and promotion) are written out,
// walked and rendered. Everything else goes the whole-tree way: discovery, a
// symlink or submodule in the repo, a change to the config, CRDs, checks, records or health tests,
// and any target whose real inputs turn out to lie outside what was written (SparseDoubt).
import type { Config } from '../model/config.js';
import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import { baseListing, filesContaining, listTree, oddEntry, type DiffRecord, type TreeListing } from '../git/index.js';
import { blobReader, forgetReadAhead, prefetchReachBlobs, type BlobText } from './reach-blobs.js';
import { forgetChildNames } from './reach-refs.js';
import { reachBound } from './reach-bound.js';
import { HEALTH_CUSTOMIZATIONS_MARKER, needsHealthCustomizations } from './health-affected.js';
import { repoLocationFolders } from './schema-locations.js';
import { declaresTargetsOnly, fromConfig } from '../targets/discover.js';
import { isAttributesFile, touches } from '../targets/index.js';
import { filesUnder, touchIndex } from './path-sets.js';
import {
  chartMetaFiles,
  normalizeRel,
  targetReach,
  type ChartFiles,
  type FileWords,
  type SideReader,
} from './reach.js';

/** The partial trees lack something a target reads: run the check on whole trees instead. */
export class SparseDoubt extends Error {
  override name = 'SparseDoubt';
}

export interface SparsePlan {
  /** Targets a change could touch (or whose reach is in doubt): walked for real. */
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
  // macOS and Windows fold case by default: `../Base` opens `base/` there, which the reach (exact
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
    // The reach reads `\` in a reference as `/` (normalizeRel); a name holding one is read literally.
    if (odd?.why === 'backslash') return `${odd.file} has a backslash in its name`;
  }
  return undefined;
}

function sideReader(
  listing: TreeListing,
  blob: (oid: string) => Promise<BlobText>,
  tokens: Map<string, FileWords | undefined>,
): SideReader {
  return {
    listing,
    tokens,
    text(file) {
      const entry = listing.files.get(file);
      return entry ? blob(entry.oid) : Promise.resolve(undefined);
    },
  };
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
 * Targets whose reach holds Argo CD health customizations: `health/missing` judges new kinds with
 * the argocd-cm they configure (health-affected.ts), so they are rendered with any change.
 */
function healthHolders(input: SparseInput): {
  needed: boolean;
  marked: Promise<string[]>;
  of: (heads: { target: Target; paths?: Set<string> }[]) => Promise<string[]>;
} {
  const needed = needsHealthCustomizations(input.changed, input.config, false);
  // git greps the head (another process) while the reach is worked out.
  const marked = needed
    ? filesContaining(input.repo, input.head, HEALTH_CUSTOMIZATIONS_MARKER).then((found) => [...found])
    : Promise.resolve([]);
  marked.catch(() => undefined); // awaited below, after the reach
  return { needed, marked, of: async (heads) => holdersOf(await marked, heads) };
}

/** Targets whose reach (kept when health is asked; reach-bound.ts leaves out the others) holds a marked file. */
function holdersOf(marked: string[], heads: { target: Target; paths?: Set<string> }[]): string[] {
  if (marked.length === 0) return [];
  const holds = touchIndex(marked);
  return heads.filter((r) => r.paths !== undefined && holds(r.paths)).map((r) => targetId(r.target));
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
  // Only now that the partial way is taken: the blobs the head's reach will likely read, in one
  // batch (the base is walked only for the targets written out, and mostly holds the same blobs).
  prefetchReachBlobs(repo, [listings[1] as TreeListing]);
  const { candidates, wanted } = await whatToWrite(input, listings);
  forgetReadAhead(listings);
  for (const l of listings) forgetChildNames(l);
  return partialPlan(listings as [TreeListing, TreeListing], candidates, wanted);
}

/** The candidates, and every path to write out (the reach of their apps' targets on both sides). */
async function whatToWrite(input: SparseInput, listings: TreeListing[]) {
  const { config, changed } = input;
  const holders = healthHolders(input);
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  const blob = blobReader(input.repo, listings);
  const tokens = new Map<string, FileWords | undefined>();
  const [baseSide, headSide] = listings.map((l) => sideReader(l, blob, tokens)) as [SideReader, SideReader];
  const reachAt = (side: SideReader, charts: ChartFiles) => (t: Target) => targetReach(side, t, config.file, charts);
  // The head's reach decides: a walk that meets no changed path reads the same at base (every path
  // it looked up or read is in its reach), so the base is walked only for the targets written out.
  const headCharts = chartMetaFiles(headSide);
  const atHead = reachAt(headSide, headCharts);
  const touched = touchIndex(changed);
  // Only targets whose reach can touch a changed file or a health customization are walked; a
  // bound from the raw texts finds them (reach-bound.ts), or every target is when it cannot.
  const sought = holders.marked.then((marked) => [...changed, ...marked]);
  const bound = await reachBound(headSide, headCharts, sought, targets, config.file);
  // Only the reaches still needed are kept (thousands of path sets would otherwise live, and be
  // copied by the GC, until the plan is made): the candidates', and all when health is asked.
  const heads = await Promise.all(
    (bound ? targets.filter((t) => bound.has(t)) : targets).map(async (t) => {
      const r = await atHead(t);
      const hit = r.doubt !== undefined || touched(r.paths);
      return { target: t, hit, ...(hit || holders.needed ? { paths: r.paths } : {}) };
    }),
  );
  const candidates = new Set(heads.filter((r) => r.hit).map((r) => targetId(r.target)));
  for (const id of await holders.of(heads)) candidates.add(id);
  // Drift and promotion render an app's other environments beside the affected one: write them too.
  const apps = new Set(targets.filter((t) => candidates.has(targetId(t))).map((t) => t.app));
  // A reach dropped or not worked out above is worked out now: its files are memoised.
  const kept = new Map(heads.map((r) => [r.target, r.paths]));
  const written = await Promise.all(
    targets
      .filter((t) => apps.has(t.app))
      .map(async (t) => ({ target: t, paths: kept.get(t) ?? (await atHead(t)).paths })),
  );
  const atBase = reachAt(baseSide, written.length ? chartMetaFiles(baseSide) : new Map());
  const bases = await Promise.all(written.map((r) => atBase(r.target)));
  const wanted = new Set(globalPaths(config));
  for (const r of [...written, ...bases]) for (const p of r.paths) wanted.add(p);
  return { candidates, wanted };
}

/**
 * The plan over what is written out. Made in its own scope: the plan lives through the whole
 * check, and must not keep the reach's blob texts, words and per-target reaches alive with it.
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
