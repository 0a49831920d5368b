// An Application pinned to a commit is rendered and judged at its pin: what Argo CD deploys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead } from '../helpers/run-repo.js';

const DIGEST = `sha256:${'d'.repeat(64)}`;
const deployment = (image: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: ${image}
          resources:
            requests: { cpu: 100m, memory: 128Mi }
            limits: { memory: 128Mi }
`;
const application = (targetRevision: string) => `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: web-production
  namespace: argocd
  labels: { environment: production }
spec:
  project: default
  source:
    repoURL: https://git.example/deploy.git
    path: apps/web
    targetRevision: ${targetRevision}
  destination:
    server: https://kubernetes.default.svc
    namespace: shop
`;

describe('audit of an Application pinned to a commit', () => {
  const repo = new TempRepo('dg-pins-');
  let pin = '';
  beforeAll(() => {
    repo.write({
      'apps/web/deploy.yaml': deployment('registry.example/web:latest'),
      'argocd/web-production.yaml': application('main'),
    });
    pin = repo.commit('web with a mutable tag');
    repo.write({ 'apps/web/deploy.yaml': deployment(`registry.example/web:1.4.2@${DIGEST}`) });
    repo.commit('web pinned to a digest');
  });
  afterAll(() => repo.cleanup());

  const audit = (): Promise<Report> => auditHead(repo, { ref: 'main', jobs: 1, offline: true, schemaLocations: [] });
  const imageRules = (r: Report) =>
    r.findings.filter((f) => f.ruleId.startsWith('image/')).map((f) => `${f.app}/${f.environment}:${f.ruleId}`);

  it('judges the branch head when the Application follows the branch', async () => {
    const report = await audit();
    expect(imageRules(report)).toEqual([]);
    expect((report.notices ?? []).join('\n')).not.toContain('pinned commit');
  });

  it('renders the pinned commit when the Application pins one, and says so', async () => {
    repo.write({ 'argocd/web-production.yaml': application(pin) });
    repo.commit('pin production');
    const report = await audit();
    expect(imageRules(report)).toContain('web/production:image/mutable-tag');
    expect((report.notices ?? []).join('\n')).toContain(
      `web/production: rendered at the pinned commit ${pin} (targetRevision), which Argo CD deploys`,
    );
  });

  it('says when the clone lacks the pinned commit, and judges the audited revision instead', async () => {
    const missing = 'f'.repeat(40);
    repo.write({ 'argocd/web-production.yaml': application(missing) });
    repo.commit('pin to a commit the clone lacks');
    const report = await audit();
    expect(imageRules(report)).toEqual([]);
    expect((report.notices ?? []).join('\n')).toContain(`web/production: pinned to ${missing}, which this clone lacks`);
  });
});
