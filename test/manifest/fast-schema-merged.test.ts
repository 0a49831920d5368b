// The fast path resolves every plain scalar with one js-yaml type (fast-schema.ts resolvePlain)
// instead of four: checked against the yaml package's YAML 1.2 core schema on every short string
// over the characters the null, bool, int and float tests look at, as a value and as a key.
import jsyaml from 'js-yaml';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FAST_SCHEMA } from '../../src/manifest/fast-schema.js';

const ALPHABET = [
  '0',
  '1',
  '7',
  '8',
  '9',
  '+',
  '-',
  '.',
  'e',
  'E',
  'x',
  'o',
  'a',
  'f',
  'F',
  'n',
  'N',
  't',
  'T',
  '_',
  '~',
  'i',
];
const WORDS = [
  'null',
  'Null',
  'NULL',
  'true',
  'True',
  'TRUE',
  'false',
  'False',
  'FALSE',
  '.inf',
  '-.Inf',
  '+.INF',
  '.nan',
  '.NaN',
  '.NAN',
  '0o17',
  '0x1F',
  '0xfF',
  '1e10',
  '-1.5E-3',
  '12.',
  'nULL',
  'tRUE',
  'falsE',
  'NULLx',
  'truex',
  'Nil',
];

/** Every string of 1 to 3 characters over ALPHABET that can stand as a plain scalar, and WORDS. */
function candidates(): string[] {
  let level = [''];
  const out: string[] = [...WORDS];
  for (let n = 1; n <= 3; n++) {
    level = level.flatMap((s) => ALPHABET.map((c) => s + c));
    out.push(...level);
  }
  // A plain scalar cannot start with `-` + space or end in `:`; `-`, `.`-only forms are still plain.
  return out.filter((s) => !/^[-?:](?:\s|$)/.test(s) || s === '-' || s === '.');
}

function fastValue(text: string): unknown {
  return jsyaml.load(text, { schema: FAST_SCHEMA });
}

describe('fast-schema: one implicit type for null, bool, int and float', () => {
  it('resolves every short plain value as yaml does', () => {
    let checked = 0;
    for (const s of candidates()) {
      if (s === '-') continue; // `k: -` is a sequence entry to both parsers
      const text = `k: ${s}\n`;
      let full: unknown;
      try {
        full = (parse(text) as { k: unknown }).k;
      } catch {
        continue; // not a plain scalar to yaml either
      }
      const fast = (fastValue(text) as { k: unknown }).k;
      expect(Object.is(fast, full), `${JSON.stringify(s)}: ${String(fast)} vs ${String(full)}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('reads a non-string key as js-yaml always did (its string form), and an empty value as null', () => {
    expect(fastValue('1.50: a\ntrue: b\nnull: c\n0x1F: d\nk:\n')).toEqual({
      '1.5': 'a',
      true: 'b',
      null: 'c',
      '31': 'd',
      k: null,
    });
    expect(fastValue('- ~\n- \n- 0o17\n- .5\n- -.inf\n')).toEqual([null, null, 15, 0.5, -Infinity]);
  });
});
