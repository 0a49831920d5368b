import { describe, expect, it } from 'vitest';
import { compileCondition } from '../../../src/checks/analysis/expr-eval.js';
import { ExprError } from '../../../src/checks/analysis/expr-parse.js';
import { compileConditions, measurementPhase } from '../../../src/checks/analysis/measurement.js';

const holds = (cond: string, result: unknown) => compileCondition(cond).holds(result);

describe('expr subset used by Rollouts analysis conditions', () => {
  it('indexes results and compares numbers with Go float semantics', () => {
    expect(holds('result[0] < 0.01', [0.005])).toBe(true);
    expect(holds('result[0] < 0.01', [Number.NaN])).toBe(false);
    expect(holds('!(result[0] > 0.01)', [Number.NaN])).toBe(true);
    expect(holds('result[-1] >= 0.99', [0.5, 0.995])).toBe(true);
    expect(holds('result.p99 <= 250', { p99: 180 })).toBe(true);
    expect(holds('result["p99"] <= 250 && result.count > 10', { p99: 180, count: 11 })).toBe(true);
  });

  it('gives expr precedence: && before ||, arithmetic before comparison, right-assoc **', () => {
    expect(holds('true || false && false', null)).toBe(true);
    expect(holds('1 + 2 * 3 == 7', null)).toBe(true);
    expect(holds('2 ** 3 ** 2 == 512', null)).toBe(true);
    expect(holds('(1 + 2) * 3 == 9 and not false', null)).toBe(true);
    expect(holds('result[0] > 1 ? false : true', [0])).toBe(true);
    expect(holds('(result ?? 5) == 5', null)).toBe(true);
  });

  it('has len, all/any/none with closures or bare predicates, and Rollouts functions', () => {
    expect(holds('len(result) == 0 || result[0] < 0.01', [])).toBe(true);
    expect(holds('all(result, {# < 0.01})', [0.001, 0.002])).toBe(true);
    expect(holds('all(result, # < 0.01)', [])).toBe(true);
    expect(holds('any(result, {# > 1})', [0, 2])).toBe(true);
    expect(holds('none(result, .code >= 500)', [{ code: 200 }, { code: 404 }])).toBe(true);
    expect(holds('isNaN(result[0]) || result[0] < 0.01', [Number.NaN])).toBe(true);
    expect(holds('isInf(result)', Infinity)).toBe(true);
    expect(holds('default(result, 0) < 0.05', null)).toBe(true);
    expect(holds('default(result, 0) < 0.05', 0.2)).toBe(false);
    expect(holds('isNil(result)', null)).toBe(true);
    expect(holds('asInt(result) == 3 && asFloat("2.5") == 2.5', '3')).toBe(true);
    expect(holds('"a" in ["a", "b"] && 3 not in [1, 2]', null)).toBe(true);
  });

  it('errors where expr errors: out of range, nil comparison, unknown names, non-bool', () => {
    expect(() => holds('result[0] < 0.01', [])).toThrow(ExprError);
    expect(() => holds('result < 0.01', null)).toThrow(/mismatched types nil/);
    expect(() => holds('foo > 1', 1)).toThrow(/unknown name/);
    expect(() => holds('result[0]', [1])).toThrow(/expected bool/);
    expect(() => compileCondition('result[0] <')).toThrow(ExprError);
    expect(() => compileCondition('result[0] @ 1')).toThrow(ExprError);
  });
});

describe('measurement phase as Argo Rollouts decides it', () => {
  const phase = (success: string | undefined, failure: string | undefined, result: unknown) => {
    const c = compileConditions(success, failure);
    if (typeof c === 'string') throw new Error(c);
    return measurementPhase(c, result);
  };

  it('negates the missing condition and lets failure win', () => {
    expect(phase('result[0] < 0.01', undefined, [0.5])).toBe('Failed');
    expect(phase(undefined, 'result[0] > 0.05', [Number.NaN])).toBe('Successful');
    expect(phase('result[0] < 0.01', 'result[0] > 0.05', [0.03])).toBe('Inconclusive');
    expect(phase('true', 'true', [0])).toBe('Failed');
    expect(phase(undefined, undefined, [])).toBe('Successful');
  });

  it('is Error when a condition cannot be evaluated (an empty result indexed)', () => {
    expect(phase('result[0] < 0.01', undefined, [])).toBe('Error');
  });

  it('reports a condition that does not parse instead of guessing', () => {
    expect(compileConditions('result[0] <', undefined)).toMatch(/unexpected/);
  });
});
