import { describe, expect, it } from 'vitest';
import { defaultConfig, loadConfig } from '../../src/config/index.js';
import {
  discoverTargets,
  fromConfig,
  nameFromPath,
  sortTargets,
  splitEnvironmentAffix,
} from '../../src/targets/index.js';
import { CHART, KUSTOMIZATION, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const ids = async (root: string, config = defaultConfig()): Promise<string[]> =>
  (await discoverTargets(root, config)).targets.map((t) => `${t.app}/${t.environment} ${t.kind} ${t.path}`);

describe('naming', () => {
  it.each([
    ['apps/web/overlays/prod', 'web', 'prod'],
    ['apps/web/overlays/eu-west-1', 'web', 'eu-west-1'],
    ['clusters/production/flux-system', 'flux-system', 'production'],
    ['apps/staging', 'apps', 'staging'],
    ['web/dev', 'web', 'dev'],
    ['helloWorld', 'helloWorld', 'default'],
    ['.', 'root', 'default'],
  ])('%s → %s/%s', (p, app, env) => {
    expect(nameFromPath(p, [])).toEqual({ app, environment: env });
  });

  it('environment affixes of names', () => {
    expect(splitEnvironmentAffix('web-prod', [])).toEqual({ app: 'web', environment: 'prod' });
    expect(splitEnvironmentAffix('prod-web', [])).toEqual({ app: 'web', environment: 'prod' });
    expect(splitEnvironmentAffix('web-eu1', ['eu1'])).toEqual({ app: 'web', environment: 'eu1' });
    expect(splitEnvironmentAffix('web-api', [])).toBeUndefined();
  });
});

describe('leaf Kustomize overlays', () => {
  it('finds overlays not referenced by another kustomization; bases and components are not targets', async () => {
    const f = repo({
      'apps/web/base/kustomization.yaml': KUSTOMIZATION(['deploy.yaml']),
      'apps/web/base/deploy.yaml': 'kind: Deployment\n',
      'apps/web/components/debug/kustomization.yaml': 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n',
      'apps/web/overlays/staging/kustomization.yaml': `${KUSTOMIZATION(['../../base'])}components: [../../components/debug]\n`,
      'apps/web/overlays/production/kustomization.yml': KUSTOMIZATION(['../../base']),
      'apps/api/Kustomization': KUSTOMIZATION(['svc.yaml']),
      'node_modules/x/kustomization.yaml': KUSTOMIZATION([]),
      '.git/kustomization.yaml': KUSTOMIZATION([]),
    });
    expect(await ids(f.root)).toEqual([
      'api/default kustomize apps/api',
      'web/production kustomize apps/web/overlays/production',
      'web/staging kustomize apps/web/overlays/staging',
    ]);
  });

  it('a kustomization that does not parse is still a target (its render reports the error)', async () => {
    const f = repo({ 'apps/x/dev/kustomization.yaml': 'resources: [unclosed\n' });
    expect(await ids(f.root)).toEqual(['x/dev kustomize apps/x/dev']);
  });

  it('renames targets whose names clash, by path', async () => {
    const f = repo({
      'team-a/web/prod/kustomization.yaml': KUSTOMIZATION([]),
      'team-b/web/prod/kustomization.yaml': KUSTOMIZATION([]),
    });
    expect(await ids(f.root)).toEqual([
      'team-a-web-prod/prod kustomize team-a/web/prod',
      'team-b-web-prod/prod kustomize team-b/web/prod',
    ]);
  });
});

describe('Helm charts with values files', () => {
  it('one target per values-<env> file; vendored subcharts, ci/ and templates are not targets', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'charts/pay/values-staging.yaml': 'a: 1\n',
      'charts/pay/values.production.yml': 'a: 2\n',
      'charts/pay/ci/test-values.yaml': 'a: 3\n',
      ...CHART('charts/pay/charts/redis'),
      'charts/pay/charts/redis/values-prod.yaml': 'a: 4\n',
      ...CHART('charts/lonely'),
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.targets.map((t) => `${t.app}/${t.environment} ${JSON.stringify(t.helm?.valueFiles)}`)).toEqual([
      'lonely/default []',
      'pay/production ["charts/pay/values.production.yml"]',
      'pay/staging ["charts/pay/values-staging.yaml"]',
    ]);
    expect(d.targets.map((t) => t.origin.detail)).toEqual([
      'chart with its own values only',
      'values file charts/pay/values.production.yml',
      'values file charts/pay/values-staging.yaml',
    ]);
    expect(d.targets[1]?.origin).toMatchObject({ how: 'helm-chart', file: 'charts/pay/Chart.yaml' });
  });

  it('envs/<env>.yaml and envs/<env>/values.yaml inside the chart', async () => {
    const f = repo({ ...CHART('web'), 'web/envs/dev.yaml': 'a: 1\n', 'web/envs/prod/values.yaml': 'a: 2\n' });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.targets.map((t) => `${t.app}/${t.environment} ${t.helm?.valueFiles.join(',')}`)).toEqual([
      'web/dev web/envs/dev.yaml',
      'web/prod web/envs/prod/values.yaml',
    ]);
  });

  it('a folder named after a chart holding values-<env> files is that chart per environment', async () => {
    const f = repo({
      ...CHART('charts/web'),
      'deploy/web/values.yaml': 'a: 1\n',
      'deploy/web/values-prod.yaml': 'a: 2\n',
      'deploy/other/values-prod.yaml': 'a: 3\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    const web = d.targets.filter((t) => t.app === 'web');
    expect(web.map((t) => [t.environment, t.path, t.helm?.valueFiles, t.origin.detail])).toEqual([
      ['prod', 'charts/web', ['deploy/web/values.yaml', 'deploy/web/values-prod.yaml'], 'values folder deploy/web'],
    ]);
    expect(d.targets.some((t) => t.app === 'other')).toBe(false);
  });

  it('a helmfile service folder pointing at a chart of the repo', async () => {
    const f = repo({
      ...CHART('charts/web'),
      'services/shop/helmfile.yaml': [
        'environments:',
        '  staging:',
        '    values: []',
        '  prod: &p',
        '    values: []',
        '---',
        'templates:',
        '  default: &default',
        '    namespace: shop',
        '    chart: stable/web',
        '    values:',
        '      - "/etc/defaults/{{ .Environment.Name }}.yaml"',
        '      - "values.yaml"',
        '      - "values-{{ .Environment.Name }}.yaml"',
        '      - "values-{{`{{ .Release.Name }}`}}.yaml"',
        'releases:',
        '  - name: main',
        '    <<: *default',
        '',
      ].join('\n'),
      'services/shop/values.yaml': 'a: 1\n',
      'services/shop/values-prod.yaml': 'a: 2\n',
      'services/shop/values-main.yaml': 'a: 3\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.targets.map((t) => ({ id: `${t.app}/${t.environment}`, ns: t.namespace, helm: t.helm }))).toEqual([
      {
        id: 'shop/prod',
        ns: 'shop',
        helm: {
          chart: 'charts/web',
          releaseName: 'main',
          valueFiles: ['services/shop/values.yaml', 'services/shop/values-prod.yaml', 'services/shop/values-main.yaml'],
        },
      },
      {
        id: 'shop/staging',
        ns: 'shop',
        helm: {
          chart: 'charts/web',
          releaseName: 'main',
          valueFiles: ['services/shop/values.yaml', 'services/shop/values-main.yaml'],
        },
      },
    ]);
  });
});

