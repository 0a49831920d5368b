// A helm render must get the environment's served API list, as Argo CD gives it the cluster's. When
// the list cannot be made (a document unreadable), the render is not what the cluster would get:
// inconclusive with the reason, never a pass on helm's built-in list — when the chart asks it (helm
// adds the list to its own, so a chart that never asks renders the same).
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { application, audit } from './helpers.js';

let repo: TempRepo;
const dirs: string[] = [];
afterEach(() => {
  repo?.cleanup();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** The committed OpenAPI fixtures, copied; `broken`: batch/v1's document replaced by text that is not JSON. */
function schemaLocation(broken: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-openapi-'));
  dirs.push(dir);
  cpSync(path.join(FIXTURES_DIR, 'k8s-openapi'), dir, { recursive: true });
  if (broken) {
    for (const version of readdirSync(dir).filter((d) => /^v\d/.test(d)))
      writeFileSync(path.join(dir, version, 'apis__batch__v1_openapi.json'), '{ not json');
  }
  return path.join(dir, 'v{{version}}', '{{file}}');
}

// A CronJob only where the cluster serves batch/v1 CronJobs, as charts guard optional kinds.
const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\ndata: {a: b}\n',
  'charts/web/templates/cron.yaml':
    '{{- if .Capabilities.APIVersions.Has "batch/v1/CronJob" }}\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: cron-enabled}\n{{- end }}\n',
};
const HELM_APP = (helm = '') =>
  application('web-production', `    path: charts/web\n${helm ? `    helm:\n${helm}` : ''}`);

async function auditWith(app: string, broken: boolean): Promise<Report> {
  repo?.cleanup();
  repo = TempRepo.committed({ ...CHART, 'argocd/web.yaml': app });
  return audit(repo, { schemaLocations: [schemaLocation(broken)] });
}
const gaps = (r: Report) => r.findings.filter((f) => f.ruleId === 'render/api-versions-unknown');

describe("helm's .Capabilities.APIVersions come from the environment, or the render is inconclusive", () => {
  it('every document readable: the served list is used (the guarded object renders) and nothing is raised', async () => {
    const report = await auditWith(HELM_APP(), false);
    expect(gaps(report)).toEqual([]);
    expect(report.targets.map((t) => t.resources)).toEqual([2]); // the guarded ConfigMap too
    expect(report.verdict).toBe('pass');
  });

  it('a document that cannot be read: inconclusive on the chart, with the reason, not a pass', async () => {
    const report = await auditWith(HELM_APP(), true);
    const [gap] = gaps(report);
    expect(gap).toMatchObject({ verdict: 'inconclusive', location: { file: 'charts/web' } });
    expect(gap?.message).toMatch(/apis__batch__v1_openapi\.json: not valid JSON/);
    expect(gap?.message).toMatch(/built-in API versions, not the production cluster's/);
    expect(report.verdict).toBe('inconclusive');
  });

  it('a chart that never asks .Capabilities.APIVersions renders the same without the list: nothing to raise', async () => {
    repo?.cleanup();
    repo = new TempRepo();
    repo.write({
      ...CHART,
      'charts/web/templates/cron.yaml': '# no capabilities here\n',
      'argocd/web.yaml': HELM_APP(),
    });
    repo.commit('base');
    const report = await audit(repo, { schemaLocations: [schemaLocation(true)] });
    expect(gaps(report)).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it("the Application's own helm.apiVersions replace the cluster's: nothing to raise", async () => {
    const report = await auditWith(HELM_APP('      apiVersions: [batch/v1/CronJob]\n'), true);
    expect(gaps(report)).toEqual([]);
  });

  it("discovery renders an app-of-apps chart with the repo's CRDs too: the child it gates on them is found and checked", async () => {
    repo?.cleanup();
    repo = new TempRepo();
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: servicemonitors.monitoring.coreos.com}\nspec:\n  group: monitoring.coreos.com\n  names: {kind: ServiceMonitor, plural: servicemonitors}\n  scope: Namespaced\n  versions:\n    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}\n';
    const child = application('monitors-production', '    path: apps/monitors\n');
    repo.write({
      '.deploy-gate.yaml': 'version: 1\nschemas: {crds: [crds]}\n',
      'crds/servicemonitor.yaml': crd,
      'argocd/root.yaml': application('root-production', '    path: charts/root\n'),
      'charts/root/Chart.yaml': 'apiVersion: v2\nname: root\nversion: 0.1.0\n',
      'charts/root/templates/apps.yaml': `{{- if .Capabilities.APIVersions.Has "monitoring.coreos.com/v1/ServiceMonitor" }}\n${child}{{- end }}\n`,
      'apps/monitors/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: m}\ndata: {a: b}\n',
    });
    repo.commit('base');
    const report = await audit(repo);
    expect(report.targets.map((t) => t.app).sort()).toEqual(['monitors', 'root']);
  });
});
