// Everything a target could read, worked out from a revision's git listing and the text of a few
// files, without writing the revision out: a superset of what targetInputs finds on disk. `check`
// walks for real only the targets whose reach a change touches (sparse-check.ts). Anything this
// cannot read the way kustomize or helm would is doubt: the target is then walked for real.
import path from 'node:path';
import type { Target } from '../model/target.js';
import type { TreeListing } from '../git/index.js';
import { KUSTOMIZATION_NAMES } from '../render/kustomize-walk.js';
import { referenceTokens } from './reach-tokens.js';

export { referenceTokens };

/** Files larger than this are not read for references: a target reaching one is walked for real. */
const MAX_TOKENIZED_BYTES = 16 * 1024 * 1024;

/** git could not give a blob (a failed or over-budget `cat-file`): what it names is unknown. */
export interface UnreadBlob {
  unread: string;
}

export interface SideReader {
  listing: TreeListing;
  /** A file's text; undefined when it is absent or not UTF-8; UnreadBlob when git failed to give it. */
  text(file: string): Promise<string | undefined | UnreadBlob>;
  /** referenceTokens by text, shared by the two revisions of one plan. */
  tokens: Map<string, FileWords | undefined>;
}

export interface Reach {
  /** Repo-relative files and folders (a folder stands for everything under it). */
  paths: Set<string>;
  /** Set when the reach could not be worked out for sure: walk the target for real. */
  doubt?: string;
}

/** A path with no `.`/`..` or empty segment, `\\`, or leading or trailing `/`: already normal. */
const NORMAL_REL = /^(?!\.\.?(\/|$))[^/\\]+(\/(?!\.\.?(\/|$))[^/\\]+)*$/;

/** `./a/b/` → `a/b`; the repo root is `.`. */
export function normalizeRel(p: string): string {
  if (NORMAL_REL.test(p)) return p;
  const n = path.posix.normalize(p.replace(/\\/g, '/')).replace(/\/+$/, '');
  return n === '' ? '.' : n;
}