describe('explicit targets from the config', () => {
  it('win over discovery and keep every field', async () => {
    const f = repo({ 'apps/x/dev/kustomization.yaml': KUSTOMIZATION([]) });
    const config = loadConfig(
      [
        'targets:',
        '  - app: web',
        '    environment: prod',
        '    kustomize: apps/web/overlays/prod',
        '  - app: pay',
        '    environment: staging',
        '    helm:',
        '      chart: charts/pay',
        '      valueFiles: [envs/staging.yaml]',
        '      namespace: payments',
        '  - app: raw',
        '    environment: staging',
        '    manifests: raw',
      ].join('\n'),
      '.deploy-gate.yaml',
    );
    const d = await discoverTargets(f.root, config);
    expect(d.targets).toEqual([
      {
        app: 'pay',
        environment: 'staging',
        kind: 'helm',
        path: 'charts/pay',
        namespace: 'payments',
        helm: { chart: 'charts/pay', valueFiles: ['envs/staging.yaml'], releaseName: 'pay' },
        origin: { how: 'config', file: '.deploy-gate.yaml' },
      },
      {
        app: 'raw',
        environment: 'staging',
        kind: 'manifests',
        path: 'raw',
        origin: { how: 'config', file: '.deploy-gate.yaml' },
      },
      {
        app: 'web',
        environment: 'prod',
        kind: 'kustomize',
        path: 'apps/web/overlays/prod',
        origin: { how: 'config', file: '.deploy-gate.yaml' },
      },
    ]);
  });
});

