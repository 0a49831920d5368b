// Review cases for `check` on partial trees (src/engine/sparse-check.ts): a change that one target
// reads in a way a model of its inputs could miss, while another target reads the same file
// plainly (so the coverage backstop, targets/unchecked-change, stays quiet). The partial plan must
// still make the first target a candidate: the partial and the whole-tree check must agree.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { planSparseCheck } from '../../src/engine/sparse-check.js';
import { gitTree } from '../../src/engine/git-tree.js';
import { targetInputs } from '../../src/targets/index.js';
import { fromConfig } from '../../src/targets/index.js';
import { loadConfigDetailed } from '../../src/config/index.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const cm = (name: string, value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {a: "${value}"}\n`;

/** `api` depends on the shared chart through `dependency`; `lib` renders the shared chart itself. */
function charts(dependency: string): { config: string; files: Record<string, string> } {
  const config = `version: 1
targets:
  - {app: api, environment: production, helm: {chart: charts/api}}
  - {app: lib, environment: production, helm: {chart: "charts/shared lib"}}
`;
  return {
    config,
    files: {
      '.deploy-gate.yaml': config,
      'charts/api/Chart.yaml': `apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - name: shared\n    version: 1.0.0\n    repository: ${dependency}\n`,
      'charts/api/templates/cm.yaml': cm('api', '1'),
      'charts/shared lib/Chart.yaml': 'apiVersion: v2\nname: shared\nversion: 1.0.0\n',
      'charts/shared lib/templates/cm.yaml': cm('shared', '1'),
    },
  };
}

const rendered = (r: Report) =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();
const findings = (r: Report) => r.findings.map((f) => `${f.ruleId} ${f.change ?? ''} ${f.app}/${f.environment}`).sort();

/** The candidates the partial plan picks for a change of `changed` in the repo of `files`. */
async function candidatesFor(files: Record<string, string>, config: string, changed: string[]): Promise<string[]> {
  repo = new TempRepo();
  repo.write(files).commit('base');
  const head = repo.git('rev-parse', 'HEAD');
  const loaded = loadConfigDetailed(config, '.deploy-gate.yaml').config;
  const plan = await planSparseCheck({ repo: repo.dir, base: head, head, config: loaded, changed });
  if (!('candidates' in plan)) throw new Error(`no plan: ${plan.reason}`);
  return [...plan.candidates].sort();
}

describe('check on partial trees: dependencies the reach must not miss', () => {
  it('a file:// dependency whose path holds a space re-renders the chart that depends on it, as on whole trees', async () => {
    const { files } = charts('"file://../shared lib"');
    repo = new TempRepo();
    repo.write(files).commit('base');
    repo.write({ 'charts/shared lib/templates/cm.yaml': cm('shared', '2') }).commit('change');
    const notes: string[] = [];
    const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
    const whole = await checkLastCommit(repo, { wholeTrees: true });
    expect(notes.join('\n')).toMatch(/partial trees/);
    expect(rendered(whole)).toEqual(['api/production', 'lib/production']);
    expect(rendered(sparse)).toEqual(rendered(whole));
    expect(findings(sparse)).toEqual(findings(whole));
    expect(sparse.verdict).toBe(whole.verdict);
  });

  it.each([
    ['an escaped slash', '"file:\\/\\/../shared lib"'],
    ['a hex escape', '"file:\\x2f\\x2f../shared lib"'],
    ['a plain scalar with a space', 'file://../shared lib'],
    ['a single-quoted name', "'file://../shared lib'"],
  ])('a file:// dependency written with %s makes the depending chart a candidate', async (_, dependency) => {
    const { files, config } = charts(dependency);
    expect(await candidatesFor(files, config, ['charts/shared lib/templates/cm.yaml'])).toEqual([
      'api/production',
      'lib/production',
    ]);
  });
});

const KUSTOMIZE_CONFIG = `version: 1
targets:
  - {app: a, environment: production, kustomize: apps/a}
  - {app: b, environment: production, kustomize: apps/b}
`;
const KUSTOMIZE_FILES: Record<string, string> = {
  '.deploy-gate.yaml': KUSTOMIZE_CONFIG,
  'shared/kustomization.yaml': 'resources: [cm.yaml]\n',
  'shared/cm.yaml': cm('shared', '1'),
  'apps/a/kustomization.yaml': 'resources:\n  - ../../shared\n',
  'apps/b/kustomization.yaml': 'resources:\n  - ../../shared\n',
};

