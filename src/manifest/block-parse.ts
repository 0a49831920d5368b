import { resolvePlain, STRING } from './fast-schema.js';
import { bail, doubleQuoted, flowValue, GIVE_UP, plainValue, restIsComment, singleQuoted } from './block-scalars.js';

/**
 * A line-at-a-time reader for the block YAML that renderers print (`key: value`, `- item`,
 * `key: |` literals, one-line quoted scalars, `[]` and `{}`): it gives the value js-yaml gives with
 * FAST_SCHEMA, in a fraction of its time, and gives up (BAIL) on anything else, which js-yaml then
 * reads as before. It only runs on a document the fast path's pre-scan let through (fast-stream.ts:
 * no tabs, anchors, tags, directives, multi-line flow or quoted scalars). It never decides that
 * text is invalid: whatever it is unsure of — folded `>` scalars, plain scalars continued on
 * another line, non-empty flow collections, quoted or non-string keys, escapes JSON does not
 * share, duplicate keys, odd indentation — is BAIL. test/manifest/block-parse.test.ts holds it to
 * js-yaml on every document of the corpus and on random documents built from the risky pieces.
 */
export const BAIL = Symbol('bail');

/** Deeper than this, bail: js-yaml refuses nesting past its maxDepth (100 composed nodes). */
const MAX_DEPTH = 40;

interface Lines {
  text: string;
  /** Start offset of each line; its end is the next start minus one (or the piece's end). */
  starts: number[];
  ends: number[];
  /** Leading spaces; -1: blank (spaces only) or a comment-only line. */
  indents: number[];
}

function linesOf(text: string, from: number, end: number): Lines {
  const starts: number[] = [];
  const ends: number[] = [];
  const indents: number[] = [];
  let s = from;
  while (s < end) {
    let e = text.indexOf('\n', s);
    if (e === -1 || e > end) e = end;
    let i = s;
    while (i < e && text.charCodeAt(i) === 32) i++;
    starts.push(s);
    ends.push(e);
    indents.push(i === e || text.charCodeAt(i) === 35 /* # */ ? -1 : i - s);
    s = e + 1;
  }
  return { text, starts, ends, indents };
}

/** The first line at or after `i` with content (not blank, not a comment), or the line count. */
function nextContent(l: Lines, i: number): number {
  while (i < l.indents.length && l.indents[i] === -1) i++;
  return i;
}

/** js-yaml's value for the document text[from, end) (`from` after its `---` line; no CR in it), or BAIL. */
export function parseBlockDocument(text: string, from: number, end: number): unknown {
  const l = linesOf(text, from, end);
  const first = nextContent(l, 0);
  if (first === l.indents.length) return null; // only comments: an empty document
  try {
    const [value, next] = parseBlock(l, first, l.indents[first] as number, 0);
    return nextContent(l, next) === l.indents.length ? value : BAIL;
  } catch (err) {
    if (err === GIVE_UP) return BAIL;
    throw err;
  }
}

/** A `- ` item (or a lone `-`) starts at column `col` of line `i`. */
function isItem(l: Lines, i: number, col: number): boolean {
  const at = (l.starts[i] as number) + col;
  if (l.text.charCodeAt(at) !== 45 /* - */) return false;
  const next = l.text.charCodeAt(at + 1);
  return at + 1 === l.ends[i] || next === 32;
}

/** The mapping or sequence whose first line is `i`, at indentation `n`. */
function parseBlock(l: Lines, i: number, n: number, depth: number): [unknown, number] {
  if (depth > MAX_DEPTH) bail();
  return isItem(l, i, n) ? parseSequence(l, i, n, depth) : parseMapping(l, i, n, n, depth);
}

function parseSequence(l: Lines, i: number, n: number, depth: number): [unknown[], number] {
  const items: unknown[] = [];
  while (i < l.indents.length && l.indents[i] === n && isItem(l, i, n)) {
    const lineStart = l.starts[i] as number;
    let c = lineStart + n + 1;
    while (c < (l.ends[i] as number) && l.text.charCodeAt(c) === 32) c++;
    let value: unknown;
    if (c === l.ends[i] || l.text.charCodeAt(c) === 35 /* # */) [value, i] = parseBelow(l, i + 1, n, false, depth);
    else if (isItem(l, i, c - lineStart))
      bail(); // `- - x`
    else if (keyEnd(l, i, c) !== -1) [value, i] = parseMapping(l, i, c - lineStart, c - lineStart, depth + 1);
    else [value, i] = parseInline(l, i, c, n);
    items.push(value);
    i = nextContent(l, i);
  }
  return [items, endOfBlock(l, i, n)];
}

/**
 * A block at indentation `n` ends at a line less indented (or one at `n` the parent mapping goes
 * on with); a deeper line left over is not ours to judge.
 */
function endOfBlock(l: Lines, i: number, n: number): number {
  if (i < l.indents.length && (l.indents[i] as number) > n) bail();
  return i;
}

/**
 * Block mapping at indentation `n` whose first entry starts at column `firstCol` of line `i`
 * (greater than the line's indentation for a mapping inside a `- ` item).
 */
function parseMapping(l: Lines, i: number, n: number, firstCol: number, depth: number): [unknown, number] {
  if (depth > MAX_DEPTH) bail();
  const out: Record<string, unknown> = {};
  for (let col = firstCol; ; col = n) {
    const at = (l.starts[i] as number) + col;
    const colon = keyEnd(l, i, at);
    if (colon < 0 || isItem(l, i, col)) bail();
    const key = l.text.slice(at, colon);
    if (!plainKey(key) || Object.hasOwn(out, key)) bail();
    let c = colon + 1;
    while (c < (l.ends[i] as number) && l.text.charCodeAt(c) === 32) c++;
    let value: unknown;
    if (c === l.ends[i] || l.text.charCodeAt(c) === 35 /* # */) [value, i] = parseBelow(l, i + 1, n, true, depth);
    else [value, i] = parseInline(l, i, c, n);
    out[key] = value;
    i = nextContent(l, i);
    if (i === l.indents.length || l.indents[i] !== n) break;
  }
  return [out, endOfBlock(l, i, n)];
}

