import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN_ANNOTATION, parseRendered, type ParsedRender } from '../../src/manifest/index.js';
import { run, tempTree } from './helpers.js';

const base = {
  'apps/web/base/kustomization.yaml':
    'resources:\n  - deployment.yaml\n  - service.yaml\nconfigMapGenerator:\n  - name: web-env\n    literals: [A=1]\n',
  'apps/web/base/deployment.yaml': `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations:
    team: shop
spec:
  replicas: 1
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
        - name: web
          image: nginx:1.25
          ports:
            - containerPort: 80
`,
  'apps/web/base/service.yaml': `# the service
apiVersion: v1
kind: Service
metadata:
  name: web
spec:
  ports:
    - port: 80
`,
  'apps/web/overlays/prod/kustomization.yaml': `resources:
  - ../../base
namePrefix: prod-
namespace: shop-prod
images:
  - name: nginx
    newTag: "1.27"
buildMetadata: [originAnnotations]
`,
};

function byKind(r: ParsedRender, kind: string) {
  const found = r.resources.find((x) => x.ref.kind === kind);
  if (!found) throw new Error(`no ${kind}`);
  return found;
}

describe('kustomize streams (real kubectl kustomize with origin annotations)', () => {
  const root = tempTree(base, 'dg-kustomize-');
  const text = run('kubectl', ['kustomize', path.join(root, 'apps/web/overlays/prod')]);
  const lines = text.split('\n');
  const parsed = parseRendered([{ text }], { kind: 'kustomize', targetPath: 'apps/web/overlays/prod', root });

  it('parses all objects with the overlay’s names and namespace', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.resources.map((r) => `${r.ref.kind}/${r.ref.namespace}/${r.ref.name}`).sort()).toEqual([
      expect.stringMatching(/^ConfigMap\/shop-prod\/prod-web-env-/),
      'Deployment/shop-prod/prod-web',
      'Service/shop-prod/prod-web',
    ]);
  });

  it('removes the origin annotation, and annotations left empty, from the objects', () => {
    expect(text).toContain(ORIGIN_ANNOTATION);
    expect(JSON.stringify(parsed.resources.map((r) => r.object))).not.toContain(ORIGIN_ANNOTATION);
    expect((byKind(parsed, 'Deployment').object.metadata as Record<string, unknown>).annotations).toEqual({
      team: 'shop',
    });
    expect(byKind(parsed, 'Service').object.metadata).not.toHaveProperty('annotations');
  });

  it('maps resources to their base files at the exact object line', () => {
    expect(byKind(parsed, 'Deployment').source).toMatchObject({
      file: 'apps/web/base/deployment.yaml',
      line: 1,
      exact: true,
    });
    expect(byKind(parsed, 'Service').source).toMatchObject({
      file: 'apps/web/base/service.yaml',
      line: 2,
      exact: true,
    });
    expect(byKind(parsed, 'ConfigMap').source).toMatchObject({
      file: 'apps/web/base/kustomization.yaml',
      line: 1,
      exact: false,
    });
  });

  it('gives exact lines for fields that are verbatim in the file, the overlay entry for fields the overlay sets', () => {
    const d = byKind(parsed, 'Deployment');
    expect(d.locate('/spec/template/spec/containers/0/ports/0/containerPort')).toMatchObject({
      file: 'apps/web/base/deployment.yaml',
      line: 19,
      exact: true,
    });
    expect(d.locate('/spec/replicas')).toMatchObject({ line: 8, exact: true });
    const image = d.locate('/spec/template/spec/containers/0/image');
    // images: and namespace: of the overlay set them: located there, not at the base's old value.
    expect(image).toMatchObject({ file: 'apps/web/overlays/prod/kustomization.yaml', line: 7, exact: true });
    expect(lines[(image.renderedLine ?? 0) - 1]).toMatch(/image: nginx:1\.27$/);
    expect(d.locate('/metadata/namespace')).toMatchObject({
      file: 'apps/web/overlays/prod/kustomization.yaml',
      line: 4,
      exact: true,
    });
  });
});

const crafted = (origin: string, name = 'x', extra = '') => `apiVersion: v1
kind: ConfigMap
metadata:
  annotations:
    ${ORIGIN_ANNOTATION}: |
      ${origin}
${extra}  name: ${name}
`;

describe('origin annotations are object data, not trusted', () => {
  const root = tempTree({
    'ov/kustomization.yaml': 'resources: [cm.yaml]\n',
    'ov/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
  });

  it('falls back to the kustomization for a path that leaves the repository', () => {
    const r = parseRendered([{ text: crafted('path: ../../../../etc/passwd') }], {
      kind: 'kustomize',
      targetPath: 'ov',
      root,
    });
    expect(r.resources[0]?.source).toMatchObject({ file: 'ov/kustomization.yaml', exact: false });
  });

  it('falls back for remote origins and unparsable annotation values', () => {
    const remote = parseRendered([{ text: crafted('repo: https://github.com/x/y\n      path: cm.yaml') }], {
      kind: 'kustomize',
      targetPath: 'ov',
      root,
    });
    expect(remote.resources[0]?.source.file).toBe('ov/kustomization.yaml');
    const junk = parseRendered([{ text: crafted('[unclosed') }], { kind: 'kustomize', targetPath: 'ov', root });
    expect(junk.resources[0]?.source.file).toBe('ov/kustomization.yaml');
    expect(junk.resources[0]?.object.metadata).toEqual({ name: 'x' });
  });

  it('resolves a relative path and finds the object in the file', () => {
    const r = parseRendered([{ text: crafted('path: cm.yaml') }], { kind: 'kustomize', targetPath: 'ov', root });
    expect(r.resources[0]?.source).toMatchObject({ file: 'ov/cm.yaml', line: 1, exact: true, renderedLine: 1 });
    expect(r.resources[0]?.locate('/metadata/name')).toMatchObject({
      file: 'ov/cm.yaml',
      line: 4,
      exact: true,
      renderedLine: 7,
    });
  });

  it('keeps the annotation when the user asked for origin annotations, still mapping lines', () => {
    const r = parseRendered([{ text: crafted('path: cm.yaml') }], {
      kind: 'kustomize',
      targetPath: 'ov',
      root,
      originAnnotationsAdded: false,
    });
    expect(JSON.stringify(r.resources[0]?.object)).toContain(ORIGIN_ANNOTATION);
    expect(r.resources[0]?.source).toMatchObject({ file: 'ov/cm.yaml', exact: true });
  });

  it('keeps the annotation on plain manifests (only kustomize adds it)', () => {
    const r = parseRendered([{ text: crafted('path: cm.yaml'), file: 'ov/a.yaml' }], {
      kind: 'manifests',
      targetPath: 'ov',
    });
    expect(JSON.stringify(r.resources[0]?.object)).toContain(ORIGIN_ANNOTATION);
  });
});
