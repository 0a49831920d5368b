/** Reports built by hand (the engine is not part of this area). */
import type { Finding } from '../../src/model/finding.js';
import type { Report, ResourceChange } from '../../src/model/report.js';

let n = 0;

export function finding(over: Partial<Finding> = {}): Finding {
  n++;
  return {
    ruleId: 'image/mutable-tag',
    verdict: 'fail',
    severity: 'error',
    change: 'introduced',
    app: 'web',
    environment: 'staging',
    resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'web', name: 'web' },
    path: '/spec/template/spec/containers/0/image',
    location: { file: 'apps/web/base/deployment.yaml', line: 17, exact: true },
    message: 'image nginx:latest uses a mutable tag',
    fingerprint: `fp-${n.toString(16).padStart(8, '0')}`,
    ...over,
  };
}

export function report(over: Partial<Report> = {}): Report {
  return {
    tool: { name: 'deploy-gate', version: '1.0.0' },
    mode: 'check',
    verdict: 'fail',
    base: { ref: 'main', sha: 'a'.repeat(40) },
    head: { ref: 'feature', sha: 'b'.repeat(40) },
    summary: { targets: 1, resources: 3, fail: 1, inconclusive: 0, warning: 0 },
    targets: [
      {
        app: 'web',
        environment: 'staging',
        kind: 'kustomize',
        path: 'apps/web/overlays/staging',
        status: 'rendered',
        resources: 3,
        durationMs: 12,
      },
    ],
    findings: [finding()],
    changes: [],
    ...over,
  };
}

export function change(name: string, diff: string, over: Partial<ResourceChange> = {}): ResourceChange {
  return {
    app: 'web',
    environment: 'staging',
    action: 'modified',
    resource: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'web', name },
    diff,
    ...over,
  };
}
