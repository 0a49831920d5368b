import jsyaml from 'js-yaml';

/**
 * A js-yaml schema that resolves plain scalars exactly as the yaml package's YAML 1.2 core schema
 * (the full path's parser) does — same tests, same order (null, bool, int, float), same
 * conversions — so a document read on the fast path has the same value as on the full path.
 * js-yaml's own CORE_SCHEMA differs (it accepts `1_000` and `0b1`), which is why it is not used.
 *
 * One implicit type does all four tests: js-yaml calls every implicit type's `resolve` on every
 * plain scalar, keys included, and most scalars are plain strings. A switch on the first character
 * turns a plain string away before any regular expression runs (four resolver calls per scalar
 * took about a fifth of js-yaml's time on the bench corpus). The tag js-yaml records for the value
 * is never read: the fast path refuses tags (fast-value.ts).
 */

/** `resolvePlain`'s answer for a scalar that stays a string. */
const STRING = Symbol('string');

type Form = [RegExp, (s: string) => number];

const INT_FORMS: Form[] = [
  [/^0o[0-7]+$/, (s) => parseInt(s.substring(2), 8)],
  [/^[-+]?[0-9]+$/, (s) => parseInt(s, 10)],
  [/^0x[0-9a-fA-F]+$/, (s) => parseInt(s.substring(2), 16)],
];
const FLOAT_FORMS: Form[] = [
  [
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    (s) => (s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity),
  ],
  [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (s) => parseFloat(s)],
  [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (s) => parseFloat(s)],
];

function numberOf(s: string, forms: Form[]): number | typeof STRING {
  for (const [test, convert] of forms) if (test.test(s)) return convert(s);
  return STRING;
}

/** yaml's core schema on one plain scalar: null, a boolean, a number, or STRING. */
function resolvePlain(s: string): unknown {
  if (s === '') return null;
  const c = s.charCodeAt(0);
  switch (c) {
    case 0x7e /* ~ */:
      return s.length === 1 ? null : STRING;
    case 0x6e /* n */:
    case 0x4e /* N */:
      return s === 'null' || s === 'Null' || s === 'NULL' ? null : STRING;
    case 0x74 /* t */:
    case 0x54 /* T */:
      return s === 'true' || s === 'True' || s === 'TRUE' ? true : STRING;
    case 0x66 /* f */:
    case 0x46 /* F */:
      return s === 'false' || s === 'False' || s === 'FALSE' ? false : STRING;
    case 0x2e /* . */:
      return numberOf(s, FLOAT_FORMS);
    default: {
      const numeric = c === 0x2b /* + */ || c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39);
      if (!numeric) return STRING;
      const int = numberOf(s, INT_FORMS);
      return int === STRING ? numberOf(s, FLOAT_FORMS) : int;
    }
  }
}

const plainScalar = new jsyaml.Type('tag:yaml.org,2002:core-plain', {
  kind: 'scalar',
  resolve: (data: unknown) => data === null || (typeof data === 'string' && resolvePlain(data) !== STRING),
  construct: (data: string | null) => (data === null ? null : resolvePlain(data)),
});

export const FAST_SCHEMA = jsyaml.FAILSAFE_SCHEMA.extend({ implicit: [plainScalar] });
