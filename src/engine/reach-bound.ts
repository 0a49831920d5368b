// Which declared targets' reach (reach.ts) can touch a set of paths, found without walking each
// target: the partial plan (sparse-check.ts) walks only these, instead of all of them.
//
// Why it holds. A path enters a target's reach as one of its entries (someEntry), as a folder
// or file under an entry, or as what a file read by its walk names. Call a file hot when its text
// could name a path touching the set X (reach-scan.ts: it holds one of the names of X's paths as a
// word's name, names a folder above the one it is read from, or could not be read). X starts as
// the changed paths and takes in every hot file until nothing new is hot. Take the first path of a
// reach that touches X: it is an entry, or lies under one that touches X too, or was named by a
// file read before it, which is hot and so in X and in the reach before it; or it lies on the way
// to the folder that file was read from, which is in the reach before it. So a reach touches X only
// if an entry does. The files tested are every file under a kustomization folder (where a walk
// starts reading), then, repeatedly, the files whose name a file that can leave its folders (`..`)
// or lies elsewhere holds as a word; chart metadata is tested through its `file://` paths. A text
// read from the folder it names with `.` names a folder already reached, unless it was read from
// elsewhere: then it is hot when its own folder touches X.
import path from 'node:path';
import type { Target } from '../model/target.js';
import { isKustomizationFile, pathsNamed, touchIndex, underKustomizations } from './path-sets.js';
import {
  fileDependencies,
  MAX_TOKENIZED_BYTES,
  normalizeRel,
  type ChartFiles,
  someEntry,
  type SideReader,
} from './reach.js';
import { resolveRefs } from './reach-refs.js';
import { JOINED_NAME, ODD_NAME, oddChar, rawScan, tokenScan, type TextScan } from './reach-scan.js';
import { needsParse } from './reach-tokens.js';

/** Past this many bytes of text to scan, the bound is not worth it: every target is walked. */
const MAX_SCANNED_BYTES = 32 * 1024 * 1024;
/** Past this many (file, name) tests, every target is walked: the change touches too much to bound. */
const MAX_NAME_TESTS = 2_000_000;

interface Scanned {
  file: string;
  /** Could name a path touching X: every target reaching it is walked. */
  hot: boolean;
  /** The raw text, while it is asked raw (a parse-sensitive name turns it into `scan` by words). */
  text?: string;
  scan?: TextScan;
}

/**
 * The targets whose reach at `side` can touch the `sought` paths, or undefined when no bound was made (the
 * caller walks every target, as before).
 */
export async function reachBound(
  side: SideReader,
  chartFiles: ChartFiles,
  sought: Promise<readonly string[]>,
  targets: readonly Target[],
  configFile: string,
): Promise<Set<Target> | undefined> {
  const scan = new BoundScan(side);
  if (!(await scan.read(underKustomizations(side.listing)))) return undefined;
  if (!(await scan.close())) return undefined;
  const metas = await chartMetas(side, chartFiles);
  const paths = await sought;
  if (paths.some((p) => p === '' || p === '.')) return undefined;
  const hot = scan.fixpoint(paths, metas);
  if (!hot) return undefined;
  const touched = touchIndex(hot);
  // Targets share spellings (the config, a chart, a values file): each is looked up once.
  const memo = new Map<string, boolean>();
  const touches = (spelled: string): boolean => {
    let t = memo.get(spelled);
    if (t === undefined) memo.set(spelled, (t = touched.one(normalizeRel(spelled))));
    return t;
  };
  return new Set(targets.filter((t) => someEntry(t, configFile, touches)));
}

/** Chart metadata file → the paths its `file://` dependencies name; a file that could name anything is left out of `named`. */
interface ChartMetas {
  named: Map<string, string[]>;
  hot: string[];
}

async function chartMetas(side: SideReader, chartFiles: ChartFiles): Promise<ChartMetas> {
  const metas = chartFiles.get('.') ?? [];
  const texts = await Promise.all(metas.map((m) => side.text(m)));
  const out: ChartMetas = { named: new Map(), hot: [] };
  metas.forEach((meta, i) => {
    const text = texts[i];
    if (typeof text !== 'string') return void out.hot.push(meta); // doubt in the walk
    // A dependency is `file://` as written, or spelled with escapes (reach.ts, fileDependencies).
    if (!text.includes('file://') && !text.includes('\\')) return;
    const deps = fileDependencies(side, text);
    const named = deps?.map((d) => resolveRefs(path.posix.dirname(meta), d));
    if (!named || named.some((n) => n.length === 0)) out.hot.push(meta);
    else if (named.length > 0) out.named.set(meta, named.flat());
  });
  return out;
}

class BoundScan {
  readonly files = new Map<string, Scanned>();
  /** Files to read the names of for more files they could name (see close). */
  private leaving: Scanned[] = [];
  /** Files read because a word names them, under no kustomization folder. */
  private readonly outside = new Set<Scanned>();

  constructor(private readonly side: SideReader) {}

  /** Bytes of text read so far. */
  private bytes = 0;

