// The line reader of the fast path (block-parse.ts) against js-yaml with the same schema: wherever
// it gives a value, js-yaml gives the same one (same keys in the same order, same scalars, -0 and
// NaN included), and wherever js-yaml refuses a document, it gives up too. Checked on random
// documents built from the pieces that could go wrong (indentation, comments, quotes, flow
// indicators, literals and their chomping, colons and hashes inside scalars, odd keys), then
// mutated line by line; and on every document of the corpus when ../shared is there.
import { readFileSync } from 'node:fs';
import jsyaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { BAIL, parseBlockDocument } from '../../src/manifest/block-parse.js';
import { FAST_SCHEMA } from '../../src/manifest/fast-schema.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

/** Same value, as js-yaml builds it: key order, Object.is on numbers, arrays vs objects. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Object.is(a, b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

type Verdict = 'read' | 'gave-up';

/** Holds the line reader to js-yaml on one document; says whether the reader took it. */
function check(text: string, from = 0): Verdict {
  const mine = parseBlockDocument(text, from, text.length);
  if (mine === BAIL) return 'gave-up';
  let ref: unknown;
  try {
    ref = jsyaml.load(text, { schema: FAST_SCHEMA });
  } catch (err) {
    throw new Error(`js-yaml refuses what the line reader read:\n${text}`, { cause: err });
  }
  if (!same(mine, ref ?? null))
    throw new Error(
      `different value for:\n${text}\nline reader ${JSON.stringify(mine)}\njs-yaml ${JSON.stringify(ref)}`,
    );
  return 'read';
}

/** A small deterministic PRNG (mulberry32): the same documents on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCALARS = [
  ...['a', 'foo bar', 'x-1', '1', '-1', '+1', '007', '0x1F', '0o17', '1.5', '.5', '1e3', '.inf', '-.Inf', '.nan'],
  ...['true', 'False', 'TRUE', 'null', 'Null', '~', 'yes', 'a:b', 'a: b', 'a:', 'a #b', 'a#b', '-x', '- x', '-'],
  ...['"q"', '"a\\"b"', '"\\x41"', '"\\u00e9"', '"\\/"', '"\\t"', '"a: b"', '""', "'s'", "'it''s'", "''", "'a"],
  ...['[]', '{}', '["a", "b"]', '[\'a\' , "b"]', '[ "c" ]', '["a",]', '[a]', '{a: 1}', '[ ]', '"x" y', "'x' # c"],
  ...['http://x:80/y', '@x', '`x', '%x', '?x', ':x', ',x', 'a,b', ']', '}', 'x\u00a0', '\u00a0', 'a  # c', '#c'],
  ...['|', '|-', '|+', '>', '|2', '| # c', '|x'],
];
const KEYS = ['a', 'b', 'c', 'key', 'a b', 'a:b', '1', 'true', 'null', '~', '"q"', "'s'", '-k', 'k#', 'k #x'];
const MORE_KEYS = ['__proto__', 'a ', '[k]', '{k}', 'k,', '?k', 'k"', '.5', 'y', ''];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}

/** Lines of a random mapping or sequence at `indent`. */
function block(r: () => number, indent: number, depth: number): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  const seq = r() < 0.35;
  const n = 1 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    const head = seq ? `${pad}-` : `${pad}${pick(r, r() < 0.9 ? KEYS : MORE_KEYS)}:`;
    const roll = r();
    if (depth < 4 && roll < 0.3) {
      const inner = indent + (seq ? 2 : pick(r, [0, 1, 2, 2, 4]));
      lines.push(head, ...block(r, inner, depth + 1));
    } else if (seq && depth < 4 && roll < 0.4) {
      const [first, ...rest] = block(r, indent + 2, depth + 1);
      lines.push(`${head} ${(first ?? '').trimStart()}`, ...rest);
    } else {
      const value = pick(r, SCALARS);
      lines.push(`${head} ${value}`);
      if (value.startsWith('|')) lines.push(...literalBody(r, indent));
    }
  }
  return lines;
}