describe('declared targets', () => {
  const declared = () => {
    const config = defaultConfig();
    // Out of order, with two targets of one app/environment (kept in config order) and a remote chart.
    config.targets = [
      { app: 'web', environment: 'staging', kustomize: 'apps/web/staging' },
      { app: 'api', environment: 'prod', helm: { chart: 'charts/api', valueFiles: ['v/prod.yaml'] } },
      { app: 'web', environment: 'dev', kustomize: 'apps/web/dev' },
      { app: 'api', environment: 'dev', manifests: 'raw/api' },
      { app: 'api', environment: 'dev', manifests: 'raw/api' },
      { app: 'db', environment: 'dev', helm: { chart: 'pg', repoURL: 'https://x.example', version: '1' } },
    ];
    return config;
  };
  const line = (t: { app: string; environment: string; kind: string; path: string }) =>
    `${t.app}/${t.environment} ${t.kind} ${t.path}`;

  it('are sorted as sortTargets sorts them, with new objects at every call (both revisions)', async () => {
    const config = declared();
    const expected = sortTargets(config.targets!.map((t) => fromConfig(t, config.file)));
    const first = (await discoverTargets('/nonexistent', config)).targets;
    const second = (await discoverTargets('/nonexistent', config)).targets;
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
    expect(first.map(line)).toEqual([
      'api/dev manifests raw/api',
      'api/dev manifests raw/api',
      'api/prod helm charts/api',
      `db/dev helm ${config.file}`,
      'web/dev kustomize apps/web/dev',
      'web/staging kustomize apps/web/staging',
    ]);
    // Targets are told apart by identity (what each revision reads): never shared between calls.
    for (const t of second) expect(first).not.toContain(t);
  });

  it('are sorted again when the list changed since the last call', async () => {
    const config = declared();
    await discoverTargets('/nonexistent', config);
    config.targets!.push({ app: 'aaa', environment: 'dev', kustomize: 'a' });
    config.targets![0] = { app: 'zzz', environment: 'dev', kustomize: 'z' };
    const got = (await discoverTargets('/nonexistent', config)).targets;
    expect(got).toEqual(sortTargets(config.targets!.map((t) => fromConfig(t, config.file))));
    expect(got[0]?.app).toBe('aaa');
    expect(got.at(-1)?.app).toBe('zzz');
  });

  it('are sorted again when the same list now sorts otherwise (an entry replaced, another config file)', async () => {
    const config = declared();
    await discoverTargets('/nonexistent', config);
    // Same length, one entry replaced: the order kept for the list no longer sorts it.
    config.targets![2] = { app: 'aaa', environment: 'dev', kustomize: 'a' };
    const replaced = (await discoverTargets('/nonexistent', config)).targets;
    expect(replaced).toEqual(sortTargets(config.targets!.map((t) => fromConfig(t, config.file))));
    expect(replaced[0]?.app).toBe('aaa');
    // A remote chart's path is the config file: the same list read from another file sorts otherwise.
    const list = [
      { app: 'x', environment: 'dev', kustomize: 'm' },
      { app: 'x', environment: 'dev', helm: { chart: 'c', repoURL: 'https://x.example', version: '1' } },
    ];
    for (const file of ['a.yaml', 'z.yaml', 'a.yaml']) {
      const other = { ...defaultConfig(file), targets: list };
      const got = (await discoverTargets('/nonexistent', other)).targets;
      expect(got.map((t) => t.path)).toEqual(file === 'a.yaml' ? ['a.yaml', 'm'] : ['m', 'z.yaml']);
    }
  });

  it('keep the sorted order on a second call over a shuffled many-target list', async () => {
    const config = defaultConfig();
    config.targets = Array.from({ length: 500 }, (_, i) => ({
      app: `app${(i * 7919) % 97}`,
      environment: ['dev', 'prod'][i % 2] as string,
      kustomize: `k/${(i * 31) % 13}`,
    }));
    const expected = sortTargets(config.targets.map((t) => fromConfig(t, config.file)));
    for (let call = 0; call < 3; call++)
      expect((await discoverTargets('/nonexistent', config)).targets).toEqual(expected);
  });
});
