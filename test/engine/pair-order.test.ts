// Pairing and the report's target order are `localeCompare` order. These tests hold the order to
// that expression on odd names.
import { describe, expect, it } from 'vitest';
import { auditPairs, pairTargets } from '../../src/engine/pairs.js';
import { finishReport } from '../../src/engine/assemble.js';
import { runGroups } from '../../src/engine/groups.js';
import { runPair, type PairContext } from '../../src/engine/target-run.js';
import type { Target } from '../../src/model/target.js';
import type { TargetReport } from '../../src/model/report.js';

/** Names whose collation order is not their code-unit order: case, accents, digits, `-`, `_`, `.`, spaces. */
const ODD = [
  'app',
  'App',
  'APP',
  'äpp',
  'apq',
  'ap-p',
  'ap_p',
  'ap.p',
  'ap p',
  'app2',
  'app10',
  'app-10',
  'app_2',
  'Zeta',
  'zeta',
  'éclair',
  'eclair',
  'Eclair',
  'a',
  'a-',
  'a_',
  'a.',
  '-a',
  '_a',
  '.a',
  '1a',
  'ß',
  'ss',
  'Œuvre',
  'oeuvre',
  'app0000',
  'app0001',
  'app0001-x',
  'app0001.x',
  'app0001_x',
  '',
  'x/y',
  'x-y',
  'x.y',
];
const ENVS = ['dev', 'Dev', 'prod', 'production', 'staging', 'stage-2', 'stage_2', 'stage.2', 'ëu'];

function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const oldSort = <T>(items: T[], key: (t: T) => string) => [...items].sort((a, b) => key(a).localeCompare(key(b)));

function target(app: string, environment: string, extra: Partial<Target> = {}): Target {
  return {
    app,
    environment,
    kind: 'kustomize',
    path: `apps/${app}/${environment}`,
    origin: { how: 'config' },
    ...extra,
  };
}

describe('the locale order of targets and pairs', () => {
  it('pairs, audits and reports targets with odd names in the old order', async () => {
    const next = random(7);
    const names = Array.from({ length: 60 }, (_, i): [string, string] => [
      ODD[i % ODD.length] as string,
      ENVS[next(ENVS.length)] as string,
    ]);
    const unique = [...new Map(names.map(([a, e]) => [`${a}/${e}`, [a, e] as const])).values()];
    const base = unique.map(([a, e]) => target(a, e));
    const head = [...unique].reverse().map(([a, e]) => target(a, e));
    const pairs = await pairTargets(base, head, async () => false);
    expect(pairs.map((p) => p.id)).toEqual(
      oldSort(
        unique.map(([a, e]) => `${a}/${e}`),
        (x) => x,
      ),
    );
    expect(auditPairs(head, undefined).map((p) => p.id)).toEqual(pairs.map((p) => p.id));
    const reports = head.map((t): TargetReport => ({
      app: t.app,
      environment: t.environment,
      kind: t.kind,
      path: t.path,
      origin: 'config',
      status: 'unchanged',
      resources: 0,
      durationMs: 0,
    }));
    const report = finishReport({
      tool: { name: 'deploy-gate', version: '0' },
      mode: 'check',
      targets: reports,
      findings: [],
      changes: [],
      images: [],
      notices: [],
    });
    expect(report.targets).toEqual(oldSort(reports, (t) => `${t.app}/${t.environment}`));
  });

  it('marks a pair affected exactly when JSON.stringify tells its two definitions apart', async () => {
    const variants: Array<Partial<Target>> = [
      {},
      { namespace: 'ns' },
      { namespace: undefined },
      { helm: { chart: 'c', valueFiles: ['a', 'b'], releaseName: 'r' } },
      { helm: { chart: 'c', valueFiles: ['b', 'a'], releaseName: 'r' } },
      { helm: { valueFiles: ['a', 'b'], chart: 'c', releaseName: 'r' } },
      { helm: { chart: 'c', valueFiles: ['a', 'b'], releaseName: 'r', values: { n: 1, d: new Date(0) } } },
      { helm: { chart: 'c', valueFiles: ['a', 'b'], releaseName: 'r', values: { n: 1, d: new Date(1) } } },
      { helm: { chart: 'c', valueFiles: [], releaseName: 'r', values: { x: Number.NaN, y: -0 } } },
      { helm: { chart: 'c', valueFiles: [], releaseName: 'r', values: { x: null, y: 0 } } },
    ];
    const base = variants.flatMap((v, i) => variants.map((_, j) => target(`a${i}`, `e${j}`, v)));
    const head = variants.flatMap((_, i) => variants.map((w, j) => target(`a${i}`, `e${j}`, structuredClone(w))));
    const pairs = await pairTargets(base, head, async () => false);
    for (const p of pairs) expect(p.affected, p.id).toBe(JSON.stringify(p.base) !== JSON.stringify(p.head));
    expect(pairs.filter((p) => p.affected).length).toBeGreaterThan(50);
  });
});

describe('pairTargets answers', () => {
  it('asks both sides of every pair in order', async () => {
    const base = ['b', 'a', 'c', 'd'].map((app) => target(app, 'dev'));
    const head = ['a', 'b', 'c', 'e'].map((app) => target(app, 'dev'));
    const asked: string[] = [];
    const pairs = await pairTargets(base, head, async (t, side) => {
      asked.push(`${t.app}:${side}`);
      return t.app === 'c' || t.app === 'e';
    });
    expect(asked).toEqual(['b:base', 'b:head', 'a:base', 'a:head', 'c:base', 'c:head', 'd:base', 'e:head']);
    expect(pairs.map((p) => [p.id, p.affected])).toEqual([
      ['a/dev', false],
      ['b/dev', false],
      ['c/dev', true],
      ['d/dev', true],
      ['e/dev', true],
    ]);
    await expect(pairTargets(base, head, () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
  });
});

describe('outcomes of unaffected targets', () => {
  it('are what runPair gives, handed to the cross checks app by app in the pairs order', async () => {
    const multi = target('m', 'dev', {
      sources: [
        { label: 'a', kind: 'kustomize', path: 'a' },
        { label: 'b', kind: 'kustomize', path: 'b' },
      ],
    });
    const targets = [target('a', 'dev'), target('a', 'prod'), target('b', 'dev', { namespace: 'x' }), multi];
    const pairs = await pairTargets(
      targets,
      targets.map((t) => ({ ...t })),
      async () => false,
    );
    const ctx = {} as PairContext; // nothing is rendered: runPair must not need it either
    const seen: string[][] = [];
    const outcomes = await runGroups(pairs, ctx, 4, {
      crossCheck: async (group) => void seen.push(group.map((o) => o.pair.id)),
    });
    const expected = await Promise.all(pairs.map((p) => runPair(p, ctx)));
    expect(outcomes).toEqual(expected);
    expect(outcomes.map((o) => JSON.stringify(o.report))).toEqual(expected.map((o) => JSON.stringify(o.report)));
    expect(outcomes[3]?.report.paths).toEqual(['a', 'b']);
    expect(seen).toEqual([['a/dev', 'a/prod'], ['b/dev'], ['m/dev']]);
  });
});
