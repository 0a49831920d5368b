// The reach bound (src/engine/reach-bound.ts) lets the partial plan walk only some targets: it must
// never leave out a target whose reach (reach.ts, walked in full) touches a changed path or is in
// doubt. Checked over thousands of random trees with odd names and references in every spelling
// the reach reads (`..`, `./`, quoted, `''`, folded, escaped, `?ref=`, `k=v`, flow `{"k":v}`,
// `file://`), against the full walk of every target.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Target } from '../../src/model/target.js';
import { reachBound } from '../../src/engine/reach-bound.js';
import { holdsName, ODD_NAME, oddChar, rawScan, tokenScan } from '../../src/engine/reach-scan.js';
import { chartMetaFiles, MAX_TOKENIZED_BYTES, targetReach, type SideReader } from '../../src/engine/reach.js';
import { touchIndex } from '../../src/engine/path-sets.js';
import { fromConfig } from '../../src/targets/discover.js';

const CONFIG = '.deploy-gate.yaml';
const SEEDS = 3000;

/** A small deterministic generator, so a failure names its seed. */
function rng(seed: number): (n: number) => number {
  let s = seed >>> 0;
  // mulberry32: the low bits of a plain LCG repeat too soon for `% n` to reach every case.
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const DIRS = [
  'a',
  'b',
  'base',
  'a b',
  "it's",
  'k:v',
  'o',
  'x.y',
  'c#1',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j.k',
  'l m',
  'n',
  'p',
];
const FILES = [
  'kustomization.yaml',
  'Kustomization',
  'r.yaml',
  'a b.yaml',
  "it's.yaml",
  'c#1.yaml',
  'k:v.yaml',
  'Chart.yaml',
  'values.yaml',
  'e=f.yaml',
  'base',
  'x.y',
  'r1.yaml',
  'r2.yaml',
  'r3.yaml',
  'r4.yaml',
  's t.yaml',
  'u',
];
type Text = string | undefined | { unread: string };

interface Tree {
  texts: Map<string, Text>;
  dirs: Set<string>;
  sizes: Map<string, number>;
}

function randomTree(r: (n: number) => number): Tree {
  const folders = ['.'];
  for (let i = 0, n = 2 + r(5); i < n; i++) {
    const parent = folders[r(folders.length)] as string;
    const name = DIRS[r(DIRS.length)] as string;
    folders.push(parent === '.' ? name : `${parent}/${name}`);
  }
  const files: string[] = [];
  for (const f of new Set(folders))
    for (let i = 0, n = r(4); i < n; i++)
      files.push(f === '.' ? (FILES[r(FILES.length)] as string) : `${f}/${FILES[r(FILES.length)]}`);
  const dirs = new Set(folders.filter((f) => f !== '.'));
  // A path cannot be a file and a folder at once.
  const kept = [...new Set(files)].filter((f) => !dirs.has(f) && ![...dirs].some((d) => d.startsWith(`${f}/`)));
  for (const f of kept) for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  const texts = new Map<string, Text>();
  const sizes = new Map<string, number>();
  const all = [...kept, ...dirs];
  for (const f of kept) {
    const roll = r(40);
    texts.set(f, roll === 0 ? undefined : roll === 1 ? { unread: 'budget' } : randomText(r, f, all, [...dirs]));
    sizes.set(f, roll === 2 ? MAX_TOKENIZED_BYTES + 1 : 10);
  }
  texts.set(CONFIG, 'version: 1\n');
  sizes.set(CONFIG, 10);
  return { texts, dirs, sizes };
}

/** A reference to a path in the tree (or absent), from the file's folder, a folder or the root. */
function randomText(r: (n: number) => number, file: string, all: string[], dirs: string[]): string {
  const lines: string[] = [];
  for (let i = 0, n = 1 + r(3); i < n; i++) {
    const to = r(5) === 0 ? `${dirs[r(dirs.length)] ?? 'z'}/absent.yaml` : (all[r(all.length)] as string);
    const from = [path.posix.dirname(file), dirs[r(dirs.length)] ?? '.', '.'][r(3)] as string;
    lines.push(spell(r, path.posix.relative(from, to) || '.'));
  }
  return `${lines.join('\n')}\n`;
}

function spell(r: (n: number) => number, rel: string): string {
  const space = rel.indexOf(' ');
  const spellings = [
    `- ${rel}`,
    `resources: [${rel}, z]`,
    `k: "${rel}"`,
    `k: '${rel.replace(/'/g, "''")}'`,
    space > 0 ? `- ${rel.slice(0, space)}\n  ${rel.slice(space + 1)}` : `- ./${rel}/`,
    `a: {"p":${rel}}\nq: 'it''s'`,
    `files: [n=${rel}]`,
    `- ${rel}?ref=v1`,
    `- ${rel}#frag`,
    `k: "${rel.replace(/\//g, '\\/').replace(/\./g, '\\x2e')}"`,
    `  - {name: d, repository: "file://${rel}"}`,
    `# ${rel}`,
    `k:${rel}`,
    '- ..',
    '- ../..',
    '- x/..',
    '- .',
    'k: ./',
    'path: /',
    `- ${rel}/..`,
    `- ${rel}/../..`,
  ];
  return spellings[r(spellings.length)] as string;
}

function sideOf(tree: Tree): SideReader {
  const files = new Map(
    [...tree.texts.keys()].map((f) => [f, { mode: '100644', oid: f, size: tree.sizes.get(f) ?? 1 }]),
  );
  return { listing: { files, dirs: tree.dirs }, tokens: new Map(), text: (f) => Promise.resolve(tree.texts.get(f)) };
}

function randomTargets(r: (n: number) => number, tree: Tree): Target[] {
  const dirs = ['.', ...tree.dirs, 'absent'];
  const files = [...tree.texts.keys()];
  return Array.from({ length: 2 + r(7) }, (_, i) => {
    const dir = dirs[r(dirs.length)] as string;
    const t =
      r(3) === 0
        ? { app: `h${i}`, environment: 'e', helm: { chart: dir, valueFiles: [files[r(files.length)] as string] } }
        : { app: `k${i}`, environment: 'e', kustomize: dir };
    return fromConfig(t, CONFIG);
  });
}

function randomChanged(r: (n: number) => number, tree: Tree): string[] {
  const files = [...tree.texts.keys()].filter((f) => f !== CONFIG);
  const dirs = [...tree.dirs];
  return Array.from({ length: 1 + r(3) }, () => {
    const roll = r(6);
    if (roll === 0 && dirs.length) return `${dirs[r(dirs.length)]}/new.yaml`;
    if (roll === 1 && dirs.length) return dirs[r(dirs.length)] as string;
    return files[r(files.length)] ?? 'x.yaml';
  });
}

describe('the reach bound', () => {
  it('never leaves out a target whose full reach touches a changed path or is in doubt (3,000 random trees)', async () => {
    let bounded = 0;
    let hits = 0;
    let left = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const r = rng(seed);
      const tree = randomTree(r);
      const targets = randomTargets(r, tree);
      const changed = randomChanged(r, tree);
      const side = sideOf(tree);
      const charts = chartMetaFiles(side);
      const touched = touchIndex(changed);
      const bound = await reachBound(side, charts, Promise.resolve(changed), targets, CONFIG);
      for (const t of targets) {
        const reach = await targetReach(side, t, CONFIG, charts);
        if (reach.doubt === undefined && !touched(reach.paths)) continue;
        hits++;
        const why = `seed ${seed}: ${t.path} (${reach.doubt ?? [...reach.paths].join(', ')}) vs ${changed.join(', ')}`;
        expect(bound === undefined || bound.has(t), why).toBe(true);
      }
      if (bound && bound.size < targets.length) bounded++;
      left += bound ? targets.length - bound.size : 0;
    }
    // Not vacuous: targets are hit, and the bound does leave targets out.
    expect(hits).toBeGreaterThan(2000);
    expect(bounded).toBeGreaterThan(1000);
    expect(left).toBeGreaterThan(3000);
  });

  it('leaves out the targets of a bench-like repository that a one-app values change cannot touch', async () => {
    const texts = new Map<string, Text>([[CONFIG, 'version: 1\n']]);
    const targets: Target[] = [];
    for (const app of ['app0000', 'app0001', 'app0002', 'app0003']) {
      texts.set(`charts/${app}/Chart.yaml`, `apiVersion: v2\nname: ${app}\nversion: 1.0.0\n`);
      texts.set(`apps/${app}/base/kustomization.yaml`, 'resources: [deployment.yaml]\n');
      texts.set(`apps/${app}/base/deployment.yaml`, `kind: Deployment\nmetadata: {name: ${app}}\n`);
      for (const env of ['dev', 'production']) {
        texts.set(`envs/${env}/${app}.yaml`, 'replicas: 1\n');
        texts.set(
          `apps/${app}/overlays/${env}/kustomization.yaml`,
          `namespace: ${app}-${env}\nresources: [../../base]\nreplicas: [{name: ${app}, count: 1}]\n`,
        );
        targets.push(
          fromConfig({ app, environment: env, kustomize: `apps/${app}/overlays/${env}` }, CONFIG),
          fromConfig(
            { app, environment: env, helm: { chart: `charts/${app}`, valueFiles: [`envs/${env}/${app}.yaml`] } },
            CONFIG,
          ),
        );
      }
    }
    const dirs = new Set<string>();
    for (const f of texts.keys()) for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
    const side = sideOf({ texts, dirs, sizes: new Map() });
    const bound = await reachBound(
      side,
      chartMetaFiles(side),
      Promise.resolve(['envs/production/app0000.yaml']),
      targets,
      CONFIG,
    );
    expect([...(bound ?? [])].map((t) => `${t.app}/${t.environment}/${t.kind}`)).toEqual(['app0000/production/helm']);
    // A change to a base: every overlay naming a `base` folder may reach it (the bound goes by names,
    // not folders, so it is loose here), but no helm target can: their charts name nothing.
    const base = await reachBound(
      side,
      chartMetaFiles(side),
      Promise.resolve(['apps/app0002/base/deployment.yaml']),
      targets,
      CONFIG,
    );
    const ids = [...(base ?? [])].map((t) => `${t.app}/${t.environment}/${t.kind}`);
    expect(ids).toEqual(expect.arrayContaining(['app0002/dev/kustomize', 'app0002/production/kustomize']));
    expect(ids.filter((id) => id.endsWith('helm'))).toEqual([]);
  });
});