describe('check on partial trees: a kustomization git cannot give as text takes whole trees, never "names nothing"', () => {
  it('a UTF-16 kustomization (kustomize reads it)', async () => {
    repo = new TempRepo();
    repo.write(KUSTOMIZE_FILES);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('resources:\n  - ../../shared\n', 'utf16le')]);
    writeFileSync(path.join(repo.dir, 'apps/a/kustomization.yaml'), utf16);
    repo.commit('base');
    const head = repo.git('rev-parse', 'HEAD');
    const config = loadConfigDetailed(KUSTOMIZE_CONFIG, '.deploy-gate.yaml').config;
    const plan = await planSparseCheck({ repo: repo.dir, base: head, head, config, changed: ['shared/cm.yaml'] });
    expect(plan).toEqual({
      reason: 'the inputs of a/production cannot be read from git: apps/a/kustomization.yaml: not UTF-8',
    });
  });

  it('a blob git does not have (a partial clone)', async () => {
    repo = new TempRepo();
    repo.write(KUSTOMIZE_FILES).commit('base');
    const head = repo.git('rev-parse', 'HEAD');
    const oid = repo.git('rev-parse', 'HEAD:apps/a/kustomization.yaml').trim();
    rmSync(path.join(repo.dir, '.git/objects', oid.slice(0, 2), oid.slice(2)));
    const config = loadConfigDetailed(KUSTOMIZE_CONFIG, '.deploy-gate.yaml').config;
    const plan = await planSparseCheck({ repo: repo.dir, base: head, head, config, changed: ['shared/cm.yaml'] });
    expect(plan).toEqual({
      reason: expect.stringMatching(/^the inputs of a\/production cannot be read from git: .*git has no object/),
    });
  });

  it('a failed read of the blobs fails the walk of the target (the plan then takes whole trees)', async () => {
    const listing = {
      files: new Map([['apps/a/kustomization.yaml', { mode: '100644', oid: '1'.repeat(40), size: 30 }]]),
      dirs: new Set(['apps', 'apps/a']),
    };
    const tree = gitTree(listing, () => Promise.resolve({ unread: 'git printed more than the output budget' }));
    const config = loadConfigDetailed(KUSTOMIZE_CONFIG, '.deploy-gate.yaml').config;
    const target = fromConfig(config.targets![0]!, config.file);
    await expect(targetInputs(tree, target, config.file)).rejects.toThrow(
      /git could not read it: git printed more than the output budget/,
    );
  });
});

describe('check on partial trees: names kustomize reads literally', () => {
  it.each([
    ['#', 'cm#1.yaml', '../../shared/cm#1.yaml'],
    ['?', 'cm?1.yaml', '../../shared/cm?1.yaml'],
    ["a quote written ''", "it's.yaml", "'../../shared/it''s.yaml'"],
    ['a space, folded over two lines', 'my cm.yaml', '../../shared/my\n    cm.yaml'],
    ['a space, double-quoted over two lines', 'my cm.yaml', '"../../shared/my\n    cm.yaml"'],
  ])(
    'a resource whose name holds %s, named from another folder, re-renders that overlay as on whole trees',
    async (_, name, ref) => {
      const files: Record<string, string> = {
        '.deploy-gate.yaml': KUSTOMIZE_CONFIG.replace('apps/b', 'shared'),
        [`shared/${name}`]: cm('shared', '1'),
        'shared/kustomization.yaml': `resources:\n  - ${JSON.stringify(name)}\n`,
        'apps/a/kustomization.yaml': `resources:\n  - ${ref}\n`,
      };
      repo = new TempRepo();
      repo.write(files).commit('base');
      repo.write({ [`shared/${name}`]: cm('shared', '2') }).commit('change');
      const notes: string[] = [];
      const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
      const whole = await checkLastCommit(repo, { wholeTrees: true });
      expect(notes.join('\n')).toMatch(/partial trees/);
      expect(rendered(whole)).toEqual(['a/production', 'b/production']);
      expect(rendered(sparse)).toEqual(rendered(whole));
      expect(findings(sparse)).toEqual(findings(whole));
    },
  );
});

describe('check on partial trees: file systems that fold case', () => {
  it('takes whole trees on macOS and Windows, where `../Shared` opens `shared/`', async () => {
    repo = new TempRepo();
    repo.write(KUSTOMIZE_FILES).commit('base');
    const head = repo.git('rev-parse', 'HEAD');
    const config = loadConfigDetailed(KUSTOMIZE_CONFIG, '.deploy-gate.yaml').config;
    const input = { repo: repo.dir, base: head, head, config, changed: ['shared/cm.yaml'] };
    for (const platform of ['darwin', 'win32'] as const)
      expect(await planSparseCheck({ ...input, platform })).toEqual({
        reason: `file names may fold case on ${platform}`,
      });
    expect('candidates' in (await planSparseCheck({ ...input, platform: 'linux' }))).toBe(true);
  });
});

describe('check on partial trees: names the reach would spell differently', () => {
  it('a file name holding a backslash takes whole trees (the reach reads `\\` as `/`)', async () => {
    repo = new TempRepo();
    repo.write({ ...KUSTOMIZE_FILES, 'shared/a\\b.yaml': cm('odd', '1') }).commit('base');
    const head = repo.git('rev-parse', 'HEAD');
    const config = loadConfigDetailed(KUSTOMIZE_CONFIG, '.deploy-gate.yaml').config;
    const plan = await planSparseCheck({ repo: repo.dir, base: head, head, config, changed: ['shared/cm.yaml'] });
    expect(plan).toEqual({ reason: 'shared/a\\b.yaml has a backslash in its name' });
  });
});
