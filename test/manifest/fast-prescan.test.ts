// The fast path's pre-scan (fast-stream.ts unsafeText, OCTAL_LIKE) split into guarded regular
// expressions must refuse exactly what the one alternation it replaced refused: checked on every
// short string over the characters the alternatives look at (random, seeded) and on corpus files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OCTAL_LIKE, unsafeText } from '../../src/manifest/fast-stream.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { yamlFilesUnder } from '../helpers/yaml-files.js';

// The expressions as they were (the reference).
const UNSAFE_BEFORE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u0085\u2028\u2029\ufeff\t]|\r(?!\n)|(?:^|[\s[{,])[&*!][^\s,[\]{}]|<<|^%|^\.\.\.|^[ -]*\? |(?:^|[\s[{,])\?(?:\s|$)|[\]}]\s*:(?:\s|$)|[{,]\s*[[{]|["'\]}]#|(?:^|[\s[{,])!/m;
const OCTAL_BEFORE = /(?:^|[\s[{,:])[-+]?0[0-7_]+(?=$|[\s\]},#])/m;

const ALPHABET = [
  ...[' ', ' ', '\n', '\n', '\r', '\t', '-', '-', '?', ':', ':', '!', '&', '*', '%', '.', '.', '<', '[', ']'],
  ...['{', '}', ',', '"', "'", '#', 'a', 'b', '0', '0', '7', '8', '+', '_', '\u2028', '\u0085', '\ufeff', '\u0001'],
];

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fast-path pre-scan', () => {
  it('refuses exactly what the single alternation refused, on 300,000 random strings', () => {
    const r = random(7);
    const counts = { unsafe: 0, octal: 0 };
    for (let k = 0; k < 300_000; k++) {
      let s = '';
      for (let n = Math.floor(r() * 14); n > 0; n--) s += ALPHABET[Math.floor(r() * ALPHABET.length)];
      const before = UNSAFE_BEFORE.test(s);
      if (unsafeText(s) !== before) throw new Error(`unsafeText differs on ${JSON.stringify(s)}`);
      if (OCTAL_LIKE.test(s) !== OCTAL_BEFORE.test(s)) throw new Error(`OCTAL_LIKE differs on ${JSON.stringify(s)}`);
      if (before) counts.unsafe++;
      if (OCTAL_BEFORE.test(s)) counts.octal++;
    }
    // Both answers occur often: the comparison is not between two constant answers.
    expect(counts.unsafe).toBeGreaterThan(50_000);
    expect(counts.unsafe).toBeLessThan(250_000);
    expect(counts.octal).toBeGreaterThan(1_000);
  });

  it.skipIf(!HAS_SHARED)('gives the same answer on every YAML file of the corpus', () => {
    const files = yamlFilesUnder(sharedPath('corpus'), Infinity);
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(unsafeText(text), f).toBe(UNSAFE_BEFORE.test(text));
      expect(OCTAL_LIKE.test(text), f).toBe(OCTAL_BEFORE.test(text));
    }
  });
});
