// The Kubernetes CEL libraries (k8s.io/apiserver/pkg/cel/library), through the evaluator.
import { describe, expect, it } from 'vitest';
import { evaluateCel } from '../../../src/schema/cel/evaluate.js';
import { parseExactQuantity as parseQuantity } from '../../../src/kube/quantity.js';

const value = (expr: string, vars = {}) => {
  const out = evaluateCel(expr, vars);
  if (out.kind !== 'value') throw new Error(`${expr}: ${out.kind}: ${out.message}`);
  return out.value;
};

describe('quantity', () => {
  it('parses what ParseQuantity accepts, exactly, and refuses the rest', () => {
    expect(parseQuantity('1Gi')).toEqual({ nanos: (1n << 30n) * 1_000_000_000n });
    expect(parseQuantity('250m')).toEqual({ nanos: 250_000_000n });
    expect(parseQuantity('1.5')).toEqual({ nanos: 1_500_000_000n });
    expect(parseQuantity('1e3')).toEqual({ nanos: 1000_000_000_000n });
    expect(parseQuantity('-2k')).toEqual({ nanos: -2000_000_000_000n });
    expect(parseQuantity('1n')).toEqual({ nanos: 1n });
    for (const bad of ['256MiB', '1.5.0', '', 'Gi', '1 Gi', '1gi', '0x10']) expect(parseQuantity(bad)).toBeUndefined();
  });

  it('compares, adds and converts as the quantity library does', () => {
    expect(value("quantity('1Gi').isLessThan(quantity('1025Mi'))")).toBe(true);
    expect(value("quantity('1Gi') == quantity('1024Mi')")).toBe(true);
    expect(value("quantity('500m').add(quantity('500m')).asInteger()")).toBe(1n);
    expect(value("quantity('1k').sub(1).asApproximateFloat()")).toBe(999);
    expect(value("quantity('1.5').isInteger()")).toBe(false);
    expect(value("isQuantity('256MiB')")).toBe(false);
    expect(evaluateCel("quantity('256MiB')", {}).kind).toBe('error');
  });
});

describe('lists, regex, strings, URL and IP', () => {
  it('lists', () => {
    expect(value('[1, 2, 2, 5].isSorted()')).toBe(true);
    expect(value("['b', 'a'].isSorted()")).toBe(false);
    expect(value('[1, 2, 3].sum()')).toBe(6n);
    expect(value('[3, 1, 2].min()')).toBe(1n);
    expect(value('[3, 1, 2].max()')).toBe(3n);
    expect(value("['a', 'b', 'a'].lastIndexOf('a')")).toBe(2n);
    expect(value("['a', 'b'].indexOf('c')")).toBe(-1n);
  });

  it('regex and the strings extension', () => {
    expect(value("'abc 123'.find('[0-9]+')")).toBe('123');
    expect(value("'a1b22'.findAll('[0-9]+').size()")).toBe(2n);
    expect(value("'a,b'.split(',').size()")).toBe(2n);
    expect(value("'Hello'.lowerAscii()")).toBe('hello');
  });

  it('URL and IP', () => {
    expect(value("isURL('https://example.com:8443/a?x=1')")).toBe(true);
    expect(value("isURL('example.com')")).toBe(false);
    expect(value("url('https://example.com:8443/a').getHostname()")).toBe('example.com');
    expect(value("url('https://example.com:8443/a').getPort()")).toBe('8443');
    expect(value("url('/a/b').getScheme()")).toBe('');
    expect(value("isIP('10.0.0.1')")).toBe(true);
    expect(value("isIP('10.0.0.01')")).toBe(false);
    expect(value("isIP('fe80::1')")).toBe(true);
    expect(value("isCIDR('10.0.0.0/8')")).toBe(true);
    expect(value("isCIDR('10.0.0.0/33')")).toBe(false);
  });
});
