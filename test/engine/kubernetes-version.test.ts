// Kubernetes version (issue 28, item 6): with none configured, the newest version deploy-gate
// knows is used and the report says so; an apiVersion only a newer Kubernetes serves is
// `api/not-yet-served` naming the first release that serves it, never `api/removed`.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_KUBERNETES_VERSION } from '../../src/config/index.js';
import { introductionTable, removalTable } from '../../src/schema/api-tables.js';
import type { Report } from '../../src/model/report.js';
import { renderText } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const TARGET = 'targets:\n  - {app: dra, environment: prod, manifests: apps/dra}\n';
const CLAIM = `apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: gpu, namespace: dra}
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly: {deviceClassName: gpu.example.com}
`;
// GA after the newest release deploy-gate knows (1.36): no known release serves it.
const MAP = `apiVersion: admissionregistration.k8s.io/v1
kind: MutatingAdmissionPolicy
metadata: {name: add-label}
spec: {}
`;
const apiRules = (r: Report) =>
  r.findings.filter((f) => f.ruleId.startsWith('api/')).map((f) => `${f.ruleId} ${f.verdict}: ${f.message}`);

async function auditWith(config: string, files: Record<string, string>): Promise<Report> {
  repo = TempRepo.committed({ '.deploy-gate.yaml': `version: 1\n${config}`, ...files });
  return auditHead(repo);
}

describe('the default Kubernetes version', () => {
  it('is the newest version the shipped API data covers, not 1.31', () => {
    expect(DEFAULT_KUBERNETES_VERSION).toBe(introductionTable().newest);
    expect(DEFAULT_KUBERNETES_VERSION).toBe(removalTable().coveredThrough);
  });

  it('serves resource.k8s.io/v1 and says in the report that it was assumed', async () => {
    const report = await auditWith(TARGET, { 'apps/dra/claim.yaml': CLAIM });
    expect(apiRules(report)).toEqual([]);
    const notice = (report.notices ?? []).find((n) => n.includes('assumed'));
    expect(notice).toContain(`Kubernetes ${DEFAULT_KUBERNETES_VERSION} assumed`);
    expect(renderText(report, { color: false })).toContain(`Kubernetes ${DEFAULT_KUBERNETES_VERSION} assumed`);
  });
});

describe('api/not-yet-served', () => {
  it('an older configured cluster: names the first release that serves the API, never api/removed', async () => {
    const report = await auditWith(`kubernetesVersion: "1.31"\n${TARGET}`, { 'apps/dra/claim.yaml': CLAIM });
    expect(apiRules(report)).toEqual([
      "api/not-yet-served fail: resource.k8s.io/v1 ResourceClaimTemplate is first served by Kubernetes 1.34; this environment's Kubernetes 1.31 does not serve it",
    ]);
    expect((report.notices ?? []).some((n) => n.includes('assumed'))).toBe(false);
  });

  it('an API newer than every release deploy-gate knows is inconclusive, not removed', async () => {
    const report = await auditWith(TARGET, { 'apps/dra/map.yaml': MAP });
    const rules = apiRules(report);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/^api\/not-yet-served inconclusive: .*through 1\.35/);
  });

  it('control: an API removed before the configured version is still api/removed', async () => {
    const psp = 'apiVersion: policy/v1beta1\nkind: PodSecurityPolicy\nmetadata: {name: p}\nspec: {}\n';
    const report = await auditWith(TARGET, { 'apps/dra/psp.yaml': psp });
    expect(apiRules(report).map((r) => r.split(' ')[0])).toEqual(['api/removed']);
  });
});