/**
 * Offset of the `:` that ends the plain key starting at `at` (a `: ` or a `:` ending the line), or
 * -1 when there is none (a scalar); -2 when the key before it holds a character that could make it
 * something else (`#`, quotes, flow indicators): the caller gives up on those.
 */
function keyEnd(l: Lines, i: number, at: number): number {
  const e = l.ends[i] as number;
  const text = l.text;
  let refused = false;
  for (let c = at; c < e; c++) {
    const ch = text.charCodeAt(c);
    if (ch === 58 /* : */) {
      if (c + 1 === e || text.charCodeAt(c + 1) === 32) return refused ? -2 : c;
    } else if (ch < 0x7b ? KEY_REFUSED[ch] === 1 : ch === 0x7b || ch === 0x7d) refused = true;
  }
  return -1;
}

/** `#`, `'`, `"`, `,`, `[`, `]` anywhere in a key (and `{`, `}`, tested apart): not a key we read. */
const KEY_REFUSED = new Uint8Array(0x7b);
for (const ch of '#\'",[]') KEY_REFUSED[ch.charCodeAt(0)] = 1;

const KEY_START_REFUSED = new Set('-?:,[]{}#&*!|>\'"%@`'.split(''));

/** A plain key that js-yaml reads as this very string (keys that resolve to null, bools or numbers: bail). */
function plainKey(key: string): boolean {
  if (key === '' || KEY_START_REFUSED.has(key[0] as string) || key === '__proto__') return false;
  return key.charCodeAt(key.length - 1) !== 32 && resolvePlain(key) === STRING;
}

/** The value under `key:` (or a lone `-`): a deeper block, a sequence at the same indentation (`sameSeq`), or null. */
function parseBelow(l: Lines, i: number, n: number, sameSeq: boolean, depth: number): [unknown, number] {
  const k = nextContent(l, i);
  if (k === l.indents.length) return [null, k];
  const indent = l.indents[k] as number;
  if (indent === n && sameSeq && isItem(l, k, n)) return parseSequence(l, k, n, depth + 1);
  if (indent <= n) return [null, k];
  const at = (l.starts[k] as number) + indent;
  if (isItem(l, k, indent) || keyEnd(l, k, at) !== -1) return parseBlock(l, k, indent, depth + 1);
  if (l.text[at] === '|') bail(); // a literal whose header sits on its own line
  return parseInline(l, k, at, n); // a scalar on the line below (`emptyDir:` then `{}`)
}

/** A value that starts at offset `c` of line `i`, inside a block at indentation `n`. */
function parseInline(l: Lines, i: number, c: number, n: number): [unknown, number] {
  const ch = l.text[c] as string;
  if (ch === '|') return parseLiteral(l, i, c, n);
  let value: unknown;
  let after: number;
  if (ch === '"') [value, after] = doubleQuoted(l.text, c, l.ends[i] as number);
  else if (ch === "'") [value, after] = singleQuoted(l.text, c, l.ends[i] as number);
  else if (ch === '[' || ch === '{') [value, after] = flowValue(l.text, c, l.ends[i] as number);
  else [value, after] = plainValue(l.text, c, l.ends[i] as number);
  if (!restIsComment(l.text, after, l.ends[i] as number)) bail();
  // A deeper line after a scalar continues it (or is an error): js-yaml's business. Comments too.
  let k = i + 1;
  while (k < l.indents.length && lineIndent(l, k) === (l.ends[k] as number) - (l.starts[k] as number)) k++;
  if (k < l.indents.length && lineIndent(l, k) > n) bail();
  return [value, i + 1];
}

/** Leading spaces of line `i`, comment lines included. */
function lineIndent(l: Lines, i: number): number {
  let c = l.starts[i] as number;
  while (c < (l.ends[i] as number) && l.text.charCodeAt(c) === 32) c++;
  return c - (l.starts[i] as number);
}

/**
 * `|`, `|-`, `|+` under a block at indentation `n`: js-yaml's readBlockScalar for the literal
 * style, line by line (its content indentation starts at n + 1 and is fixed by the first line
 * with content; a blank line longer than that before it raises it, as js-yaml does).
 */
function parseLiteral(l: Lines, i: number, c: number, n: number): [string, number] {
  const chomp = l.text[c + 1];
  const header = chomp === '-' || chomp === '+' ? c + 2 : c + 1;
  for (let h = header; h < (l.ends[i] as number); h++) if (l.text.charCodeAt(h) !== 32) bail();
  let textIndent = n + 1;
  let detected = false;
  let empty = 0;
  let read = false;
  let out = '';
  let j = i + 1;
  for (; j < l.indents.length; j++) {
    const s = l.starts[j] as number;
    const e = l.ends[j] as number;
    let indent = 0;
    while (s + indent < e && (!detected || indent < textIndent) && l.text.charCodeAt(s + indent) === 32) indent++;
    if (!detected && indent > textIndent) textIndent = indent;
    if (s + indent === e) {
      empty++;
      continue;
    }
    if (indent < textIndent) break;
    out += '\n'.repeat(read ? 1 + empty : empty) + l.text.slice(s + indent, e);
    read = detected = true;
    empty = 0;
  }
  if (chomp === '+') out += '\n'.repeat(read ? 1 + empty : empty);
  else if (chomp !== '-' && read) out += '\n';
  return [out, j];
}
