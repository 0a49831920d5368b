// Declared targets read on the config's fast path are copied by copyTree, not structuredClone
// (thousands of calls). It must give what structuredClone gives, share nothing with its input,
// and hand anything that is not plain data to structuredClone.
import { describe, expect, it } from 'vitest';
import { copyTree, ownPlainTree, withDefaults } from '../../src/config/defaults.js';
import { loadConfig } from '../../src/config/load.js';
import { parseConfigText } from '../../src/config/parse.js';
import type { RawConfig } from '../../src/config/defaults.js';

const same = (a: unknown, b: unknown) => {
  expect(a).toStrictEqual(b);
  expect(JSON.stringify(a)).toBe(JSON.stringify(b));
};

function generated(n: number): string {
  const lines = Array.from({ length: n }, (_, i) =>
    i % 2 === 0
      ? `  - {app: a${i}, environment: dev, helm: {chart: charts/a${i}, valueFiles: [v/${i}.yaml], releaseName: r, namespace: ns}}`
      : `  - app: a${i}\n    environment: prod\n    kustomize: k/${i}\n    helm: {values: {n: ${i}, f: 1.5, t: true, z: null, s: "0${i}", l: [1, two], o: {x: y}}}`,
  );
  return `version: 1\ntargets:\n${lines.join('\n')}\n`;
}

describe('copyTree', () => {
  it('copies a config read on the fast path exactly as structuredClone does, sharing nothing', () => {
    const parsed = parseConfigText(generated(400), '.deploy-gate.yaml');
    expect(parsed.fast).toBe(true);
    const raw = parsed.raw as RawConfig;
    const viaTree = withDefaults(raw, 'f', copyTree);
    same(viaTree, withDefaults(raw, 'f'));
    const first = viaTree.targets?.[1] as unknown as { helm: { values: { l: unknown[] } } };
    first.helm.values.l.push('changed');
    expect(JSON.stringify(raw.targets?.[1])).not.toContain('changed');
  });

  it('gives structuredClone’s answer for values that are not plain data', () => {
    const own = JSON.parse('{"__proto__": {"x": 1}, "y": [2]}') as unknown;
    const odd: unknown[] = [
      { d: new Date(5) },
      own,
      Object.assign(Object.create(null) as object, { a: 1 }),
      { m: new Map([[1, 2]]) },
      [1, -0, Number.NaN, 'x', null, true, { a: [{ b: 'c' }] }],
      { 2: 'b', 1: 'a', z: 'z', a: 'a' },
    ];
    for (const value of odd) same(copyTree(value), structuredClone(value));
    expect(Object.hasOwn(copyTree(own) as object, '__proto__')).toBe(true);
    expect(Object.is((copyTree([-0]) as number[])[0], -0)).toBe(true);
  });
});

describe('ownPlainTree (the fast path keeps the targets it read)', () => {
  it('gives a config equal to the copied one, holding the parsed targets themselves', () => {
    const text = generated(400);
    const raw = parseConfigText(text, '.deploy-gate.yaml').raw as RawConfig;
    const kept = withDefaults(raw, 'f', ownPlainTree);
    same(kept, withDefaults(raw, 'f'));
    expect(kept.targets?.[3]).toBe(raw.targets?.[3]);
    const valid = `version: 1\ntargets:\n${Array.from({ length: 300 }, (_, i) => `  - {app: a${i}, environment: dev, helm: {chart: c/a${i}, valueFiles: [v/${i}.yaml]}}`).join('\n')}\n`;
    expect(parseConfigText(valid, 'f').fast).toBe(true);
    same(loadConfig(valid, 'f'), withDefaults(parseConfigText(valid, 'f').raw as RawConfig, 'f'));
  });

  it('copies, as structuredClone does, anything that is not plain data', () => {
    const own = JSON.parse('{"__proto__": {"x": 1}, "y": [2]}') as unknown;
    const deep = JSON.parse(`${'['.repeat(120)}1${']'.repeat(120)}`) as unknown;
    for (const value of [{ d: new Date(5) }, own, Object.assign(Object.create(null) as object, { a: 1 }), deep]) {
      const got = ownPlainTree(value);
      expect(got).not.toBe(value);
      same(got, structuredClone(value));
    }
    const plain = { a: [1, { b: 'c' }], n: null };
    expect(ownPlainTree(plain)).toBe(plain);
  });
});