/** The bound holds `target` (a kustomization or chart folder) when `changed` changes; it is really hit. */
async function expectKept(files: Record<string, string>, target: string, changed: string, helm = false): Promise<void> {
  const texts = new Map<string, Text>(Object.entries(files));
  texts.set(CONFIG, 'version: 1\n');
  const dirs = new Set<string>();
  for (const f of texts.keys()) for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  const side = sideOf({ texts, dirs, sizes: new Map() });
  const t = fromConfig(
    helm ? { app: 'a', environment: 'e', helm: { chart: target } } : { app: 'a', environment: 'e', kustomize: target },
    CONFIG,
  );
  const charts = chartMetaFiles(side);
  const reach = await targetReach(side, t, CONFIG, charts);
  expect(reach.doubt !== undefined || touchIndex([changed])(reach.paths), 'the case is a real hit').toBe(true);
  const bound = await reachBound(side, charts, Promise.resolve([changed]), [t], CONFIG);
  expect(bound === undefined || bound.has(t)).toBe(true);
  expect(bound, 'bounded, not given up').toBeDefined();
}

describe('each rule of the bound keeps a target only it can keep', () => {
  it('a file read from another folder naming its own (`.`) reaches what is under that folder', () =>
    expectKept({ 'p/k/kustomization.yaml': '- ../r.yaml\n', 'p/r.yaml': '- .\n' }, 'p/k', 'p/new.yaml'));

  it('a name after a flow `:` in a parsed text (`{"p":o}`)', () =>
    expectKept(
      { 'p/k/kustomization.yaml': '- ../r.yaml\n', 'p/r.yaml': "a: {\"p\":o}\nq: 'it''s'\n", 'p/o/a.yaml': 'a\n' },
      'p/k',
      'p/o/new.yaml',
    ));

  it('a name cut at `?` or `#`', async () => {
    await expectKept({ 'k/kustomization.yaml': '- ../o?ref=v1\n', 'o/a.yaml': 'a\n' }, 'k', 'o/new.yaml');
    await expectKept({ 'k/kustomization.yaml': '- ../o#frag\n', 'o/a.yaml': 'a\n' }, 'k', 'o/new.yaml');
  });

  it('a file outside every kustomization folder, named through `..`, naming the change', () =>
    expectKept(
      { 'k/kustomization.yaml': '- ../o/r.yaml\n', 'o/r.yaml': '- ../x/y.yaml\n', 'x/y.yaml': 'a\n' },
      'k',
      'x/y.yaml',
    ));

  it('a chart depending on a folder the change is in, and one depending on a path out of the repository', async () => {
    const chart = (dep: string) =>
      `apiVersion: v2\nname: c\ndependencies:\n  - {name: d, repository: "file://${dep}"}\n`;
    await expectKept(
      { 'charts/c/Chart.yaml': chart('../lib'), 'charts/lib/Chart.yaml': 'name: lib\n' },
      'charts/c',
      'charts/lib/new.yaml',
      true,
    );
    await expectKept({ 'charts/c/Chart.yaml': chart('../../../x') }, 'charts/c', 'y/new.yaml', true);
  });

  it('a file outside every kustomization folder named by a folded name, naming the change', () =>
    expectKept(
      { 'k/kustomization.yaml': '- ../o/a\n  b.yaml\n', 'o/a b.yaml': '- ../x/y.yaml\n', 'x/y.yaml': 'a\n' },
      'k',
      'x/y.yaml',
    ));

  it('a name folded over two lines or spelled with a doubled quote', async () => {
    // Read from another folder, naming a file beside it that only a parse spells.
    const files = {
      'p/kustomization.yaml': 'a\n',
      'p/k/kustomization.yaml': '- ../r.yaml\n',
      'p/r.yaml': '- x\n  y.yaml\n',
    };
    await expectKept({ ...files, 'p/x y.yaml': 'a\n' }, 'p/k', 'p/x y.yaml');
    await expectKept({ 'p/k/kustomization.yaml': '- ../a\n  b.yaml\n', 'p/a b.yaml': 'a\n' }, 'p/k', 'p/a b.yaml');
    await expectKept({ 'p/k/kustomization.yaml': "- '../it''s.yaml'\n", "p/it's.yaml": 'a\n' }, 'p/k', "p/it's.yaml");
  });
});

