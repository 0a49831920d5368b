import type { Report } from '../../src/model/report.js';

export { checkLastCommit as check, auditHead as audit } from '../helpers/run-repo.js';

export const introduced = (r: Report): string[] =>
  r.findings.filter((f) => f.change === 'introduced' && !f.exempted).map((f) => f.ruleId);

export const deployment = (image: string, privileged = false): string =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers:\n        - name: web\n          image: ${image}\n          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}\n${privileged ? '          securityContext: {privileged: true}\n' : ''}`;

export const PINNED = `reg.example/web:1.2.3@sha256:${'a'.repeat(64)}`;

/** An Argo CD Application; `source` is the YAML of spec.source, indented by four spaces. */
export const application = (
  name: string,
  source: string,
  opts: { labels?: string; namespace?: string; server?: string } = {},
): string =>
  `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: ${name}\n  namespace: argocd\n${opts.labels ? `  labels: {${opts.labels}}\n` : ''}spec:\n  project: default\n  destination:\n    server: ${opts.server ?? 'https://kubernetes.default.svc'}\n    namespace: ${opts.namespace ?? 'web'}\n  source:\n${source}`;

/** A kustomize app: base with a pinned Deployment, a production overlay. */
export const KUSTOMIZE_APP: Record<string, string> = {
  'apps/web/base/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'apps/web/base/deploy.yaml': deployment(PINNED),
  'apps/web/overlays/production/kustomization.yaml': 'resources: [../../base]\n',
};

export const PROD_APP = (extra = ''): string =>
  application(
    'web-production',
    `    repoURL: https://git.example.com/deploy.git\n    targetRevision: main\n    path: apps/web/overlays/production\n${extra}`,
  );
