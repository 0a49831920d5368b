// End to end: a kustomize target that ships its CRD (with CEL rules) and an object of it; `check`
// runs the rules on the head and the transition rules against the base's object.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: buckets.storage.example.com}
spec:
  group: storage.example.com
  scope: Namespaced
  names: {kind: Bucket, plural: buckets, singular: bucket}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              x-kubernetes-validations:
                - rule: "self.region == oldSelf.region"
                  message: "region is immutable"
                - rule: "self.retentionDays >= 1"
                  message: "retentionDays must be at least 1"
              properties:
                region: {type: string}
                retentionDays: {type: integer}
`;
const bucket = (region: string, days: number) => `apiVersion: storage.example.com/v1
kind: Bucket
metadata: {name: photos, namespace: media}
spec:
  region: ${region}
  retentionDays: ${days}
`;
const KUSTOMIZATION =
  'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [crd.yaml, bucket.yaml]\n';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

async function checkChange(region: string, days: number): Promise<Report> {
  repo = TempRepo.committed({
    'apps/media/kustomization.yaml': KUSTOMIZATION,
    'apps/media/crd.yaml': CRD,
    'apps/media/bucket.yaml': bucket('eu-west-1', 30),
  });
  repo.write({ 'apps/media/bucket.yaml': bucket(region, days) }).commit('change');
  return checkLastCommit(repo, { jobs: 1, offline: true });
}

const cel = (r: Report) =>
  r.findings
    .filter((f) => f.change === 'introduced' && f.ruleId === 'schema/invalid')
    .map((f) => `${f.message.split(' (')[0]} @ ${f.location?.file}:${f.location?.line}`);

describe('CRD CEL rules in check', () => {
  it('a changed immutable field fails on the transition rule, at the object', async () => {
    const report = await checkChange('us-east-1', 30);
    expect(report.verdict).toBe('fail');
    expect(cel(report)).toEqual(['region is immutable @ apps/media/bucket.yaml:4']);
  });

  it('a create-time rule fails too; an allowed change passes', async () => {
    expect(cel(await checkChange('eu-west-1', 0))).toEqual([
      'retentionDays must be at least 1 @ apps/media/bucket.yaml:4',
    ]);
    const ok = await checkChange('eu-west-1', 60);
    expect(cel(ok)).toEqual([]);
    expect(ok.verdict).toBe('pass');
  });
});

describe('CRD CEL rules with optionalOldSelf in check', () => {
  const crd = CRD.replace(
    '              properties:\n                region',
    [
      '                - rule: "oldSelf.hasValue() || self.retentionDays <= 90"',
      '                  optionalOldSelf: true',
      '                  message: "a new bucket keeps at most 90 days"',
      '              properties:',
      '                region',
    ].join('\n'),
  );

  it('runs on the object the change creates (oldSelf none), not on the one it updates', async () => {
    repo = new TempRepo();
    repo
      .write({
        'apps/media/kustomization.yaml': KUSTOMIZATION,
        'apps/media/crd.yaml': crd,
        'apps/media/bucket.yaml': bucket('eu-west-1', 30),
      })
      .commit('base');
    const videos = bucket('eu-west-1', 365).replace('name: photos', 'name: videos');
    repo.write({ 'apps/media/bucket.yaml': `${bucket('eu-west-1', 365)}---\n${videos}` }).commit('keep longer');
    const report = await checkLastCommit(repo, { jobs: 1, offline: true });
    expect(cel(report)).toEqual(['a new bucket keeps at most 90 days @ apps/media/bucket.yaml:11']);
  });
});

describe('the repository’s admission policies in check', () => {
  const POLICY = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata: {name: replica-limit}
spec:
  matchConstraints:
    resourceRules: [{apiGroups: [apps], apiVersions: [v1], operations: [CREATE, UPDATE], resources: [deployments]}]
  validations:
    - expression: "object.spec.replicas <= 5"
      message: "at most 5 replicas in this cluster"
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: replica-limit}
spec:
  policyName: replica-limit
  validationActions: [Deny]
`;
  const deployment = (replicas: number) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop}
spec:
  replicas: ${replicas}
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: nginx:1.27.3
          resources: {requests: {cpu: 10m, memory: 32Mi}, limits: {memory: 64Mi}}
`;

  it('a change the policy denies fails with its message; the base object did not', async () => {
    repo = TempRepo.committed({
      'apps/shop/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [policy.yaml, deployment.yaml]\n',
      'apps/shop/policy.yaml': POLICY,
      'apps/shop/deployment.yaml': deployment(3),
    });
    repo.write({ 'apps/shop/deployment.yaml': deployment(8) }).commit('scale up');
    const report = await checkLastCommit(repo, { jobs: 1, offline: true });
    const denied = report.findings.filter((f) => f.ruleId === 'admission/denied');
    expect(denied.map((f) => [f.change, f.message.split(': ').at(-1), f.location?.file])).toEqual([
      ['introduced', 'at most 5 replicas in this cluster', 'apps/shop/deployment.yaml'],
    ]);
    expect(report.verdict).toBe('fail');
  });
  const shopOnly = (policies: string) => ({
    '.deploy-gate.yaml': `version: 1\nadmission:\n  policies: [${policies}]\n`,
    'apps/shop/kustomization.yaml':
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [deployment.yaml]\n',
  });
  const checkHead = () => checkLastCommit(repo, { jobs: 1, offline: true });

  it('admission.policies: the platform folder’s policy denies an object of another target, read at the base', async () => {
    repo = TempRepo.committed({
      ...shopOnly('platform/policies'),
      'platform/policies/replicas.yaml': POLICY,
      'apps/shop/deployment.yaml': deployment(3),
    });
    // The PR scales up and, in the same change, loosens the cluster's policy: the base's policy judges it.
    repo
      .write({
        'apps/shop/deployment.yaml': deployment(8),
        'platform/policies/replicas.yaml': POLICY.replace('<= 5', '<= 50'),
      })
      .commit('scale up and loosen');
    const report = await checkHead();
    const denied = report.findings.filter((f) => f.ruleId === 'admission/denied');
    expect(denied.map((f) => [f.change, f.message.split(': ').at(-1), f.location?.file])).toEqual([
      ['introduced', 'at most 5 replicas in this cluster', 'apps/shop/deployment.yaml'],
    ]);
    expect(report.verdict).toBe('fail');
  });

  it('admission.policies: an allowed object passes; a folder the base does not have is a usage error', async () => {
    repo = TempRepo.committed({
      ...shopOnly('platform/policies'),
      'platform/policies/replicas.yaml': POLICY,
      'apps/shop/deployment.yaml': deployment(3),
    });
    repo.write({ 'apps/shop/deployment.yaml': deployment(4) }).commit('scale a little');
    const report = await checkHead();
    expect(report.findings.filter((f) => f.ruleId === 'admission/denied')).toEqual([]);
    expect(report.verdict).toBe('pass');
    repo.write(shopOnly('platform/missing')).commit('base without the folder');
    repo.write({ 'apps/shop/deployment.yaml': deployment(5) }).commit('change');
    await expect(checkHead()).rejects.toThrow(/admission\.policies: platform\/missing is neither a folder nor a file/);
  });
});
