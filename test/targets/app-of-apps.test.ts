// App-of-apps: Applications and ApplicationSets a target renders become targets, recursively.
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import type { Config } from '../../src/model/config.js';
import { KUSTOMIZATION, discoverArgo, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const application = (name: string, path: string, env = '') =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n${env ? `  labels:\n    environment: ${env}\n` : ''}spec:\n  project: default\n  source:\n    repoURL: https://example.com/deploy.git\n    path: ${path}\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: ${name}\n`;

const FILES = {
  // root (in the repo) → kustomization of child Applications → one child is itself a parent chart
  'argocd/root.yaml': application('root', 'bootstrap'),
  'bootstrap/kustomization.yaml': KUSTOMIZATION(['apps.yaml']),
  'bootstrap/apps.yaml': `${application('platform', 'charts/platform')}---\n${application('web-staging', 'apps/web/staging', 'staging')}`,
  'charts/platform/Chart.yaml': 'apiVersion: v2\nname: platform\nversion: 0.1.0\n',
  'charts/platform/values.yaml': 'envs: [staging, production]\n',
  'charts/platform/templates/set.yaml': [
    'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: monitoring\nspec:\n  generators:\n    - list:\n        elements:',
    '{{- range .Values.envs }}\n          - env: {{ . }}\n{{- end }}',
    "  template:\n    metadata:\n      name: 'monitoring-{{`{{env}}`}}'\n    spec:\n      project: default\n      source:\n        path: 'apps/monitoring/{{`{{env}}`}}'\n      destination:\n        namespace: monitoring\n",
  ].join('\n'),
  // a cycle: the root is rendered again by a child; followed once
  'charts/platform/templates/root-again.yaml': application('root', 'bootstrap'),
  ...Object.fromEntries(
    ['web/staging', 'monitoring/staging', 'monitoring/production'].flatMap((p) => [
      [`apps/${p}/kustomization.yaml`, KUSTOMIZATION(['cm.yaml'])],
      [`apps/${p}/cm.yaml`, `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${p.replace('/', '-')}\n`],
    ]),
  ),
};

describe('app-of-apps', () => {
  it('follows Applications and ApplicationSets that targets render, recursively, once each', async () => {
    const f = repo(FILES);
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets.map((t) => `${t.app}/${t.environment}:${t.path}`)).toEqual([
      'monitoring/production:apps/monitoring/production',
      'monitoring/staging:apps/monitoring/staging',
      'platform/default:charts/platform',
      'root/default:bootstrap',
      'web/staging:apps/web/staging',
    ]);
    // an Application written in a repo file is taken from the file, not again from the render
    expect(d.targets.find((t) => t.app === 'web')?.origin).toEqual({
      how: 'argocd',
      file: 'bootstrap/apps.yaml',
      detail: 'Application web-staging',
    });
    // the set the platform chart renders is declared (for inputs and locations) by the platform Application's file
    expect(d.targets.find((t) => t.app === 'monitoring')?.origin).toMatchObject({
      file: 'bootstrap/apps.yaml',
      set: 'ApplicationSet monitoring',
    });
  });

  it("a parent chart gated on .Capabilities.APIVersions declares the child the cluster's API list turns on", async () => {
    const f = repo({
      'argocd/root.yaml': application('root', 'charts/root'),
      'charts/root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 0.1.0\n',
      'charts/root/templates/apps.yaml': `{{- if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1/ServiceMonitor" }}\n${application('monitors', 'apps/monitors')}{{- end }}\n`,
      'apps/monitors/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'apps/monitors/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: m\n',
    });
    const without = await discoverArgo(f.root, defaultConfig());
    expect(without.targets.map((t) => t.app)).toEqual(['root']);
    const asked: string[] = [];
    const apiVersionsFor = async (env: { name: string }) => {
      asked.push(env.name);
      return ['monitoring.coreos.com/v1', 'monitoring.coreos.com/v1/ServiceMonitor'];
    };
    const withList = await discoverArgo(f.root, defaultConfig(), { apiVersionsFor });
    expect(withList.targets.map((t) => t.app)).toEqual(['monitors', 'root']);
    expect(asked).toEqual(['default']);
  });

  it('discovery.appOfApps: false stops at the Applications in repo files', async () => {
    const f = repo(FILES);
    const c = defaultConfig();
    const config: Config = { ...c, discovery: { ...c.discovery, appOfApps: false } };
    const d = await discoverArgo(f.root, config);
    expect(d.targets.map((t) => `${t.app}/${t.environment}`)).toEqual([
      'platform/default',
      'root/default',
      'web/staging',
    ]);
  });
});

describe('app-of-apps from a chart only', () => {
  it('children rendered by a chart carry the parent target as their origin', async () => {
    const f = repo({
      'argocd/root.yaml': application('root', 'charts/apps'),
      'charts/apps/Chart.yaml': 'apiVersion: v2\nname: apps\nversion: 0.1.0\n',
      'charts/apps/templates/web.yaml': application('web-production', 'apps/web/production', 'production'),
      'apps/web/production/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'apps/web/production/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n',
    });
    const d = await discoverArgo(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(d.targets.find((t) => t.app === 'web')).toMatchObject({
      environment: 'production',
      kind: 'kustomize',
      path: 'apps/web/production',
      origin: {
        file: 'argocd/root.yaml',
        set: 'target root/default (app of apps)',
        detail: 'Application web-production',
      },
    });
  });
});
