import { describe, expect, it } from 'vitest';
import { hasBuiltinHealth, missingHealthDrafts, statusKinds } from '../../src/health/missing.js';
import type { HealthCustomization } from '../../src/health/argocd-cm.js';
import { resourcesFromYaml } from '../checks/resources.js';

const crd = (group: string, kind: string, status: boolean) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${kind.toLowerCase()}s.${group}}
spec:
  group: ${group}
  names: {kind: ${kind}, plural: ${kind.toLowerCase()}s}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
${status ? '      subresources: {status: {}}\n' : ''}`;
const cr = (group: string, kind: string) => `apiVersion: ${group}/v1\nkind: ${kind}\nmetadata: {name: one}\nspec: {}\n`;

const resources = resourcesFromYaml(
  [
    crd('serving.acme.dev', 'Model', true),
    cr('serving.acme.dev', 'Model'),
    crd('config.acme.dev', 'Setting', false),
    cr('config.acme.dev', 'Setting'),
    crd('cert-manager.io', 'Certificate', true),
    cr('cert-manager.io', 'Certificate'),
  ].join('---\n'),
);

const custom: HealthCustomization = {
  key: 'serving.acme.dev/Model',
  script: 'return {status="Healthy"}',
  openLibs: false,
  source: 'argocd-cm',
  dataKey: 'x',
};

describe('health/missing', () => {
  it("knows Argo CD's native and shipped kinds, wildcards included", () => {
    expect(hasBuiltinHealth('apps', 'Deployment')).toBe(true);
    expect(hasBuiltinHealth('cert-manager.io', 'Certificate')).toBe(true);
    expect(hasBuiltinHealth('s3.aws.upbound.io', 'Bucket')).toBe(true);
    expect(hasBuiltinHealth('serving.acme.dev', 'Model')).toBe(false);
  });

  it('reports a status-bearing custom kind without any health check, once per kind', () => {
    const drafts = missingHealthDrafts(resources, statusKinds(resources.map((r) => r.object)), [], true);
    expect(drafts.map((d) => d.fingerprintKey)).toEqual(['serving.acme.dev/Model']);
    expect(drafts[0]!.verdict).toBeUndefined();
  });

  it('passes a customized kind, and is inconclusive when no argocd-cm was rendered', () => {
    expect(missingHealthDrafts(resources, statusKinds(resources.map((r) => r.object)), [custom], true)).toEqual([]);
    expect(missingHealthDrafts(resources, statusKinds(resources.map((r) => r.object)), [], false)[0]!.verdict).toBe(
      'inconclusive',
    );
  });
});
