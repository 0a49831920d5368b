import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { CHART, KUSTOMIZATION, discoverArgo, fixtureRepos } from './fixture.js';
import { discoverTargets } from '../../src/targets/index.js';

const repo = fixtureRepos();

const BASE = {
  ...CHART('charts/evil'),
  'apps/web/base/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'apps/web/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n',
};
const ids = (targets: Array<{ app: string; environment: string; path: string }>): string[] =>
  targets.map((t) => `${t.app}/${t.environment}:${t.path}`);

describe('Argo CD Applications however they are written', () => {
  it('finds them with a trailing comment, quoted kinds, flow style, escapes, tags and in JSON files', async () => {
    const f = repo({
      ...BASE,
      'apps/a.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application   # managed by platform team\nmetadata: {name: a-prod}\nspec:\n  source: {repoURL: https://example.com/r.git, path: charts/evil}\n',
      'apps/b.yaml':
        'apiVersion: "argoproj.io/v1alpha1"\nkind: "Application"\nmetadata: {name: b-prod}\nspec: {source: {path: charts/evil}}\n',
      'apps/c.yaml':
        '{apiVersion: argoproj.io/v1alpha1, kind: Application, metadata: {name: c-prod}, spec: {source: {path: charts/evil}}}\n',
      'apps/d.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: "Applic\\x61tion"\nmetadata: {name: d-prod}\nspec: {source: {path: charts/evil}}\n',
      'apps/e.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: !!binary QXBwbGljYXRpb24=\nmetadata: {name: e-prod}\nspec: {source: {path: charts/evil}}\n',
      'apps/f.json': JSON.stringify({
        apiVersion: 'argoproj.io/v1alpha1',
        kind: 'Application',
        metadata: { name: 'f-prod' },
        spec: { source: { path: 'apps/web/base' } },
      }),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'a/prod:charts/evil',
      'b/prod:charts/evil',
      'c/prod:charts/evil',
      'd/prod:charts/evil',
      'e/prod:charts/evil',
      'f/prod:apps/web/base',
    ]);
  });

  it('applies merge keys as Argo CD does (helm: {<<: {valueFiles: [...]}})', async () => {
    const f = repo({
      ...BASE,
      'charts/evil/values-prod.yaml': 'priv: true\n',
      'apps/app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: app-prod}\nspec:\n  source:\n    path: charts/evil\n    helm:\n      <<: {valueFiles: [values-prod.yaml]}\n      values: |\n        base: &b {a: 1}\n        more:\n          <<: *b\n          c: 2\n',
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets[0]?.helm).toMatchObject({
      valueFiles: ['charts/evil/values-prod.yaml'],
      values: { base: { a: 1 }, more: { a: 1, c: 2 } },
    });
  });

  it('an Application hiding a field after U+0085 is a parse-error problem, never a target read without it', async () => {
    const f = repo({
      ...BASE,
      'apps/app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: app-prod}\nspec:\n  source:\n    path: apps/web/base # note\u0085    path: charts/evil\n',
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems).toEqual([
      expect.objectContaining({ ruleId: 'manifest/parse-error', location: { file: 'apps/app.yaml', line: 6 } }),
    ]);
    expect(d.problems[0]?.message).toMatch(/U\+0085 .*reads as a line break/);
  });

  it('helm.values with a line break only helm sees is refused', async () => {
    const f = repo({
      ...BASE,
      'apps/app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: app-prod}\nspec:\n  source:\n    path: charts/evil\n    helm:\n      values: "a: 1 # x\\u2028b: 2"\n',
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems).toEqual([expect.objectContaining({ ruleId: 'render/failed', verdict: 'fail' })]);
    expect(d.problems[0]?.message).toMatch(/helm\.values does not parse .*U\+2028/);
  });

  it('a file that may hide an Application (escapes, a foreign line break) is reported even when the repo has no Applications', async () => {
    const f = repo({
      ...BASE,
      'apps/hidden.yaml': '# x\u0085apiVersion: argoproj.io/v1alpha1\u0085kind: "Applic\\x61tion"\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(ids(d.targets)).toEqual(['evil/default:charts/evil', 'web/default:apps/web/base']);
    expect(d.problems).toEqual([
      expect.objectContaining({ ruleId: 'manifest/parse-error', location: { file: 'apps/hidden.yaml', line: 1 } }),
    ]);
  });

  it('a broken YAML file that cannot name an Application is a note, not a problem', async () => {
    // Its escape could spell a letter of Application: it is parsed, and does not parse. A file that
    // cannot spell the word is not parsed at all (its `!` is no binary tag).
    const f = repo({
      ...BASE,
      'ops/tmpl.yaml': 'name: {{ .Name }}\nmsg: "\\x41"\nspec: [unclosed\n',
      'ops/other.yaml': 'name: {{ .Name }}\nmsg: "hi!"\nspec: [unclosed\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.notes).toEqual([
      expect.stringMatching(/^ops\/tmpl\.yaml:\d+: does not parse .*not searched for Argo CD Applications/),
    ]);
    expect(ids(d.targets)).toEqual(['evil/default:charts/evil', 'web/default:apps/web/base']);
  });
});

describe('source files of other targets with a line break only their tool sees', () => {
  it('a kustomization and a Chart.yaml are reported; the targets stay', async () => {
    const f = repo({
      ...BASE,
      'apps/web/base/kustomization.yaml': `${KUSTOMIZATION(['cm.yaml'])}# more\u2028  - secret.yaml\n`,
      'charts/evil/Chart.yaml': 'apiVersion: v2\nname: evil # x\u0085name: other\nversion: 0.1.0\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(ids(d.targets)).toEqual(['evil/default:charts/evil', 'web/default:apps/web/base']);
    expect(d.problems.map((p) => [p.ruleId, p.location?.file, p.location?.line])).toEqual([
      ['manifest/parse-error', 'apps/web/base/kustomization.yaml', 5],
      ['manifest/parse-error', 'charts/evil/Chart.yaml', 2],
    ]);
    expect(d.problems.every((p) => /reads as a line break/.test(p.message))).toBe(true);
  });
});
