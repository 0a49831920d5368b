// The core language through our evaluator (Kubernetes libraries added), against the CEL
// conformance data @bufbuild/cel-spec ships: every scalar-valued case of the sections CRD rules
// use, with no bindings, types or containers. A library function that shadowed a standard one
// would break a case here.
import { describe, expect, it } from 'vitest';
import {
  getConformanceSuite,
  type IncrementalTest,
  type IncrementalTestSuite,
} from '@bufbuild/cel-spec/testdata/tests.js';
import { evaluateCel } from '../../../src/schema/cel/evaluate.js';

const SECTIONS = ['basic', 'comparisons', 'logic', 'macros', 'string', 'lists', 'integer_math', 'fp_math', 'fields'];

function flatten(suite: IncrementalTestSuite): IncrementalTest[] {
  return [...suite.tests, ...suite.suites.flatMap(flatten)];
}

const BACKTICK_CASES = [
  'field_access_slash',
  'field_access_dash',
  'field_access_dot',
  'has_field_slash',
  'has_field_dash',
  'has_field_dot',
];

type Scalar = bigint | string | boolean | number;

function expected(t: IncrementalTest): Scalar | undefined {
  const m = t.original.resultMatcher;
  if (m.case !== 'value') return undefined;
  const k = m.value.kind;
  if (k.case === 'boolValue' || k.case === 'stringValue') return k.value;
  if (k.case === 'int64Value') return BigInt(k.value);
  if (k.case === 'doubleValue') return k.value;
  return undefined;
}

const cases = getConformanceSuite()
  .suites.filter((s) => SECTIONS.includes(s.name))
  .flatMap((s) => flatten(s).map((t) => ({ section: s.name, t })))
  .filter(
    ({ t }) =>
      expected(t) !== undefined &&
      Object.keys(t.original.bindings).length === 0 &&
      t.original.typeEnv.length === 0 &&
      t.original.container === '' &&
      !t.original.disableMacros,
  );

describe('CEL conformance (core language, scalar results)', () => {
  it('has the cases to run', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it('evaluates every case as the specification says', () => {
    const wrong: string[] = [];
    for (const { section, t } of cases) {
      const want = expected(t);
      const got = evaluateCel(t.original.expr, {});
      const value = got.kind === 'value' ? got.value : `${got.kind}: ${got.message}`;
      const same =
        typeof want === 'number' && typeof value === 'number'
          ? Object.is(want, value) || want === value
          : value === want;
      if (!same && !BACKTICK_CASES.includes(t.name))
        wrong.push(`${section}/${t.name}: ${t.original.expr} → ${String(value)}, want ${String(want)}`);
    }
    expect(wrong).toEqual([]);
    // Backtick field names (cel-spec 0.24+) do not parse in @bufbuild/cel 0.6; Kubernetes spells
    // such names with __dash__ escapes instead. They come back "unsupported" (not checked), never
    // as a wrong value.
    for (const name of BACKTICK_CASES)
      expect(evaluateCel(cases.find((c) => c.t.name === name)?.t.original.expr ?? '', {}).kind).toBe('unsupported');
  });
});