describe('when the bound is not worth it', () => {
  it('gives none (every target is walked) when the files a climbing word names are too many bytes to scan', async () => {
    const texts = new Map<string, Text>([
      [CONFIG, 'version: 1\n'],
      ['k/kustomization.yaml', '- ../o/big.yaml\n'],
      ['o/big.yaml', '- ../x/y.yaml\n'],
      ['p/big.yaml', 'a\n'],
      ['q/big.yaml', 'a\n'],
    ]);
    const sizes = new Map([...texts.keys()].map((f) => [f, f.endsWith('big.yaml') ? 15 * 1024 * 1024 : 10]));
    const side = sideOf({ texts, dirs: new Set(['k', 'o', 'p', 'q']), sizes });
    const t = fromConfig({ app: 'a', environment: 'e', kustomize: 'k' }, CONFIG);
    expect(await reachBound(side, chartMetaFiles(side), Promise.resolve(['x/y.yaml']), [t], CONFIG)).toBeUndefined();
  });
});

describe('the text scan', () => {
  it('finds a name only where a word can hold it', () => {
    expect(holdsName('namespace: app0001-production\n', 'production')).toBe(false);
    expect(holdsName('resources: [../../base]\n', 'base')).toBe(true);
    expect(holdsName('{"p":base}', 'base')).toBe(true);
    expect(holdsName('- base?ref=1', 'base')).toBe(true);
    expect(holdsName('- n=base', 'base')).toBe(true);
    expect(holdsName('- basement', 'base')).toBe(false);
  });

  it('reads characters by table as the plain classes do', () => {
    for (let code = 0; code < 0x10000; code++)
      expect(oddChar(code), code.toString(16)).toBe(ODD_NAME.test(String.fromCharCode(code)));
    // The own-folder scan against its plain definition, a word of only `.` and `/` between a
    // word's start and end, on random texts of those characters and their neighbours.
    const plain = /(?:^|[\s,[\]{}"'`=:\\])[./]+(?![^\s,[\]{}"'`:\\?#])/;
    const r = rng(5);
    const alphabet = ['.', '/', 'a', ' ', ':', '=', '?', '#', '-', '\u00a0', '\n', '[', '"'];
    for (let i = 0; i < 20000; i++) {
      const text = Array.from({ length: 1 + r(8) }, () => alphabet[r(alphabet.length)]).join('');
      expect(rawScan(text).own, JSON.stringify(text)).toBe(plain.test(text));
    }
  });

  it('tells a word naming its own folder or one above from one naming under it', () => {
    for (const [text, above, own] of [
      ['- ../../base\n', false, false],
      ['- ../..\n', true, false],
      ['- x/..\n', false, true],
      ['- x/../..\n', true, false],
      ['path: /\n', false, true],
      ['- .\n', false, true],
      ['- ./a\n', false, false],
      ['k: a.\n', false, false],
    ] as const) {
      const raw = rawScan(text);
      // A raw scan may see more than the words hold (`x/..` ends in `..`), never less.
      expect(raw.above || !above, text).toBe(true);
      expect(raw.own || raw.above || !own, text).toBe(true);
      const words = tokenScan(text);
      expect(words?.above, text).toBe(above);
      expect(words?.own, text).toBe(own);
    }
  });
});
