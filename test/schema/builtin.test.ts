import { describe, expect, it } from 'vitest';
import { env, mirrorValidator, resources, VERSIONS } from './helpers.js';

// Real-world quirks that must pass: creationTimestamp null, maxSurge "25%", cpu: 1, status: {}.
const GOOD = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
  creationTimestamp: null
spec:
  replicas: 2
  selector:
    matchLabels: {app: web}
  strategy:
    rollingUpdate: {maxSurge: 25%, maxUnavailable: 0}
  template:
    metadata:
      labels: {app: web}
      creationTimestamp: null
    spec:
      containers:
        - name: web
          image: nginx:1.27
          imagePullPolicy: IfNotPresent
          resources:
            requests: {cpu: 1, memory: 128Mi}
            limits: {cpu: "1.5", memory: 1Gi}
          ports: [{containerPort: 8080}]
          readinessProbe:
            httpGet: {path: /, port: http}
status: {}
---
apiVersion: v1
kind: Service
metadata: {name: web, namespace: shop}
spec:
  selector: {app: web}
  ports: [{port: 80, targetPort: 8080}]
`;

const TYPO = GOOD.replace('imagePullPolicy: IfNotPresent', 'imagePullPolicyy: IfNotPresent');
const BAD_TYPE = GOOD.replace('replicas: 2', 'replicas: two');
const NO_NAME = GOOD.replace('        - name: web\n          image', '        - image');

describe('built-in kinds against the exact OpenAPI of each version', () => {
  const validator = mirrorValidator();

  describe.each(VERSIONS)('Kubernetes %s', (version) => {
    it('passes a real-world Deployment and Service', async () => {
      const out = await validator.validateTarget(resources(GOOD), env(version));
      expect(out.drafts).toEqual([]);
      expect(out.level).toBe('openapi');
      expect(out.counts).toEqual({ validated: 2, unvalidated: 0 });
    });

    it('names an unknown field with pointer, line and the field that was meant', async () => {
      const out = await validator.validateTarget(resources(TYPO), env(version));
      expect(out.drafts).toHaveLength(1);
      const d = out.drafts[0]!;
      expect(d.ruleId).toBe('schema/unknown-field');
      expect(d.path).toBe('/spec/template/spec/containers/0/imagePullPolicyy');
      expect(d.message).toContain('did you mean "imagePullPolicy"?');
      expect(d.location).toMatchObject({ file: 'manifests/app.yaml', line: 21 });
      expect(d.message).toContain('manifests/app.yaml:21');
    });

    it('reports a wrong type and a missing required field as schema/invalid', async () => {
      const typed = await validator.validateTarget(resources(BAD_TYPE), env(version));
      expect(typed.drafts.map((d) => [d.ruleId, d.path])).toEqual([['schema/invalid', '/spec/replicas']]);
      expect(typed.drafts[0]!.message).toMatch(/must be integer, got string "two"/);
      const missing = await validator.validateTarget(resources(NO_NAME), env(version));
      expect(missing.drafts.map((d) => [d.ruleId, d.path])).toEqual([
        ['schema/invalid', '/spec/template/spec/containers/0'],
      ]);
      expect(missing.drafts[0]!.message).toContain('"name"');
    });
  });

  it('does not report unknown fields when strict is off', async () => {
    const out = await mirrorValidator({ strict: false }).validateTarget(resources(TYPO), env('1.31'));
    expect(out.drafts).toEqual([]);
  });

  it('keeps unknown fields out of embedded objects and preserve-unknown-fields', async () => {
    // CRD: spec.versions[].schema.openAPIV3Schema is JSONSchemaProps; its x-kubernetes-* keys are real fields.
    const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: widgets}
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          x-kubernetes-preserve-unknown-fields: true
`;
    const out = await validator.validateTarget(resources(crd), env('1.31'));
    expect(out.drafts).toEqual([]);
  });

  it('int-or-string and Quantity accept only integers and strings (numbers for Quantity)', async () => {
    const bad = GOOD.replace('maxSurge: 25%', 'maxSurge: [1]').replace('memory: 128Mi', 'memory: {a: 1}');
    const out = await validator.validateTarget(resources(bad), env(VERSIONS[VERSIONS.length - 1]!));
    expect(out.drafts.map((d) => [d.ruleId, d.path]).sort()).toEqual([
      ['schema/invalid', '/spec/strategy/rollingUpdate/maxSurge'],
      ['schema/invalid', '/spec/template/spec/containers/0/resources/requests/memory'],
    ]);
  });

  it('never shows Secret values in messages', async () => {
    const secret = 'apiVersion: v1\nkind: Secret\nmetadata: {name: s}\ndata:\n  password: "not base64 !!hunter2"\n';
    const out = await validator.validateTarget(resources(secret), env('1.31'));
    expect(out.drafts.map((d) => [d.ruleId, d.path])).toEqual([['schema/invalid', '/data/password']]);
    expect(out.drafts[0]!.message).not.toContain('hunter2');
  });
});
