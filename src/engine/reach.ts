// Everything a target could read, worked out from a revision's git listing and the text of a few
// files, without writing the revision out: a superset of what targetInputs finds on disk. `check`
// walks for real only the targets whose reach a change touches (sparse-check.ts). Anything this
// cannot read the way kustomize or helm would is doubt: the target is then walked for real.
import path from 'node:path';
import type { Target } from '../model/target.js';
import { KUSTOMIZATION_NAMES } from '../render/kustomize-walk.js';
import { referenceTokens } from './reach-tokens.js';
import { normalizeRel, refsOf, resolveRefs, type FileWords, type SideReader } from './reach-refs.js';
import { chartMetaPaths } from './path-sets.js';

export { referenceTokens, normalizeRel, type FileWords };
export type { SideReader, UnreadBlob } from './reach-refs.js';

/** Files larger than this are not read for references: a target reaching one is walked for real. */
export const MAX_TOKENIZED_BYTES = 16 * 1024 * 1024;

export interface Reach {
  /** Repo-relative files and folders (a folder stands for everything under it). */
  paths: Set<string>;
  /** Set when the reach could not be worked out for sure: walk the target for real. */
  doubt?: string;
}

/** Reaches of kustomization folders another kustomization names, per side: shared bases are walked once. */
const namedDirs = new WeakMap<SideReader, Map<string, Promise<Reach>>>();

class ReachWalk {
  readonly paths = new Set<string>();
  doubt: string | undefined;
  private readonly seenDirs = new Set<string>();
  private readonly seenFiles = new Map<string, Set<string>>();
  private readonly seenCharts = new Set<string>();
  /** `share`: folders named by a kustomization take their reach from namedDirs (a reach is the same whoever asks). */
  constructor(
    private readonly side: SideReader,
    private readonly share: boolean,
  ) {}

  /** A kustomization folder: all of it, and whatever its kustomization files name. */
  async dir(dir: string): Promise<void> {
    if (this.seenDirs.has(dir)) return;
    this.seenDirs.add(dir);
    this.paths.add(dir);
    for (const name of KUSTOMIZATION_NAMES) {
      const file = dir === '.' ? name : `${dir}/${name}`;
      if (this.side.listing.files.has(file)) await this.file(file, dir);
    }
  }

  /** A folder named by a kustomization: its reach, worked out once per side (walked inline there, so cycles end). */
  private async namedDir(dir: string): Promise<void> {
    if (!this.share) return this.dir(dir);
    if (this.seenDirs.has(dir)) return;
    this.seenDirs.add(dir);
    let memo = namedDirs.get(this.side);
    if (!memo) namedDirs.set(this.side, (memo = new Map()));
    let reach = memo.get(dir);
    if (!reach) {
      const walk = new ReachWalk(this.side, false);
      reach = walk.dir(dir).then(() => ({ paths: walk.paths, ...(walk.doubt ? { doubt: walk.doubt } : {}) }));
      memo.set(dir, reach);
    }
    const { paths, doubt } = await reach;
    for (const p of paths) this.paths.add(p);
    if (doubt) this.doubt = doubt;
  }

  /** A file reached from the kustomization in `root`: it, and what its words name from there or from its own folder. */
  async file(file: string, root: string): Promise<void> {
    let seen = this.seenFiles.get(root);
    if (!seen) this.seenFiles.set(root, (seen = new Set()));
    if (seen.has(file)) return;
    seen.add(file);
    this.paths.add(file);
    const entry = this.side.listing.files.get(file);
    if (!entry) return;
    if (entry.size > MAX_TOKENIZED_BYTES) {
      this.doubt = `${file} is too large to read for references`;
      return;
    }
    const refs = await refsOf(this.side, file, root);
    if (typeof refs === 'string') {
      this.doubt = refs;
      return;
    }
    for (const r of refs) await this.ref(r, root);
  }

  private async ref(r: string, root: string): Promise<void> {
    if (this.side.listing.dirs.has(r) || r === '.') await this.namedDir(r);
    else if (this.side.listing.files.has(r)) await this.file(r, root);
    else this.paths.add(r); // absent: adding it later changes the target
  }

