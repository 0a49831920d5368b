import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateRe2 } from '../../src/schema/re2.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { CATALOG, env, mirrorValidator, resources, tempDir } from './helpers.js';

const ROLLOUT = `apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: web, namespace: shop}
spec:
  replicas: 3
  selector: {matchLabels: {app: web}}
  template:
    metadata: {labels: {app: web}}
    spec:
      containers: [{name: web, image: nginx}]
  strategy:
    canary:
      maxSurge: 25%
      maxUnavailable: 0
      steps:
        - setWeight: 20
        - pause: {duration: 1h}
`;
const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata: {name: web, namespace: argocd}
spec:
  project: default
  source: {repoURL: https://example.com/repo.git, path: apps/web, targetRevision: main}
  destination: {server: https://kubernetes.default.svc, namespace: web}
  syncPolicy: {automated: {prune: true}}
`;

describe.skipIf(!HAS_SHARED)('custom resources', () => {
  const rolloutsDir = sharedPath('data', 'crds-yaml', 'argo-rollouts-v1.9.1');
  const argocdDir = sharedPath('data', 'crds-yaml', 'argo-cd-v3.5.1');
  const validator = mirrorValidator({ crdDirs: [rolloutsDir, argocdDir] });

  it('validates an Argo Rollout from the CRD YAML in schemas.crds (int-or-string, preserve-unknown-fields)', async () => {
    const out = await validator.validateTarget(resources(ROLLOUT), env('1.31'));
    expect(out.drafts).toEqual([]);
    expect(out.counts.validated).toBe(1);
  });

  it('reports unknown fields and wrong types in a Rollout with line numbers', async () => {
    const bad = ROLLOUT.replace('setWeight: 20', 'setWeigth: 20').replace('replicas: 3', 'replicas: "3"');
    const out = await validator.validateTarget(resources(bad), env('1.31'));
    const byRule = Object.fromEntries(out.drafts.map((d) => [d.ruleId, d]));
    expect(byRule['schema/unknown-field']).toMatchObject({
      path: '/spec/strategy/canary/steps/0/setWeigth',
      location: { line: 16 },
    });
    expect(byRule['schema/unknown-field']!.message).toContain('did you mean "setWeight"?');
    expect(byRule['schema/invalid']).toMatchObject({ path: '/spec/replicas', location: { line: 5 } });
  });

  it('validates an Argo CD Application; the per-target crdDirs override the run default', async () => {
    expect((await validator.validateTarget(resources(APP), env('1.31'))).drafts).toEqual([]);
    const other = await validator.validateTarget(resources(APP), env('1.31'), { crdDirs: [rolloutsDir] });
    expect(other.drafts.map((d) => d.ruleId)).toEqual(['schema/not-found']);
  });

  it('prefers a CRD rendered in the same target', async () => {
    const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  scope: Cluster
  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              required: [size]
              properties:
                size: {type: integer, minimum: 1}
                extra: {type: object, x-kubernetes-preserve-unknown-fields: true}
                template: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
    - name: v0
      served: false
      storage: false
      schema: {openAPIV3Schema: {type: object}}
---
apiVersion: example.com/v1
kind: Widget
metadata: {name: good}
spec:
  size: 2
  extra: {anything: [1, 2]}
  template: {apiVersion: v1, kind: ConfigMap, metadata: {name: x}, data: {a: b}}
---
apiVersion: example.com/v1
kind: Widget
metadata: {name: bad, namespace: oops}
spec: {size: 0, colour: red}
---
apiVersion: example.com/v0
kind: Widget
metadata: {name: old}
`;
    const out = await mirrorValidator().validateTarget(resources(crd), env('1.31'));
    const got = out.drafts.map((d) => [d.ruleId, (d.resource as { ref: { name: string } }).ref.name, d.path]);
    expect(got).toEqual([
      ['schema/invalid', 'bad', '/metadata/namespace'],
      ['schema/unknown-field', 'bad', '/spec/colour'],
      ['schema/invalid', 'bad', '/spec/size'],
      ['api/removed', 'old', '/apiVersion'],
    ]);
  });

  it('finds catalog schemas through --crd-schema-location, including RE2 (?i) patterns', async () => {
    const v = mirrorValidator({ crdLocations: [CATALOG()] });
    const rule = `apiVersion: monitoring.coreos.com/v1
kind: PrometheusRule
metadata: {name: r, namespace: mon}
spec:
  groups:
    - name: g
      rules:
        - alert: Down
          expr: up == 0
          for: 5m
`;
    const out = await v.validateTarget(resources(rule), env('1.31'));
    expect(out.drafts).toEqual([]);
    const typo = await v.validateTarget(resources(rule.replace('expr:', 'exrp:')), env('1.31'));
    expect(typo.drafts.map((d) => d.ruleId).sort()).toEqual(['schema/invalid', 'schema/unknown-field']);
  });

  it('schema/not-found names every place it looked', async () => {
    const dir = tempDir();
    const v = mirrorValidator({ crdDirs: [dir], crdLocations: [CATALOG()] });
    const sm = resources('apiVersion: example.org/v2\nkind: Gadget\nmetadata: {name: g}\n');
    const out = await v.validateTarget(sm, env('1.31'), { crdDirs: [path.join(dir, 'crds')], repoRoot: dir });
    expect(out.drafts).toHaveLength(1);
    const msg = out.drafts[0]!.message;
    expect(out.drafts[0]!.ruleId).toBe('schema/not-found');
    expect(msg).toContain('CRDs rendered in this target');
    expect(msg).toContain('CRD folder crds');
    expect(msg).toContain(path.join('crds-catalog', 'example.org', 'gadget_v2.json'));
    expect(out.counts).toEqual({ validated: 0, unvalidated: 1 });
  });

  it('reads catalog-layout JSON schemas from a schemas.crds folder', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'example.org'));
    writeFileSync(
      path.join(dir, 'example.org', 'gadget_v2.json'),
      JSON.stringify({
        type: 'object',
        properties: { spec: { type: 'object', properties: { n: { type: 'integer' } } } },
      }),
    );
    const v = mirrorValidator({ crdDirs: [dir] });
    const out = await v.validateTarget(
      resources('apiVersion: example.org/v2\nkind: Gadget\nmetadata: {name: g}\nspec: {n: x}\n'),
      env('1.31'),
    );
    expect(out.drafts.map((d) => [d.ruleId, d.path])).toEqual([['schema/invalid', '/spec/n']]);
  });
});

describe('RE2 patterns', () => {
  it('moves (?i) into flags and translates \\z and named groups', () => {
    expect(translateRe2('^(?i)(abort|warn)?$')).toEqual({ source: '^(abort|warn)?$', flags: 'i' });
    expect(translateRe2('(?P<x>a)\\z')).toEqual({ source: '(?<x>a)$', flags: '' });
  });
});
