// Objects an Argo Events Sensor carries and creates (src/kube/pod-specs-embedded.ts).
import { describe, expect, it } from 'vitest';
import { carriedObjects, sjsonKeys } from '../../src/kube/pod-specs-embedded.js';
import { getAt } from '../../src/kube/json-pointer.js';
import type { Resource } from '../../src/model/resource.js';

const sensor = (triggers: unknown[]): Resource =>
  ({
    ref: { apiVersion: 'argoproj.io/v1alpha1', kind: 'Sensor', name: 's' },
    object: { apiVersion: 'argoproj.io/v1alpha1', kind: 'Sensor', metadata: { name: 's' }, spec: { triggers } },
  }) as unknown as Resource;

const job = { apiVersion: 'batch/v1', kind: 'Job', spec: { template: { spec: { containers: [{ image: 'a' }] } } } };
const workflow = { apiVersion: 'argoproj.io/v1alpha1', kind: 'Workflow', spec: { templates: [] } };

describe('sjsonKeys', () => {
  it('splits on dots, unescapes, keeps -1, reads :N as a key', () => {
    expect(sjsonKeys('spec.template.spec.containers.0.image')).toEqual([
      'spec',
      'template',
      'spec',
      'containers',
      '0',
      'image',
    ]);
    expect(sjsonKeys('metadata.annotations.example\\.com/x')).toEqual(['metadata', 'annotations', 'example.com/x']);
    expect(sjsonKeys('spec.containers.-1')).toEqual(['spec', 'containers', '-1']);
    expect(sjsonKeys('data.:1')).toEqual(['data', '1']);
  });
});

describe('carriedObjects', () => {
  it('finds k8s and argoWorkflow trigger objects; one read from elsewhere is unread; other trigger kinds are not carriers', () => {
    const got = carriedObjects(
      sensor([
        { template: { k8s: { source: { resource: job } } } },
        { template: { argoWorkflow: { source: { resource: workflow } } } },
        { template: { k8s: { source: { git: { url: 'x' } } } } },
        { template: { http: { url: 'x' } } },
        { template: { k8s: { source: { resource: { kind: 'Job' } } } } },
      ]),
      'argoproj.io/Sensor',
    );
    expect(got.map((c) => [c.pointer, c.kindKey, c.unread?.pointer])).toEqual([
      ['/spec/triggers/0/template/k8s/source/resource', 'batch/Job', undefined],
      ['/spec/triggers/1/template/argoWorkflow/source/resource', 'argoproj.io/Workflow', undefined],
      ['/spec/triggers/2/template/k8s/source/resource', '', '/spec/triggers/2/template/k8s/source/git'],
      ['/spec/triggers/4/template/k8s/source/resource', '', undefined],
    ]);
  });

  it('keeps the parameters that write what the pods are built from, at both levels', () => {
    const [c] = carriedObjects(
      sensor([
        {
          template: {
            k8s: {
              source: { resource: job },
              parameters: [
                { dest: 'metadata.name' },
                { dest: 'spec.template.spec.containers.0.image' },
                { dest: 'spec' },
                {},
              ],
            },
          },
          parameters: [
            { dest: 'k8s.source.resource.metadata.labels.x' },
            { dest: 'k8s.source' },
            { dest: 'k8s.source.resource.spec.backoffLimit' },
            { dest: 'name' },
            { dest: 'k8s.parameters' },
            { dest: 'argoWorkflow' },
            { dest: 'conditions' },
          ],
        },
      ]),
      'argoproj.io/Sensor',
    );
    expect(c?.runtimeWrites.map((w) => w.pointer)).toEqual([
      '/spec/triggers/0/parameters/1',
      '/spec/triggers/0/parameters/2',
      '/spec/triggers/0/parameters/4',
      '/spec/triggers/0/parameters/5',
      '/spec/triggers/0/template/k8s/parameters/1',
      '/spec/triggers/0/template/k8s/parameters/2',
      '/spec/triggers/0/template/k8s/parameters/3',
    ]);
  });

  it("a Workflow's arguments reach its pods only through {{…}}: not a write to them", () => {
    const [c] = carriedObjects(
      sensor([
        {
          template: {
            argoWorkflow: {
              source: { resource: workflow },
              parameters: [{ dest: 'spec.arguments.parameters.0.value' }, { dest: 'spec.templates.0.container.image' }],
            },
          },
        },
      ]),
      'argoproj.io/Sensor',
    );
    expect(c?.runtimeWrites.map((w) => w.dest)).toEqual(['spec.templates.0.container.image']);
  });
});

describe('inline sources', () => {
  const withLocate = (r: Resource, seen: string[]): Resource => ({
    ...r,
    locate: (p: string) => {
      seen.push(p);
      return { file: 'sensor.yaml', line: 1 };
    },
  });
  const inlineJob = 'apiVersion: batch/v1\nkind: Job\nspec:\n  template:\n    spec:\n      containers: [{image: a}]\n';

  it('reads the string as the object it creates, on a copy of the carrier; the carrier itself is untouched', () => {
    const seen: string[] = [];
    const s = withLocate(sensor([{ template: { k8s: { source: { inline: inlineJob, resource: workflow } } } }]), seen);
    const [c] = carriedObjects(s, 'argoproj.io/Sensor');
    expect([c?.pointer, c?.kindKey, c?.unread]).toEqual([
      '/spec/triggers/0/template/k8s/source/inline',
      'batch/Job',
      undefined,
    ]);
    expect(c?.carrier).not.toBe(s);
    expect(
      getAt(c?.carrier.object, '/spec/triggers/0/template/k8s/source/inline/spec/template/spec/containers/0/image'),
    ).toBe('a');
    expect(getAt(s.object, '/spec/triggers/0/template/k8s/source/inline')).toBe(inlineJob);
    // Fields inside the string locate at the string.
    c?.carrier.locate('/spec/triggers/0/template/k8s/source/inline/spec/template/spec/containers/0/image');
    c?.carrier.locate('/metadata/name');
    expect(seen).toEqual(['/spec/triggers/0/template/k8s/source/inline', '/metadata/name']);
    // Asked again, the same answer (one copy per carrier).
    expect(carriedObjects(s, 'argoproj.io/Sensor')[0]?.carrier).toBe(c?.carrier);
  });

  it('follows Argo Events order: s3 before inline, inline before resource; an unknown key or a string that is no object is unread', () => {
    const got = carriedObjects(
      sensor([
        { template: { k8s: { source: { s3: { bucket: { name: 'b' } }, inline: inlineJob } } } },
        { template: { k8s: { source: { inline: '[1, 2]' } } } },
        { template: { k8s: { source: { inline: 'a: [' } } } },
        { template: { k8s: { source: { newThing: {}, resource: job } } } },
        { template: { k8s: { source: { resource: job } } } },
      ]),
      'argoproj.io/Sensor',
    );
    expect(got.map((c) => c.unread?.pointer ?? c.kindKey)).toEqual([
      '/spec/triggers/0/template/k8s/source/s3',
      '/spec/triggers/1/template/k8s/source/inline',
      '/spec/triggers/2/template/k8s/source/inline',
      '/spec/triggers/3/template/k8s/source/newThing',
      'batch/Job',
    ]);
    expect(got[1]?.unread?.reason).toContain('it is not an object');
    expect(got[2]?.unread?.reason).toContain('does not parse');
    // No inline read: the carrier is the resource itself.
    expect(got[4]?.carrier.object).toBe(got[0]?.carrier.object);
  });
});
