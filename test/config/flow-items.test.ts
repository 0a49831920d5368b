// Target lists written one flow mapping per line are read by src/config/flow-items.ts, not js-yaml.
// These tests hold that path to the one before it (the fast path on the whole text, or the full
// parse and its exact error): same data, same key order, same errors with the same lines, on
// bench-like configs and on thousands of random configs full of near misses.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { MAX_CONFIG_BYTES, parseConfigText } from '../../src/config/parse.js';
import { expandFlowItems, readFlowMapping, readFlowRun, splitFlowItems } from '../../src/config/flow-items.js';
import { fastStream } from '../../src/manifest/fast-stream.js';

const F = '.deploy-gate.yaml';

type Outcome = { raw: unknown } | { error: string };

/** What parseConfigText gave before flow-items.ts: the fast path on the whole text, else the full parse. */
function before(text: string): Outcome {
  const fast = fastStream(text, 4 * MAX_CONFIG_BYTES, 1, { yaml11: false });
  if (fast?.docs.length === 1) return { raw: asMapping(fast.docs[0]?.value) };
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false, strict: true });
  if (doc.errors.length > 0) return { error: 'yaml' };
  return { raw: asMapping(doc.toJS({ maxAliasCount: 100 })) };
}

function asMapping(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  return typeof value === 'object' && !Array.isArray(value) ? value : 'not a mapping';
}

function now(text: string): Outcome {
  try {
    return { raw: parseConfigText(text, F).raw };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.message.includes('must be a mapping') ? { raw: 'not a mapping' } : { error: 'yaml' };
  }
}

/** The bench's config (scripts/bench-repo.mjs): helm and kustomize targets, one flow mapping per line. */
function benchConfig(apps: number): string {
  const lines: string[] = [];
  for (let i = 0; i < apps; i++) {
    const name = `app${String(i).padStart(4, '0')}`;
    for (const env of ['dev', 'staging', 'production'])
      lines.push(
        i % 2 === 0
          ? `  - {app: ${name}, environment: ${env}, helm: {chart: charts/${name}, valueFiles: [envs/${env}/${name}.yaml], releaseName: ${name}, namespace: ${name}}}`
          : `  - {app: ${name}, environment: ${env}, kustomize: apps/${name}/overlays/${env}}`,
      );
  }
  return `version: 1\nkubernetesVersion: "1.31"\nrules:\n  image/not-pinned: "off"\ntargets:\n${lines.join('\n')}\n`;
}

/** A small deterministic random source (a failure must be reproducible). */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const ITEMS = [
  '{app: a, environment: dev, kustomize: apps/a/overlays/dev}',
  '{app: b-1, environment: prod_2, helm: {chart: charts/b, valueFiles: [v/x.yaml, v/y.yaml], releaseName: B.b}}',
  '{app: c, environment: dev, helm: {chart: c, valueFiles: []}}',
  '{ app: spaced ,environment:  e , manifests: m }',
  '{app: yes, environment: off, manifests: on}',
  '{app: y, environment: n, manifests: No}',
  // Near misses: each must be read by js-yaml, or refused, exactly as before.
  '{app: "quoted", environment: dev, manifests: m}',
  "{app: 'single', environment: dev, manifests: m}",
  '{app: 1, environment: dev, manifests: m}',
  '{app: 0644, environment: dev}',
  '{app: true, environment: null}',
  '{app: a:b, environment: dev}',
  '{app:b, environment: dev}',
  '{app: a, app: b}',
  '{app: a, environment: dev,}',
  '{}',
  '{app: a b, environment: dev}',
  '{app: a} # comment',
  '{app: a}#x',
  '{app: a, helm: {values: {x: [{y: z}]}}}',
  '{app: a, list: [a, [b]]}',
  '{app: &x a, environment: *x}',
  '{app: !!str a}',
  '{__proto__: a, environment: dev}',
  '{app: a, __proto__: {x: y}}',
  '{app: .hidden, environment: -dash}',
  '{app: a\tb}',
  '{app: a, environment: dev}\r',
  '{app: a, environment: [dev}',
  '{app: a, environment: dev}}',
  '{app: {nested: {deeper: {x: {y: {z: {w: {v: {u: {t: x}}}}}}}}}}',
  '{app: Null, environment: FALSE}',
  '{app: deploy-gate-flow-items-0}',
  `{app: ${'x'.repeat(1100)}}`,
];

