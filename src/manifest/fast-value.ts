// The one speed path of the YAML entry (yaml-file.ts): a repository file read with js-yaml, about
// ten times faster than yaml on a config listing thousands of targets (a 1 MB config: ~0.2 s
// against ~2.5 s, read for both revisions of a check), and on the streams kustomize writes (a
// discovery build of 50 Flux folders, 85 KB: ~30 ms against ~175 ms in a fresh process): a stream
// is cut at its bare `---` lines and each document read alone. Values and lines only: positions and
// problems come from the plain path, on first use. Any construct where the two readings could
// differ, or where a guard of the plain path could fire, makes this answer undefined and the
// plain path read the file (a false alarm only costs time); test/manifest/fast-value.test.ts holds
// the two to the same values.
import jsyaml from 'js-yaml';
import { Schema } from 'yaml';
import { FAST_SCHEMA } from './fast-schema.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029\ufeff\t]/;
const LONE_CR = /\r(?!\n)/;
/** Tags, anchors, aliases (alias limits), merge keys, directives, document markers (one document only). */
const PROPERTY_OR_ALIAS = /(?<![^\s[{,])(?:[&*!][^\s,[\]{}]|!)/m;
const DIRECTIVE_OR_MARKER = /^%|^\.\.\.|^---/m;
/** Explicit keys, collection keys, a comment glued to a closing bracket or quote. */
const EXPLICIT_KEY = /^[ -]*\? |(?<![^\s[{,])\?(?:\s|$)/m;
const FLOW_KEY_OR_GLUED_COMMENT = /[\]}]\s*:(?:\s|$)|["'\]}]#|[{,]\s*[[{]/m;
/**
 * Collections and quoted scalars that continue on another line: yaml holds their continuation lines
 * to indentation rules js-yaml does not (`a: {b: 1,⏎c: 2}` is an error to one and a mapping to the other).
 */
const MULTILINE_FLOW = /[[{][^\]}\n]*$|(?:^|[\s:[{,-])"(?:[^"\\\n]|\\.)*\\?$|(?:^|[\s:[{,-])'(?:[^'\n]|'')*$/m;
/** An empty sequence item (js-yaml then nests the next, less indented item in it). */
const JS_YAML_MISREADS = /^ *- *(?:#.*)?$/m;
/** yaml refuses implicit keys over 1024 characters. */
const LONG_LINE = /^[^\n]{1025}/m;

function unsafe(text: string): boolean {
  return (
    CONTROL.test(text) ||
    (text.includes('\r') && LONE_CR.test(text)) ||
    (/[&*!]/.test(text) && PROPERTY_OR_ALIAS.test(text)) ||
    text.includes('<<') ||
    text.includes('__proto__') ||
    text.includes('\\U') || // js-yaml reads `\U00110000`, past Unicode, where yaml refuses it
    DIRECTIVE_OR_MARKER.test(text) ||
    (text.includes('?') && EXPLICIT_KEY.test(text)) ||
    FLOW_KEY_OR_GLUED_COMMENT.test(text) ||
    MULTILINE_FLOW.test(text) ||
    JS_YAML_MISREADS.test(text) ||
    LONG_LINE.test(text)
  );
}

/** A key the two name differently (yaml names a null key "", js-yaml "null"), or a tree too deep. */
function oddKeys(value: unknown, depth = 0): boolean {
  if (depth > 200) return true;
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => oddKeys(v, depth + 1));
  for (const key in value) {
    if (key === 'null' || key === '' || oddKeys((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** 1-based line of the first content (not blank, not a comment): the plain path's line of a document without `---`. */
function contentLine(text: string): number {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => {
    const t = l.trimStart();
    return t !== '' && t !== '\r' && !t.startsWith('#');
  });
  return at + 1;
}

/** A line that is exactly `---` (ended by \n only): how kustomize, helm and most people separate documents. */
const BARE_MARKER = /(?<![^\n])---(?![^\n])/g;

/**
 * The documents of a text whose documents are mappings or sequences separated by bare `---` lines,
 * as the plain path would give them (a document's line: its marker's, else its first content's);
 * undefined: let the plain path read it.
 */
export function fastDocs(text: string, maxDocBytes: number): { value: unknown; line: number }[] | undefined {
  const docs: { value: unknown; line: number }[] = [];
  let start = 0;
  let markerLine: number | undefined;
  let line = 1;
  const take = (end: number): boolean => {
    const piece = text.slice(start, end);
    // Comments before the first marker belong to the document it starts.
    if (markerLine === undefined && contentLine(piece) === 0) return true;
    const doc = fastValue(piece, maxDocBytes);
    if (doc) docs.push({ value: doc.value, line: markerLine ?? doc.line });
    return doc !== undefined;
  };
  for (const m of text.matchAll(BARE_MARKER)) {
    if (!take(m.index)) return undefined;
    line += countLines(text, start, m.index);
    markerLine = line;
    start = m.index + 3;
  }
  return take(text.length) && docs.length > 0 ? docs : undefined;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) n++;
  return n;
}

/**
 * The value of a one-document text that is a mapping or a sequence, as the plain path would give
 * it; undefined: let the plain path read it (and word its errors).
 */
export function fastValue(text: string, maxDocBytes: number): { value: unknown; line: number } | undefined {
  if (text.length * 3 > maxDocBytes || unsafe(text)) return undefined;
  let value: unknown;
  try {
    value = jsyaml.load(text, { schema: FAST_SCHEMA });
  } catch {
    return undefined; // whatever js-yaml refuses (duplicate keys included), the plain path reports
  }
  if (value === null || typeof value !== 'object' || oddKeys(value)) return undefined;
  return { value, line: contentLine(text) };
}

/** What YAML 1.1 (go-yaml's reading, which kustomize's is) makes of a plain scalar other than a string. */
const YAML11_IMPLICIT = new Schema({ schema: 'yaml-1.1', merge: true }).tags.flatMap((t) =>
  t.default && t.tag !== 'tag:yaml.org,2002:str' && t.test ? [t.test] : [],
);

/**
 * fastDocs for a text read as YAML 1.1 (render/kustomize-yaml.ts): the same values where the two
 * readings cannot part, else undefined. They part only on plain scalars (a 1.1 `yes` is true, `017`
 * is 15, `1:20` is 80, a date is a time) and escapes, so the fast path takes no text with a
 * backslash, no number, and no string, key or value, that 1.1 could read as another type.
 */
export function fastDocs11(text: string, maxDocBytes: number): { value: unknown; line: number }[] | undefined {
  if (text.includes('\\')) return undefined;
  const docs = fastDocs(text, maxDocBytes);
  return docs?.every((d) => sameIn11(d.value)) ? docs : undefined;
}

function sameIn11(value: unknown): boolean {
  if (typeof value === 'string') return !YAML11_IMPLICIT.some((test) => test.test(value));
  if (typeof value === 'number') return false;
  if (value === null || typeof value !== 'object') return true; // null and booleans: 1.1 reads 1.2's forms alike
  if (Array.isArray(value)) return value.every(sameIn11);
  return Object.entries(value).every(([k, v]) => sameIn11(k) && sameIn11(v));
}
