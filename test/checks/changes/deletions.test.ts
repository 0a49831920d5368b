import { describe, expect, it } from 'vitest';
import { deletionDrafts } from '../../../src/checks/changes/deletions.js';
import { resourcesFromYaml } from '../resources.js';

const pvc = (annotations = '{}') =>
  `apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data, namespace: db, annotations: ${annotations}}\nspec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 1Gi}}}\n`;
const sts = (claims: string[], policy = '') => `apiVersion: apps/v1
kind: StatefulSet
metadata: {name: pg, namespace: db}
spec:
  serviceName: pg
  selector: {matchLabels: {app: pg}}
  ${policy}
  template:
    metadata: {labels: {app: pg}}
    spec: {containers: [{name: pg, image: postgres:16.4}]}
  volumeClaimTemplates: [${claims.map((c) => `{metadata: {name: ${c}}, spec: {accessModes: [ReadWriteOnce]}}`).join(', ')}]
`;
const ns = (name: string, annotations = '{}') =>
  `apiVersion: v1\nkind: Namespace\nmetadata: {name: ${name}, annotations: ${annotations}}\n`;
const cm = (namespace: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ${namespace}}\n`;
const crd = (versions: string, annotations = '{}') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com, annotations: ${annotations}}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions: ${versions}
`;
const widget = (version: string) =>
  `apiVersion: example.com/${version}\nkind: Widget\nmetadata: {name: w, namespace: db}\n`;

const run = (base: string, head: string, prunes = false) =>
  deletionDrafts({ base: resourcesFromYaml(base), head: resourcesFromYaml(head), prunes });
const ids = (drafts: ReturnType<typeof run>) => drafts.map((d) => `${d.ruleId} ${d.severity ?? 'default'}`);

describe('gitops/pvc-deleted', () => {
  it('a deleted PVC is an error when the target prunes, a warning otherwise', () => {
    const base = `${pvc()}---\n${cm('db')}`;
    expect(ids(run(base, cm('db'), true))).toEqual(['gitops/pvc-deleted error']);
    expect(ids(run(base, cm('db'), false))).toEqual(['gitops/pvc-deleted warning']);
    expect(run(base, cm('db'), true)[0]?.message).toMatch(
      /PersistentVolumeClaim db\/data leaves the render: the target prunes/,
    );
  });

  it('control: Prune=false, Delete=false and Flux prune: disabled keep the claim; an unchanged PVC passes', () => {
    for (const a of [
      '{argocd.argoproj.io/sync-options: "ServerSideApply=true, Prune=false"}',
      '{argocd.argoproj.io/sync-options: Delete=false}',
      '{kustomize.toolkit.fluxcd.io/prune: disabled}',
    ])
      expect(run(pvc(a), cm('db'), true), a).toEqual([]);
    expect(run(pvc(), pvc(), true)).toEqual([]);
  });

  it('a StatefulSet drops a volumeClaimTemplates entry, or leaves with whenDeleted: Delete', () => {
    const dropped = run(sts(['data', 'wal']), sts(['data']), true);
    expect(dropped.map((d) => [d.ruleId, d.path, d.severity])).toEqual([
      ['gitops/pvc-deleted', '/spec/volumeClaimTemplates', 'error'],
    ]);
    expect(dropped[0]?.message).toContain('"wal"');
    expect(ids(run(sts(['data'], 'persistentVolumeClaimRetentionPolicy: {whenDeleted: Delete}'), cm('db')))).toEqual([
      'gitops/pvc-deleted warning',
    ]);
  });

  it('control: a StatefulSet that leaves with the default Retain policy, or keeps its templates, passes', () => {
    expect(run(sts(['data']), cm('db'), true)).toEqual([]);
    expect(run(sts(['data', 'wal']), sts(['wal', 'data']), true)).toEqual([]);
  });
});

describe('gitops/namespace-deleted', () => {
  it('a Namespace leaves while objects of the render still live in it', () => {
    const drafts = run(`${ns('db')}---\n${cm('db')}`, cm('db'));
    expect(ids(drafts)).toEqual(['gitops/namespace-deleted default']);
    expect(drafts[0]?.message).toContain('ConfigMap db/c');
  });

  it('control: the namespace leaves with its objects, or is kept by Delete=false', () => {
    expect(run(`${ns('db')}---\n${cm('db')}`, cm('other'))).toEqual([]);
    expect(run(`${ns('db', '{argocd.argoproj.io/sync-options: Delete=false}')}---\n${cm('db')}`, cm('db'))).toEqual([]);
  });
});

describe('gitops/crd-deleted', () => {
  const served = '[{name: v1, served: true, storage: true}]';
  it('a CRD leaves while a Widget is still rendered', () => {
    const drafts = run(`${crd(served)}---\n${widget('v1')}`, widget('v1'));
    expect(ids(drafts)).toEqual(['gitops/crd-deleted default']);
    expect(drafts[0]?.message).toContain('Widget db/w');
  });

  it('a version the objects use is set to served: false or removed', () => {
    const two = '[{name: v1, served: true, storage: false}, {name: v2, served: true, storage: true}]';
    const unserved = '[{name: v1, served: false, storage: false}, {name: v2, served: true, storage: true}]';
    const onlyV2 = '[{name: v2, served: true, storage: true}]';
    expect(ids(run(`${crd(two)}---\n${widget('v1')}`, `${crd(unserved)}---\n${widget('v1')}`))).toEqual([
      'gitops/crd-deleted default',
    ]);
    expect(run(`${crd(two)}---\n${widget('v1')}`, `${crd(onlyV2)}---\n${widget('v1')}`)[0]?.message).toMatch(
      /no longer serves example.com\/v1/,
    );
  });

  it('control: the objects move to the served version; the CRD leaves with its objects; Delete=false', () => {
    const two = '[{name: v1, served: true, storage: false}, {name: v2, served: true, storage: true}]';
    const unserved = '[{name: v1, served: false, storage: false}, {name: v2, served: true, storage: true}]';
    expect(run(`${crd(two)}---\n${widget('v1')}`, `${crd(unserved)}---\n${widget('v2')}`)).toEqual([]);
    expect(run(`${crd(served)}---\n${widget('v1')}`, cm('db'))).toEqual([]);
    expect(
      run(`${crd(served, '{argocd.argoproj.io/sync-options: Delete=false}')}---\n${widget('v1')}`, widget('v1')),
    ).toEqual([]);
  });
});