const OTHER = [
  'version: 1',
  '# a comment',
  '',
  'kubernetesVersion: "1.31"',
  'notes: |',
  '  - {app: in-a-block-scalar, environment: dev}',
  'rules:',
  '  image/not-pinned: "off"',
  'plain: some words',
  '  - {app: continued, environment: dev}',
  'list:',
  '- {app: unindented, environment: dev}',
  '    - {app: deeper, environment: dev}',
  'flow: [a,',
  '  b]',
  'targets:',
];

/** ITEMS[0..GOOD) are in the subset; the rest are near misses. */
const GOOD = 6;

/** Sections of valid YAML with item runs, block scalars, continued plain scalars, nested lists. */
function section(k: number, item: () => string, next: (n: number) => number): string[] {
  const indent = next(2) === 0 ? '' : '  ';
  const items = (pad: string, n: number) =>
    Array.from({ length: n }, () => (next(8) === 0 ? `${pad}# between` : `${pad}- ${item()}`));
  switch (next(6)) {
    case 0:
      return [`notes${k}: |`, ...items('  ', 1 + next(3))];
    case 1:
      return [`plain${k}: some words`, `  - ${item()}`];
    case 2:
      return [`nested${k}:`, `  inner:`, ...items('    ', 1 + next(4))];
    case 3:
      return [`version${k}: 1`, '', `rules${k}:`, '  image/not-pinned: "off"'];
    default:
      return [`list${k}:`, ...items(indent, 1 + next(6))];
  }
}

/** Mostly valid configs whose items are in the subset (the shortcut is taken), some with one near miss, some line soup. */
function randomConfig(next: (n: number) => number): string {
  const mode = next(4);
  if (mode === 3) {
    const soup = Array.from({ length: 3 + next(20) }, () =>
      next(3) === 0
        ? (OTHER[next(OTHER.length)] as string)
        : `${['', '  ', '    '][next(3)] as string}- ${ITEMS[next(ITEMS.length)] as string}`,
    );
    return soup.join('\n');
  }
  let misses = mode === 1 ? 1 : mode === 2 ? 3 : 0;
  const item = () =>
    misses > 0 && next(4) === 0
      ? (misses--, ITEMS[GOOD + next(ITEMS.length - GOOD)] as string)
      : (ITEMS[next(GOOD)] as string);
  const lines = ['targets:', ...Array.from({ length: 1 + next(5) }, () => `  - ${item()}`)];
  for (let k = 0; k < next(5); k++) lines.push(...section(k, item, next));
  return `${lines.join('\n')}${next(2) === 0 ? '\n' : ''}`;
}

