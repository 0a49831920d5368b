// CRD CEL rules end to end: a CRD rendered in the target (or from the catalog), its object through
// the real manifest parser and the schema validator, as the engine runs them.
import { describe, expect, it } from 'vitest';
import { CREATED, crdRuleDrafts, escapeProperty } from '../../../src/schema/cel/crd-rules.js';
import type { Resource } from '../../../src/model/resource.js';
import { HAS_SHARED, sharedPath } from '../../helpers/shared.js';
import { env, mirrorValidator, resources } from '../helpers.js';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Widget, plural: widgets, singular: widget}
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
              x-kubernetes-validations:
                - rule: "self.minReplicas <= self.maxReplicas"
                  message: "minReplicas must not exceed maxReplicas"
                - rule: "self.mode != 'Burst' || has(self.burstLimit)"
                  messageExpression: "'mode ' + self.mode + ' needs burstLimit'"
                  fieldPath: ".burstLimit"
                - rule: "quantity(self.memory).isLessThan(quantity('64Gi'))"
                  message: "memory must be under 64Gi"
                - rule: "self.bucket == oldSelf.bucket"
                  message: "bucket is immutable"
              properties:
                minReplicas: {type: integer}
                maxReplicas: {type: integer}
                mode: {type: string, default: Steady}
                burstLimit: {type: integer}
                memory: {type: string}
                bucket: {type: string}
                namespace: {type: string}
                hosts:
                  type: array
                  items:
                    type: string
                    x-kubernetes-validations:
                      - rule: "self.matches('^[a-z0-9.-]+$') && !self.endsWith('.')"
                        message: "host must be a lower-case DNS name"
                labels:
                  type: object
                  additionalProperties: {type: string}
                  x-kubernetes-validations:
                    - rule: "self.all(k, k.size() <= 63)"
                      message: "label keys are at most 63 characters"
                    - rule: "!has(self.owner) || self.owner.split('@').size() == 2"
                      message: "owner is an e-mail address"
                target:
                  type: object
                  properties:
                    namespace: {type: string}
                  x-kubernetes-validations:
                    - rule: "self.__namespace__ != 'kube-system'"
                      message: "cannot target kube-system"
`;

const widget = (spec: string) => `${CRD}---
apiVersion: example.com/v1
kind: Widget
metadata: {name: w, namespace: shop}
spec:
${spec}`;

const GOOD = `  minReplicas: 1
  maxReplicas: 3
  memory: 2Gi
  bucket: photos
  hosts: [shop.example.com]
  labels: {owner: team@example.com}
  target: {namespace: shop}
