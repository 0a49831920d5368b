import jsyaml from 'js-yaml';
import { LineCounter } from 'yaml';
import { FAST_SCHEMA } from './fast-schema.js';
import { BAIL, parseBlockDocument } from './block-parse.js';
import { yaml11OnlyNumber } from './yaml11-number.js';

/**
 * The fast path for plain YAML streams. The full path (stream.ts) builds yaml Documents with
 * positions for every node and runs every guard on them; that is most of a plain-manifest audit's
 * time. Here a stream whose text cannot trigger any guard is read with js-yaml (12× faster) and
 * node positions are computed later, only for the document a finding points into (render-parse).
 *
 * `undefined` means "take the full path": every construct a guard or a parser difference could
 * hinge on sends the whole stream there (conservative pre-scan; a false alarm only costs time):
 * - foreign line breaks (U+0085, U+2028, U+2029, lone CR), a BOM, tabs, NUL and other controls;
 * - anchors, aliases and merge keys (alias budget, `<<`), tags (`!`), directives (`%`), `...`;
 * - explicit keys (`? `) and flow collections used as keys (collection keys; `{{ x }}` is one);
 * - YAML 1.1 ambiguous plain scalars (`yes`, `off`, `0644`, `1:20`) — checked on values;
 * - lines over 1024 characters (yaml refuses such implicit keys) unless they are `key: <base64>`,
 *   documents that could exceed the byte cap;
 * - flow collections and quoted scalars that span lines, a comment glued to a closing `]`, `}` or quote;
 * - a `---` line with anything after it, and anything js-yaml refuses (duplicate keys included).
 */
export interface FastDoc {
  index: number;
  /** Offset of the document's first character (its `---` line, or 0). */
  start: number;
  end: number;
  /** Offset where the document's content node starts (as yaml's `contents.range[0]`). */
  contentStart: number;
  value: unknown;
}

export interface FastStream {
  lineCounter: LineCounter;
  docs: FastDoc[];
}

/**
 * The pre-scan's refusals, one regular expression per kind, each run only when the text holds a
 * character it needs (a `%`, a `?`, a `&`...): the same answer as one alternation of them all
 * (test/manifest/fast-prescan.test.ts holds them to it), in about half the time on rendered
 * output. `(?<![^…])` is `(?:^|[…])` without consuming the character before: every line break
 * `^` could follow is in `\s`.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029\ufeff\t]/;
const LONE_CR = /\r(?!\n)/;
const PROPERTY_OR_ALIAS = /(?<![^\s[{,])(?:[&*!][^\s,[\]{}]|!)/m;
const DIRECTIVE_OR_END = /^%|^\.\.\./m;
const EXPLICIT_KEY = /^[ -]*\? |(?<![^\s[{,])\?(?:\s|$)/m;
const FLOW_KEY_OR_GLUED_COMMENT = /[\]}]\s*:(?:\s|$)|["'\]}]#|[{,]\s*[[{]/m;

/** Foreign line breaks, controls, tags, anchors, aliases, merge keys, directives, `...`, explicit and collection keys. */
export function unsafeText(text: string): boolean {
  return (
    CONTROL.test(text) ||
    (text.includes('\r') && LONE_CR.test(text)) ||
    (/[&*!]/.test(text) && PROPERTY_OR_ALIAS.test(text)) ||
    text.includes('<<') ||
    ((text.includes('%') || text.includes('...')) && DIRECTIVE_OR_END.test(text)) ||
    (text.includes('?') && EXPLICIT_KEY.test(text)) ||
    FLOW_KEY_OR_GLUED_COMMENT.test(text)
  );
}
/**
 * Collections and quoted scalars that continue on another line: yaml holds their continuation lines
 * to indentation rules js-yaml does not (`a: {b: 1,⏎c: 2}` is an error to one and a mapping to the other).
 */
