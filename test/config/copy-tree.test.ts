// Declared targets read on the config's fast path are kept as parsed, not structuredClone'd
// (thousands of calls): the config must equal the copied one, and anything that is not plain data
// is still copied by structuredClone.
import { describe, expect, it } from 'vitest';
import { ownPlainTree, withDefaults } from '../../src/config/defaults.js';
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
