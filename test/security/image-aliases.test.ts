// Security review, item 2: image aliases must not escape gateRecords.scope or the record lookup.
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeImageGlob, parseImageRef } from '../../src/kube/image-ref.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const D = `sha256:${'a'.repeat(64)}`;

describe('image reference normalisation', () => {
  it.each([
    ['ghcr.io:443/acme/payments', 'ghcr.io/acme/payments'],
    ['GHCR.IO/acme/payments', 'ghcr.io/acme/payments'],
    ['Ghcr.Io:443/acme/payments', 'ghcr.io/acme/payments'],
    ['ghcr.io:80/acme/payments', 'ghcr.io/acme/payments'],
    ['nginx', 'docker.io/library/nginx'],
    ['library/nginx', 'docker.io/library/nginx'],
    ['docker.io/nginx', 'docker.io/library/nginx'],
    ['index.docker.io/library/nginx', 'docker.io/library/nginx'],
    ['registry-1.docker.io/nginx', 'docker.io/library/nginx'],
    ['registry.hub.docker.com/library/nginx', 'docker.io/library/nginx'],
    ['DOCKER.IO/acme/app', 'docker.io/acme/app'],
    ['index.docker.io:443/acme/app', 'docker.io/acme/app'],
  ])('%s is %s', (written, name) => {
    expect(parseImageRef(`${written}@${D}`).name).toBe(name);
  });

  it('keeps ports that are not the default', () => {
    expect(parseImageRef('reg.example:5000/app:1').name).toBe('reg.example:5000/app');
  });

  it('normalises the registry part of a scope glob', () => {
    expect(normalizeImageGlob('GHCR.IO:443/acme/*')).toBe('ghcr.io/acme/*');
    expect(normalizeImageGlob('index.docker.io/nginx')).toBe('docker.io/library/nginx');
    expect(normalizeImageGlob('acme/*')).toBe('acme/*');
  });
});

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const deployment = (image: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: pay, namespace: ns}\nspec:\n  selector: {matchLabels: {app: pay}}\n  template:\n    metadata: {labels: {app: pay}}\n    spec:\n      containers:\n        - name: pay\n          image: ${image}\n          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}\n`;
const record = (digest: string) =>
  JSON.stringify({
    apiVersion: 'deploy-gate/v1',
    kind: 'GateDecision',
    id: 'pay-1',
    decision: 'pass',
    candidate: { image: 'ghcr.io/acme/payments', digest },
    criteriaVersion: 'r1',
    decidedAt: '2026-11-25T14:40:00Z',
  });
const CONFIG =
  'version: 1\ngateRecords: {path: gate-records, scope: ["ghcr.io/acme/*"]}\nenvironments:\n  production: {requireDigests: true, gateRecords: required}\ntargets:\n  - {app: pay, environment: production, manifests: apps/pay}\n';

describe('aliases against gate records on a real repository', () => {
  it.each(['ghcr.io/acme/payments', 'ghcr.io:443/acme/payments', 'GHCR.IO/acme/payments'])(
    '%s with an unapproved digest fails',
    async (name) => {
      repo = new TempRepo();
      const approved = `sha256:${'b'.repeat(64)}`;
      repo
        .write({
          '.deploy-gate.yaml': CONFIG,
          'gate-records/pay.json': record(approved),
          'apps/pay/d.yaml': deployment(`ghcr.io/acme/payments@${approved}`),
        })
        .commit('base');
      repo.write({ 'apps/pay/d.yaml': deployment(`${name}@${D}`) }).commit('head');
      const report: Report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
      expect(report.findings.filter((f) => f.change === 'introduced').map((f) => f.ruleId)).toContain(
        'gate/digest-mismatch',
      );
      expect(report.verdict).toBe('fail');
    },
  );
});
