// Argo Workflows templates go through the whole `check` pipeline: kustomize renders them, the
// container checks judge each template's pod, and findings point at the line the PR changed.
import { afterEach, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/model/finding.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\ntargets:\n  - {app: jobs, environment: prod, kustomize: apps/jobs}\n';
const KUSTOMIZATION = 'resources: [workflow.yaml, cron.yaml]\n';

const workflow = (image: string, privileged: boolean) => `apiVersion: argoproj.io/v1alpha1
kind: WorkflowTemplate
metadata: {name: nightly, namespace: ml}
spec:
  entrypoint: run
  templates:
    - name: run
      steps:
        - - {name: clean, template: clean}
    - name: clean
      script:
        image: ${image}
        command: [python]
        source: |
          print("cleaning")
        resources:
          requests: {cpu: 100m, memory: 128Mi}
          limits: {cpu: 100m, memory: 128Mi}
        securityContext:
          privileged: ${privileged}
`;

const cron = (image: string) => `apiVersion: argoproj.io/v1alpha1
kind: CronWorkflow
metadata: {name: reindex, namespace: search}
spec:
  schedule: "0 3 * * *"
  workflowSpec:
    entrypoint: reindex
    templates:
      - name: reindex
        container:
          image: ${image}
          resources:
            requests: {cpu: 100m, memory: 128Mi}
            limits: {cpu: 100m, memory: 128Mi}
`;

const PINNED = 'python:3.12.4@sha256:' + 'a'.repeat(64);
const CRON_PINNED = 'ghcr.io/acme/reindex:2.1.0@sha256:' + 'b'.repeat(64);

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });
const container = (r: Report): Finding[] =>
  r.findings.filter((f) => /^(image|security|resources)\//.test(f.ruleId) && f.change === 'introduced');

describe('Argo Workflows templates in check', () => {
  function base(): void {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'apps/jobs/kustomization.yaml': KUSTOMIZATION,
      'apps/jobs/workflow.yaml': workflow(PINNED, false),
      'apps/jobs/cron.yaml': cron(CRON_PINNED),
    });
  }

  it('a script template turned privileged on :latest, and a CronWorkflow on :latest, fail at their lines', async () => {
    base();
    repo
      .write({
        'apps/jobs/workflow.yaml': workflow('python:latest', true),
        'apps/jobs/cron.yaml': cron('ghcr.io/acme/reindex:latest'),
      })
      .commit('head');
    const report = await check();
    const got = container(report).map(
      (f) => `${f.ruleId} ${f.resource?.kind} ${f.path} ${f.location?.file}:${f.location?.line}`,
    );
    expect(got.sort()).toEqual(
      [
        'image/mutable-tag WorkflowTemplate /spec/templates/1/script/image apps/jobs/workflow.yaml:12',
        'image/not-pinned WorkflowTemplate /spec/templates/1/script/image apps/jobs/workflow.yaml:12',
        'security/privileged WorkflowTemplate /spec/templates/1/script/securityContext/privileged apps/jobs/workflow.yaml:20',
        'image/mutable-tag CronWorkflow /spec/workflowSpec/templates/0/container/image apps/jobs/cron.yaml:11',
        'image/not-pinned CronWorkflow /spec/workflowSpec/templates/0/container/image apps/jobs/cron.yaml:11',
      ].sort(),
    );
    const privileged = report.findings.find((f) => f.ruleId === 'security/privileged');
    expect(privileged?.message).toMatch(/container "main" runs privileged/);
    expect(report.verdict).toBe('fail');
  });

  it('a benign change (another pinned image) raises no container finding', async () => {
    base();
    repo.write({ 'apps/jobs/cron.yaml': cron('ghcr.io/acme/reindex:2.2.0@sha256:' + 'c'.repeat(64)) }).commit('head');
    const report = await check();
    expect(container(report).map((f) => f.message)).toEqual([]);
  });
});