  /** Reads and scans `files`; false when all read so far is too big to be worth it. */
  async read(files: readonly string[], first = true): Promise<boolean> {
    const entries = files.map((f) => this.side.listing.files.get(f));
    for (const e of entries) this.bytes += e && e.size <= MAX_TOKENIZED_BYTES ? e.size : 0;
    if (this.bytes > MAX_SCANNED_BYTES) return false;
    const texts = await Promise.all(
      files.map((f, i) => ((entries[i]?.size ?? 0) > MAX_TOKENIZED_BYTES ? null : this.side.text(f))),
    );
    files.forEach((file, i) => {
      const s = scanned(file, texts[i]);
      this.files.set(file, s);
      if (!first) this.outside.add(s);
      if (!s.hot && s.scan && (!first || s.scan.leaves)) this.leaving.push(s);
    });
    return true;
  }

  /** Adds, until none is new, the files a leaving file could name: by a word, or holding an odd name; false when too big. */
  async close(): Promise<boolean> {
    while (this.leaving.length > 0) {
      const leaving = this.leaving;
      this.leaving = [];
      const words = new Set<string>();
      for (const s of leaving) {
        // A file under a kustomization folder names paths under one unless a word climbs (`..`).
        for (const w of (this.outside.has(s) ? s.scan?.words() : s.scan?.leavingWords()) ?? []) words.add(w);
      }
      words.delete('');
      // Only a path whose last name is a word or odd can be named: those are found natively first.
      const asked = pathsNamed(this.side.listing, words, ODD_NAME.source) ?? this.side.listing.files.keys();
      const more: string[] = [];
      for (const f of asked) if (!this.files.has(f) && named(f, words, leaving)) more.push(f);
      if (more.length > 0 && !(await this.read(more, false))) return false; // unscanned files: no bound
    }
    return true;
  }

  /** X (see the file comment): `paths` and every hot file; undefined when it grew too big to bound. */
  fixpoint(paths: readonly string[], metas: ChartMetas): Set<string> | undefined {
    const x = new Set<string>();
    let fresh = [...paths, ...metas.hot];
    for (const s of this.files.values()) if (s.hot) fresh.push(s.file);
    const tested = new Set<string>();
    const metaHot = new Set(metas.hot);
    let tests = 0;
    while (fresh.length > 0) {
      for (const p of fresh) x.add(p);
      const names = newNames(fresh, tested);
      tests += names.length * this.files.size;
      if (tests > MAX_NAME_TESTS) return undefined;
      const touched = touchIndex(x);
      fresh = [];
      const joinable = names.some((n) => JOINED_NAME.test(n));
      for (const s of this.files.values()) {
        if (s.hot) continue;
        if (joinable && s.text !== undefined && needsParse(s.text)) toWords(s);
        const hit =
          s.hot || names.some((n) => s.scan?.holds(n)) || (s.scan?.own && touched([path.posix.dirname(s.file)]));
        if (hit) {
          s.hot = true;
          fresh.push(s.file);
        }
      }
      for (const [meta, named] of metas.named)
        if (!metaHot.has(meta) && touched(named)) {
          metaHot.add(meta);
          fresh.push(meta);
        }
      fresh = fresh.filter((f) => !x.has(f));
    }
    return x;
  }
}

/** Whether a file's name is one of `words`, or is odd (ODD_NAME) and held by one of `texts`. */
function named(file: string, words: ReadonlySet<string>, texts: readonly Scanned[]): boolean {
  const from = file.lastIndexOf('/') + 1;
  let odd = false;
  for (let i = from; i < file.length && !odd; i++) odd = oddChar(file.charCodeAt(i));
  // Most names are neither: told without cutting the name out of the path.
  if (!odd && words.size <= 8) {
    for (const w of words) if (file.length - w.length === from && file.endsWith(w)) return true;
    return false;
  }
  const name = file.slice(from);
  return words.has(name) || (odd && texts.some((s) => holds(s, name)));
}

/** Whether a file could name a path with `name` in it; a name a parse could join is asked of its words. */
function holds(s: Scanned, name: string): boolean {
  if (s.text !== undefined && JOINED_NAME.test(name) && needsParse(s.text)) toWords(s);
  return s.hot || s.scan?.holds(name) === true;
}

/** A file's scan from its text (see Scanned); `null`: too large to read, doubt in the walk. */
function scanned(file: string, text: string | undefined | { unread: string } | null): Scanned {
  if (text === null || typeof text === 'object') return { file, hot: true };
  // Not UTF-8: a kustomization is doubt, any other file names nothing (refsOf).
  if (text === undefined) return { file, hot: isKustomizationFile(file) };
  const scan = text.includes('\\') ? tokenScan(text) : rawScan(text);
  if (!scan || scan.above) return { file, hot: true };
  return { file, hot: false, scan, ...(text.includes('\\') ? {} : { text }) };
}

/** A raw scan asked by words instead: a name a parse could join is about to be asked. */
function toWords(s: Scanned): void {
  const scan = s.text === undefined ? undefined : tokenScan(s.text);
  delete s.text;
  if (!scan || scan.above) s.hot = true;
  else s.scan = scan;
}

/** The names of `paths` not asked yet (each added to `tested`). */
function newNames(paths: readonly string[], tested: Set<string>): string[] {
  const out: string[] = [];
  for (const p of paths)
    for (const n of p.split('/'))
      if (n !== '' && !tested.has(n)) {
        tested.add(n);
        out.push(n);
      }
  return out;
}