`;

describe('CRD x-kubernetes-validations', () => {
  const validator = mirrorValidator({ crdDirs: [] });
  const run = async (spec: string) =>
    (await validator.validateTarget(resources(widget(spec)), env('1.31'))).drafts.filter(
      (d) => d.ruleId === 'schema/invalid' || d.ruleId === 'schema/not-checked',
    );

  it('passes an object every rule accepts (defaults applied: mode is Steady; transition rules wait for an update)', async () => {
    expect(await run(GOOD)).toEqual([]);
  });

  it('fails a broken rule with its message, the path and the line', async () => {
    const out = await run(GOOD.replace('minReplicas: 1', 'minReplicas: 5'));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ ruleId: 'schema/invalid', path: '/spec' });
    const specLine = widget(GOOD).split('\n').lastIndexOf('spec:') + 1;
    expect((out[0]!.resource as Resource).locate('/spec')).toMatchObject({ line: specLine });
    expect(out[0]!.message).toContain('minReplicas must not exceed maxReplicas');
  });

  it('uses messageExpression and fieldPath', async () => {
    const out = await run(`${GOOD}  mode: Burst\n`);
    expect(out).toMatchObject([{ ruleId: 'schema/invalid', path: '/spec/burstLimit' }]);
    expect(out[0]!.message).toContain('mode Burst needs burstLimit');
    expect(await run(`${GOOD}  mode: Burst\n  burstLimit: 9\n`)).toEqual([]);
  });

  it('runs the Kubernetes libraries: quantity, strings, regex on list items, map keys', async () => {
    expect((await run(GOOD.replace('memory: 2Gi', 'memory: 100Gi')))[0]?.message).toContain(
      'memory must be under 64Gi',
    );
    expect((await run(GOOD.replace('shop.example.com', 'Shop.example.com')))[0]).toMatchObject({
      path: '/spec/hosts/0',
      message: expect.stringContaining('host must be a lower-case DNS name'),
    });
    expect((await run(GOOD.replace('team@example.com', 'team')))[0]?.message).toContain('owner is an e-mail address');
    expect((await run(GOOD.replace('owner: team@example.com', `${'k'.repeat(64)}: v`)))[0]?.message).toContain(
      'label keys are at most 63 characters',
    );
  });

  it('escapes property names that are CEL keywords (namespace → __namespace__)', async () => {
    expect(escapeProperty('namespace')).toBe('__namespace__');
    expect(escapeProperty('x-forwarded.for/a__b')).toBe('x__dash__forwarded__dot__for__slash__a__underscores__b');
    expect(
      (await run(GOOD.replace('target: {namespace: shop}', 'target: {namespace: kube-system}')))[0]?.message,
    ).toContain('cannot target kube-system');
  });

  it('a quantity the rule cannot parse errors, and a function it lacks is not checked: inconclusive, never a pass', async () => {
    const errored = await run(GOOD.replace('memory: 2Gi', 'memory: 2GB'));
    expect(errored).toMatchObject([{ ruleId: 'schema/not-checked' }]);
    expect(errored[0]!.message).toContain('quantity(self.memory)');
    const unsupported = await validator.validateTarget(
      resources(widget(GOOD).replace('"self.minReplicas <= self.maxReplicas"', '"self.minReplicas.frobnicate()"')),
      env('1.31'),
    );
    expect(unsupported.drafts).toMatchObject([
      { ruleId: 'schema/not-checked', message: expect.stringContaining('cannot run it') },
    ]);
  });

  it('runs a transition rule on an update only, against the object it replaces', () => {
    const [crd, obj] = resources(widget(GOOD));
    const schema = (crd!.object as { spec: { versions: { schema: { openAPIV3Schema: unknown } }[] } }).spec.versions[0]!
      .schema.openAPIV3Schema;
    expect(crdRuleDrafts(obj!, schema, 'CRD widgets')).toEqual([]);
    const old = structuredClone(obj!.object) as { spec: { bucket: string } };
    expect(crdRuleDrafts(obj!, schema, 'CRD widgets', old)).toEqual([]);
    old.spec.bucket = 'videos';
    expect(crdRuleDrafts(obj!, schema, 'CRD widgets', old)).toMatchObject([
      { ruleId: 'schema/invalid', message: expect.stringContaining('bucket is immutable') },
    ]);
  });
});

// The `optional` library (on for CRD rules since Kubernetes 1.29): `.?field`, `[?key]`, optional
// list elements and map entries, optMap, messageExpression over optionals, and transition rules
// with `optionalOldSelf`, where `oldSelf` is an optional (none on a create or a new value).
const OPTIONAL_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: pools.example.com}
spec:
  group: example.com
  scope: Namespaced
  names: {kind: Pool, plural: pools, singular: pool}
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
              x-kubernetes-validations:
                - rule: "self.?replicas.orValue(1) <= self.?maxReplicas.orValue(10)"
                  messageExpression: "'replicas ' + string(self.?replicas.orValue(1)) + ' exceeds ' + string(self.?maxReplicas.orValue(10))"
                - rule: "self.?labels[?'team'].orValue('') != ''"
                  message: "label team is required"
                - rule: "[?self.?primary, ?self.?secondary].size() >= 1"
                  message: "name a primary or a secondary"
                - rule: "{?'primary': self.?primary, ?'secondary': self.?secondary}.all(k, self[k] != '')"
                  message: "a named endpoint is not empty"
                - rule: "self.?zones.optMap(z, z.size() <= 3).orValue(true)"
                  message: "at most 3 zones"
              properties:
                replicas: {type: integer}
                maxReplicas: {type: integer}
                labels: {type: object, additionalProperties: {type: string}}
                primary: {type: string}
                secondary: {type: string}
                zones: {type: array, items: {type: string}}
                tier:
                  type: string
                  x-kubernetes-validations:
                    - rule: "!oldSelf.hasValue() || self == oldSelf.value()"
                      optionalOldSelf: true
                      message: "tier is immutable once set"
                    - rule: "oldSelf.hasValue() || self != 'legacy'"
                      optionalOldSelf: true
                      messageExpression: "'a new tier cannot be ' + self + (oldSelf.hasValue() ? ' (was ' + oldSelf.value() + ')' : '')"
`;
const pool = (spec: string) => `${OPTIONAL_CRD}---
apiVersion: example.com/v1
kind: Pool
metadata: {name: p, namespace: shop}
spec:
${spec}`;
const POOL = `  replicas: 3
  labels: {team: storage}
  primary: db-0
  tier: gold
`;