const isRemote = (tok: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(tok) || /^(git@|github\.com\/)/.test(tok);

/** A reference resolved against a folder, or undefined when it leaves the repository or is remote. */
function resolveRef(base: string, tok: string): string | undefined {
  if (isRemote(tok)) return undefined;
  const clean = tok.replace(/[?#].*$/, '');
  if (clean === '') return undefined;
  const r = normalizeRel(path.posix.join(base, clean.replace(/^\/+/, '')));
  return r === '..' || r.startsWith('../') ? undefined : r;
}

/**
 * What a word could name from `base`: the path before any `?`/`#` (a remote-style query or
 * fragment) and, as kustomize reads a local name literally, the whole word too (`cm#1.yaml`).
 */
function resolveRefs(base: string, tok: string): string[] {
  const out = [resolveRef(base, tok)];
  if (/[?#]/.test(tok) && !isRemote(tok)) {
    const r = normalizeRel(path.posix.join(base, tok.replace(/^\/+/, '')));
    if (r !== '..' && !r.startsWith('../')) out.push(r);
  }
  return out.filter((r): r is string => r !== undefined);
}

/** A relative name with no `.`/`..` segment, empty segment or URL syntax: base + name is already normal. */
const SIMPLE_REF = /^(?!\.\.?(\/|$))[\w-][\w.-]*(\/(?!\.\.?(\/|$))[\w.-]+)*\/?$/;

const isKustomizationFile = (file: string): boolean =>
  (KUSTOMIZATION_NAMES as readonly string[]).includes(path.posix.basename(file));

const refMemo = new WeakMap<SideReader, Map<string, Promise<string[] | string>>>();

/** A file's words, split once per text: plain relative names (trailing `/` dropped) and the rest. */
export interface FileWords {
  simple: string[];
  other: string[];
}

function wordsOf(side: SideReader, text: string): FileWords | undefined {
  // Both revisions mostly hold the same files: their words are found once per plan.
  if (side.tokens.has(text)) return side.tokens.get(text);
  const tokens = referenceTokens(text);
  let words: FileWords | undefined;
  if (tokens) {
    words = { simple: [], other: [] };
    for (const tok of tokens) {
      if (SIMPLE_REF.test(tok)) words.simple.push(tok.replace(/\/+$/, ''));
      else words.other.push(tok);
    }
  }
  side.tokens.set(text, words);
  return words;
}

/**
 * What a file names, resolved from the kustomization folder `root` and from its own folder:
 * existing files and folders, and absent paths outside `root` (an absent path inside it is
 * already covered by the folder). A string is the reason it could not be read. Shared by every
 * target that reaches the file.
 */
function refsOf(side: SideReader, file: string, root: string): Promise<string[] | string> {
  let memo = refMemo.get(side);
  if (!memo) refMemo.set(side, (memo = new Map()));
  const key = `${file}\0${root}`;
  let refs = memo.get(key);
  if (!refs) {
    refs = side.text(file).then((text) => {
      if (typeof text === 'object') return `${file} could not be read from git: ${text.unread}`;
      // Not UTF-8: kustomize reads no references from a binary resource, but it does read a
      // kustomization in UTF-16 (with a BOM): such a kustomization is doubt, never "names nothing".
      if (text === undefined) return isKustomizationFile(file) ? `${file} is not UTF-8 text` : [];
      const words = wordsOf(side, text);
      if (!words) return `${file} could not be read for references`;
      return resolveWords(side.listing, words, file, root);
    });
    memo.set(key, refs);
  }
  return refs;
}

/** `words` of `file` resolved from `root` and from the file's folder (see refsOf). */
function resolveWords(listing: TreeListing, words: FileWords, file: string, root: string): string[] {
  const out = new Set<string>();
  const inRoot = (r: string): boolean => root === '.' || r === root || r.startsWith(`${root}/`);
  const exists = (r: string): boolean => listing.files.has(r) || listing.dirs.has(r);
  const names = childNames(listing);
  for (const base of new Set([root, path.posix.dirname(file)])) {
    // A plain relative name joined to `base` stays under it (no `.`/`..` segment), so it is joined
    // without normalizing, and whether it lies in `root` is known from `base` unless `root` is
    // under `base`: most files are read from their own root, where only existing names count.
    const baseInRoot = inRoot(base);
    const rootUnderBase = base === '.' || root.startsWith(`${base}/`);
    // Most words name nothing in `base`: its entries' names tell so without joining the path.
    const here = names.get(base);
    for (const tok of words.simple) {
      const slash = tok.indexOf('/');
      if (baseInRoot && !here?.has(slash < 0 ? tok : tok.slice(0, slash))) continue;
      const r = base === '.' ? tok : `${base}/${tok}`;
      if (r === file) continue;
      if (baseInRoot ? exists(r) : !rootUnderBase || exists(r) || !inRoot(r)) out.add(r);
    }
    for (const tok of words.other) {
      for (const r of resolveRefs(base, tok)) {
        if (r !== file && (exists(r) || r === '.' || !inRoot(r))) out.add(r);
      }
    }
  }
  return [...out];
}

const childMemo = new WeakMap<TreeListing, Map<string, Set<string>>>();

/** The names of the files and folders in each folder of a listing (`.` is the root). */
function childNames(listing: TreeListing): Map<string, Set<string>> {
  let names = childMemo.get(listing);
  if (names) return names;
  names = new Map();
  for (const p of [...listing.files.keys(), ...listing.dirs]) {
    const slash = p.lastIndexOf('/');
    const dir = slash < 0 ? '.' : p.slice(0, slash);
    let set = names.get(dir);
    if (!set) names.set(dir, (set = new Set()));
    set.add(p.slice(slash + 1));
  }
  childMemo.set(listing, names);
  return names;
}

class ReachWalk {
  readonly paths = new Set<string>();
  doubt: string | undefined;
  private readonly seen = new Set<string>();
  constructor(private readonly side: SideReader) {}

  /** A kustomization folder: all of it, and whatever its kustomization files name. */
  async dir(dir: string): Promise<void> {
    if (this.seen.has(`d:${dir}`)) return;
    this.seen.add(`d:${dir}`);
    this.paths.add(dir);
    for (const name of KUSTOMIZATION_NAMES) {
      const file = dir === '.' ? name : `${dir}/${name}`;
      if (this.side.listing.files.has(file)) await this.file(file, dir);
    }
  }

  /** A file reached from the kustomization in `root`: it, and what its words name from there or from its own folder. */
  async file(file: string, root: string): Promise<void> {
    if (this.seen.has(`f:${file}|${root}`)) return;
    this.seen.add(`f:${file}|${root}`);
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
    if (this.side.listing.dirs.has(r) || r === '.') await this.dir(r);
    else if (this.side.listing.files.has(r)) await this.file(r, root);
    else this.paths.add(r); // absent: adding it later changes the target
  }

  /** A chart folder: all of it, and its `file://` dependencies (in every Chart.yaml under it). */
  async chart(dir: string, chartFiles: ChartFiles): Promise<void> {
    if (this.seen.has(`c:${dir}`)) return;
    this.seen.add(`c:${dir}`);
    this.paths.add(dir);
    for (const meta of chartFiles.get(dir) ?? []) {
      const text = await this.side.text(meta);
      const deps = typeof text === 'string' ? fileDependencies(text) : undefined;
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
function fileDependencies(text: string): string[] | undefined {
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
  for (const f of side.listing.files.keys()) {
    if (!/(^|\/)(Chart|requirements)\.yaml$/.test(f)) continue;
    for (let d = f; d.includes('/');) {
      d = d.slice(0, d.lastIndexOf('/'));
      byDir.set(d, [...(byDir.get(d) ?? []), f]);
    }
    byDir.set('.', [...(byDir.get('.') ?? []), f]);
  }
  return byDir;
}

export type ChartFiles = Map<string, string[]>;

/** What `target` could read at this revision (see the file comment). */
export async function targetReach(
  side: SideReader,
  target: Target,
  configFile: string,
  chartFiles: ChartFiles,
): Promise<Reach> {
  const walk = new ReachWalk(side);
  const seeds = [configFile, target.origin.file, ...(target.origin.inputs ?? [])];
  for (const seed of seeds) if (seed) walk.paths.add(normalizeRel(seed));
  if (target.helm) {
    for (const f of target.helm.valueFiles) walk.paths.add(normalizeRel(f));
    if (!target.helm.remote) await walk.chart(normalizeRel(target.helm.chart), chartFiles);
  }
  if (target.kind === 'kustomize') await walk.dir(normalizeRel(target.path));
  else walk.paths.add(normalizeRel(target.path));
  return { paths: walk.paths, ...(walk.doubt ? { doubt: walk.doubt } : {}) };
}
