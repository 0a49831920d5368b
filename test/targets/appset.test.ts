// ApplicationSets expanded offline into the Applications they generate (real helm as the Go template engine).
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import type { Config } from '../../src/model/config.js';
import { CHART, KUSTOMIZATION, discoverArgo, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const appset = (name: string, spec: string): string =>
  `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: ${name}\n  namespace: argocd\nspec:\n${spec}`;

const OVERLAYS = {
  'apps/web/base/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'apps/web/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n',
  'apps/web/overlays/staging/kustomization.yaml': KUSTOMIZATION(['../../base']),
  'apps/web/overlays/production/kustomization.yaml': KUSTOMIZATION(['../../base']),
  'apps/api/base/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'apps/api/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api\n',
  'apps/api/overlays/staging/kustomization.yaml': KUSTOMIZATION(['../../base']),
  'apps/api/overlays/production/kustomization.yaml': KUSTOMIZATION(['../../base']),
};

const withDiscovery = (extra: Partial<Config['discovery']>): Config => {
  const c = defaultConfig();
  return { ...c, discovery: { ...c.discovery, ...extra } };
};

const ids = (targets: Array<{ app: string; environment: string; path: string }>) =>
  targets.map((t) => `${t.app}/${t.environment}:${t.path}`);

const LEGACY_TEMPLATE = [
  '  template:',
  "    metadata:\n      name: '{{app}}-{{env}}'\n      labels:\n        environment: '{{env}}'",
  "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/{{app}}/overlays/{{env}}'",
  "      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{app}}'",
  '',
].join('\n');

const GO_TEMPLATE = [
  '  goTemplate: true',
  '  goTemplateOptions: ["missingkey=error"]',
  '  template:',
  "    metadata:\n      name: '{{ .app }}-{{ .env | lower }}'\n      labels:\n        environment: '{{ .env | lower }}'",
  "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/{{ .app }}/overlays/{{ .env | lower }}'",
  "      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{ .app }}'",
  '',
].join('\n');

describe('ApplicationSet generators', () => {
  it('list (legacy template): each element is an Application judged like any other, with its set shown', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/web.yaml': appset(
        'web',
        `  generators:\n    - list:\n        elements:\n          - {app: web, env: staging}\n          - {app: web, env: production}\n${LEGACY_TEMPLATE}`,
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'web/production:apps/web/overlays/production',
      'web/staging:apps/web/overlays/staging',
    ]);
    expect(d.targets[0]?.origin).toMatchObject({
      how: 'argocd',
      file: 'argocd/web.yaml',
      set: 'ApplicationSet web',
      detail: 'Application web-production',
    });
    expect(d.targets[0]?.namespace).toBe('web');
  });

  it('list with elementsYaml and goTemplate: Sprig functions evaluated by a real Go template engine', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/web.yaml': appset(
        'web',
        `  generators:\n    - list:\n        elements:\n          - {app: web, env: STAGING}\n        elementsYaml: |\n          - {app: api, env: Production}\n${GO_TEMPLATE}`,
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'api/production:apps/api/overlays/production',
      'web/staging:apps/web/overlays/staging',
    ]);
  });

  it('git directories with exclude (legacy path params)', async () => {
    const f = repo({
      ...OVERLAYS,
      'apps/old/overlays/staging/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'apps/old/overlays/staging/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: old\n',
      'argocd/dirs.yaml': appset(
        'dirs',
        [
          '  generators:\n    - git:\n        repoURL: https://example.com/deploy.git\n        revision: HEAD',
          "        directories:\n          - path: 'apps/*/overlays/staging'\n          - path: apps/old/overlays/staging\n            exclude: true",
          "  template:\n    metadata:\n      name: '{{path[1]}}-{{path.basename}}'",
          "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: '{{path}}'\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{path[1]}}'\n",
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual(['api/staging:apps/api/overlays/staging', 'web/staging:apps/web/overlays/staging']);
  });

  it('git files (JSON and YAML, goTemplate path params): the file is an input of its target only', async () => {
    const f = repo({
      ...OVERLAYS,
      'config/web/staging.json': '{"app": "web", "env": "staging", "replicas": 2}',
      'config/api/production.yaml': 'app: api\nenv: production\n',
      'argocd/files.yaml': appset(
        'files',
        [
          '  goTemplate: true',
          "  generators:\n    - git:\n        repoURL: https://example.com/deploy.git\n        revision: HEAD\n        files:\n          - path: 'config/**'",
          '  template:\n    metadata:\n      name: \'{{ .app }}-{{ .path.basename }}-{{ trimSuffix ".json" .path.filename | trimSuffix ".yaml" }}\'\n      labels:\n        environment: \'{{ .env }}\'',
          "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/{{ index .path.segments 1 }}/overlays/{{ .env }}'\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{ .app }}'\n",
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'api-api/production:apps/api/overlays/production',
      'web-web/staging:apps/web/overlays/staging',
    ]);
    expect(d.targets.map((t) => t.origin.inputs)).toEqual([
      ['config/api/production.yaml'],
      ['config/web/staging.json'],
    ]);
  });

  it('matrix of git directories × list (nested merge inside), with a selector and values', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/matrix.yaml': appset(
        'matrix',
        [
          '  goTemplate: true',
          '  generators:\n    - matrix:\n        generators:',
          "          - git:\n              repoURL: https://example.com/deploy.git\n              revision: HEAD\n              directories:\n                - path: 'apps/*'\n              values:\n                team: 'team-{{ .path.basename }}'",
          '          - merge:\n              mergeKeys: [env]\n              generators:',
          '                - list:\n                    elements:\n                      - {env: staging, tier: low}\n                      - {env: production, tier: high}',
          '                - list:\n                    elements:\n                      - {env: production, tier: critical}',
          '      selector:\n        matchExpressions:\n          - {key: tier, operator: In, values: [low, critical]}',
          "  template:\n    metadata:\n      name: '{{ .path.basename }}-{{ .env }}'\n      labels:\n        environment: '{{ .env }}'\n        team: '{{ .values.team }}'\n        tier: '{{ .tier }}'",
          "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: '{{ .path.path }}/overlays/{{ .env }}'\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{ .path.basename }}'\n",
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'api/production:apps/api/overlays/production',
      'api/staging:apps/api/overlays/staging',
      'web/production:apps/web/overlays/production',
      'web/staging:apps/web/overlays/staging',
    ]);
  });

  it("matrix: the second generator sees the first one's parameters (legacy form)", async () => {
    const f = repo({
      ...OVERLAYS,
      'config/web.json': '{"envs": "staging"}',
      'argocd/m.yaml': appset(
        'm',
        [
          '  generators:\n    - matrix:\n        generators:',
          '          - list:\n              elements:\n                - {app: web}',
          "          - git:\n              repoURL: https://example.com/deploy.git\n              revision: HEAD\n              files:\n                - path: 'config/{{app}}.json'",
          "  template:\n    metadata:\n      name: '{{app}}-{{envs}}'\n    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/{{app}}/overlays/{{envs}}'\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: '{{app}}'\n",
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual(['web/staging:apps/web/overlays/staging']);
  });

  it('clusters generator from discovery.clusters: environment from the cluster, selector on its labels', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/c.yaml': appset(
        'c',
        [
          '  generators:\n    - clusters:\n        selector:\n          matchLabels:\n            tier: app',
          "  template:\n    metadata:\n      name: 'web-{{name}}'\n    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/web/overlays/{{metadata.labels.stage}}'\n      destination:\n        server: '{{server}}'\n        namespace: web\n",
        ].join('\n'),
      ),
    });
    const clusters = [
      {
        name: 'eu-1',
        server: 'https://eu-1.example.com',
        labels: { tier: 'app', stage: 'production' },
        environment: 'production',
      },
      {
        name: 'lab',
        server: 'https://lab.example.com',
        labels: { tier: 'app', stage: 'staging' },
        environment: 'staging',
      },
      { name: 'infra', server: 'https://infra.example.com', labels: { tier: 'infra', stage: 'production' } },
    ];
    const d = await discoverArgo(f.root, withDiscovery({ clusters }));
    expect(d.problems).toEqual([]);
    expect(ids(d.targets)).toEqual([
      'web-eu-1/production:apps/web/overlays/production',
      'web-lab/staging:apps/web/overlays/staging',
    ]);
    const none = await discoverArgo(f.root, defaultConfig());
    expect(none.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([
      expect.stringMatching(/^targets\/not-checked: .*ApplicationSet c is not expanded: .*discovery\.clusters/),
    ]);
  });

  it('templatePatch (goTemplate) merges into each Application and cannot change the project', async () => {
    const f = repo({
      ...OVERLAYS,
      ...CHART('charts/pay'),
      'argocd/p.yaml': appset(
        'p',
        [
          '  goTemplate: true',
          '  generators:\n    - list:\n        elements:\n          - {env: staging, helm: false}\n          - {env: production, helm: true}',
          "  template:\n    metadata:\n      name: 'web-{{ .env }}'\n    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/web/overlays/{{ .env }}'\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: web",
          '  templatePatch: |\n    spec:\n      project: evil\n    {{- if .helm }}\n      source:\n        path: charts/pay\n        helm:\n          valueFiles: [values.yaml]\n    {{- end }}\n',
        ].join('\n'),
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets.map((t) => `${t.app}/${t.environment}:${t.kind}:${t.path}`)).toEqual([
      'web/production:helm:charts/pay',
      'web/staging:kustomize:apps/web/overlays/staging',
    ]);
  });

  it('a live generator makes the set not-checked; a template error is render/failed; the other sets still expand', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/pr.yaml': appset(
        'previews',
        `  generators:\n    - pullRequest:\n        github: {owner: o, repo: r}\n${LEGACY_TEMPLATE}`,
      ),
      'argocd/bad.yaml': appset(
        'bad',
        `  generators:\n    - list:\n        elements:\n          - {app: web}\n${GO_TEMPLATE}`,
      ),
      'argocd/ok.yaml': appset(
        'ok',
        `  generators:\n    - list:\n        elements:\n          - {app: api, env: staging}\n${LEGACY_TEMPLATE}`,
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(ids(d.targets)).toEqual(['api/staging:apps/api/overlays/staging']);
    const problems = d.problems.map((p) => `${p.ruleId}|${p.message}`).sort();
    expect(problems).toEqual([
      'render/failed|argocd/bad.yaml: ApplicationSet bad: template "{{ .app }}-{{ .env | lower }}": at <lower>: invalid value; expected string',
      expect.stringMatching(
        /^targets\/not-checked\|argocd\/pr\.yaml: ApplicationSet previews is not expanded: the pullRequest generator needs a live system/,
      ),
    ]);
  });

  it('generated Applications need a unique name, as the controller validates', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/dup.yaml': appset(
        'dup',
        `  generators:\n    - list:\n        elements:\n          - {app: web, env: staging}\n          - {app: web, env: staging}\n          - {app: '', env: staging}\n${LEGACY_TEMPLATE.replace("name: '{{app}}-{{env}}'", "name: '{{app}}'")}`,
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(ids(d.targets)).toEqual(['web/staging:apps/web/overlays/staging']);
    expect(d.problems.map((p) => p.message).sort()).toEqual([
      'argocd/dup.yaml: ApplicationSet dup: ApplicationSet dup contains an application with no name',
      'argocd/dup.yaml: ApplicationSet dup: ApplicationSet dup contains applications with duplicate name: web',
    ]);
  });

  it("Argo CD's normalize function is not evaluated offline: not-checked, with the reason", async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/n.yaml': appset(
        'n',
        `  goTemplate: true\n  generators:\n    - list:\n        elements:\n          - {app: web}\n  template:\n    metadata:\n      name: '{{ normalize .app }}'\n    spec:\n      project: default\n      source:\n        path: apps/web/overlays/staging\n      destination:\n        namespace: web\n`,
      ),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems.map((p) => p.ruleId)).toEqual(['targets/not-checked']);
    expect(d.problems[0]?.message).toMatch(/"normalize" function/);
  });

  it('discovery.applicationSets: false leaves sets as not-checked units, never silent', async () => {
    const f = repo({
      ...OVERLAYS,
      'argocd/web.yaml': appset(
        'web',
        `  generators:\n    - list:\n        elements:\n          - {app: web, env: staging}\n${LEGACY_TEMPLATE}`,
      ),
    });
    const d = await discoverArgo(f.root, withDiscovery({ applicationSets: false }));
    expect(d.notChecked).toEqual([
      expect.objectContaining({
        unit: 'ApplicationSet web',
        file: 'argocd/web.yaml',
        reason: expect.stringContaining('generators are not expanded'),
      }),
    ]);
    expect(d.targets.every((t) => t.origin.how !== 'argocd')).toBe(true);
  });
});