function literalBody(r: () => number, indent: number): string[] {
  const body: string[] = [];
  const inner = indent + pick(r, [0, 1, 2, 4]);
  for (let k = Math.floor(r() * 4); k >= 0; k--) {
    const extra = pick(r, [0, 0, 0, 1, 3]);
    body.push(
      r() < 0.2
        ? ' '.repeat(pick(r, [0, inner, inner + 2]))
        : `${' '.repeat(inner + extra)}${pick(r, ['x', '# y', 'a: b', '- z', ''])}`,
    );
  }
  return body;
}

/** A few lines moved, commented, padded, emptied or doubled. */
function mutate(r: () => number, lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const roll = r();
    if (roll < 0.04) out.push(` ${line}`);
    else if (roll < 0.07) out.push(line.replace(/^ /, ''));
    else if (roll < 0.1) out.push(line, ' '.repeat(Math.floor(r() * 6)));
    else if (roll < 0.13) out.push(line, `${' '.repeat(Math.floor(r() * 6))}# note`);
    else if (roll < 0.15) out.push(`${line}  `);
    else if (roll < 0.17) out.push(`${line} # c`);
    else if (roll < 0.18) out.push(line, line);
    else out.push(line);
  }
  return out;
}

describe('block-parse: the line reader gives js-yaml values or gives up', () => {
  it('agrees with js-yaml on a few hand-picked documents', () => {
    const cases = [
      'a: 1\nb:\n  c: [ "x" , \'y\' ]\n  d: |-\n    one\n\n    two\n\n',
      'a:\n- x\n- y: 1\n  z: |+\n    t\n\n\nb: {}\n',
      "# c\nk: v # c\n\nl: \"\\u0041\\n\"\nm: 'it''s'\n",
      'a:\n  {}\nb:\n  []\nc: ~\nd:\ne: -.5\n',
      'list:\n  -\n    a: 1\n  - \n  - b\n',
    ];
    for (const c of cases) expect(check(c)).toBe('read');
    for (const c of ['a: 1\na: 2\n', 'a: b\n  c\n', 'a: b: c\n', 'a:\n  b: 1\n c: 2\n', '- - a\n', 'a: >\n  x\n'])
      expect(check(c)).toBe('gave-up');
  });

  it('agrees with js-yaml on 50,000 random documents, and reads most of the well-formed ones', () => {
    const r = random(18);
    const verdicts = { read: 0, 'gave-up': 0 };
    let cleanRead = 0;
    for (let k = 0; k < 50_000; k++) {
      const lines = block(r, pick(r, [0, 0, 0, 2]), 0);
      const clean = r() < 0.3;
      const text = `${(clean ? lines : mutate(r, lines)).join('\n')}${r() < 0.8 ? '\n' : ''}`;
      const withMarker = r() < 0.5;
      const verdict = withMarker ? check(`---\n${text}`, 3) : check(text);
      verdicts[verdict]++;
      if (clean && verdict === 'read') cleanRead++;
    }
    // Not a vacuous test: the reader takes a good share of the documents (the rest is js-yaml's).
    expect(verdicts.read).toBeGreaterThan(4_000);
    expect(cleanRead).toBeGreaterThan(1_000);
  });

  it.skipIf(!HAS_SHARED)('agrees with js-yaml on every document of the corpus (../shared), and reads many', () => {
    const files = yamlFilesUnder(sharedPath('corpus'), Infinity);
    let read = 0;
    let docs = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      if (text.includes('\r') || text.includes('\t')) continue;
      const starts = [...text.matchAll(/^---(?=[^\S\n]|\n|$)/gm)].map((m) => m.index);
      const pieces = starts.length
        ? starts.map((s, k) => [s, starts[k + 1] ?? text.length] as const)
        : [[0, text.length] as const];
      for (const [s, e] of pieces) {
        const piece = text.slice(s, e);
        if (/[&*!][^\s,[\]{}]|<<|^%/m.test(piece)) continue; // anchors, tags, directives: the pre-scan sends them elsewhere
        docs++;
        if (check(piece, s === 0 && !piece.startsWith('---') ? 0 : 3) === 'read') read++;
      }
    }
    expect(docs).toBeGreaterThan(500);
    expect(read).toBeGreaterThan(docs / 3);
  });
});
