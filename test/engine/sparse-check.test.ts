// `check` on partial trees (src/engine/sparse-check.ts, reach.ts): only the targets a change could
// touch are written out and walked. Each case changes one file that a target reaches only through
// another folder (a shared base, a values file, a file:// dependency, a patch, a remote reference's
// text) and must re-render exactly what the whole-tree check re-renders, with the same findings.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { planSparseCheck, SparseDoubt } from '../../src/engine/sparse-check.js';
import { loadConfigDetailed } from '../../src/config/index.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { deployment, PINNED } from '../gaps/helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = `version: 1
targets:
  - {app: web, environment: production, kustomize: apps/web/overlays/production}
  - {app: web, environment: staging, kustomize: apps/web/overlays/staging}
  - {app: api, environment: production, helm: {chart: charts/api, valueFiles: [values/api-production.yaml]}}
  - {app: other, environment: production, kustomize: apps/other}
`;

const chartTemplate = `apiVersion: v1
kind: ConfigMap
metadata: {name: api}
data: {level: "{{ .Values.level }}"}
`;

const FILES: Record<string, string> = {
  '.deploy-gate.yaml': CONFIG,
  'shared/common/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'shared/common/deploy.yaml': deployment(PINNED),
  'apps/web/base/kustomization.yaml': 'resources:\n  - ../../../shared/common\n',
  'apps/web/overlays/production/kustomization.yaml':
    'resources: [../../base]\ncomponents:\n  - ../../../../components/labels\n',
  'apps/web/overlays/staging/kustomization.yaml': 'resources: [../../base]\n',
  'components/labels/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: labels.yaml\n    target: {kind: Deployment}\n',
  'components/labels/labels.yaml': '- {op: add, path: /metadata/labels, value: {tier: web}}\n',
  'charts/api/Chart.yaml':
    'apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - {name: lib, version: 1.0.0, repository: "file://../lib"}\n',
  'charts/api/values.yaml': 'level: info\n',
  'charts/api/templates/cm.yaml': chartTemplate,
  'charts/lib/Chart.yaml':
    'apiVersion: v2\nname: lib\nversion: 1.0.0\ndependencies:\n  - {name: core, version: 1.0.0, repository: "file://../core"}\n',
  'charts/core/Chart.yaml': 'apiVersion: v2\nname: core\nversion: 1.0.0\n',
  'charts/core/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: core}\ndata: {a: "1"}\n',
  'charts/lib/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: lib}\ndata: {a: "1"}\n',
  'values/api-production.yaml': 'level: warn\n',
  'apps/other/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'apps/other/deploy.yaml': deployment(PINNED).replace(/web/g, 'other'),
};

/** The repo, then one commit changing `change`; the check both ways, with how each went. */
async function bothWays(change: Record<string, string>, files = FILES) {
  repo = new TempRepo();
  repo.write(files).commit('base');
  repo.write(change).commit('change');
  const notes: string[] = [];
  const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
  const whole = await checkLastCommit(repo, { wholeTrees: true });
  return { sparse, whole, notes };
}

const rendered = (r: Report) =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();
const findings = (r: Report) => r.findings.map((f) => `${f.ruleId} ${f.change ?? ''} ${f.app}/${f.environment}`).sort();

function expectSame(sparse: Report, whole: Report, wantRendered: string[]): void {
  expect(rendered(sparse)).toEqual(wantRendered);
  expect(rendered(whole)).toEqual(wantRendered);
  expect(findings(sparse)).toEqual(findings(whole));
  expect(sparse.verdict).toBe(whole.verdict);
}

