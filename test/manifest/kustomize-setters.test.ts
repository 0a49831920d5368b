// Fields a kustomization sets without a patch (replicas, namespace, labels, annotations, images)
// are located at the entry of the nearest kustomization that sets them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { KustomizePatches } from '../../src/manifest/kustomize-patches.js';
import { SourceFiles } from '../../src/manifest/source-files.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'dg-setters-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
write('base/kustomization.yaml', 'resources: [d.yaml]\nnamespace: base-ns\ncommonLabels: {team: a}\n');
write('base/d.yaml', 'kind: Deployment\n');
write(
  'ov/kustomization.yaml',
  'resources: [../base]\nnamePrefix: p-\nnamespace: prod\nreplicas:\n  - name: web\n    count: 3\nlabels:\n  - pairs: {tier: web}\ncommonAnnotations: {note: x}\nimages:\n  - name: nginx\n    newName: reg/nginx\n    newTag: "2"\n',
);

const rendered = parseDocument(
  'kind: Deployment\nmetadata:\n  name: p-web\n  namespace: prod\n  labels: {team: a, tier: web}\n  annotations: {note: x}\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: web\n          image: reg/nginx:2\n',
);

describe('kustomization fields that set a rendered field', () => {
  const patches = new KustomizePatches('ov', new SourceFiles(root, 1 << 20));
  const at = (pointer: string) => {
    const loc = patches.locate(
      {
        ref: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'p-web', namespace: 'prod' },
        tokens: pointer.split('/').slice(1),
        object: rendered.toJS() as Record<string, unknown>,
      },
      1,
    );
    return loc ? `${loc.file}:${loc.line ?? '?'}` : undefined;
  };

  it('namespace, replicas, labels, annotations and images of the nearest kustomization', () => {
    expect(at('/metadata/namespace')).toBe('ov/kustomization.yaml:3');
    expect(at('/spec/replicas')).toBe('ov/kustomization.yaml:6');
    expect(at('/metadata/labels/tier')).toBe('ov/kustomization.yaml:8');
    expect(at('/metadata/annotations/note')).toBe('ov/kustomization.yaml:9');
    expect(at('/spec/template/spec/containers/0/image')).toBe('ov/kustomization.yaml:13');
  });

  it('a field only a base kustomization sets is located there; one none sets is not located', () => {
    expect(at('/metadata/labels/team')).toBe('base/kustomization.yaml:3');
    expect(at('/spec/template/spec/containers/0/name')).toBeUndefined();
  });
});
