// Duplicates are found where objects are applied, as Argo CD's DeduplicateTargetObjects finds them:
// a namespaced object without a namespace lands in the destination namespace, a cluster-scoped one
// has no namespace whatever it says, and a kind nobody describes counts as namespaced.
import { describe, expect, it } from 'vitest';
import { parseRendered } from '../../src/manifest/index.js';
import { appliedNamespace, crdScopes, isClusterScoped, type CrdScopes } from '../../src/kube/scope.js';
import { cm } from './helpers.js';

const inNs = (doc: string, ns: string) => doc.replace(/(\n {2}name: [^\n]+)/, `$1\n  namespace: ${ns}`);
const obj = (apiVersion: string, kind: string, name: string) =>
  `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${name}\n`;
const crd = (group: string, kind: string, scope: string) =>
  `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${kind.toLowerCase()}s.${group}\nspec:\n  group: ${group}\n  scope: ${scope}\n  names:\n    kind: ${kind}\n    plural: ${kind.toLowerCase()}s\n`;

function duplicates(docs: string[][], defaultNamespace?: string, known?: CrdScopes): string[] {
  const chunks = docs.map((d, i) => ({ text: d.join('---\n'), file: `src${i}/all.yaml` }));
  const parsed = parseRendered(chunks, {
    kind: 'manifests',
    targetPath: '.',
    ...(defaultNamespace ? { defaultNamespace } : {}),
    ...(known ? { crdScopes: known } : {}),
  });
  return parsed.problems.filter((p) => p.ruleId === 'manifest/duplicate-resource').map((p) => p.message);
}

describe('manifest/duplicate-resource where objects are applied', () => {
  it('an object without a namespace and the same one in the destination namespace are one object', () => {
    expect(duplicates([[cm('pay-extra')], [inNs(cm('pay-extra'), 'pay')]], 'pay')).toEqual([
      'ConfigMap pay/pay-extra occurs twice in this target: at src0/all.yaml:1 and at src1/all.yaml:1; only one of them can be applied (an object without a namespace is applied to the target\'s namespace "pay")',
    ]);
  });

  it('in another namespace, or without a destination namespace, they are two objects', () => {
    expect(duplicates([[cm('pay-extra')], [inNs(cm('pay-extra'), 'other')]], 'pay')).toEqual([]);
    expect(duplicates([[cm('pay-extra')], [inNs(cm('pay-extra'), 'pay')]])).toEqual([]);
  });

  it('a cluster-scoped kind has no namespace, whatever is written on it', () => {
    const role = obj('rbac.authorization.k8s.io/v1', 'ClusterRole', 'reader');
    expect(duplicates([[role], [inNs(role, 'pay')]])).toEqual([
      'ClusterRole pay/reader occurs twice in this target: at src0/all.yaml:1 and at src1/all.yaml:1; only one of them can be applied (the kind is cluster-scoped: the namespace written on it is ignored)',
    ]);
    // A namespaced kind of the same name in two namespaces stays two objects.
    const role2 = obj('rbac.authorization.k8s.io/v1', 'Role', 'reader');
    expect(duplicates([[inNs(role2, 'a')], [inNs(role2, 'b')]])).toEqual([]);
  });

  it('a CRD in the same render says the scope of its kind; an unknown kind counts as namespaced', () => {
    const issuer = obj('cert-manager.io/v1', 'ClusterIssuer', 'le');
    const withCrd = [crd('cert-manager.io', 'ClusterIssuer', 'Cluster'), issuer];
    expect(duplicates([withCrd, [inNs(issuer, 'x')]], 'pay')).toHaveLength(1);
    expect(duplicates([[issuer], [inNs(issuer, 'x')]], 'pay')).toEqual([]);
    expect(duplicates([[issuer], [inNs(issuer, 'pay')]], 'pay')).toHaveLength(1);
    const namespaced = [crd('cert-manager.io', 'ClusterIssuer', 'Namespaced'), issuer];
    expect(duplicates([namespaced, [inNs(issuer, 'x')]], 'pay')).toEqual([]);
  });

  it("the repo's configured CRDs (schemas.crds, installed by another app) say the scope too; the render's own win", () => {
    const issuer = obj('cert-manager.io/v1', 'ClusterIssuer', 'le');
    const cluster = new Map([['cert-manager.io/ClusterIssuer', 'Cluster' as const]]);
    expect(duplicates([[issuer], [inNs(issuer, 'x')]], 'pay', cluster)).toHaveLength(1);
    const namespaced = [crd('cert-manager.io', 'ClusterIssuer', 'Namespaced'), issuer];
    expect(duplicates([namespaced, [inNs(issuer, 'x')]], 'pay', cluster)).toEqual([]);
  });

  it('the scope helpers: built-in kinds, CRDs, and where an object lands', () => {
    expect(isClusterScoped('/Namespace')).toBe(true);
    expect(isClusterScoped('/ConfigMap')).toBe(false);
    expect(isClusterScoped('storage.k8s.io/StorageClass')).toBe(true);
    expect(isClusterScoped('example.com/Widget')).toBe(false);
    const scopes = crdScopes([
      {
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        spec: { group: 'example.com', scope: 'Cluster', names: { kind: 'Widget' } },
      },
      {
        apiVersion: 'example.com/v1',
        kind: 'CustomResourceDefinition',
        spec: { group: 'fake.io', scope: 'Cluster', names: { kind: 'Fake' } },
      },
    ]);
    expect([...scopes]).toEqual([['example.com/Widget', 'Cluster']]);
    expect(appliedNamespace('example.com/Widget', 'x', 'pay', scopes)).toBe('');
    expect(appliedNamespace('/ConfigMap', undefined, 'pay')).toBe('pay');
    expect(appliedNamespace('/ConfigMap', 'own', 'pay')).toBe('own');
    expect(appliedNamespace('/ConfigMap', undefined, undefined)).toBe('');
  });
});
