// Discovery is a union: every deployable root is a unit, rendered the way the Application or Flux
// object that names it says, else standalone; what only an unexpanded ApplicationSet reaches is
// not-checked, never rendered with its chart's default values.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import type { Config } from '../../src/model/config.js';
import type { Target } from '../../src/model/target.js';
import { discoverTargets } from '../../src/targets/index.js';
import { disambiguate, disambiguateBeside } from '../../src/targets/naming.js';
import { sourceSummary } from '../../src/targets/source-kinds.js';
import { CHART, KUSTOMIZATION, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();
const HERE = 'https://github.com/acme/deploy.git';

const app = (name: string, path: string) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\nspec:\n  project: default\n  source:\n    repoURL: ${HERE}\n    path: ${path}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n`;

const CM = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

/** Three services with base/overlays, and a chart. */
const TREE = {
  ...Object.fromEntries(
    ['web', 'api', 'jobs'].flatMap((svc) => [
      [`apps/${svc}/base/kustomization.yaml`, KUSTOMIZATION(['cm.yaml'])],
      [`apps/${svc}/base/cm.yaml`, CM(svc)],
      [`apps/${svc}/overlays/prod/kustomization.yaml`, KUSTOMIZATION(['../../base'])],
    ]),
  ),
  ...CHART('charts/shop'),
  'charts/shop/values-prod.yaml': 'replicas: 2\n',
};

const ids = (d: { targets: Array<{ app: string; environment: string; path: string; origin: { how: string } }> }) =>
  d.targets.map((t) => `${t.app}/${t.environment}:${t.path}:${t.origin.how}`);

describe('discovery is a union', () => {
  it('one Application (a test fixture) no longer hides the other roots of the repository', async () => {
    const f = repo({ ...TREE, 'test/fixtures/argocd/demo.yaml': app('web-prod', 'apps/web/overlays/prod') });
    const d = await discoverTargets(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(d.problems).toEqual([]);
    expect(ids(d)).toEqual([
      'api/prod:apps/api/overlays/prod:kustomize-overlay',
      'jobs/prod:apps/jobs/overlays/prod:kustomize-overlay',
      'shop/prod:charts/shop:helm-chart',
      // The overlay the Application renders is rendered its way only, not again standalone.
      'web/prod:apps/web/overlays/prod:argocd',
    ]);
    expect(sourceSummary(d.targets, d.notChecked)).toEqual([
      { kind: 'Argo CD Application', found: 1, rendered: 1, notChecked: 0 },
      { kind: 'kustomization', found: 2, rendered: 2, notChecked: 0 },
      { kind: 'chart', found: 1, rendered: 1, notChecked: 0 },
    ]);
  });

  it('a chart an Application renders is not rendered again with its own values files', async () => {
    const f = repo({ ...TREE, 'argocd/shop.yaml': app('shop-prod', 'charts/shop') });
    const d = await discoverTargets(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(ids(d).filter((i) => i.includes('charts/shop'))).toEqual(['shop/prod:charts/shop:argocd']);
  });

  it('charts deployed only through an ApplicationSet whose generator reads another repository are not-checked, not rendered with defaults', async () => {
    const set = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: services}
spec:
  goTemplate: true
  generators:
    - git:
        repoURL: https://github.com/acme/service-config.git
        revision: HEAD
        files: [{path: "services/*/config.json"}]
  template:
    metadata: {name: '{{.name}}'}
    spec:
      project: default
      sources:
        - repoURL: ${HERE}
          path: 'charts/{{.chart}}'
          helm: {valueFiles: ['$config/services/{{.name}}/values.yaml']}
        - repoURL: https://github.com/acme/service-config.git
          ref: config
      destination: {server: https://kubernetes.default.svc, namespace: '{{.name}}'}
`;
    const f = repo({
      ...TREE,
      ...CHART('charts/payments'),
      'charts/payments/templates/deployment.yaml': 'image: {{ .Values.image.tag | lower }}\n',
      'argocd/services.yaml': set,
    });
    const d = await discoverTargets(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(ids(d).filter((i) => i.includes('charts/'))).toEqual([]);
    expect(d.problems).toEqual([
      expect.objectContaining({
        ruleId: 'targets/not-checked',
        message: expect.stringMatching(
          /ApplicationSet services is not expanded: the git generator reads another repository/,
        ),
      }),
    ]);
    expect(d.notChecked.map((u) => [u.unit, u.file, u.inputs])).toEqual([
      ['chart charts/payments', 'argocd/services.yaml', ['charts/payments']],
      ['chart charts/shop', 'argocd/services.yaml', ['charts/shop']],
    ]);
    expect(d.notChecked[0]?.reason).toMatch(/deployed only through ApplicationSet services, which is not expanded/);
    // The kustomizations the set's path does not match stay standalone roots.
    expect(ids(d)).toContain('web/prod:apps/web/overlays/prod:kustomize-overlay');
  });

  it('a root only an Application that cannot be checked names is not rendered standalone', async () => {
    const elsewhere = app('web-prod', 'apps/web/overlays/prod').replace(
      'https://github.com/acme/deploy.git',
      'https://github.com/other/repo.git',
    );
    const f = repo({
      ...TREE,
      'argocd/web.yaml': elsewhere,
      'argocd/api.yaml': app('api-prod', 'apps/api/overlays/prod').replace(
        'project: default',
        'project: default\n  syncPolicy: {}\n',
      ),
    });
    const d = await discoverTargets(f.root, defaultConfig(), { repoUrls: [HERE] });
    // web's Application reads another repository: that path there is not this folder, so the folder is standalone.
    expect(ids(d)).toContain('web/prod:apps/web/overlays/prod:kustomize-overlay');
    expect(ids(d)).toContain('api/prod:apps/api/overlays/prod:argocd');
    expect(ids(d).filter((i) => i.includes('apps/api/'))).toHaveLength(1);
  });

  it('config targets stay authoritative: with withTargets, a folder a declared target renders is not found again', async () => {
    const f = repo(TREE);
    const base = defaultConfig();
    const config: Config = {
      ...base,
      targets: [{ app: 'web', environment: 'production', kustomize: 'apps/web/overlays/prod' }],
      discovery: { ...base.discovery, withTargets: true },
    };
    const d = await discoverTargets(f.root, config);
    expect(ids(d).filter((i) => i.includes('apps/web/'))).toEqual(['web/production:apps/web/overlays/prod:config']);
    const only = await discoverTargets(f.root, { ...config, discovery: { ...base.discovery, withTargets: false } });
    expect(ids(only)).toEqual(['web/production:apps/web/overlays/prod:config']);
  });

  it('a standalone root with an Application name keeps the Application its name', async () => {
    const f = repo({
      ...TREE,
      'other/web/overlays/prod/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'other/web/overlays/prod/cm.yaml': CM('o'),
      'argocd/web.yaml': app('web-prod', 'apps/web/overlays/prod'),
    });
    const d = await discoverTargets(f.root, defaultConfig(), { repoUrls: [HERE] });
    expect(ids(d)).toContain('web/prod:apps/web/overlays/prod:argocd');
    expect(ids(d)).toContain('other-web-overlays-prod/prod:other/web/overlays/prod:kustomize-overlay');
  });

  it('a kustomization that inflates Helm charts is a kustomize target, rendered with --enable-helm', async () => {
    const f = repo({
      ...TREE,
      'bootstrap/cilium/kustomization.yaml':
        'helmCharts:\n  - name: cilium\n    repo: https://helm.cilium.io\n    version: 1.16.0\n    releaseName: cilium\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(ids(d).filter((i) => i.includes('bootstrap'))).toHaveLength(1);
    expect(d.notChecked).toEqual([]);
    expect(sourceSummary(d.targets, d.notChecked)).toContainEqual({
      kind: 'kustomization',
      found: 4,
      rendered: 4,
      notChecked: 0,
    });
  });

  it('a library chart and a chart another chart includes by file:// are not roots of their own', async () => {
    const f = repo({
      ...TREE,
      'charts/common/Chart.yaml': 'apiVersion: v2\nname: common\nversion: 0.1.0\ntype: library\n',
      ...CHART('charts/sub'),
      'charts/shop/Chart.yaml':
        'apiVersion: v2\nname: shop\nversion: 0.1.0\ndependencies:\n  - name: sub\n    version: 0.1.0\n    repository: file://../sub\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(ids(d).filter((i) => i.includes('charts/'))).toEqual(['shop/prod:charts/shop:helm-chart']);
  });
});

describe('names that clash', () => {
  const t = (app: string, path: string): Target => ({
    app,
    environment: 'prod',
    kind: 'kustomize',
    path,
    origin: { how: 'kustomize-overlay', detail: 'found' },
  });
  const shown = (ts: Target[]) => ts.map((x) => `${x.app} (${x.origin.detail ?? ''})`);

  it('a clash is renamed to each path, then numbered; the detail says why', () => {
    expect(shown(disambiguate([t('web', 'a/web'), t('web', 'a-web'), t('x', 'b')]))).toEqual([
      'a-web (found; renamed from web: another target had the same name)',
      'a-web-2 (found; renamed from web: another target had the same name)',
      'x (found)',
    ]);
  });

  it('an extra target never renames a fixed one: it takes its path, then a number', () => {
    const out = disambiguateBeside([t('web', 'apps/web'), t('a-web', 'z')], [t('web', 'a/web'), t('y', '.')]);
    expect(shown(out)).toEqual([
      'web (found)',
      'a-web (found)',
      'a-web-2 (found; renamed from web: another target had the same name)',
      'y (found)',
    ]);
  });
});
