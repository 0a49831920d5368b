import { describe, expect, it } from 'vitest';
import { isQuantity, parseQuantity } from '../../src/kube/quantity.js';

describe('Kubernetes quantities (apimachinery ParseQuantity)', () => {
  it.each([
    ['1.5Gi', 1.5 * 2 ** 30],
    ['250m', 0.25],
    ['128e6', 128e6],
    ['1E', 1e18],
    ['.5', 0.5],
    ['+2k', 2000],
    ['-1Mi', -(2 ** 20)],
    [0.5, 0.5],
    [3, 3],
  ])('%s is %d', (text, value) => expect((parseQuantity(text) ?? NaN) / value).toBeCloseTo(1));

  it.each(['256MiB', '1.5.0', '1 Gi', '', 'Gi', '1e', '1gi', '10GB', ' 1', '1KiB'])('%j is not a quantity', (text) =>
    expect(isQuantity(text)).toBe(false),
  );
});
