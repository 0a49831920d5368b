import { FAST_SCHEMA } from './fast-schema.js';

/**
 * Field offsets of a fast-path document (fast-stream.ts) read straight off its text, for the
 * block-style YAML that renderers and people write: the same offset yaml's node walk
 * (node-locate.ts findNode) gives — a pair's key, a sequence item's first character. The parsed
 * value says what exists (fast-path documents have no duplicate keys, merges, aliases or tags);
 * the text says where. Anything else (flow collections, quoted keys with escapes, keys that
 * resolve to non-strings, null items) answers `undefined`, and the caller composes the document.
 */
export interface TextHit {
  offset: number;
  matched: number;
}

const IMPLICIT_TYPES = (FAST_SCHEMA as unknown as { compiledImplicit: Array<{ resolve(s: string): boolean }> })
  .compiledImplicit;

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** First content character at or after `from` (blank and comment lines skipped), before `end`. */
function nextContent(text: string, from: number, end: number): number | undefined {
  let i = from;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13) i++;
    else if (c === 35 /* # */) {
      const nl = text.indexOf('\n', i);
      i = nl === -1 ? end : nl + 1;
    } else return i;
  }
  return undefined;
}

/** The key text of a block-map entry starting at `at`, and where its value begins; undefined when unsure. */
function readKey(text: string, at: number, end: number): { key: string; valueFrom: number } | undefined {
  const q = text[at];
  if (q === '"' || q === "'") {
    const close = text.indexOf(q, at + 1);
    if (close === -1 || close >= end) return undefined;
    const raw = text.slice(at + 1, close);
    if (raw.includes('\\') || raw.includes('\n') || text[close + 1] !== ':') return undefined;
    if (q === "'" && text[close + 1] === "'") return undefined; // '' escape
    return { key: raw, valueFrom: close + 2 };
  }
  const nl = text.indexOf('\n', at);
  const lineEnd = nl === -1 || nl > end ? end : nl;
  const line = text.slice(at, lineEnd);
  const colon = /:(?:[ \r]|$)/.exec(line);
  if (!colon) return undefined;
  const key = line.slice(0, colon.index).replace(/ +$/, '');
  if (key === '' || IMPLICIT_TYPES.some((t) => t.resolve(key))) return undefined; // not a plain string key
  return { key, valueFrom: at + colon.index + 1 };
}

/** Where a value starts after `key:` — same line, or the next content line when it is deeper (or a `- ` at the key's column). */
function valueStart(text: string, from: number, end: number, col: number): number | undefined {
  const at = nextContent(text, from, end);
  if (at === undefined) return undefined;
  const sameLine = text.lastIndexOf('\n', at - 1) < from;
  if (sameLine) return at;
  const ind = at - lineStartOf(text, at);
  return ind > col || (ind === col && text[at] === '-') ? at : undefined;
}

function mapEntry(text: string, start: number, end: number, token: string): number | undefined {
  const col = start - lineStartOf(text, start);
  for (let at: number | undefined = start; at !== undefined && at < end;) {
    const ind = at - lineStartOf(text, at);
    if (ind < col) return undefined;
    if (ind === col && text[at] !== '-') {
      const k = readKey(text, at, end);
      if (!k) return undefined;
      if (k.key === token) return at;
    }
    const nl = text.indexOf('\n', at);
    at = nl === -1 ? undefined : nextContent(text, nl + 1, end);
  }
  return undefined;
}

function seqItem(text: string, start: number, end: number, index: number): number | undefined {
  const col = start - lineStartOf(text, start);
  let seen = -1;
  for (let at: number | undefined = start; at !== undefined && at < end;) {
    const ind = at - lineStartOf(text, at);
    if (ind < col) return undefined;
    if (ind === col) {
      if (text[at] !== '-' || !/[ \r\n]/.test(text[at + 1] ?? '\n')) return undefined;
      if (++seen === index) {
        const item = nextContent(text, at + 1, end);
        if (item === undefined) return undefined;
        const same = text.lastIndexOf('\n', item - 1) < at;
        return same || item - lineStartOf(text, item) > col ? item : undefined;
      }
    }
    const nl = text.indexOf('\n', at);
    at = nl === -1 ? undefined : nextContent(text, nl + 1, end);
  }
  return undefined;
}

/** Whether `token` names an item of a sequence or a key of a mapping `node` (as findNode matches them). */
function has(node: unknown, token: string): boolean {
  if (Array.isArray(node)) return /^(0|[1-9][0-9]*)$/.test(token) && Number(token) < node.length;
  return node !== null && typeof node === 'object' && Object.hasOwn(node, token);
}

/** Offset of each pointer token's node in a block-style document; undefined when the text is not that simple. */
export function locateInText(
  text: string,
  end: number,
  contentStart: number,
  value: unknown,
  tokens: readonly string[],
): TextHit | undefined {
  let node = value;
  let start = contentStart;
  const hit: TextHit = { offset: contentStart, matched: 0 };
  for (const token of tokens) {
    // A field that does not exist ends the walk at its parent, whatever style the parent is written in.
    if (!has(node, token)) return hit;
    if (text[start] === '{' || text[start] === '[' || text[start] === '?') return undefined; // flow: compose instead
    let at: number | undefined;
    let next: unknown;
    if (Array.isArray(node)) {
      at = seqItem(text, start, end, Number(token));
      next = node[Number(token)];
      if (at === undefined) return undefined;
      start = at;
    } else {
      at = mapEntry(text, start, end, token);
      if (at === undefined) return undefined;
      next = (node as Record<string, unknown>)[token];
      const k = readKey(text, at, end);
      const col = at - lineStartOf(text, at);
      const v = k && next !== null && typeof next === 'object' ? valueStart(text, k.valueFrom, end, col) : at;
      if (v === undefined) return undefined;
      start = v;
    }
    hit.offset = at;
    hit.matched++;
    node = next;
  }
  return hit;
}
