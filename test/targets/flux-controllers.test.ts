// Flux discovery as kustomize-controller and helm-controller read a repository: one target per
// HelmRelease and one per Kustomization, values and variables from the ConfigMaps and Secrets the
// same build generates. Fixtures are written by the test (a small home-ops layout).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { discoverTargets } from '../../src/targets/index.js';
import type { RenderThrough } from '../../src/targets/rendered.js';
import { GOTK } from '../helpers/flux.js';
import { fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const APPS_KS = (extra = '') => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: apps, namespace: flux-system}
spec:
  interval: 10m
  path: ./apps/prod
  prune: true
  targetNamespace: web
  sourceRef: {kind: GitRepository, name: flux-system}
${extra}`;

const RELEASE = (valuesFrom: string, meta = 'namespace: default') => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata:
  name: web
  ${meta}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/web
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
  valuesFrom:
${valuesFrom}
  values:
    cluster: \${CLUSTER:=none}
`;

const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': 'replicas: 1\n',
  'charts/web/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  replicas: "{{ .Values.replicas }}"\n',
};

const BASE = {
  ...CHART,
  'clusters/prod/flux-system/gotk-sync.yaml': GOTK,
  'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
  'clusters/prod/apps.yaml': APPS_KS(),
  'clusters/prod/kustomization.yaml': 'resources: [flux-system, apps.yaml]\n',
  'apps/prod/values.yaml': 'replicas: 3\n',
};

const summary = (
  targets: Array<{ app: string; environment: string; kind: string; path: string; namespace?: string }>,
) => targets.map((t) => `${t.app}/${t.environment} ${t.kind} ${t.path} ns=${t.namespace ?? ''}`);

const helm = (d: { targets: Array<{ kind: string; origin: { how: string } }> }) =>
  d.targets.filter((t) => t.kind === 'helm');

