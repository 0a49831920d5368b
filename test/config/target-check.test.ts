// Declared targets vouched for by src/config/target-check.ts are left out of ajv's walk. A target
// vouched for that the schema refuses would let a bad config through, so every vouched target of
// thousands of random near misses must be one the schema's validator accepts, and the config's
// verdict and errors must be those of the schema on the whole config.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { configValidator, describeErrors } from '../../src/config/schema.js';
import { HELM_KEYS, TARGET_KEYS, targetValid, withoutVouchedTargets } from '../../src/config/target-check.js';
import { packageRoot } from '../../src/package-root.js';

/** A small deterministic random source (a failure must be reproducible). */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * n);
  };
}

const GOOD_NAMES = ['a', 'app-1', 'B.b_2', '0x'];
const BAD_NAMES = ['', 'a/b', '-a', '.a', 'a b', 'é', 1, true, null, {}, ['a']];
const GOOD_TEXTS = ['x', 'charts/a', 'apps/a/overlays/dev', ' '];
const BAD_TEXTS = ['', 0, false, null, {}, ['x']];
const REPO_URLS = [
  'https://charts.example.com',
  'oci://r.example.com/c',
  'ftp://x',
  'https://a@b',
  'https://a b',
  'http://',
  3,
];
const VALUE_FILES = [[], ['a.yaml'], ['a.yaml', 'b.yaml'], [''], ['a', 1], 'a.yaml', null];
const VALUES = [{}, { a: { b: 1 } }, [], null, 'x'];

function pick<T>(next: (n: number) => number, xs: readonly T[]): T {
  return xs[next(xs.length)] as T;
}

/** Mostly good values, now and then a bad one. */
function value<T, U>(next: (n: number) => number, good: readonly T[], bad: readonly U[]): T | U {
  return next(6) === 0 ? pick(next, bad) : pick(next, good);
}

function randomHelm(next: (n: number) => number): unknown {
  if (next(12) === 0) return pick(next, [null, 'chart', [], 1]);
  const h: Record<string, unknown> = {};
  if (next(10) !== 0) h.chart = value(next, GOOD_TEXTS, BAD_TEXTS);
  if (next(4) === 0) h.repoURL = pick(next, REPO_URLS);
  if (next(4) === 0) h.version = value(next, GOOD_TEXTS, BAD_TEXTS);
  if (next(2) === 0) h.valueFiles = pick(next, VALUE_FILES);
  if (next(3) === 0) h.releaseName = value(next, GOOD_TEXTS, BAD_TEXTS);
  if (next(3) === 0) h.namespace = value(next, GOOD_TEXTS, BAD_TEXTS);
  if (next(5) === 0) h.values = pick(next, VALUES);
  if (next(10) === 0) h.parameters = pick(next, [[], [{ name: 'a', value: 'b' }], [{ name: '' }]]);
  if (next(15) === 0) h.chrat = 'x';
  return h;
}

function randomTarget(next: (n: number) => number): unknown {
  if (next(20) === 0) return pick(next, [null, 'target', [], 7]);
  const t: Record<string, unknown> = {};
  if (next(12) !== 0) t.app = value(next, GOOD_NAMES, BAD_NAMES);
  if (next(12) !== 0) t.environment = value(next, GOOD_NAMES, BAD_NAMES);
  if (next(4) === 0) t.namespace = value(next, GOOD_TEXTS, BAD_TEXTS);
  // Usually one source, sometimes none or two.
  const sources = next(8) === 0 ? next(3) * 1.5 : 1;
  for (let i = 0; i < sources; i++) {
    const which = pick(next, ['helm', 'kustomize', 'manifests']);
    t[which] = which === 'helm' ? randomHelm(next) : value(next, GOOD_TEXTS, BAD_TEXTS);
  }
  if (next(20) === 0) t[pick(next, ['enviroment', 'kustomise', '__proto__'])] = 'x';
  return t;
}

/** The verdict and the problems the schema gives the whole config (what load.ts gave before). */
function schemaOf(raw: object): string {
  const validate = configValidator();
  return validate(raw) ? 'valid' : JSON.stringify(describeErrors(validate.errors ?? []));
}

describe('declared targets vouched for without ajv (target-check.ts)', () => {
  it('vouches only for targets the schema accepts, and for most good ones', () => {
    const next = random(22);
    const validate = configValidator();
    let vouched = 0;
    let refusedBySchema = 0;
    for (let n = 0; n < 6000; n++) {
      const t = randomTarget(next);
      const accepted = validate({ targets: [t] });
      if (!accepted) refusedBySchema++;
      if (targetValid(t)) {
        vouched++;
        expect(accepted, JSON.stringify(t)).toBe(true);
      }
    }
    // Both sides must really be exercised.
    expect(vouched).toBeGreaterThan(1000);
    expect(refusedBySchema).toBeGreaterThan(1000);
  });

  it('gives the whole config the schema verdict and errors, with the rest of the config checked by ajv', () => {
    const next = random(18);
    for (let n = 0; n < 1500; n++) {
      const raw: Record<string, unknown> = { targets: Array.from({ length: next(4) }, () => randomTarget(next)) };
      if (next(4) === 0) raw.rules = next(2) === 0 ? { 'image/not-pinned': 'off' } : { bad: 'x' };
      if (next(6) === 0) raw.kubernetesVersion = pick(next, ['1.31', 1.3]);
      const rest = withoutVouchedTargets(raw);
      const validate = configValidator();
      const answer = rest && validate(rest) ? 'valid' : schemaOf(raw);
      expect(answer, JSON.stringify(raw)).toBe(schemaOf(raw));
    }
  });

  it('reports a bad target among good ones exactly as before, at its line', () => {
    const lines = ['version: 1', 'targets:'];
    for (let i = 0; i < 50; i++) lines.push(`  - {app: a${i}, environment: dev, kustomize: k/${i}}`);
    lines[30] = '  - {app: a/28, environment: dev, kustomize: k/28}';
    const error = (() => {
      try {
        loadConfig(lines.join('\n'), '.deploy-gate.yaml');
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/^\.deploy-gate\.yaml:31: targets\[28\]\.app must match pattern/);
  });

  it('tests what the schema says, key for key and pattern for pattern', () => {
    const schema = JSON.parse(readFileSync(path.join(packageRoot(), 'schemas/config.schema.json'), 'utf8')) as {
      definitions: Record<
        string,
        { pattern?: string; properties: Record<string, { pattern?: string; properties?: object }> }
      >;
    };
    const target = schema.definitions.target as (typeof schema.definitions)[string];
    expect([...TARGET_KEYS].sort()).toEqual(Object.keys(target.properties).sort());
    // `parameters` is left to ajv; every other helm key is vouched for.
    expect([...HELM_KEYS, 'parameters'].sort()).toEqual(Object.keys(target.properties.helm?.properties ?? {}).sort());
    const source = readFileSync(path.join(packageRoot(), 'src/config/target-check.ts'), 'utf8');
    for (const pattern of [
      schema.definitions.name?.pattern,
      (target.properties.helm?.properties as Record<string, { pattern?: string }>).repoURL?.pattern,
    ])
      expect(source).toContain(JSON.stringify(pattern).slice(1, -1));
  });
});
