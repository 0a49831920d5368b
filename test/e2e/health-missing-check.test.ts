// health/missing in `check`: the argocd-cm that says which kinds have a health check lives in the
// platform target, which the change does not touch; check renders it anyway, so the finding is a
// real pass or fail, not inconclusive.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const crd = (kind: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${kind.toLowerCase()}s.serving.acme.dev}
spec:
  group: serving.acme.dev
  names: {kind: ${kind}, plural: ${kind.toLowerCase()}s}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
      subresources: {status: {}}
`;
const cr = (kind: string, name: string) =>
  `apiVersion: serving.acme.dev/v1\nkind: ${kind}\nmetadata: {name: ${name}, namespace: infer}\nspec: {}\n`;

const ARGOCD_CM = `apiVersion: v1
kind: ConfigMap
metadata: {name: argocd-cm, namespace: argocd}
data:
  resource.customizations.health.serving.acme.dev_Model: |
    hs = {status = "Progressing", message = "waiting"}
    if obj.status ~= nil and obj.status.observedGeneration == obj.metadata.generation then
      hs.status = "Healthy"
    end
    return hs
`;

const CONFIG = `version: 1
schemas: {crds: [crds]}
targets:
  - {app: platform, environment: prod, kustomize: platform/argocd}
  - {app: infer, environment: prod, kustomize: apps/infer}
`;

function base(): void {
  repo = TempRepo.committed({
    '.deploy-gate.yaml': CONFIG,
    'crds/model.yaml': crd('Model'),
    'crds/server.yaml': crd('Server'),
    'platform/argocd/kustomization.yaml': 'resources: [argocd-cm.yaml]\n',
    'platform/argocd/argocd-cm.yaml': ARGOCD_CM,
    'apps/infer/kustomization.yaml': 'resources: [model.yaml]\n',
    'apps/infer/model.yaml': cr('Model', 'llm'),
  });
}

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });
const missing = (r: Report) =>
  r.findings.filter((f) => f.ruleId === 'health/missing').map((f) => `${f.verdict} ${f.change} ${f.resource?.kind}`);

describe('health/missing in check sees argocd-cm from targets the change does not touch', () => {
  it('a new kind without a health check fails; the customized kind passes', async () => {
    base();
    repo
      .write({
        'apps/infer/kustomization.yaml': 'resources: [model.yaml, server.yaml]\n',
        'apps/infer/server.yaml': cr('Server', 'gateway'),
      })
      .commit('add a Server');
    const report = await check();
    expect(missing(report)).toEqual(['fail introduced Server']);
  });

  it('a change to an app with only customized kinds raises no health/missing', async () => {
    base();
    repo.write({ 'apps/infer/model.yaml': cr('Model', 'llm-v2') }).commit('rename the model');
    expect(missing(await check())).toEqual([]);
  });

  it('with health/missing off, the platform target is not rendered for it', async () => {
    base();
    repo
      .write({
        '.deploy-gate.yaml': `${CONFIG}rules: {health/missing: 'off'}\n`,
      })
      .commit('config');
    repo.write({ 'apps/infer/model.yaml': cr('Model', 'llm-v2') }).commit('rename the model');
    const report = await check();
    const platform = report.targets.find((t) => t.app === 'platform');
    expect(report.targets.find((t) => t.app === 'infer')?.status).toBe('rendered');
    expect(platform?.status).toBe('unchanged');
  });
});