describe('check on partial trees', () => {
  it('a change in a folder two bases away re-renders every overlay reaching it, nothing else', async () => {
    const { sparse, whole, notes } = await bothWays({ 'shared/common/deploy.yaml': deployment(PINNED, true) });
    expect(notes.join('\n')).toMatch(/check on partial trees: 2 target\(s\) to walk/);
    expectSame(sparse, whole, ['web/production', 'web/staging']);
    expect(sparse.findings.filter((f) => f.ruleId === 'security/privileged' && f.change === 'introduced')).toHaveLength(
      2,
    );
  });

  it('a values file outside the chart re-renders the helm target', async () => {
    const { sparse, whole, notes } = await bothWays({ 'values/api-production.yaml': 'level: debug\n' });
    expect(notes.join('\n')).toMatch(/partial trees/);
    expectSame(sparse, whole, ['api/production']);
  });

  it('charts reached only as file:// dependencies re-render the chart that depends on them; theirs are judged as on whole trees', async () => {
    const { sparse, whole, notes } = await bothWays({
      'charts/lib/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: lib}\ndata: {a: "2"}\n',
    });
    expect(notes.join('\n')).toMatch(/partial trees/);
    expectSame(sparse, whole, ['api/production']);
    // A dependency of the dependency: the partial check judges it as the whole-tree check does.
    const deeper = await bothWays({
      'charts/core/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: core}\ndata: {a: "2"}\n',
    });
    expect(rendered(deeper.sparse)).toEqual(rendered(deeper.whole));
    expect(findings(deeper.sparse)).toEqual(findings(deeper.whole));
    expect(deeper.sparse.verdict).toBe(deeper.whole.verdict);
  });

  it('a file:// dependency deleted at the head re-renders the chart that named it, both ways', async () => {
    // The head's walk finds no dependency folder: the folder it looked up is still what it reads.
    repo = new TempRepo();
    repo.write(FILES).commit('base');
    repo.remove('charts/lib/Chart.yaml', 'charts/lib/templates/cm.yaml').commit('change');
    const notes: string[] = [];
    const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
    const whole = await checkLastCommit(repo, { wholeTrees: true });
    expect(notes.join('\n')).toMatch(/partial trees/);
    expectSame(sparse, whole, ['api/production']);
  });

  it('a patch in a component named from an overlay re-renders that overlay only', async () => {
    const { sparse, whole } = await bothWays({
      'components/labels/labels.yaml': '- {op: add, path: /metadata/labels, value: {tier: api}}\n',
    });
    expectSame(sparse, whole, ['web/production']);
  });

  it("a remote base's reference text changing re-renders the overlay that names it", async () => {
    const files = {
      ...FILES,
      'apps/other/kustomization.yaml': 'resources:\n  - deploy.yaml\n  - https://github.com/acme/bases//web?ref=v1\n',
    };
    const { sparse, whole } = await bothWays(
      {
        'apps/other/kustomization.yaml': 'resources:\n  - deploy.yaml\n  - https://github.com/acme/bases//web?ref=v2\n',
      },
      files,
    );
    expectSame(sparse, whole, ['other/production']);
  });

  it('promotion order: the other environment of an affected app is written out and rendered too', async () => {
    const files = {
      ...FILES,
      '.deploy-gate.yaml': `${CONFIG}promotion: [staging, production]\n`,
      'apps/web/overlays/production/kustomization.yaml': 'resources: [../../base]\n',
    };
    const { sparse, whole, notes } = await bothWays(
      {
        'apps/web/overlays/production/kustomization.yaml': `resources: [../../base]\nimages:\n  - {name: reg.example/web, newTag: "1.2.4@sha256:${'b'.repeat(64)}"}\n`,
      },
      files,
    );
    expect(notes.join('\n')).toMatch(/check on partial trees: 1 target\(s\) to walk/);
    expectSame(sparse, whole, ['web/production', 'web/staging']);
    expect(findings(sparse).some((f) => f.startsWith('env/unpromoted-image introduced web/production'))).toBe(true);
  });

  it('an overlay that stops naming its base, with the base changed too, is judged on both revisions', async () => {
    const { sparse, whole } = await bothWays({
      'apps/web/overlays/staging/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/web/overlays/staging/deploy.yaml': deployment(PINNED, true),
      'shared/common/deploy.yaml': deployment(PINNED.replace('1.2.3', '1.2.4')),
    });
    expectSame(sparse, whole, ['web/production', 'web/staging']);
  });

  it('a file no target reads renders nothing and is reported the same way', async () => {
    const { sparse, whole, notes } = await bothWays({ 'notes/todo.txt': 'later\n' });
    expect(notes.join('\n')).toMatch(/check on partial trees: 0 target\(s\) to walk/);
    expectSame(sparse, whole, []);
    expect(findings(sparse).some((f) => f.startsWith('targets/unchecked-change'))).toBe(true);
  });

  it('a second kustomization file beside the one in use fails the overlays reading that folder, both ways', async () => {
    // kustomize refuses a folder with two kustomization files: the walk counts every name it looks up.
    const { sparse, whole } = await bothWays({ 'apps/web/base/kustomization.yml': 'resources: []\n' });
    expectSame(sparse, whole, ['web/production', 'web/staging']);
    expect(findings(sparse)).toEqual([
      'render/failed introduced web/production',
      'render/failed introduced web/staging',
    ]);
  });
});

