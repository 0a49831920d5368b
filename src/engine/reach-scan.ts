// What the reach bound (reach-bound.ts) asks of a file's text, cheaply and never less than the
// reach (reach.ts) would find: could the file name a path holding a given name, could it name the
// folder it is read from or one above, and which names could it name a file with.
//
// Why the raw text is enough. A word W read from folder B names normalize(B/W): B's names, then
// W's names pushed one by one, `..` popping one. So each name of the result beyond a folder on B's
// way was pushed by W: it is one of W's names as written, delimited by `/`, or by where W starts or
// ends. Only when every name W pushed is popped again (`..` last, `.`, `/`) is the result B or a
// folder above it. referenceTokens starts a word after whitespace, `,[]{}"'\``, `=` or the start,
// and ends it before whitespace, `,[]{}"'\``, `:` or the end; resolveRefs also cuts at `?`/`#`. A
// YAML parse (reach-tokens.ts) adds strings as YAML reads them: without `\` they are the text's
// pieces, except that a scalar may start after a flow `:` (so `:` counts as a start too), a folded
// one joins lines with whitespace and `''` reads `'`. Such joined names hold whitespace or `'`:
// names like that, and every text with a `\`, are asked of the words themselves (tokenScan).
import { referenceTokens } from './reach-tokens.js';

