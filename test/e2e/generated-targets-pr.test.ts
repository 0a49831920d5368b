// A pull request that changes one generated target's input renders exactly that target, on both sides.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const cm = (name: string, value = 'v') =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: ${value}\n`;
const kustomization = (resources: string[]) =>
  `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${resources.join(', ')}]\n`;

async function check(): Promise<Report> {
  return checkLastCommit(repo, { offline: true, schemaLocations: [] });
}

const status = (r: Report) => Object.fromEntries(r.targets.map((t) => [`${t.app}/${t.environment}`, t.status]));

const APPSET = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata:
  name: apps
spec:
  goTemplate: true
  goTemplateOptions: ["missingkey=error"]
  generators:
    - git:
        repoURL: https://example.com/deploy.git
        revision: HEAD
        files:
          - path: "apps/*/config.json"
  template:
    metadata:
      name: '{{ .path.basename }}-{{ .env }}'
      labels:
        environment: '{{ .env }}'
    spec:
      project: default
      source:
        repoURL: https://example.com/deploy.git
        path: '{{ .path.path }}/overlay'
      destination:
        server: https://kubernetes.default.svc
        namespace: '{{ .namespace }}'
`;

const FILES = {
  '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.31"\n',
  'argocd/apps.yaml': APPSET,
  'apps/web/config.json': '{"env": "staging", "namespace": "web"}',
  'apps/web/overlay/kustomization.yaml': kustomization(['cm.yaml']),
  'apps/web/overlay/cm.yaml': cm('web'),
  'apps/api/config.json': '{"env": "staging", "namespace": "api"}',
  'apps/api/overlay/kustomization.yaml': kustomization(['cm.yaml']),
  'apps/api/overlay/cm.yaml': cm('api'),
};

describe('pull requests on ApplicationSet-generated targets', () => {
  it('a change to one generator file renders exactly the Application it generates', async () => {
    repo = TempRepo.committed(FILES);
    repo.write({ 'apps/web/config.json': '{"env": "staging", "namespace": "web-v2"}' }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'api/staging': 'unchanged', 'web/staging': 'rendered' });
  });

  it("a change to one generated target's overlay renders exactly that target", async () => {
    repo = TempRepo.committed(FILES);
    repo.write({ 'apps/api/overlay/cm.yaml': cm('api', 'changed') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'api/staging': 'rendered', 'web/staging': 'unchanged' });
    expect(report.changes.map((c) => `${c.action} ${c.resource.name}`)).toEqual(['modified api']);
  });
});

const CHART = {
  'charts/pay/Chart.yaml': 'apiVersion: v2\nname: pay\nversion: 0.1.0\n',
  'charts/pay/values.yaml': 'greeting: default\n',
  'charts/pay/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pay-{{ .Release.Name }}\ndata:\n  greeting: {{ .Values.greeting | quote }}\n',
};

const multiSource = (env: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: pay-${env}
spec:
  project: default
  sources:
    - repoURL: https://example.com/deploy.git
      path: charts/pay
      helm:
        valueFiles: [$values/envs/${env}/pay.yaml]
    - repoURL: https://example.com/deploy.git
      ref: values
  destination:
    server: https://kubernetes.default.svc
    namespace: pay
`;

describe('pull requests on multi-source Applications', () => {
  it('a change to a $values file renders exactly the Application that reads it, with those values', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.31"\n',
      ...CHART,
      'argocd/pay-staging.yaml': multiSource('staging'),
      'argocd/pay-production.yaml': multiSource('production'),
      'envs/staging/pay.yaml': 'greeting: hello-staging\n',
      'envs/production/pay.yaml': 'greeting: hello-production\n',
    });
    repo.write({ 'envs/production/pay.yaml': 'greeting: bonjour\n' }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'pay/production': 'rendered', 'pay/staging': 'unchanged' });
    const change = report.changes.find((c) => c.resource.kind === 'ConfigMap');
    expect(JSON.stringify(change)).toContain('bonjour');
  });
});

const APPS_CHART = {
  'charts/apps/Chart.yaml': 'apiVersion: v2\nname: apps\nversion: 0.1.0\n',
  'charts/apps/templates/apps.yaml': `{{- range .Values.apps }}
---
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: {{ .name }}-{{ .env }}
  namespace: argocd
  labels:
    environment: {{ .env }}
spec:
  project: default
  source:
    repoURL: https://example.com/deploy.git
    path: apps/{{ .name }}/overlays/{{ .env }}
  destination:
    server: https://kubernetes.default.svc
    namespace: {{ .namespace | default .name }}
{{- end }}
`,
};
const appsValues = (webProdNamespace: string) =>
  `apps:\n  - {name: web, env: staging}\n  - {name: web, env: production, namespace: ${webProdNamespace}}\n  - {name: api, env: staging}\n`;
const ROOT_APP =
  'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: root\nspec:\n  project: default\n  source:\n    repoURL: https://example.com/deploy.git\n    path: charts/apps\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: argocd\n';
const OVERLAY_FILES = Object.fromEntries(
  ['web/overlays/staging', 'web/overlays/production', 'api/overlays/staging'].flatMap((p) => [
    [`apps/${p}/kustomization.yaml`, kustomization(['cm.yaml'])],
    [`apps/${p}/cm.yaml`, cm(p.split('/')[0] as string)],
  ]),
);

/** The base: the root Application, the chart that renders its children, and the children's overlays. */
const BASE_FILES = {
  '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.31"\n',
  'argocd/root.yaml': ROOT_APP,
  ...APPS_CHART,
  'charts/apps/values.yaml': appsValues('web'),
  ...OVERLAY_FILES,
};

describe('pull requests on app-of-apps children', () => {
  it('the children a chart renders are targets; a change to the parent values renders exactly the child it changes', async () => {
    repo = TempRepo.committed(BASE_FILES);
    repo.write({ 'charts/apps/values.yaml': appsValues('web-v2') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({
      'api/staging': 'unchanged',
      'root/default': 'rendered',
      'web/production': 'rendered',
      'web/staging': 'unchanged',
    });
    // the parent's own output shows the child Application it changed; the child's destination
    // namespace moved (web → web-v2), so its ConfigMap, which names no namespace, moves with it
    expect(
      report.changes.map((c) => `${c.app}/${c.environment}: ${c.action} ${c.resource.kind} ${c.resource.name}`),
    ).toEqual([
      'root/default: modified Application web-production',
      'web/production: added ConfigMap web',
      'web/production: removed ConfigMap web',
    ]);
  });

  it('a change to a child overlay renders exactly that child', async () => {
    repo = TempRepo.committed(BASE_FILES);
    repo.write({ 'apps/api/overlays/staging/cm.yaml': cm('api', 'changed') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({
      'api/staging': 'rendered',
      'root/default': 'unchanged',
      'web/production': 'unchanged',
      'web/staging': 'unchanged',
    });
  });
});
