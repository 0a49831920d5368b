// Discovery of multi-source Argo CD Applications: one target per Application, joining every source
// that has a path or a chart (as Argo CD's repo-server renders them); the whole unit is refused
// when one source cannot be checked or is wrong.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { CHART, KUSTOMIZATION, discoverArgo, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();
const HERE = 'https://example.com/deploy.git';

const app = (name: string, sources: string[]): string =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\nspec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: pay\n  sources:\n${sources.map((s) => `    - ${s.trim().split('\n').join('\n      ')}`).join('\n')}\n`;

const FILES = {
  ...CHART('charts/pay'),
  'envs/prod/pay.yaml': 'replicas: 3\n',
  'deploy/extra/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: extra\n',
  'overlays/prod/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'overlays/prod/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: k\n',
};

const CHART_SRC = `repoURL: ${HERE}\npath: charts/pay\nhelm:\n  valueFiles: [$values/envs/prod/pay.yaml]`;
const REF_SRC = `repoURL: ${HERE}\nref: values`;

describe('multi-source Applications', () => {
  it('joins the chart and the folder into one target; the pure ref source renders nothing', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [CHART_SRC, REF_SRC, `repoURL: ${HERE}\npath: deploy/extra`]),
    });
    const d = await discoverArgo(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(d.problems).toEqual([]);
    expect(d.notChecked).toEqual([]);
    expect(d.targets).toHaveLength(1);
    const [t] = d.targets;
    expect(t).toMatchObject({ app: 'pay', kind: 'helm', path: 'charts/pay', namespace: 'pay' });
    expect(t?.sources).toEqual([
      {
        label: 'source 1 of 3',
        kind: 'helm',
        path: 'charts/pay',
        namespace: 'pay',
        helm: { chart: 'charts/pay', valueFiles: ['envs/prod/pay.yaml'], releaseName: 'pay' },
      },
      { label: 'source 3 of 3', kind: 'manifests', path: 'deploy/extra', namespace: 'pay' },
    ]);
    expect(t?.origin.detail).toBe(
      'Application pay; joins source 1 of 3 (helm charts/pay), source 3 of 3 (manifests deploy/extra)',
    );
  });

  it('a source with neither path nor chart renders nothing (not the repository root); one left is a plain target', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [CHART_SRC, REF_SRC, `repoURL: ${HERE}\ntargetRevision: HEAD`]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets).toHaveLength(1);
    expect(d.targets[0]?.sources).toBeUndefined();
    expect(d.targets[0]?.helm?.valueFiles).toEqual(['envs/prod/pay.yaml']);
  });

  it('names sources as Argo CD does; the environment comes from any source path', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [
        `repoURL: ${HERE}\npath: deploy/extra\nname: extras`,
        `repoURL: ${HERE}\npath: overlays/prod`,
      ]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets.map((t) => [t.app, t.environment, t.sources?.map((s) => `${s.label}=${s.kind}`)])).toEqual([
      ['pay', 'prod', ['source extras=manifests', 'source 2 of 2=kustomize']],
    ]);
  });

  it('a source in another repository makes the whole unit not-checked, with every known input', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [CHART_SRC, REF_SRC, 'repoURL: https://example.com/other.git\npath: manifests']),
    });
    const d = await discoverArgo(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(d.targets).toEqual([]);
    expect(d.problems).toEqual([]);
    expect(d.notChecked).toEqual([
      expect.objectContaining({
        unit: 'Application pay',
        file: 'argocd/pay.yaml',
        reason: expect.stringMatching(
          /^source 3 of 3: its source repoURL https:\/\/example.com\/other.git is not this repository/,
        ),
        inputs: ['charts/pay', 'envs/prod/pay.yaml'],
      }),
    ]);
  });

  it("without this repository's URL, git sources naming several repositories make the unit not-checked", async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [
        `repoURL: ${HERE}\npath: deploy/extra`,
        'repoURL: https://example.com/other.git\npath: overlays/prod',
      ]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.notChecked.map((u) => u.reason)).toEqual([
      expect.stringMatching(
        /^its git sources name several repositories \(https:\/\/example.com\/deploy.git, https:\/\/example.com\/other.git\)/,
      ),
    ]);
    // The same spelled otherwise is one repository.
    const same = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [
        `repoURL: ${HERE}\npath: deploy/extra`,
        'repoURL: git@example.com:deploy\npath: overlays/prod',
      ]),
    });
    expect((await discoverArgo(same.root, defaultConfig())).targets).toHaveLength(1);
  });

  it('a $values file from a Helm repository ref makes the unit not-checked', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [
        CHART_SRC,
        'repoURL: https://charts.example.com\nchart: values\ntargetRevision: 1.0.0\nref: values',
      ]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.notChecked.map((u) => u.reason)).toEqual([
      expect.stringContaining(
        'source 1 of 2: value file "$values/envs/prod/pay.yaml" comes from a Helm repository source',
      ),
    ]);
  });

  it('a ref source on another revision than the checked branch makes the unit not-checked ($values are read there)', async () => {
    const at = (rev: string) =>
      repo({ ...FILES, 'argocd/pay.yaml': app('pay', [CHART_SRC, `${REF_SRC}\ntargetRevision: ${rev}`]) });
    const other = await discoverArgo(at('release-1').root, defaultConfig(), { branch: 'main' });
    expect(other.targets).toEqual([]);
    expect(other.notChecked.map((u) => u.reason)).toEqual([
      'source 2 of 2: its $values value files are read at targetRevision "release-1", not the branch checked here (main)',
    ]);
    const same = await discoverArgo(at('main').root, defaultConfig(), { branch: 'main' });
    expect(same.notChecked).toEqual([]);
    expect(same.targets.map((t) => t.helm?.valueFiles)).toEqual([['envs/prod/pay.yaml']]);
  });

  it('an entry of spec.sources that is not a mapping fails the unit (Argo CD refuses the Application)', async () => {
    const text = app('pay', [`repoURL: ${HERE}\npath: deploy/extra`]).replace(
      '  sources:\n',
      '  sources:\n    - oops\n',
    );
    const d = await discoverArgo(repo({ ...FILES, 'argocd/pay.yaml': text }).root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems.map((p) => [p.ruleId, p.verdict, p.message])).toEqual([
      ['render/failed', 'fail', 'argocd/pay.yaml: Application pay: spec.sources entry 1 is not a mapping'],
    ]);
  });

  it('a wrong source fails the whole unit (no partial target), naming the source', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('pay', [`repoURL: ${HERE}\npath: deploy/extra`, `repoURL: ${HERE}\npath: ../outside`]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems).toEqual([
      expect.objectContaining({
        ruleId: 'render/failed',
        verdict: 'fail',
        message: 'argocd/pay.yaml: Application pay: source 2 of 2: source path "../outside" leaves the repository',
      }),
    ]);
  });

  it('a chart from a Helm repository joins the in-repo sources (rendered from the sources: allowlist)', async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('redis', [
        'repoURL: https://charts.example.com\nchart: redis\ntargetRevision: 18.0.0\nhelm:\n  valueFiles: [$values/envs/prod/pay.yaml]',
        REF_SRC,
        `repoURL: ${HERE}\npath: deploy/extra`,
      ]),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets.map((t) => t.sources?.map((s) => [s.kind, s.path, s.helm?.remote?.chart]))).toEqual([
      [
        ['helm', 'argocd/pay.yaml', 'redis'],
        ['manifests', 'deploy/extra', undefined],
      ],
    ]);
  });

  it("a chart from a Helm repository with $values from another repository is not-checked, not rendered with this repository's file", async () => {
    const f = repo({
      ...FILES,
      'argocd/pay.yaml': app('redis', [
        'repoURL: https://charts.example.com\nchart: redis\ntargetRevision: 18.0.0\nhelm:\n  valueFiles: [$values/envs/prod/pay.yaml]',
        'repoURL: https://example.com/values.git\nref: values',
        `repoURL: ${HERE}\npath: deploy/extra`,
      ]),
    });
    const reasons = [
      "source 2 of 3: its $values value files come from another repository (https://example.com/values.git); only this repository's files are read",
    ];
    const d = await discoverArgo(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(d.targets).toEqual([]);
    expect(d.notChecked.map((u) => u.reason)).toEqual(reasons);
    // Without this repository's URLs, its git source (rendered here) says which repository it is.
    const unknown = await discoverArgo(f.root, defaultConfig());
    expect(unknown.targets).toEqual([]);
    expect(unknown.notChecked.map((u) => u.reason)).toEqual(reasons);
  });
});