describe('CRD rules with CEL optionals', () => {
  const validator = mirrorValidator({ crdDirs: [] });
  const messages = async (spec: string) =>
    (await validator.validateTarget(resources(pool(spec)), env('1.31'))).drafts
      .filter((d) => d.ruleId.startsWith('schema/'))
      .map((d) => `${d.ruleId}: ${d.message.split(' (x-kubernetes')[0]}`);

  it('passes an object every rule accepts: absent fields read as none, their orValue applies', async () => {
    expect(await messages(POOL)).toEqual([]);
    expect(
      await messages(`${POOL}  replicas: 20\n  maxReplicas: 30\n  zones: [a, b]\n`.replace('  replicas: 3\n', '')),
    ).toEqual([]);
  });

  it('fails each optional construct when it is false, with messageExpression over optionals', async () => {
    expect(await messages(POOL.replace('replicas: 3', 'replicas: 20'))).toEqual([
      'schema/invalid: replicas 20 exceeds 10',
    ]);
    expect(await messages(POOL.replace('team: storage', 'owner: storage'))).toEqual([
      'schema/invalid: label team is required',
    ]);
    expect(await messages(POOL.replace('  primary: db-0\n', ''))).toEqual([
      'schema/invalid: name a primary or a secondary',
    ]);
    expect(await messages(POOL.replace('primary: db-0', "primary: ''"))).toEqual([
      'schema/invalid: a named endpoint is not empty',
    ]);
    expect(await messages(`${POOL}  zones: [a, b, c, d]\n`)).toEqual(['schema/invalid: at most 3 zones']);
  });

  it('runs optionalOldSelf rules on a create with oldSelf none, and on an update with the old value', () => {
    const [crd, obj] = resources(pool(POOL.replace('tier: gold', 'tier: legacy')));
    const schema = (crd!.object as { spec: { versions: { schema: { openAPIV3Schema: unknown } }[] } }).spec.versions[0]!
      .schema.openAPIV3Schema;
    const transition = (old: Record<string, unknown> | typeof CREATED) =>
      crdRuleDrafts(obj!, schema, 'CRD pools', old).map((d) => `${d.ruleId}: ${d.message.split(' (x-kubernetes')[0]}`);
    // Its own validation leaves transition rules to the create or update.
    expect(crdRuleDrafts(obj!, schema, 'CRD pools')).toEqual([]);
    expect(transition(CREATED)).toEqual(['schema/invalid: a new tier cannot be legacy']);
    const old = structuredClone(obj!.object) as { spec: Record<string, unknown> };
    expect(transition(old)).toEqual([]);
    old.spec['tier'] = 'gold';
    expect(transition(old)).toEqual(['schema/invalid: tier is immutable once set']);
    // A value the old object did not have: oldSelf is none, as on a create.
    delete old.spec['tier'];
    expect(transition(old)).toEqual(['schema/invalid: a new tier cannot be legacy']);
    const [, gold] = resources(pool(POOL));
    expect(crdRuleDrafts(gold!, schema, 'CRD pools', CREATED)).toEqual([]);
  });
});

describe.skipIf(!HAS_SHARED)('CEL rules of real CRDs (Gateway API from the catalog)', () => {
  const validator = mirrorValidator({
    crdDirs: [],
    crdLocations: [sharedPath('data', 'crds-catalog', '{{group}}', '{{kind}}_{{version}}.json')],
  });
  const ROUTE = `apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: {name: web, namespace: shop}
spec:
  parentRefs: [{name: edge}]
  rules:
    - matches: [{path: {type: PathPrefix, value: /shop}}]
      filters:
        - type: RequestHeaderModifier
          requestHeaderModifier: {add: [{name: x-env, value: prod}]}
      backendRefs: [{name: web, port: 80}]
`;

  it('accepts a valid HTTPRoute and refuses what the API server refuses', async () => {
    const ok = await validator.validateTarget(resources(ROUTE), env('1.31'));
    expect(ok.drafts.filter((d) => d.ruleId.startsWith('schema/'))).toEqual([]);
    const bad = await validator.validateTarget(resources(ROUTE.replace('value: /shop', 'value: shop')), env('1.31'));
    expect(bad.drafts).toMatchObject([
      { ruleId: 'schema/invalid', message: expect.stringContaining('must be an absolute path') },
    ]);
    const mismatched = await validator.validateTarget(
      resources(ROUTE.replace('type: RequestHeaderModifier', 'type: ResponseHeaderModifier')),
      env('1.31'),
    );
    expect(mismatched.drafts.map((d) => d.ruleId)).toContain('schema/invalid');
  });
});