describe('config target lines read without js-yaml (flow-items.ts)', () => {
  it('reads the bench configs as before, in one run, with keys in the same order', () => {
    for (const apps of [100, 1000]) {
      const text = benchConfig(apps);
      const split = splitFlowItems(text);
      expect(split?.runs.size).toBe(1);
      expect([...(split?.runs.values() ?? [])][0]).toHaveLength(apps * 3);
      const got = now(text);
      expect(got).toEqual(before(text));
      expect(JSON.stringify(got)).toBe(JSON.stringify(before(text)));
      expect(got).toEqual({ raw: parseDocument(text).toJS() });
    }
  });

  it('gives what the fast path or the full parse gave, on 2,000 random configs full of near misses', () => {
    const next = random(18);
    let taken = 0;
    for (let n = 0; n < 2000; n++) {
      const text = randomConfig(next);
      const want = before(text);
      const got = now(text);
      expect(got, text).toEqual(want);
      // The same key order too (toEqual does not look at it).
      expect(JSON.stringify(got), text).toBe(JSON.stringify(want));
      const split = splitFlowItems(text);
      if (split && fastStream(split.skeleton, 4 * MAX_CONFIG_BYTES, 1, { yaml11: false })) taken++;
    }
    // The shortcut must really be exercised, not always fall back.
    console.log('taken', taken);
    expect(taken).toBeGreaterThan(300);
  });

  it('reads only its subset and refuses anything else', () => {
    expect(readFlowMapping('{app: a, helm: {chart: c, valueFiles: [x, y]}}')).toEqual({
      app: 'a',
      helm: { chart: 'c', valueFiles: ['x', 'y'] },
    });
    const refused = [
      '{app: "a"}',
      '{app: 1}',
      '{app: true}',
      '{a: b, a: c}',
      '{}',
      '{a:b}',
      '{a: b}x',
      '{a: [{b: c}]}',
    ];
    for (const text of refused) expect(readFlowMapping(text), text).toBeUndefined();
  });

  it('reads a group of item lines at once exactly as line by line (readFlowRun), or not at all', () => {
    // Extra near misses that only a reading of all the lines at once could get wrong: a line
    // closing its mapping early or late, a line holding two, colons and brackets at line ends.
    const across = [
      '{a: b}, {c: d}',
      '{a: {b: c}',
      '{d: e}}',
      '{a: [b, c}',
      '{a: b]}',
      '{a: b, c: {d: e}, f: [g, h]}',
      '{: a}',
      '{a: b, a: {c: d}}',
      '{a: {b: c, b: d}}',
      '{a: {b: {c: {d: {e: {f: {g: {h: i}}}}}}}}',
      '{a: b ,c: d}',
    ];
    const pool = [...ITEMS, ...across];
    const next = random(22);
    let taken = 0;
    for (let n = 0; n < 3000; n++) {
      const indent = ' '.repeat(next(3) * 2);
      const good = next(3) !== 0;
      const items = Array.from({ length: 1 + next(6) }, () =>
        good && next(8) !== 0 ? (ITEMS[next(GOOD)] as string) : (pool[next(pool.length)] as string),
      );
      const block = items.map((item) => `${indent}- ${item}`).join('\n');
      const alone = items.map((item) => readFlowMapping(item));
      const want = alone.every((v) => v !== undefined) ? alone : undefined;
      const got = readFlowRun(block, items.length);
      expect(JSON.stringify(got), block).toBe(JSON.stringify(want));
      if (got) taken++;
    }
    // Both ways must really be exercised: groups read at once, and groups refused.
    expect(taken).toBeGreaterThan(200);
    expect(taken).toBeLessThan(2800);
    // The whole bench config in one group, as its lines one by one.
    const lines = benchConfig(1000)
      .split('\n')
      .filter((l) => l.startsWith('  - '));
    expect(readFlowRun(lines.join('\n'), lines.length)).toEqual(lines.map((l) => readFlowMapping(l.slice(4))));
    expect(readFlowRun(lines.join('\n'), lines.length + 1)).toBeUndefined();
  });

  it('falls back when a placeholder does not stand for one whole sequence entry', () => {
    const runs = new Map([['deploy-gate-flow-items-0', [{ a: 'b' }]]]);
    expect(expandFlowItems({ x: ['deploy-gate-flow-items-0'] }, runs)).toEqual({ x: [{ a: 'b' }] });
    expect(expandFlowItems({ x: 'text - deploy-gate-flow-items-0' }, runs)).toBeUndefined();
    expect(expandFlowItems({ x: [] }, runs)).toBeUndefined();
    // A block scalar holding target-like lines keeps them as its text.
    const text =
      'notes: |\n  - {app: a, environment: dev}\n  - {app: b, environment: dev}\ntargets:\n  - {app: c, environment: dev, manifests: m}\n';
    expect(parseConfigText(text, F).raw).toEqual(parseDocument(text).toJS());
    // A list under an own `__proto__` key is put back as data, not as the prototype.
    const proto = 'x:\n  __proto__:\n    - {app: a, environment: dev}\n';
    expect(JSON.stringify(now(proto))).toBe(JSON.stringify(before(proto)));
    expect(Object.getPrototypeOf((now(proto) as { raw: { x: object } }).raw.x)).toBe(Object.prototype);
    // A text that already holds the placeholder's name is read whole.
    expect(splitFlowItems('targets:\n  - {app: deploy-gate-flow-items-0}\n')).toBeUndefined();
  });

  it('still points an error in line 2,999 of a 3,000-target config at line 2,999', () => {
    const lines = benchConfig(1000).split('\n');
    const at = 2999; // 1-based: lines[at - 1]
    const bad = (replace: (line: string) => string) => lines.map((l, i) => (i === at - 1 ? replace(l) : l)).join('\n');
    const cases: Array<[string, string, RegExp]> = [
      [
        'an unknown key',
        bad((l) => l.replace('kustomize:', 'kustomise:').replace('helm:', 'hlem:')),
        /unknown key "(kustomise|hlem)"/,
      ],
      [
        'a path outside the repository',
        bad((l) => l.replace(/(kustomize|chart): [^,}]+/, '$1: ../outside')),
        /contains "\.\."/,
      ],
      ['a duplicate key', bad((l) => l.replace('{app: ', '{environment: x, app: ')), /YAML: /],
      ['a target declared twice', bad(() => lines[at - 2] as string), /declared twice/],
    ];
    expect(lines[at - 1]).toMatch(/^ {2}- \{app: app0/);
    for (const [what, text, message] of cases) {
      let error: unknown;
      try {
        loadConfig(text, F);
      } catch (err) {
        error = err;
      }
      expect(error, what).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).line, what).toBe(at);
      expect((error as ConfigError).message, what).toMatch(message);
    }
  });
});
