// Only new problems fail (issue 28, item 2): a finding keeps its identity across renames the change
// itself causes (a name that carries a content hash), and a target rendered only because it holds
// Argo CD health customizations adds no introduced findings when the change leaves it untouched.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { appliedIdentityOf } from '../../src/engine/applied-identity.js';
import { nameStem } from '../../src/findings/name-stem.js';
import type { Target } from '../../src/model/target.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const introduced = (r: Report) => r.findings.filter((f) => f.change === 'introduced').map((f) => f.ruleId);

// A chart whose smoke-test hook Job is named after a hash of its ConfigMap: any config change renames it.
const HASHED_CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  'charts/web/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web-config}\ndata:\n  greeting: {{ .Values.greeting | quote }}\n',
  'charts/web/templates/smoke.yaml': `apiVersion: batch/v1
kind: Job
metadata:
  name: smoke-{{ include (print $.Template.BasePath "/cm.yaml") . | sha256sum | trunc 10 }}
  annotations: {argocd.argoproj.io/hook: PostSync, argocd.argoproj.io/hook-delete-policy: BeforeHookCreation}
spec:
  activeDeadlineSeconds: 60
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: smoke
          image: registry.example.com/smoke:1@sha256:${'b'.repeat(64)}
          command: [curl, -f, http://web]
          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}
`,
};
const HELM_CONFIG = (valueFile: string) =>
  `version: 1\ntargets:\n  - app: web\n    environment: dev\n    helm: {chart: charts/web, valueFiles: [${valueFile}], releaseName: web, namespace: web}\n`;

describe('finding identity across renames the change causes', () => {
  it('a hook Job named by its ConfigMap hash keeps its findings unchanged when the config changes', async () => {
    repo = TempRepo.committed({
      ...HASHED_CHART,
      'envs/dev.yaml': 'greeting: hello\n',
      '.deploy-gate.yaml': HELM_CONFIG('envs/dev.yaml'),
    });
    repo.write({ 'envs/dev.yaml': 'greeting: bonjour\n' }).commit('head');
    const report = await checkLastCommit(repo);
    const retries = report.findings.filter((f) => f.ruleId === 'hook/retries');
    expect(retries.map((f) => f.change)).toEqual(['unchanged']);
    expect(introduced(report)).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('names: generated suffixes have a stem, ordinary names keep theirs', () => {
    expect(nameStem('app-config-7h2mk5t9bd')).toBe('app-config-*');
    expect(nameStem('migrate-3f9a1c2e')).toBe('migrate-*');
    expect(nameStem('smoke-x7k2p')).toBe('smoke-*');
    expect(nameStem('job-3f9a1c2e77-x7k2p')).toBe('job-*');
    for (const plain of ['web', 'web-01', 'app-web01', 'redis-master', 'api-v2', 'backend-service', 'pg14-2024'])
      expect(nameStem(plain), plain).toBeUndefined();
  });

  it('two objects with one stem in a target keep their full names (never one identity)', () => {
    const target = { app: 'a', environment: 'dev', kind: 'manifests', path: 'a', origin: { how: 'config' } } as Target;
    const ref = (name: string) => ({ apiVersion: 'batch/v1', kind: 'Job', namespace: 'a', name });
    const alone = appliedIdentityOf(target, [ref('migrate-3f9a1c2e')]);
    expect(alone?.(ref('migrate-3f9a1c2e'))).toBe(alone?.(ref('migrate-77bb0a1d')));
    const both = appliedIdentityOf(target, [ref('migrate-3f9a1c2e'), ref('migrate-77bb0a1d')]);
    expect(both?.(ref('migrate-3f9a1c2e'))).not.toBe(both?.(ref('migrate-77bb0a1d')));
  });
});

describe('a target rendered only for its health customizations', () => {
  it('adds no introduced findings: its old render failure is the base failure too', async () => {
    repo = new TempRepo();
    repo
      .write({
        '.deploy-gate.yaml': `version: 1
targets:
  - app: argocd
    environment: dev
    helm: {chart: charts/argocd, valueFiles: [charts/argocd/values.yaml], releaseName: argocd, namespace: argocd}
  - {app: b, environment: dev, manifests: apps/b}
`,
        // An umbrella chart whose dependency is not vendored: it cannot render, at base or head.
        'charts/argocd/Chart.yaml':
          'apiVersion: v2\nname: argocd\nversion: 1.0.0\ndependencies:\n  - {name: argo-cd, version: 7.0.0, repository: https://argoproj.github.io/argo-helm}\n',
        'charts/argocd/values.yaml':
          'argo-cd:\n  configs:\n    cm:\n      resource.customizations.health.example.com_Thing: |\n        hs = {status = "Healthy"}\n        return hs\n',
        'apps/b/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: b}\ndata: {x: "1"}\n',
      })
      .commit('base');
    repo
      .write({
        'apps/b/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b, namespace: b}\ndata: {x: "2"}\n',
      })
      .commit('head');
    const report = await checkLastCommit(repo);
    const argocd = report.findings.filter((f) => f.app === 'argocd');
    expect(argocd.length).toBeGreaterThan(0);
    expect(argocd.filter((f) => f.change === 'introduced').map((f) => `${f.ruleId}: ${f.message}`)).toEqual([]);
    expect(report.verdict).not.toBe('fail');
  });
});