describe('multi-source $ref values', () => {
  const multi = (refUrl: string) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: pay-production\nspec:\n  project: default\n  sources:\n    - repoURL: https://example.com/deploy.git\n      path: charts/pay\n      helm:\n        valueFiles: [$values/envs/production/pay.yaml]\n    - repoURL: ${refUrl}\n      ref: values\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: pay\n`;

  it('a $ref to this repository (any spelling of its URL) resolves into the repo', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'envs/production/pay.yaml': 'x: 1\n',
      'argocd/pay.yaml': multi('git@example.com:deploy'),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets[0]?.helm?.valueFiles).toEqual(['envs/production/pay.yaml']);
  });

  it('a $ref into another repository makes the unit not checked (inconclusive), never rendered with defaults', async () => {
    const f = repo({
      ...CHART('charts/pay'),
      'envs/production/pay.yaml': 'x: 1\n',
      'argocd/pay.yaml': multi('https://example.com/other-values.git'),
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.targets).toEqual([]);
    expect(d.problems).toEqual([]);
    expect(d.notChecked).toEqual([
      expect.objectContaining({
        unit: 'Application pay-production',
        file: 'argocd/pay.yaml',
        reason: expect.stringContaining(
          'source 1 of 2: value file "$values/envs/production/pay.yaml" comes from another repository (https://example.com/other-values.git)',
        ),
        inputs: ['charts/pay'],
      }),
    ]);
  });
});
