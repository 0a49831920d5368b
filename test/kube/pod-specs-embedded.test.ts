// Objects an Argo Events Sensor carries and creates (src/kube/pod-specs-embedded.ts).
import { describe, expect, it } from 'vitest';
import { carriedObjects, sjsonKeys } from '../../src/kube/pod-specs-embedded.js';
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
  it('finds k8s and argoWorkflow trigger objects, skips others and non-objects', () => {
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
    expect(got.map((c) => [c.pointer, c.kindKey])).toEqual([
      ['/spec/triggers/0/template/k8s/source/resource', 'batch/Job'],
      ['/spec/triggers/1/template/argoWorkflow/source/resource', 'argoproj.io/Workflow'],
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
          ],
        },
      ]),
      'argoproj.io/Sensor',
    );
    expect(c?.runtimeWrites.map((w) => w.pointer)).toEqual([
      '/spec/triggers/0/parameters/1',
      '/spec/triggers/0/parameters/2',
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
