// What a file names, for the reach (reach.ts): its words (reach-tokens.ts) resolved as paths
// from the kustomization folder it is read from and from its own folder, against one revision's
// listing. Plain names take shortcuts; test/engine/reach.test.ts holds them to the plain rules.
import path from 'node:path';
import type { TreeListing } from '../git/index.js';
import { isKustomizationFile } from './path-sets.js';
import { needsParse, referenceTokens } from './reach-tokens.js';

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
export function resolveRefs(base: string, tok: string): string[] {
  const out = [resolveRef(base, tok)];
  if (/[?#]/.test(tok) && !isRemote(tok)) {
    const r = normalizeRel(path.posix.join(base, tok.replace(/^\/+/, '')));
    if (r !== '..' && !r.startsWith('../')) out.push(r);
  }
  return out.filter((r): r is string => r !== undefined);
}

/**
 * A relative name with no `.`/`..` segment, empty segment, `\\`, `?`/`#` or remote syntax: base +
 * name is already normal, and resolveRefs would give exactly that.
 */
const SIMPLE_REF = /^(?!git@|github\.com\/)(?!\.\.?(\/|$))[^/\\?#]+(\/(?!\.\.?(\/|$))[^/\\?#]+)*\/?$/;

const refMemo = new WeakMap<SideReader, Map<string, Promise<string[] | string>>>();

/** A file's words, split once per text: plain relative names (trailing `/` dropped) and the rest. */
export interface FileWords {
  simple: string[];
  other: string[];
}

function wordsOf(cache: Map<string, FileWords | undefined>, text: string): FileWords | undefined {
  // Both revisions mostly hold the same files: their words are found once per plan.
  if (cache.has(text)) return cache.get(text);
  const tokens = referenceTokens(text);
  let words: FileWords | undefined;
  if (tokens) {
    words = { simple: [], other: [] };
    for (const tok of tokens) {
      if (SIMPLE_REF.test(tok)) words.simple.push(tok.replace(/\/+$/, ''));
      else words.other.push(tok);
    }
  }
  cache.set(text, words);
  return words;
}

/**
 * What `text`, the content of `file` read from `root`, names: every word resolved (see refsOf),
 * or the reason it could not be read. `cache` holds the words of texts already read.
 */
export function resolveText(
  listing: TreeListing,
  cache: Map<string, FileWords | undefined>,
  file: string,
  root: string,
  text: string,
): string[] | string {
  const words = wordsOf(cache, text);
  if (!words) return `${file} could not be read for references`;
  return resolveWords(listing, words, file, root);
}

/**
 * What a file names, resolved from the kustomization folder `root` and from its own folder:
 * existing files and folders, and absent paths outside `root` (an absent path inside it is
 * already covered by the folder). A string is the reason it could not be read. Shared by every
 * target that reaches the file.
 */
export function refsOf(side: SideReader, file: string, root: string): Promise<string[] | string> {
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
      if (namesNothingBeside(side.listing, file, root, text)) return [];
      return resolveText(side.listing, side.tokens, file, root, text);
    });
    memo.set(key, refs);
  }
  return refs;
}

/**
 * A file in its own kustomization folder whose text holds no `..`, no escape and none of the names
 * in that folder names nothing new, so its words need not be found (most resources). Read from
 * `root`, a word can only name a path under it, whose first name it holds, or `root` itself, which
 * is already reached. A word is the text as written unless the YAML is parsed (reach-tokens.ts):
 * then scalars folded over lines are joined with whitespace and `''` reads `'`, so a name holding
 * neither cannot be made that way; a name holding one needs the text free of such constructs.
 */
export function namesNothingBeside(listing: TreeListing, file: string, root: string, text: string): boolean {
  if (path.posix.dirname(file) !== root || text.includes('..') || text.includes('\\')) return false;
  const own = path.posix.basename(file);
  let joinable = false;
  for (const name of childNames(listing).get(root) ?? []) {
    if (name === own) continue;
    if (text.includes(name)) return false;
    if (/[\s']/.test(name)) joinable = true;
  }
  return !joinable || !needsParse(text);
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

/** Drops what was indexed for `listing` (the plan keeps the listing itself for verify). */
export function forgetChildNames(listing: TreeListing): void {
  childMemo.delete(listing);
}

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
