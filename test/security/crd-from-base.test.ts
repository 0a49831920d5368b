// Security review, item 4: validation schemas come from the base; a PR that loosens a CRD is reported.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });

function crd(loose: boolean): string {
  const spec = loose
    ? '                  type: object\n                  x-kubernetes-preserve-unknown-fields: true\n                  properties:\n                    size: {type: integer}\n'
    : '                  type: object\n                  required: [size]\n                  properties:\n                    size: {type: integer}\n';
  return `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
${spec}`;
}
const widget = (spec: string) =>
  `apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: ns}\nspec: ${spec}\n`;
const CONFIG = 'version: 1\nschemas: {crds: [crds]}\ntargets:\n  - {app: w, environment: dev, kustomize: apps/w}\n';
const KUSTOMIZATION = 'resources: [w.yaml]\n';

describe('CRD schemas come from the base (security review item 4)', () => {
  it('a head object that only a loosened head CRD accepts is an error, and the loosening is reported', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'crds/widget.yaml': crd(false),
      'apps/w/kustomization.yaml': KUSTOMIZATION,
      'apps/w/w.yaml': widget('{size: 1}'),
    });
    repo.write({ 'crds/widget.yaml': crd(true), 'apps/w/w.yaml': widget('{evil: true}') }).commit('head');
    const report = await check();
    const introduced = report.findings.filter((f) => f.change === 'introduced');
    const changed = introduced.find((f) => f.ruleId === 'schema/crd-changed');
    expect(changed?.severity).toBe('warning');
    expect(changed?.message).toMatch(/required field\(s\) size no longer required/);
    expect(changed?.message).toMatch(/x-kubernetes-preserve-unknown-fields added/);
    const objectErrors = introduced
      .filter((f) => f.resource?.kind === 'Widget' && f.severity === 'error')
      .map((f) => f.ruleId);
    expect(objectErrors).toEqual(expect.arrayContaining(['schema/unknown-field']));
    expect(objectErrors.some((r) => r === 'schema/invalid')).toBe(true); // required size is missing
    expect(report.verdict).toBe('fail');
  });

  it('a CRD added by the change validates its own new objects', async () => {
    repo = new TempRepo();
    repo
      .write({ '.deploy-gate.yaml': CONFIG, 'crds/.keep': '', 'apps/w/kustomization.yaml': 'resources: []\n' })
      .commit('base');
    repo
      .write({
        'crds/widget.yaml': crd(false),
        'apps/w/kustomization.yaml': KUSTOMIZATION,
        'apps/w/w.yaml': widget('{size: "x"}'),
      })
      .commit('head');
    const report = await check();
    expect(report.findings.some((f) => f.ruleId === 'schema/invalid' && f.resource?.kind === 'Widget')).toBe(true);
    expect(report.findings.some((f) => f.ruleId === 'schema/crd-changed')).toBe(false);
  });
});