describe('Flux as the controllers read it', () => {
  it('a HelmRelease a Kustomization builds is one target, in the namespace Flux applies it to, values from its generated ConfigMap', async () => {
    const f = repo({
      ...BASE,
      'apps/prod/kustomization.yaml':
        'resources: [release.yaml]\nconfigMapGenerator:\n  - name: web-values\n    files: [values.yaml]\ngeneratorOptions: {disableNameSuffixHash: true}\n',
      'apps/prod/release.yaml': RELEASE('    - {kind: ConfigMap, name: web-values}'),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(summary(d.targets)).toEqual([
      'apps/prod kustomize apps/prod ns=web',
      'flux-system/prod kustomize clusters/prod ns=',
      'web/prod helm charts/web ns=web',
    ]);
    const [web] = helm(d) as Array<{ helm?: { values?: unknown }; origin: { inputs?: string[] } }>;
    expect(web?.helm?.values).toEqual({ replicas: 3, cluster: '${CLUSTER:=none}' });
    // A values edit (the generator's file) or an edit of the release file renders this target.
    expect(web?.origin.inputs).toEqual([
      'apps/prod/release.yaml',
      'apps/prod/kustomization.yaml',
      'apps/prod/values.yaml',
    ]);
  });

  it('builds each Kustomization once when the build that applies it writes its spec with the keys sorted', async () => {
    // APPS_KS lists targetNamespace before sourceRef; kustomize's output sorts the keys. The same
    // spec must not read as a patched one (that built every Kustomization twice).
    const f = repo({
      ...BASE,
      'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/prod/release.yaml': RELEASE('    - {kind: ConfigMap, name: web-values, optional: true}'),
    });
    const built: string[] = [];
    const renderThrough: RenderThrough = (pristine, render) => {
      built.push(pristine.target.path);
      return render();
    };
    const d = await discoverTargets(f.root, defaultConfig(), { renderThrough });
    expect(summary(d.targets)).toContain('apps/prod kustomize apps/prod ns=web');
    expect(built.sort()).toEqual(['apps/prod', 'clusters/prod']);
  });

  it('a Kustomization file without a namespace, placed in one by the build that applies it, is one target there', async () => {
    // onedr0p/home-ops: every app's ks.yaml has no metadata.namespace; the folder's kustomization
    // sets `namespace:`. The file's version (namespace default) is the built one's base, not a second unit.
    const { 'clusters/prod/apps.yaml': _declaredInNamespace, ...base } = BASE;
    const f = repo({
      ...base,
      'clusters/prod/kustomization.yaml': 'resources: [flux-system, apps]\n',
      'clusters/prod/apps/kustomization.yaml': 'namespace: web\nresources: [ks.yaml]\n',
      'clusters/prod/apps/ks.yaml': APPS_KS().replace(
        'metadata: {name: apps, namespace: flux-system}',
        'metadata: {name: apps}',
      ),
      'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/prod/release.yaml': RELEASE('    - {kind: ConfigMap, name: web-values, optional: true}'),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    const apps = d.targets.filter((t) => t.path === 'apps/prod');
    expect(apps.map((t) => t.origin.detail?.split(';')[0])).toEqual(['Kustomization web/apps']);
    expect(helm(d)).toHaveLength(1);
  });

  it('a Kustomization named after its HelmRelease is <name>-ks; the HelmRelease keeps the name', async () => {
    const f = repo({
      ...BASE,
      'clusters/prod/apps.yaml': APPS_KS().replace('name: apps,', 'name: web,'),
      'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/prod/release.yaml': RELEASE('    - {kind: ConfigMap, name: web-values, optional: true}'),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(summary(d.targets)).toEqual([
      'flux-system/prod kustomize clusters/prod ns=',
      'web/prod helm charts/web ns=web',
      'web-ks/prod kustomize apps/prod ns=web',
    ]);
  });

  it('valuesFrom the hashed name a nameReference rewrote, and a generated Secret (its values masked by value)', async () => {
    const f = repo({
      ...BASE,
      'apps/prod/kustomization.yaml': [
        'resources: [release.yaml]',
        'configurations: [kustomizeconfig.yaml]',
        'configMapGenerator:\n  - name: web-values\n    files: [values.yaml]',
        'secretGenerator:\n  - name: web-secret\n    files: [values.yaml=secret-values.yaml]',
        '',
      ].join('\n'),
      'apps/prod/kustomizeconfig.yaml':
        'nameReference:\n  - kind: ConfigMap\n    version: v1\n    fieldSpecs:\n      - {path: spec/valuesFrom/name, kind: HelmRelease}\n  - kind: Secret\n    version: v1\n    fieldSpecs:\n      - {path: spec/valuesFrom/name, kind: HelmRelease}\n',
      'apps/prod/secret-values.yaml': 'password: hunter2-very-secret\n',
      'apps/prod/release.yaml': RELEASE(
        '    - {kind: ConfigMap, name: web-values}\n    - {kind: Secret, name: web-secret}',
      ),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    const [web] = helm(d) as Array<{
      helm?: { values?: unknown };
      secretValues?: string[];
      origin: { inputs?: string[] };
    }>;
    expect(web?.helm?.values).toEqual({ replicas: 3, password: 'hunter2-very-secret', cluster: '${CLUSTER:=none}' });
    expect(web?.secretValues).toContain('hunter2-very-secret');
    expect(web?.origin.inputs).toContain('apps/prod/secret-values.yaml');
  });

  it('a HelmRelease whose values come from elsewhere is not-checked and its chart is not rendered with defaults', async () => {
    const f = repo({
      ...BASE,
      'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/prod/release.yaml': RELEASE('    - {kind: ConfigMap, name: made-on-the-cluster}'),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(helm(d)).toEqual([]);
    expect(d.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /HelmRelease web\/web .*valuesFrom ConfigMap web\/made-on-the-cluster .*not in this repository/,
      ),
    ]);
  });

  it('spec.targetNamespace of a HelmRelease is where it deploys', async () => {
    const f = repo({
      ...BASE,
      'clusters/prod/apps.yaml': APPS_KS().replace('  targetNamespace: web\n', ''),
      'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/prod/release.yaml': RELEASE('    []', 'namespace: flux-system').replace(
        '  interval: 10m\n  chart:',
        '  interval: 10m\n  targetNamespace: shop\n  chart:',
      ),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(summary(helm(d) as never)).toEqual(['web/prod helm charts/web ns=shop']);
  });

  it('postBuild.substituteFrom a ConfigMap the cluster build generates: each cluster its own', async () => {
    const cluster = (env: string) => ({
      [`clusters/${env}/flux-system/gotk-sync.yaml`]: GOTK.replace('./clusters/prod', `./clusters/${env}`),
      [`clusters/${env}/flux-system/kustomization.yaml`]: 'resources: [gotk-sync.yaml]\n',
      [`clusters/${env}/apps.yaml`]: APPS_KS(
        '  postBuild:\n    substituteFrom:\n      - {kind: ConfigMap, name: cluster-settings}\n',
      ).replace('./apps/prod', './apps/base'),
      [`clusters/${env}/kustomization.yaml`]: `resources: [flux-system, apps.yaml]\nconfigMapGenerator:\n  - name: cluster-settings\n    namespace: flux-system\n    literals: [CLUSTER=${env}]\n    options: {disableNameSuffixHash: true}\n`,
    });
    const f = repo({
      ...CHART,
      ...cluster('prod'),
      ...cluster('staging'),
      'apps/base/kustomization.yaml': 'resources: [cm.yaml]\n',
      'apps/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: where\ndata:\n  cluster: ${CLUSTER}\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    const apps = d.targets.filter((t) => t.app === 'apps');
    expect(apps.map((t) => `${t.environment}:${JSON.stringify(t.postBuild)}`).sort()).toEqual([
      'prod:{"substitute":{"CLUSTER":"prod"}}',
      'staging:{"substitute":{"CLUSTER":"staging"}}',
    ]);
    expect(apps[0]?.origin.inputs).toEqual([expect.stringMatching(/^clusters\/(prod|staging)\/kustomization\.yaml$/)]);
  });
});
