// Security review, item 5: helm's .Capabilities answers as the cluster would (Argo CD passes the
// cluster's group/versions and group/version/Kinds), so a chart cannot hide objects from the gate.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startChartRepo } from '../sources/chart-server.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const HIDDEN = `{{- if .Capabilities.APIVersions.Has "apps/v1/Deployment" }}
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: ns}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: reg.example/web:1.0.0@sha256:${'a'.repeat(64)}
          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}
          securityContext: {privileged: true}
{{- end }}
{{- if .Capabilities.APIVersions.Has "v1/Pod" }}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: core-kinds-served, namespace: ns}
{{- end }}
{{- if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1/ServiceMonitor" }}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: crd-served, namespace: ns}
{{- end }}
`;
const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: servicemonitors.monitoring.coreos.com}
spec:
  group: monitoring.coreos.com
  names: {kind: ServiceMonitor, plural: servicemonitors}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}}]
`;

describe('helm capabilities (security review item 5)', () => {
  it('a chart branching on .Capabilities.APIVersions.Has renders what the cluster gets', async () => {
    repo = new TempRepo();
    const config =
      'version: 1\nschemas: {crds: [crds]}\ntargets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n';
    repo
      .write({
        '.deploy-gate.yaml': config,
        'crds/sm.yaml': CRD,
        'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
        'charts/web/templates/t.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
      })
      .commit('base');
    repo.write({ 'charts/web/templates/t.yaml': HIDDEN }).commit('head');
    const report: Report = await checkLastCommit(repo, { offline: true });
    const added = report.changes
      .filter((c) => c.action === 'added')
      .map((c) => `${c.resource.kind}/${c.resource.name}`)
      .sort();
    expect(added).toEqual(['ConfigMap/core-kinds-served', 'ConfigMap/crd-served', 'Deployment/web']);
    expect(report.findings.some((f) => f.ruleId === 'security/privileged' && f.change === 'introduced')).toBe(true);
    expect(report.verdict).toBe('fail');
  });
});

// Security review 2, item 7: an API whose presence on the cluster is unknown gets both branches judged.
const PRIVILEGED_IF = (api: string) => `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: ns}
spec:
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers:
        - name: web
          image: reg.example/web:1.0.0@sha256:${'a'.repeat(64)}
          resources: {requests: {cpu: 10m, memory: 8Mi}, limits: {memory: 8Mi}}
{{- if .Capabilities.APIVersions.Has ${api} }}
          securityContext: {privileged: true}
{{- end }}
`;

async function checkChart(template: string, config = ''): Promise<Report> {
  repo = TempRepo.committed({
    '.deploy-gate.yaml': `version: 1\n${config}targets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n`,
    'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
    'charts/web/templates/t.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
  });
  repo.write({ 'charts/web/templates/t.yaml': template }).commit('head');
  return checkLastCommit(repo, { offline: true });
}

describe('helm capabilities of unknown presence (security review 2, item 7)', () => {
  it('privileged only when the cluster serves monitoring.coreos.com/v1 (not a CRD here, not listed): that branch is judged too', async () => {
    const report = await checkChart(PRIVILEGED_IF('"monitoring.coreos.com/v1"'));
    const privileged = report.findings.find((f) => f.ruleId === 'security/privileged');
    expect(privileged?.message).toMatch(/in the render where the dev cluster serves monitoring\.coreos\.com\/v1/);
    expect(privileged?.change).toBe('introduced');
    expect(report.verdict).toBe('fail');
    // The diff shows what helm's list renders; the finding names the branch.
    expect(report.changes.find((c) => c.resource.kind === 'Deployment')?.diff).not.toContain('privileged');
  });

  it('a name computed in the template cannot be known: inconclusive, naming the chart', async () => {
    const report = await checkChart(PRIVILEGED_IF('(print "monitoring.coreos.com/" "v1")'));
    const unknown = report.findings.find((f) => f.ruleId === 'render/api-versions-unknown');
    expect(unknown?.verdict).toBe('inconclusive');
    expect(unknown?.message).toMatch(/charts\/web asks \.Capabilities\.APIVersions\.Has about a name computed/);
    expect(report.verdict).not.toBe('pass');
  });

  it('controls: a built-in group absent from the version, and an API the environment lists, are known (one branch, a pass)', async () => {
    const absent = await checkChart(PRIVILEGED_IF('"policy/v1beta1/PodSecurityPolicy"'));
    expect(absent.findings.map((f) => f.ruleId)).not.toContain('security/privileged');
    expect(absent.findings.map((f) => f.ruleId)).not.toContain('render/api-versions-unknown');
    const listed = await checkChart(
      PRIVILEGED_IF('"monitoring.coreos.com/v1"'),
      'environments:\n  dev: {apiVersions: [monitoring.coreos.com/v1]}\n',
    );
    // Listed: helm's own render takes the branch, and the finding carries no branch note.
    const privileged = listed.findings.find((f) => f.ruleId === 'security/privileged');
    expect(privileged?.message).not.toMatch(/in the render where/);
  });

  it('a remote chart fetched at render time is read for its .Has names too: the privileged branch is judged', async () => {
    const charts = await startChartRepo([
      {
        name: 'web',
        version: '1.0.0',
        files: { 'templates/deploy.yaml': PRIVILEGED_IF('"monitoring.coreos.com/v1"') },
      },
    ]);
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-capabilities-cache-'));
    try {
      repo = TempRepo.committed(
        {
          '.deploy-gate.yaml': `version: 1\nsources:\n  helm: [${JSON.stringify(charts.url)}]\ntargets:\n  - {app: web, environment: dev, helm: {chart: web, repoURL: ${JSON.stringify(charts.url)}, version: 1.0.0}}\n`,
        },
        'remote chart',
      );
      const report = await auditHead(repo, { jobs: 1, sourceCacheDir: cacheDir });
      expect(report.targets.find((t) => t.app === 'web')?.status).toBe('rendered');
      const privileged = report.findings.find((f) => f.ruleId === 'security/privileged');
      expect(privileged?.message).toMatch(/in the render where the dev cluster serves monitoring\.coreos\.com\/v1/);
      expect(report.verdict).toBe('fail');
    } finally {
      await charts.stop();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