/** Characters after which a name of a word can start. */
const BEFORE = /[\s,[\]{}"'`=:/\\]/;
/** Characters before which a name of a word can end. */
const AFTER = /[\s,[\]{}"'`:/\\?#]/;
/** Every character that can delimit a name: the pieces between them hold every plain name. */
const DELIMITERS = /[\s,[\]{}"'`=:/\\?#]+/;
/** A word whose last name is `..`: it names a folder above the one it is read from (or leaves the repo). */
const NAMES_ABOVE = /\.\.[./]*(?![^\s,[\]{}"'`:\\?#])/;
/** Runs of `.` and `/`: a word of only these (`.`, `./`, `/`) names the folder it is read from. */
const DOTS_AND_SLASHES = /[./]+/g;

/**
 * A character class as a test of one UTF-16 unit (the hot loops test one character at a time):
 * the ASCII characters listed and all whitespace (`\s`, which holds non-ASCII spaces too).
 */
function charClass(ascii: string): (code: number) => boolean {
  const table = new Uint8Array(128);
  for (let i = 0; i < 128; i++)
    if (ascii.includes(String.fromCharCode(i)) || /\s/.test(String.fromCharCode(i))) table[i] = 1;
  return (code) => (code < 128 ? table[code] === 1 : /\s/.test(String.fromCharCode(code)));
}

/** Where a word starts after (referenceTokens, and a parsed scalar after a flow `:`). */
const wordStart = charClass(',[]{}"\'`=:\\');
/** Where a word ends before. */
const wordEnd = charClass(',[]{}"\'`:\\');
/** Where what resolveRefs reads of a word ends before (it cuts at `?` and `#`). */
const readEnd = charClass(',[]{}"\'`:\\?#');
/** A character of ODD_NAME. */
export const oddChar = charClass(',[]{}"\'`=:/\\?#');

/** A name that cannot be told from the raw text: it holds a delimiter, or what a parse would join. */
export const ODD_NAME = /[\s,[\]{}"'`=:/\\?#]/;
/** A name a YAML parse could make up from pieces of the text (folded lines, `''`). */
export const JOINED_NAME = /[\s']/;

/** What the bound asks of one file's text. */
export interface TextScan {
  /** Could name a folder above the one it is read from. */
  above: boolean;
  /** Could name the folder it is read from itself. */
  own: boolean;
  /** Could name a path outside the folder it is read from and its own (a word with `..`). */
  leaves: boolean;
  /** Could name a path with `name` as one of its names. */
  holds(name: string): boolean;
  /** Names it could name a file with; a name matching ODD_NAME may be missing (ask holds). */
  words(): Iterable<string>;
  /** The same, of only its words with `..` (the others name paths under the folder it is read from or its own). */
  leavingWords(): Iterable<string>;
}

/** The text as written, for a text with no `\` (see the file comment). */
export function rawScan(text: string): TextScan {
  return new RawScan(text);
}

/**
 * One object per file (the bound keeps thousands alive until the plan is made), and `own` is
 * looked for only when asked: most files are told apart before that.
 */
class RawScan implements TextScan {
  readonly above: boolean;
  readonly leaves: boolean;
  private ownMemo: boolean | undefined;

  constructor(private readonly text: string) {
    this.leaves = text.includes('..');
    this.above = this.leaves && NAMES_ABOVE.test(text);
  }

  get own(): boolean {
    return (this.ownMemo ??= namesOwn(this.text));
  }

  holds(name: string): boolean {
    return holdsName(this.text, name);
  }

  words(): Iterable<string> {
    return this.text.split(DELIMITERS);
  }

  leavingWords(): Iterable<string> {
    return climbingWords(this.text);
  }
}

/** Whether a word of `text` is only `.` and `/`: a whole run of them between a word's start and end. */
function namesOwn(text: string): boolean {
  DOTS_AND_SLASHES.lastIndex = 0;
  for (let m = DOTS_AND_SLASHES.exec(text); m; m = DOTS_AND_SLASHES.exec(text)) {
    const end = m.index + m[0].length;
    if (
      (m.index === 0 || wordStart(text.charCodeAt(m.index - 1))) &&
      (end === text.length || readEnd(text.charCodeAt(end)))
    )
      return true;
  }
  return false;
}

/** The names of every word of `text` that holds `..` (a stretch at least as long as the word, split at delimiters). */
function climbingWords(text: string): string[] {
  const out: string[] = [];
  for (let i = text.indexOf('..'); i >= 0;) {
    let start = i;
    while (start > 0 && !wordStart(text.charCodeAt(start - 1))) start--;
    let end = i + 2;
    while (end < text.length && !wordEnd(text.charCodeAt(end))) end++;
    out.push(...text.slice(start, end).split(DELIMITERS));
    i = text.indexOf('..', end);
  }
  return out;
}

/** Whether `name` occurs in `text` where a word's name can start and end. */
export function holdsName(text: string, name: string): boolean {
  if (name === '') return false;
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const end = i + name.length;
    if ((i === 0 || BEFORE.test(text.charAt(i - 1))) && (end === text.length || AFTER.test(text.charAt(end))))
      return true;
  }
  return false;
}

/** The words themselves (referenceTokens), for texts with escapes; undefined when they do not parse. */
export function tokenScan(text: string): TextScan | undefined {
  const tokens = referenceTokens(text);
  if (!tokens) return undefined;
  const names = new Set<string>();
  let above = false;
  let own = false;
  for (const tok of tokens) {
    // resolveRefs reads a word up to `?`/`#`, and as a whole too when it holds one.
    const clean = tok.replace(/[?#].*$/, '');
    for (const v of clean === tok ? [tok] : [clean, tok]) {
      if (v === '') continue;
      const climb = walkNames(v, names);
      if (climb === 'above') above = true;
      if (climb === 'own') own = true;
    }
  }
  const words = () => names;
  return { above, own, leaves: names.has('..'), holds: (name) => names.has(name), words, leavingWords: words };
}

/** Adds the names of a word to `names`; where what it names ends up: above, at, or under its folder. */
function walkNames(word: string, names: Set<string>): 'above' | 'own' | 'under' {
  let pushed = 0;
  let climbed = false;
  for (const name of word.split(/[/\\]/)) {
    if (name === '' || name === '.') continue;
    names.add(name);
    if (name !== '..') pushed++;
    else if (pushed > 0) pushed--;
    else climbed = true;
  }
  if (pushed > 0) return 'under';
  return climbed ? 'above' : 'own';
}
