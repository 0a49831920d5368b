// CEL optional values and syntax (cel-go's ext.OptionalTypes, on for CRD rules and admission
// policies), through our evaluator: the `optionals` section of the CEL conformance data that
// @bufbuild/cel-spec ships, and the rewrite that lets @bufbuild/cel's parser read the syntax while
// leaving every other expression byte for byte as it was.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isCelList, isCelMap, isCelUint, type CelValue } from '@bufbuild/cel';
import {
  getConformanceSuite,
  type IncrementalTest,
  type IncrementalTestSuite,
} from '@bufbuild/cel-spec/testdata/tests.js';
import { evaluateCel } from '../../../src/schema/cel/evaluate.js';
import { rewriteOptionalSyntax } from '../../../src/schema/cel/optional-syntax.js';
import { celValueOf } from '../../../src/schema/cel/crd-rules.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HAS_SHARED, sharedPath } from '../../helpers/shared.js';

function flatten(suite: IncrementalTestSuite): IncrementalTest[] {
  return [...suite.tests, ...suite.suites.flatMap(flatten)];
}

type Expected = IncrementalTest['original']['resultMatcher'];
type ExpectedValue = Extract<Expected, { case: 'value' }>['value'];

/** A CEL value and a conformance `Value` in one comparable shape (ints and doubles kept apart). */
function plainOfCel(v: CelValue): unknown {
  if (typeof v === 'bigint') return `int:${v}`;
  if (isCelUint(v)) return `uint:${v.value}`;
  if (isCelList(v)) return [...v].map(plainOfCel);
  if (isCelMap(v))
    return [...v.entries()]
      .map(([k, x]) => [plainOfCel(isCelUint(k) ? k : (k as CelValue)), plainOfCel(x)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return v;
}

function plainOfExpected(v: ExpectedValue): unknown {
  const k = v.kind;
  switch (k.case) {
    case 'int64Value':
      return `int:${k.value}`;
    case 'uint64Value':
      return `uint:${k.value}`;
    case 'nullValue':
      return null;
    case 'listValue':
      return k.value.values.map(plainOfExpected);
    case 'mapValue':
      return k.value.entries
        .map((e) => [plainOfExpected(e.key!), plainOfExpected(e.value!)])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    default:
      return k.value;
  }
}

const suites = getConformanceSuite().suites;
// Cases over protobuf messages (a container) are outside what CRD rules and policies can write.
const optionalCases = flatten(suites.find((s) => s.name === 'optionals')!).filter((t) => t.original.container === '');
// `type(x) == optional_type`: the evaluator binds no type names; reported, never a wrong value.
const NO_TYPE_NAMES = ['type'];

describe('CEL conformance: optionals', () => {
  it('has the cases to run', () => {
    expect(optionalCases.length).toBeGreaterThan(50);
  });

  it('evaluates every case as the specification says', () => {
    const wrong: string[] = [];
    for (const t of optionalCases) {
      if (NO_TYPE_NAMES.includes(t.name)) continue;
      const got = evaluateCel(t.original.expr, {});
      const m = t.original.resultMatcher;
      const ok =
        m.case === 'evalError'
          ? got.kind === 'error'
          : m.case === 'value' &&
            got.kind === 'value' &&
            isDeepStrictEqual(plainOfCel(got.value), plainOfExpected(m.value));
      if (!ok)
        wrong.push(
          `${t.name}: ${t.original.expr} → ${got.kind === 'value' ? JSON.stringify(plainOfCel(got.value)) : got.message}`,
        );
    }
    expect(wrong).toEqual([]);
    for (const name of NO_TYPE_NAMES)
      expect(evaluateCel(optionalCases.find((t) => t.name === name)!.original.expr, {}).kind).not.toBe('value');
  });
});

describe('the optional syntax rewrite', () => {
  it('changes no expression of the other conformance sections but the three that use the syntax', () => {
    const changed = suites
      .filter((s) => s.name !== 'optionals')
      .flatMap((s) => flatten(s).map((t) => ({ name: `${s.name}/${t.name}`, expr: t.original.expr })))
      .filter(({ expr }) => rewriteOptionalSyntax(expr) !== expr)
      .map(({ name }) => name);
    expect(changed).toEqual(['block_ext/optional_list', 'block_ext/optional_map', 'block_ext/optional_map_chained']);
  });

  it('rewrites each construct locally and leaves ternaries, strings and comments alone', () => {
    expect(rewriteOptionalSyntax('self.?spec.?replicas.orValue(1)')).toBe(
      "self.__opt_select__('spec').__opt_select__('replicas').orValue(1)",
    );
    expect(rewriteOptionalSyntax("m[?'a-b'] == x[ ? 0]")).toBe("m.__opt_index__('a-b') == x.__opt_index__( 0)");
    expect(rewriteOptionalSyntax('[a, ?b, c ? d : e]')).toBe('[a, b, c ? d : e].__opt_list__([1])');
    expect(rewriteOptionalSyntax("x in [?a] && {?'k': v, 'j': [w]}.size() > 0")).toBe(
      "x in [a].__opt_list__([0]) && {'k': v, 'j': [w]}.__opt_map__([0]).size() > 0",
    );
    expect(rewriteOptionalSyntax('o.optMap(v, v + 1)')).toBe('o.__opt_values__().map(v, v + 1).__opt_first__()');
    expect(rewriteOptionalSyntax('a ? \'.?x [?y\' : r"{?z" // [?c\n')).toBe('a ? \'.?x [?y\' : r"{?z" // [?c\n');
  });

  it('what it does not rewrite stays unsupported, never a value', () => {
    // A message literal's optional field, and a quoted field name after `.?`.
    for (const expr of ['Msg{?f: optional.none()}.f == 1', 'self.?`a-b`.hasValue()'])
      expect(evaluateCel(expr, { self: celValueOf({}) }).kind).toBe('unsupported');
  });
});

describe.skipIf(!HAS_SHARED)('the rewrite on the CRD catalog', () => {
  it('leaves every rule and messageExpression of the real CRDs as it was (ternaries and regexes with `?`)', () => {
    const dir = sharedPath('data', 'crds-catalog');
    const expressions: string[] = [];
    const collect = (x: unknown): void => {
      if (Array.isArray(x)) return x.forEach(collect);
      if (!x || typeof x !== 'object') return;
      for (const [k, v] of Object.entries(x)) {
        if (k !== 'x-kubernetes-validations' || !Array.isArray(v)) collect(v);
        else
          for (const r of v as Record<string, unknown>[])
            for (const e of [r['rule'], r['messageExpression']]) if (typeof e === 'string') expressions.push(e);
      }
    };
    for (const file of readdirSync(dir, { recursive: true }) as string[])
      if (file.endsWith('.json')) collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    expect(expressions.filter((e) => e.includes('?')).length).toBeGreaterThan(20);
    expect(expressions.filter((e) => rewriteOptionalSyntax(e) !== e)).toEqual([]);
  });
});

describe('optional values the way CRD rules use them', () => {
  const self = celValueOf({ spec: { replicas: 3, labels: { team: 'shop' }, ports: [80] } });
  const value = (expr: string) => {
    const out = evaluateCel(expr, { self });
    if (out.kind !== 'value') throw new Error(`${expr}: ${out.kind}: ${out.message}`);
    return out.value;
  };

  it('reads present and absent fields, keys and indices', () => {
    expect(value('self.?spec.?replicas.orValue(1)')).toBe(3n);
    expect(value('self.?spec.?minReplicas.orValue(1)')).toBe(1n);
    expect(value("self.?spec.?labels[?'team'].orValue('none')")).toBe('shop');
    expect(value("self.?spec.?labels[?'tier'].hasValue()")).toBe(false);
    expect(value('self.spec.ports[?0].value() == 80 && !self.spec.ports[?1].hasValue()')).toBe(true);
    expect(value('self.?metadata.?labels.or(optional.of({})).value().size()')).toBe(0n);
    expect(value('self.?spec.labels.team.orValue("")')).toBe('shop');
  });

  it('builds lists and maps with optional entries', () => {
    expect(plainOfCel(value('[?self.?spec.?replicas, ?self.?spec.?minReplicas, 7]') as CelValue)).toEqual([
      'int:3',
      'int:7',
    ]);
    expect(value("{?'r': self.?spec.?replicas, ?'m': self.?spec.?minReplicas}.size()")).toBe(1n);
  });

  it('value() of none errors, and so does an optional method on a plain value', () => {
    expect(evaluateCel('self.?spec.?minReplicas.value() > 0', { self }).kind).toBe('error');
    expect(evaluateCel('self.spec.replicas.hasValue()', { self })).toMatchObject({
      kind: 'unsupported',
      message: expect.stringContaining('needs an optional'),
    });
  });
});