describe('whole trees when in doubt', () => {
  it('a symlink anywhere, discovered targets and a config change take the whole-tree way, with the same result', async () => {
    repo = new TempRepo();
    repo.write(FILES).commit('base');
    repo.remove('apps/web/base/kustomization.yaml');
    symlinkSync('../../../shared/common/kustomization.yaml', path.join(repo.dir, 'apps/web/base/kustomization.yaml'));
    repo.commit('symlink');
    const notes: string[] = [];
    const linked = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
    expect(notes.join('\n')).toMatch(/whole trees: apps\/web\/base\/kustomization\.yaml is a symlink or submodule/);
    expect(rendered(linked)).toEqual(['web/production', 'web/staging']);
    repo.cleanup();

    const discovered = await bothWays(
      { 'apps/other/deploy.yaml': deployment(PINNED, true).replace(/web/g, 'other') },
      { ...FILES, '.deploy-gate.yaml': 'version: 1\n' },
    );
    expect(discovered.notes.join('\n')).toMatch(/whole trees: targets are discovered from the tree/);
    expect(findings(discovered.sparse)).toEqual(findings(discovered.whole));
    repo.cleanup();

    const config = await bothWays({ '.deploy-gate.yaml': `${CONFIG}rules: {image/not-pinned: warning}\n` });
    expect(config.notes.join('\n')).toMatch(/whole trees: the change touches a file every target depends on/);
  });

  it('an input that was not written out is doubt: verify throws and the check goes the whole-tree way', async () => {
    repo = new TempRepo();
    repo.write(FILES).commit('base');
    repo.write({ 'shared/common/deploy.yaml': deployment(PINNED, true) });
    const head = repo.commit('change');
    const base = repo.git('rev-parse', 'HEAD~1');
    const { config } = loadConfigDetailed(CONFIG, '.deploy-gate.yaml');
    const plan = await planSparseCheck({
      repo: repo.dir,
      base,
      head,
      config,
      changed: ['shared/common/deploy.yaml'],
    });
    if (!('candidates' in plan)) throw new Error(plan.reason);
    expect([...plan.candidates].sort()).toEqual(['web/production', 'web/staging']);
    expect(plan.files.head).toContain('shared/common/deploy.yaml');
    expect(plan.files.head).not.toContain('apps/other/deploy.yaml');
    const target = {
      app: 'web',
      environment: 'production',
      kind: 'kustomize' as const,
      path: 'x',
      origin: { how: 'config' as const },
    };
    expect(() => plan.verify('head', target, ['apps/web/base/kustomization.yaml'])).not.toThrow();
    // Absent at that revision: nothing to write, the walk sees the same absence.
    expect(() => plan.verify('head', target, ['apps/web/base/missing.yaml'])).not.toThrow();
    expect(() => plan.verify('head', target, ['apps/other'])).toThrow(SparseDoubt);
    expect(() => plan.verify('base', target, undefined)).toThrow(SparseDoubt);
  });
});
