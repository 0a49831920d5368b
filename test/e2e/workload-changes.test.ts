// Issue 33 end to end on real git repos: what a change does to workloads (probes, config that
// never rolls, the rolls-pods marker, deletions) as `check` reports it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });

const application = (prune: boolean) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web}
spec:
  source: {path: apps/web}
  destination: {namespace: web}
  syncPolicy: {automated: {prune: ${prune}}}
`;

const deployment = (readinessPath: string, podAnnotation = 'a') => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}, annotations: {note: ${podAnnotation}}}
    spec:
      containers:
        - name: web
          image: reg.example/web:1.2.3
          ports: [{name: http, containerPort: 8080}]
          envFrom: [{configMapRef: {name: web-config}}]
          readinessProbe: {httpGet: {path: ${readinessPath}, port: http}}
          resources: {requests: {cpu: 10m, memory: 10Mi}, limits: {memory: 10Mi}}
`;
const worker = (replicas: number) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: worker}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: worker}}
  template:
    metadata: {labels: {app: worker}}
    spec:
      containers:
        - name: worker
          image: reg.example/worker:1.2.3
          resources: {requests: {cpu: 10m, memory: 10Mi}, limits: {memory: 10Mi}}
`;
const configMap = (level: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web-config}\ndata: {LEVEL: ${level}}\n`;
const pvc =
  'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: uploads}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n';

const introduced = (r: Report) => r.findings.filter((f) => f.change === 'introduced');

describe('check: workload changes', () => {
  it('probe change, config that never rolls, rolls-pods markers, PVC deleted by a pruning Application', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\n',
      'argocd/web.yaml': application(true),
      'apps/web/deploy.yaml': deployment('/ready'),
      'apps/web/worker.yaml': worker(1),
      'apps/web/config.yaml': configMap('info'),
      'apps/web/pvc.yaml': pvc,
    });
    repo
      .write({ 'apps/web/deploy.yaml': deployment('/healthz'), 'apps/web/worker.yaml': worker(2) })
      .remove('apps/web/pvc.yaml')
      .commit('head');
    const report = await check();
    const found = introduced(report);
    const probe = found.find((f) => f.ruleId === 'probes/changed');
    expect(probe?.severity).toBe('note');
    expect(probe?.message).toBe('container "web" readinessProbe changes: httpGet.path "/ready" → "/healthz"');
    expect(probe?.location?.file).toBe('apps/web/deploy.yaml');
    expect(found.find((f) => f.ruleId === 'gitops/pvc-deleted')?.severity).toBe('error');
    // The template changed: the ConfigMap is unchanged anyway, and nothing is reported.
    expect(found.some((f) => f.ruleId === 'rollout/config-not-rolled')).toBe(false);
    const marks = Object.fromEntries(report.changes.map((c) => [c.resource.name, c.rollsPods]));
    expect(marks).toEqual({ web: true, worker: false, uploads: undefined });
  });

  it('a ConfigMap change that no pod will load is a warning; with a checksum annotation it passes', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': 'version: 1\n',
      'argocd/web.yaml': application(false),
      'apps/web/deploy.yaml': deployment('/ready'),
      'apps/web/config.yaml': configMap('info'),
    });
    repo.write({ 'apps/web/config.yaml': configMap('debug') }).commit('head');
    const report = await check();
    const rolled = introduced(report).filter((f) => f.ruleId === 'rollout/config-not-rolled');
    expect(rolled.map((f) => f.severity)).toEqual(['warning']);
    expect(rolled[0]?.message).toContain('ConfigMap web-config changes its data, but Deployment web');
    expect(report.changes.map((c) => c.rollsPods)).toEqual([undefined]);

    repo.write({ 'apps/web/config.yaml': configMap('trace'), 'apps/web/deploy.yaml': deployment('/ready', 'b') });
    repo.commit('control');
    const control = await check();
    expect(introduced(control).some((f) => f.ruleId === 'rollout/config-not-rolled')).toBe(false);
  });

  it('a CRD file deleted from schemas.crds is reported, and is an error while rendered objects use it', async () => {
    repo = new TempRepo();
    const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}}
`;
    const widget = (size: number) =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: ns}\nspec: {size: ${size}}\n`;
    repo
      .write({
        '.deploy-gate.yaml':
          'version: 1\nschemas: {crds: [crds]}\ntargets:\n  - {app: w, environment: dev, manifests: apps/w}\n',
        'crds/widget.yaml': crd,
        'apps/w/w.yaml': widget(1),
      })
      .commit('base');
    repo
      .write({ 'apps/w/w.yaml': widget(2) })
      .remove('crds/widget.yaml')
      .commit('head');
    const report = await check();
    const ids = introduced(report).map((f) => `${f.ruleId} ${f.severity}`);
    expect(ids).toEqual(expect.arrayContaining(['schema/crd-changed warning', 'gitops/crd-deleted error']));
    expect(report.verdict).toBe('fail');
  });

  it('Pod Security Standards: baseline warnings by default; config policies: [pss-restricted] adds restricted', async () => {
    repo = new TempRepo();
    const pod = (image: string) =>
      `apiVersion: v1\nkind: Pod\nmetadata: {name: agent, namespace: ops}\nspec:\n  hostPID: true\n  containers: [{name: agent, image: ${image}, resources: {requests: {cpu: 1m, memory: 1Mi}, limits: {memory: 1Mi}}}]\n`;
    const config = (policies: string) =>
      `version: 1\n${policies}targets:\n  - {app: ops, environment: dev, manifests: apps/ops}\n`;
    repo.write({ '.deploy-gate.yaml': config(''), 'apps/ops/pod.yaml': pod('reg.example/agent:1') }).commit('base');
    repo.write({ 'apps/ops/pod.yaml': pod('reg.example/agent:2') }).commit('head');
    const byDefault = await check();
    const pss = (r: Report) =>
      [
        ...new Set(r.findings.filter((f) => f.ruleId.startsWith('pss/')).map((f) => `${f.ruleId} ${f.severity}`)),
      ].sort();
    expect(pss(byDefault)).toEqual(['pss/host-namespaces warning']);

    repo.write({ '.deploy-gate.yaml': config('policies: [pss-baseline, pss-restricted]\n') }).commit('config');
    repo.write({ 'apps/ops/pod.yaml': pod('reg.example/agent:3') }).commit('head again');
    const restricted = await check();
    expect(pss(restricted)).toEqual(
      expect.arrayContaining(['pss/host-namespaces warning', 'pss/run-as-non-root warning']),
    );
  });
});
