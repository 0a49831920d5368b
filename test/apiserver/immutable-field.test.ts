import { describe, expect, it } from 'vitest';
import { immutableFieldDrafts } from '../../src/apiserver/index.js';
import { pairDrafts } from '../../src/engine/pair-checks.js';
import type { SideResult } from '../../src/engine/evaluate.js';
import { resources } from '../schema/helpers.js';

const deployment = (selector: string, annotations = '', namespace = '') => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web${namespace ? `\n  namespace: ${namespace}` : ''}${annotations ? `\n  annotations: {${annotations}}` : ''}
spec:
  selector:
    matchLabels: {${selector}}
  template:
    metadata:
      labels: {app: web, tier: front}
    spec:
      containers: [{name: web, image: nginx:1.27}]
`;
const side = (yaml: string): SideResult => ({
  status: 'rendered',
  resources: resources(yaml),
  findings: [],
  durationMs: 0,
  maskValues: [],
});

describe('apply/immutable-field', () => {
  it('runs in check mode beside the other base → head rules, with the field, its line and the fixes', () => {
    const drafts = pairDrafts(side(deployment('app: web')), side(deployment('app: web, tier: front')));
    const hit = drafts.find((d) => d.ruleId === 'apply/immutable-field');
    expect(hit?.path).toBe('/spec/selector');
    expect(hit?.message).toContain('Deployment web: the change to spec.selector');
    expect(hit?.message).toContain('"field is immutable"');
    expect(hit?.remediation).toMatch(
      /new name.*Force=true,Replace=true.*kustomize\.toolkit\.fluxcd\.io\/force: enabled/,
    );
    expect(hit?.location?.line).toBe(6);
  });

  it('pairs objects where they are applied: a namespace written out in the head is the same object', () => {
    const base = resources(deployment('app: web'));
    const head = resources(deployment('app: web, tier: front', '', 'shop'));
    expect(immutableFieldDrafts(base, head, { base: 'shop', head: 'shop' })).toHaveLength(1);
    expect(immutableFieldDrafts(base, head, { base: 'other', head: 'other' })).toHaveLength(0);
  });

  it('Replace=true alone is still an update and fails; Force=true or Flux force gives a note', () => {
    const run = (annotations: string) =>
      immutableFieldDrafts(
        resources(deployment('app: web', annotations)),
        resources(deployment('app: web, tier: front', annotations)),
      );
    expect(run('argocd.argoproj.io/sync-options: Replace=true')[0]?.severity).toBeUndefined();
    expect(run('argocd.argoproj.io/sync-options: "Force=true,Replace=true"')[0]?.severity).toBe('note');
    expect(run('kustomize.toolkit.fluxcd.io/force: enabled')[0]?.severity).toBe('note');
    expect(run('kustomize.toolkit.fluxcd.io/force: enabled')[0]?.message).toContain('deletes and recreates');
  });

  it('says nothing when a side failed to render', () => {
    const failed: SideResult = { ...side(''), status: 'failed' };
    expect(pairDrafts(failed, side(deployment('app: web')))).toEqual([]);
  });
});

describe('apply/immutable-field compares what the API server stores', () => {
  it('an empty matchExpressions written out is no selector change', () => {
    const base = resources(deployment('app: web'));
    const head = resources(
      deployment('app: web').replace(
        '    matchLabels: {app: web}',
        '    matchLabels: {app: web}\n    matchExpressions: []',
      ),
    );
    expect(immutableFieldDrafts(base, head)).toEqual([]);
  });
});