  /** A chart folder: all of it, and its `file://` dependencies (in every Chart.yaml under it). */
  async chart(dir: string, chartFiles: ChartFiles): Promise<void> {
    if (this.seenCharts.has(dir)) return;
    this.seenCharts.add(dir);
    this.paths.add(dir);
    for (const meta of chartFiles.get(dir) ?? []) {
      const text = await this.side.text(meta);
      const deps = typeof text === 'string' ? fileDependencies(this.side, text) : undefined;
      if (deps === undefined) {
        this.doubt = `${meta} could not be read for file:// dependencies`;
        continue;
      }
      const metaDir = path.posix.dirname(meta);
      for (const dep of deps) {
        const named = resolveRefs(metaDir, dep);
        if (named.length === 0) this.doubt = `${meta} names a file:// dependency outside the repository`;
        for (const r of named) {
          if (this.side.listing.dirs.has(r)) await this.chart(r, chartFiles);
          else this.paths.add(r);
        }
      }
    }
  }
}

/**
 * The `file://` paths a Chart.yaml or requirements.yaml could name, as helm reads them: quoted
 * names with spaces and escaped spellings (`file:\\/\\/`, `\\x2f`) too, through referenceTokens;
 * undefined when its escapes do not parse.
 */
export function fileDependencies(side: SideReader, text: string): string[] | undefined {
  let memo = depsMemo.get(side);
  if (!memo) depsMemo.set(side, (memo = new Map()));
  if (!memo.has(text)) memo.set(text, readFileDependencies(text));
  return memo.get(text);
}

/** Chart metadata texts → their file:// paths, per side (the targets of one chart share them). */
const depsMemo = new WeakMap<SideReader, Map<string, string[] | undefined>>();

function readFileDependencies(text: string): string[] | undefined {
  const tokens = referenceTokens(text);
  if (!tokens) return undefined;
  const out = new Set<string>();
  for (const m of text.matchAll(/file:\/\/([^\s'"#,\]}]+)/g)) out.add(m[1] ?? '');
  for (const t of tokens) if (t.startsWith('file://')) out.add(t.slice('file://'.length));
  return [...out];
}

/** Chart.yaml / requirements.yaml files (where `file://` dependencies are declared) by every folder above them (`.` too). */
export function chartMetaFiles(side: SideReader): ChartFiles {
  const byDir: ChartFiles = new Map();
  const add = (dir: string, file: string): void => {
    const files = byDir.get(dir);
    if (files) files.push(file);
    else byDir.set(dir, [file]);
  };
  for (const f of chartMetaPaths(side.listing)) {
    for (let d = f; d.includes('/');) {
      d = d.slice(0, d.lastIndexOf('/'));
      add(d, f);
    }
    add('.', f);
  }
  return byDir;
}

export type ChartFiles = Map<string, string[]>;

/**
 * Whether `test` holds for one of the paths a target's reach starts from, as the config spells
 * them: the config, its seeds, values files, chart folder and kustomization folder (asked in that
 * order, until one holds). Every other path of its reach is named by a file its walk reads.
 */
export function someEntry(target: Target, configFile: string, test: (spelled: string) => boolean): boolean {
  for (const seed of [configFile, target.origin.file]) if (seed && test(seed)) return true;
  for (const seed of target.origin.inputs ?? []) if (seed && test(seed)) return true;
  if (target.helm) {
    for (const f of target.helm.valueFiles) if (test(f)) return true;
    if (!target.helm.remote && test(target.helm.chart)) return true;
  }
  return test(target.path);
}

/** What `target` could read at this revision (see the file comment). */
export async function targetReach(
  side: SideReader,
  target: Target,
  configFile: string,
  chartFiles: ChartFiles,
): Promise<Reach> {
  const walk = new ReachWalk(side, true);
  someEntry(target, configFile, (p) => {
    walk.paths.add(normalizeRel(p));
    return false; // every entry
  });
  if (target.helm && !target.helm.remote) await walk.chart(normalizeRel(target.helm.chart), chartFiles);
  if (target.kind === 'kustomize') await walk.dir(normalizeRel(target.path));
  return { paths: walk.paths, ...(walk.doubt ? { doubt: walk.doubt } : {}) };
}
