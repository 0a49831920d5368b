import { describe, expect, it } from 'vitest';
import { probeChanges } from '../../../src/checks/changes/probes-changed.js';
import { resourcesFromYaml } from '../resources.js';

const deployment = (probes: string, extra = '') => `
apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}${extra}}
    spec:
      containers:
        - name: web
          image: ghcr.io/acme/web:1
${probes}
`;

const run = (base: string, head: string) =>
  probeChanges({ base: resourcesFromYaml(base), head: resourcesFromYaml(head) });

describe('probes/changed', () => {
  it('names a readiness path that moves, old → new, at the head probe', () => {
    const drafts = run(
      deployment('          readinessProbe: {httpGet: {path: /ready, port: 8080}}'),
      deployment('          readinessProbe: {httpGet: {path: /healthz, port: 8080}}'),
    );
    expect(drafts.map((d) => [d.ruleId, d.path, d.message])).toEqual([
      [
        'probes/changed',
        '/spec/template/spec/containers/0/readinessProbe',
        'container "web" readinessProbe changes: httpGet.path "/ready" → "/healthz"',
      ],
    ]);
  });

  it('reports thresholds, an added liveness probe and a removed startup probe', () => {
    const drafts = run(
      deployment(
        '          readinessProbe: {tcpSocket: {port: 80}, failureThreshold: 3}\n          startupProbe: {tcpSocket: {port: 80}}',
      ),
      deployment(
        '          readinessProbe: {tcpSocket: {port: 80}, failureThreshold: 1}\n          livenessProbe: {tcpSocket: {port: 80}}',
      ),
    );
    expect(drafts.map((d) => d.message).sort()).toEqual([
      'container "web" livenessProbe is added',
      'container "web" readinessProbe changes: failureThreshold 3 → 1',
      'container "web" startupProbe is removed',
    ]);
  });

  it('control: the same probes with other key order and another template change are not reported', () => {
    const drafts = run(
      deployment('          readinessProbe: {httpGet: {path: /ready, port: 8080}, periodSeconds: 5}'),
      deployment('          readinessProbe: {periodSeconds: 5, httpGet: {port: 8080, path: /ready}}', ', version: "2"'),
    );
    expect(drafts).toEqual([]);
  });

  it('control: a new workload and a Job are not reported', () => {
    const job = (path: string) => `
apiVersion: batch/v1
kind: Job
metadata: {name: once}
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: once
          image: ghcr.io/acme/once:1
          readinessProbe: {httpGet: {path: ${path}, port: 80}}
`;
    expect(run(job('/a'), `${job('/b')}---${deployment('          readinessProbe: {tcpSocket: {port: 1}}')}`)).toEqual(
      [],
    );
  });
});