const MULTILINE_FLOW = /[[{][^\]}\n]*$|(?:^|[\s:[{,-])"(?:[^"\\\n]|\\.)*\\?$|(?:^|[\s:[{,-])'(?:[^'\n]|'')*$/m;
/** A plain `0644` reads as 644 here and as octal 420 in the cluster (yaml11.ts); checked on the text, as its value is a number. */
export const OCTAL_LIKE = /(?<![^\s[{,:])[-+]?0[0-7_]+(?=$|[\s\]},#])/m;
const AMBIGUOUS_STRING =
  /^(?:y|Y|yes|Yes|YES|on|On|ON|n|N|no|No|NO|off|Off|OFF|[-+]?0[0-7_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)$/;
const MARKER = /^---(?=[^\S\n]|\n|$)/gm;
/**
 * Texts js-yaml reads unlike yaml and Kubernetes: an empty sequence item (`-` alone on its line,
 * as helm prints `- {{ .Values.unset }}`) makes js-yaml put the next, less indented item into that
 * inner list — a container hidden in another's `args` (readBlockSequence skips its indentation
 * check after a null item); and `---` glued to text at a line start, a marker to js-yaml and a key
 * to yaml.
 */
const JS_YAML_MISREADS = /^ *- *(?:#.*)?$|^---[^\s]/m;

/**
 * A long line that cannot hold a long key: a short key, then a plain scalar of base64 characters
 * starting with a letter (a certificate or key in a Secret's `data`) — a string to both parsers.
 */
const LONG_BASE64_VALUE = /^ *(?:- +)?[A-Za-z0-9_.-]{1,253}: [A-Za-z][A-Za-z0-9+/=]*$/;

/** yaml refuses implicit keys over 1024 characters: streams with such long lines take the full path. */
function hasLongLine(text: string): boolean {
  let from = 0;
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
    if (nl - from > 1024 && !LONG_BASE64_VALUE.test(text.slice(from, nl))) return true;
    from = nl + 1;
  }
  return text.length - from > 1024 && !LONG_BASE64_VALUE.test(text.slice(from));
}

/** Line starts, as yaml's parser reports them to its LineCounter. */
function lineCounterOf(text: string): LineCounter {
  const lc = new LineCounter();
  lc.addNewLine(0);
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
  return lc;
}

/** Offset of the first content character in text[from, to): not blank, not a comment line. */
function contentOffset(text: string, from: number, to: number): number | undefined {
  let lineStart = from;
  while (lineStart < to) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl === -1 || nl > to ? to : nl;
    let i = lineStart;
    while (i < lineEnd && text.charCodeAt(i) === 32) i++;
    if (i < lineEnd && text[i] !== '#' && text[i] !== '\r') return i;
    lineStart = lineEnd + 1;
  }
  return undefined;
}

/**
 * Has a string (not a key) that a YAML 1.1 reader takes for something else (unless `yaml11` is
 * false), or a key only yaml and js-yaml name differently.
 */
function suspicious(value: unknown, yaml11: boolean, depth = 0): boolean {
  if (depth === 0 && isList(value)) return true; // List items need their own nodes (objects.ts expandLists)
  if (depth > 200) return true;
  if (typeof value === 'string')
    return yaml11 && (AMBIGUOUS_STRING.test(value) || yaml11OnlyNumber(value) !== undefined);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => suspicious(v, yaml11, depth + 1));
  for (const key in value) {
    if (key === 'null' || key === '') return true; // yaml names a null key "", js-yaml "null"
    if (suspicious((value as Record<string, unknown>)[key], yaml11, depth + 1)) return true;
  }
  return false;
}

function isList(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { kind, items } = value as Record<string, unknown>;
  return typeof kind === 'string' && kind.endsWith('List') && Array.isArray(items);
}

/** Document pieces: [start, end, bodyStart] — the text before the first `---` is one only when it has content. */
function pieces(text: string): Array<[number, number, number]> | undefined {
  const markers = [...text.matchAll(MARKER)].map((m) => m.index);
  const out: Array<[number, number, number]> = [];
  const first = markers[0] ?? text.length;
  if (contentOffset(text, 0, first) !== undefined) out.push([0, first, 0]);
  for (let k = 0; k < markers.length; k++) {
    const start = markers[k] as number;
    const end = markers[k + 1] ?? text.length;
    const nl = text.indexOf('\n', start);
    const lineEnd = nl === -1 || nl > end ? end : nl;
    if (text.slice(start + 3, lineEnd).trim() !== '') return undefined; // `--- |`, `--- # c`: full path
    out.push([start, end, start + 3]);
  }
  return out;
}

function loadPiece(text: string, start: number, end: number): unknown {
  return jsyaml.load(text.slice(start, end), { schema: FAST_SCHEMA });
}

export interface FastStreamOptions {
  /**
   * false: the caller has no YAML 1.1 check (the config), so a value like `off` or `1:20` is just
   * the string both parsers read, not a reason for the full path. Default true.
   */
  yaml11?: boolean;
}

/** The stream read on the fast path, or undefined when it must take the full path. */
export function fastStream(
  text: string,
  maxDocBytes: number,
  maxDocs: number,
  options: FastStreamOptions = {},
): FastStream | undefined {
  if (text.length * 3 > maxDocBytes || unsafeText(text) || OCTAL_LIKE.test(text) || hasLongLine(text)) return undefined;
  if (MULTILINE_FLOW.test(text) || JS_YAML_MISREADS.test(text)) return undefined;
  const found = pieces(text);
  if (!found || found.length > maxDocs) return undefined;
  const docs: FastDoc[] = [];
  // The line reader (block-parse.ts) takes the plain block YAML renderers print; js-yaml the rest.
  const lineReader = !text.includes('\r');
  try {
    for (const [start, end, bodyStart] of found) {
      let value = lineReader ? parseBlockDocument(text, bodyStart, end) : BAIL;
      if (value === BAIL) value = loadPiece(text, start, end);
      if (suspicious(value, options.yaml11 ?? true)) return undefined;
      const contentStart = contentOffset(text, bodyStart, end) ?? bodyStart;
      docs.push({ index: docs.length, start, end, contentStart, value: value ?? null });
    }
  } catch {
    return undefined; // whatever js-yaml refuses, the full path reports exactly
  }
  return { lineCounter: lineCounterOf(text), docs };
}
