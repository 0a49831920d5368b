import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import type { Config } from '../../src/model/config.js';
import { CHART, KUSTOMIZATION, discoverArgo, fixtureRepos } from './fixture.js';
import { discoverTargets } from '../../src/targets/index.js';

const repo = fixtureRepos();

const app = (name: string, spec: string, labels = ''): string =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\n${labels ? `  labels:\n${labels}\n` : ''}spec:\n  project: default\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n${spec}`;

const KUSTOMIZE_APP = {
  'apps/web/base/kustomization.yaml': KUSTOMIZATION(['deployment.yaml']),
  'apps/web/base/deployment.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n',
  'apps/web/overlays/production/kustomization.yaml': KUSTOMIZATION(['../../base']),
};

describe('Argo CD Applications', () => {
  it('single source kustomize: environment from the label, app without the env suffix', async () => {
    const f = repo({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': app(
        'web-production',
        '  source:\n    repoURL: https://example.com/deploy.git\n    path: apps/web/overlays/production\n    kustomize:\n      version: v5.4.0\n',
        '    environment: production',
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.notChecked).toEqual([]);
    expect(d.targets).toEqual([
      {
        app: 'web',
        environment: 'production',
        kind: 'kustomize',
        path: 'apps/web/overlays/production',
        namespace: 'web-production',
        destination: { server: 'https://kubernetes.default.svc', namespace: 'web-production' },
        origin: { how: 'argocd', file: 'argocd/web.yaml', detail: 'Application web-production' },
      },
    ]);
  });

  it('kustomize options become edits the render applies; one it cannot apply makes the Application not checked', async () => {
    const f = repo({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': app(
        'web-production',
        '  source:\n    path: apps/web/overlays/production\n    kustomize:\n      namePrefix: x-\n      images: [nginx:latest]\n      kubeVersion: "1.30"\n',
      ),
      'argocd/env.yaml': app(
        'env-production',
        '  source:\n    path: apps/web/overlays/production\n    kustomize:\n      images: [nginx:$ARGOCD_APP_REVISION]\n',
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets.map((t) => t.kustomizeEdits)).toEqual([{ namePrefix: 'x-', images: ['nginx:latest'] }]);
    expect(d.notChecked).toEqual([
      expect.objectContaining({
        unit: 'Application env-production',
        file: 'argocd/env.yaml',
        inputs: ['apps/web/overlays/production'],
      }),
    ]);
    expect(d.notChecked[0]?.reason).toContain('build environment variables');
  });

  it('keeps the Application ignoreDifferences on the target (gitops/replicas-with-hpa reads it)', async () => {
    const f = repo({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': app(
        'web-production',
        '  source:\n    path: apps/web/overlays/production\n  ignoreDifferences:\n    - group: apps\n      kind: Deployment\n      jsonPointers: [/spec/replicas]\n',
      ),
    });
    const [t] = (await discoverArgo(f.root, defaultConfig())).targets;
    expect(t?.ignoreDifferences).toEqual([{ group: 'apps', kind: 'Deployment', jsonPointers: ['/spec/replicas'] }]);
  });

  it('uses the configured label, then the name affix, then the path, then default', async () => {
    const f = repo({
      ...KUSTOMIZE_APP,
      'apps.yaml': [
        app('a', '  source:\n    path: apps/web/overlays/production\n', '    stage: qa-eu'),
        app('staging-b', '  source:\n    path: apps/web/base\n'),
        app('c', '  source:\n    path: apps/web/overlays/production\n'),
        app('d', '  source:\n    path: apps/web/base\n'),
      ].join('---\n'),
    });
    const config: Config = {
      ...defaultConfig(),
      discovery: { argocd: true, environmentLabel: 'stage', withTargets: false },
    };
    const ids = (await discoverArgo(f.root, config)).targets.map((t) => `${t.app}/${t.environment}`);
    expect(ids).toEqual(['a/qa-eu', 'b/staging', 'c/production', 'd/default']);
  });

  it('helm ignoreMissingValueFiles drops a value file its folder does not hold, and only then', async () => {
    const source = (ignore: boolean) =>
      [
        '  source:',
        '    path: charts/pay',
        '    helm:',
        `      ignoreMissingValueFiles: ${ignore}`,
        '      valueFiles: [values-prod.yaml, values-gone.yaml, ../../envs/prod/gone.yaml, ../../elsewhere/x.yaml]',
        '',
      ].join('\n');
    const f = repo({
      ...CHART('charts/pay'),
      'charts/pay/values-prod.yaml': 'replicas: 3\n',
      'envs/prod/kept.yaml': 'x: 1\n',
      'apps/pay.yaml': app('pay', source(true)),
      'apps/pay-strict.yaml': app('pay-strict', source(false)),
    });
    const files = (await discoverArgo(f.root, defaultConfig())).targets.map((t) => [t.app, t.helm?.valueFiles]);
    // A file of a folder the index does not list (elsewhere/) cannot be known missing: the render decides.
    expect(files).toEqual([
      ['pay', ['charts/pay/values-prod.yaml', 'elsewhere/x.yaml']],
      [
        'pay-strict',
        ['charts/pay/values-prod.yaml', 'charts/pay/values-gone.yaml', 'envs/prod/gone.yaml', 'elsewhere/x.yaml'],
      ],
    ]);
  });

  it('helm source: value files relative to the chart, release name, parameters, valuesObject', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'charts/pay/values-prod.yaml': 'replicas: 3\n',
      'envs/prod/pay.yaml': 'x: 1\n',
      'apps/pay.yaml': app(
        'pay',
        [
          '  source:',
          '    path: charts/pay',
          '    helm:',
          '      releaseName: payments',
          '      valueFiles: [values-prod.yaml, ../../envs/prod/pay.yaml]',
          '      parameters:',
          '        - name: image.tag',
          '          value: "1.2"',
          '        - name: big',
          '          value: "10"',
          '          forceString: true',
          '      valuesObject:',
          '        replicas: 5',
          '',
        ].join('\n'),
        '    environment: prod',
      ),
    });
    const [t] = (await discoverArgo(f.root, defaultConfig())).targets;
    expect(t).toMatchObject({ app: 'pay', environment: 'prod', kind: 'helm', path: 'charts/pay' });
    expect(t?.helm).toEqual({
      chart: 'charts/pay',
      valueFiles: ['charts/pay/values-prod.yaml', 'envs/prod/pay.yaml'],
      releaseName: 'payments',
      parameters: [
        { name: 'image.tag', value: '1.2' },
        { name: 'big', value: '10', forceString: true },
      ],
      values: { replicas: 5 },
    });
  });

  it('helm values as a string; the release name defaults to the Application name', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'app.yaml': app('pay-dev', '  source:\n    path: charts/pay\n    helm:\n      values: |\n        replicas: 2\n'),
    });
    const [t] = (await discoverArgo(f.root, defaultConfig())).targets;
    expect(t?.helm).toEqual({ chart: 'charts/pay', valueFiles: [], releaseName: 'pay-dev', values: { replicas: 2 } });
    expect(t?.environment).toBe('dev');
  });

  it('multi-source: $values refs resolve against this repository', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'values/prod/pay.yaml': 'replicas: 3\n',
      'app.yaml': app(
        'pay',
        [
          '  sources:',
          '    - repoURL: https://example.com/deploy.git',
          '      path: charts/pay',
          '      helm:',
          '        valueFiles: [$values/values/prod/pay.yaml]',
          '    - repoURL: https://example.com/deploy.git',
          '      ref: values',
          '',
        ].join('\n'),
        '    environment: prod',
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets.map((t) => t.helm?.valueFiles)).toEqual([['values/prod/pay.yaml']]);
  });

  it('a chart from a Helm repository becomes a remote helm target (fetched at render time if allowed)', async () => {
    const f = repo({
      'values/prod/redis.yaml': 'a: 1\n',
      'app.yaml': app(
        'redis',
        [
          '  sources:',
          '    - repoURL: https://charts.bitnami.com/bitnami',
          '      chart: redis',
          '      targetRevision: 18.0.0',
          '      helm:',
          '        valueFiles: [$values/values/prod/redis.yaml]',
          '    - repoURL: https://example.com/deploy.git',
          '      ref: values',
          '',
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets).toEqual([
      expect.objectContaining({
        app: 'redis',
        kind: 'helm',
        path: 'app.yaml',
        helm: expect.objectContaining({
          chart: 'app.yaml',
          valueFiles: ['values/prod/redis.yaml'],
          remote: { repoURL: 'https://charts.bitnami.com/bitnami', chart: 'redis', version: '18.0.0' },
        }),
      }),
    ]);
  });

  it('a remote chart with value files inside the chart is not checkable (inconclusive), not dropped', async () => {
    const f = repo({
      'app.yaml': app(
        'redis',
        '  source:\n    repoURL: https://charts.bitnami.com/bitnami\n    chart: redis\n    targetRevision: 18.0.0\n    helm:\n      valueFiles: [values-prod.yaml]\n',
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.notChecked).toEqual([]);
    expect(d.problems).toEqual([
      expect.objectContaining({
        ruleId: 'render/failed',
        verdict: 'inconclusive',
        location: { file: 'app.yaml', line: 1 },
      }),
    ]);
    expect(d.problems[0]?.message).toContain('values-prod.yaml');
  });

  it('plain directory sources: directory.recurse sets Target.recurse; include/exclude and jsonnet make the unit not checked', async () => {
    const f = repo({
      'raw/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      'jsonnet/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: y\n',
      'jsonnet/sub/extra.jsonnet': '{ apiVersion: "v1", kind: "ConfigMap", metadata: { name: "z" } }\n',
      'app.yaml': app(
        'raw',
        '  source:\n    path: raw\n    directory:\n      recurse: true\n',
        '    environment: staging',
      ),
      'filtered.yaml': app('filtered', '  source:\n    path: raw\n    directory:\n      exclude: "*.json"\n'),
      'flat.yaml': app('flat-dev', '  source:\n    path: raw\n    directory: {recurse: false}\n'),
      'js.yaml': app('js', '  source:\n    path: jsonnet\n    directory: {recurse: true}\n'),
      'js-flat.yaml': app('jsflat', '  source:\n    path: jsonnet\n'),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    const [flat, jsflat, t] = d.targets;
    expect(t).toMatchObject({ app: 'raw', environment: 'staging', kind: 'manifests', path: 'raw', recurse: true });
    expect(t?.origin.detail).toContain('directory.recurse');
    expect(flat).toMatchObject({ app: 'flat', kind: 'manifests', path: 'raw' });
    expect(flat).not.toHaveProperty('recurse');
    expect(jsflat).toMatchObject({ app: 'jsflat', path: 'jsonnet' }); // the .jsonnet file is in a sub-folder it does not read
    expect(d.notChecked.map((u) => [u.unit, u.reason.slice(0, 40)])).toEqual([
      ['Application filtered', 'directory.exclude globs are not applied '],
      ['Application js', 'Argo CD evaluates the jsonnet file(s) js'],
    ]);
  });

  it('refuses value files and paths outside the repository', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'a.yaml': app('a', '  source:\n    path: charts/pay\n    helm:\n      valueFiles: [../../../etc/passwd]\n'),
      'b.yaml': app('b', '  source:\n    path: ../outside\n'),
      'c.yaml': app(
        'c',
        '  source:\n    path: charts/pay\n    helm:\n      valueFiles: [https://evil.example.com/v.yaml]\n',
      ),
      'd.yaml': app('d', '  source:\n    path: not/here\n'),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems.map((p) => p.location?.file)).toEqual(['a.yaml', 'b.yaml', 'c.yaml']);
    expect(d.notChecked.map((u) => [u.file, u.reason])).toEqual([
      ['d.yaml', expect.stringContaining('"not/here" is not a folder of this repository')],
    ]);
    expect(d.problems[0]?.message).toContain('leaves the repository');
    expect(d.problems[2]?.message).toContain('URL');
  });

  it('a broken Application file is a parse-error finding with its line; the others are still found', async () => {
    const f = repo({
      ...KUSTOMIZE_APP,
      'apps/bad.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: bad\nspec: [unclosed\n',
      'apps/good.yaml': app('web-production', '  source:\n    path: apps/web/overlays/production\n'),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['web/production']);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ ruleId: 'manifest/parse-error', location: { file: 'apps/bad.yaml' } });
    expect(d.problems[0]?.location?.line).toBeGreaterThanOrEqual(5);
  });

  it('ignores Applications inside chart templates and notes ApplicationSets when expansion is off', async () => {
    const f = repo({
      ...CHART('charts/app-of-apps'),
      'charts/app-of-apps/templates/app.yaml': app('{{ .Values.name }}', '  source:\n    path: {{ .Values.path }}\n'),
      'appset.yaml': 'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: many\nspec: {}\n',
    });
    const config = defaultConfig();
    const d = await discoverTargets(f.root, { ...config, discovery: { ...config.discovery, applicationSets: false } });
    expect(d.problems).toEqual([]);
    expect(d.notChecked).toEqual([
      expect.objectContaining({
        unit: 'ApplicationSet many',
        file: 'appset.yaml',
        line: 1,
        reason: expect.stringContaining('generators are not expanded'),
      }),
    ]);
    // no Application renders the chart: it is a standalone root
    expect(d.targets.map((t) => `${t.app}/${t.environment}:${t.origin.how}`)).toEqual([
      'app-of-apps/default:helm-chart',
    ]);
  });

  it('discovery.argocd: false ignores Applications', async () => {
    const f = repo({ ...KUSTOMIZE_APP, 'app.yaml': app('web-x', '  source:\n    path: apps/web/base\n') });
    const config: Config = {
      ...defaultConfig(),
      discovery: { argocd: false, environmentLabel: 'environment', withTargets: false },
    };
    const d = await discoverTargets(f.root, config);
    expect(d.targets.map((t) => [t.app, t.environment, t.origin.how])).toEqual([
      ['web', 'production', 'kustomize-overlay'],
    ]);
  });
});
