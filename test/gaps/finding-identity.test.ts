// A finding follows its object where the object is applied (Argo CD's DeduplicateTargetObjects
// identity, kube/scope.ts): writing out the namespace an object already lands in changes nothing
// in the cluster, so its findings stay "unchanged"; moving the destination moves the objects, so
// theirs are new.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { application, check, deployment } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

// A Deployment with a mutable tag (image/mutable-tag, image/not-pinned): findings to follow.
const LATEST = deployment('reg.example/web:latest');
const withoutNamespace = LATEST.replace('metadata: {name: web, namespace: web}', 'metadata: {name: web}');
const APP = (namespace: string) =>
  application('web-production', '    repoURL: https://git.example.com/deploy.git\n    path: apps/web\n', { namespace });

async function pr(base: Record<string, string>, head: Record<string, string>, removed: string[] = []): Promise<Report> {
  repo = TempRepo.committed(base);
  repo
    .write(head)
    .remove(...removed)
    .commit('head');
  return check(repo);
}
const changeOf = (r: Report, ruleId: string) => r.findings.filter((f) => f.ruleId === ruleId).map((f) => f.change);

describe('findings are identified by where their object is applied', () => {
  it('writing out the destination namespace keeps the findings unchanged', async () => {
    const report = await pr(
      { 'argocd/web.yaml': APP('web'), 'apps/web/deploy.yaml': withoutNamespace },
      { 'apps/web/deploy.yaml': LATEST },
    );
    expect(changeOf(report, 'image/mutable-tag')).toEqual(['unchanged']);
    expect(report.findings.filter((f) => f.change === 'introduced')).toEqual([]);
  });

  it('moving the destination namespace moves the object: its findings are introduced there', async () => {
    const report = await pr(
      { 'argocd/web.yaml': APP('web'), 'apps/web/deploy.yaml': withoutNamespace },
      { 'argocd/web.yaml': APP('other') },
    );
    expect(changeOf(report, 'image/mutable-tag')).toEqual(['introduced', 'fixed']);
  });
});

// A cluster-scoped kind from a CRD: its objects have no namespace wherever the Application points.
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: clusterissuers.cert-manager.io}
spec:
  group: cert-manager.io
  names: {kind: ClusterIssuer, plural: clusterissuers, singular: clusterissuer, listKind: ClusterIssuerList}
  scope: Cluster
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;
const ISSUER = 'apiVersion: cert-manager.io/v1\nkind: ClusterIssuer\nmetadata: {name: letsencrypt}\nspec: {acme: {}}\n';

describe('the scope of a CRD kind comes from what the cluster knows, not only from the same render', () => {
  it('a CRD in schemas.crds: moving the destination does not move its cluster-scoped objects', async () => {
    const report = await pr(
      {
        '.deploy-gate.yaml': 'version: 1\nschemas: {crds: [crds]}\n',
        'crds/clusterissuer.yaml': CRD,
        'argocd/web.yaml': APP('web'),
        'apps/web/issuer.yaml': ISSUER,
      },
      { 'argocd/web.yaml': APP('other') },
    );
    expect(report.changes.filter((c) => c.resource.kind === 'ClusterIssuer')).toEqual([]);
  });

  it('a CRD that leaves the render (moved to another app) keeps its kind cluster-scoped on both sides', async () => {
    const report = await pr(
      { 'argocd/web.yaml': APP('web'), 'apps/web/issuer.yaml': ISSUER, 'apps/web/crd.yaml': CRD },
      {},
      ['apps/web/crd.yaml'],
    );
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}`)).toEqual(['removed CustomResourceDefinition']);
  });
});

describe('drift between environments follows the objects where they are applied', () => {
  it('writing out the destination namespace in production keeps its env/drift findings unchanged', async () => {
    // Production alone sets a rollout strategy: structural drift from staging.
    const deploy = (image: string, ns?: string, strategy = false) =>
      deployment(image)
        .replace('metadata: {name: web, namespace: web}', `metadata: {name: web${ns ? `, namespace: ${ns}` : ''}}`)
        .replace('spec:\n  selector:', `spec:\n${strategy ? '  strategy: {type: Recreate}\n' : ''}  selector:`);
    const app = (env: string, namespace: string) =>
      application(`web-${env}`, `    repoURL: https://git.example.com/deploy.git\n    path: apps/web/${env}\n`, {
        namespace,
      });
    const report = await pr(
      {
        '.deploy-gate.yaml': 'version: 1\nenvDiff:\n  - {from: staging, to: production}\n',
        'argocd/web-staging.yaml': app('staging', 'web-staging'),
        'argocd/web-production.yaml': app('production', 'web'),
        'apps/web/staging/deploy.yaml': deploy('reg.example/web:1.0.0'),
        'apps/web/production/deploy.yaml': deploy('reg.example/web:1.0.0', undefined, true),
      },
      { 'apps/web/production/deploy.yaml': deploy('reg.example/web:1.0.0', 'web', true) },
    );
    expect(changeOf(report, 'env/drift').length).toBeGreaterThan(0);
    expect(new Set(changeOf(report, 'env/drift'))).toEqual(new Set(['unchanged']));
  });
});
