import { describe, expect, it } from 'vitest';
import { containersOf, podSpecsOf } from '../../src/kube/pod-specs.js';
import { resourcesFromYaml } from '../checks/resources.js';

const C = 'containers: [{name: app, image: x}]';
const WORKLOADS = `
apiVersion: v1
kind: Pod
metadata: {name: p}
spec: {${C}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
spec: {template: {spec: {${C}}}}
---
apiVersion: apps/v1
kind: StatefulSet
metadata: {name: s}
spec: {template: {spec: {${C}}}}
---
apiVersion: apps/v1
kind: DaemonSet
metadata: {name: ds}
spec: {template: {spec: {${C}}}}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: rs}
spec: {template: {spec: {${C}}}}
---
apiVersion: v1
kind: ReplicationController
metadata: {name: rc}
spec: {template: {spec: {${C}}}}
---
apiVersion: batch/v1
kind: Job
metadata: {name: j}
spec: {template: {spec: {${C}}}}
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: cj}
spec: {jobTemplate: {spec: {template: {spec: {${C}}}}}}
---
apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: ro}
spec: {template: {spec: {${C}}}}
---
apiVersion: v1
kind: ConfigMap
metadata: {name: cm}
data: {spec: x}
`;

describe('podSpecsOf', () => {
  const all = resourcesFromYaml(WORKLOADS);
  it.each([
    ['Pod', '/spec'],
    ['Deployment', '/spec/template/spec'],
    ['StatefulSet', '/spec/template/spec'],
    ['DaemonSet', '/spec/template/spec'],
    ['ReplicaSet', '/spec/template/spec'],
    ['ReplicationController', '/spec/template/spec'],
    ['Job', '/spec/template/spec'],
    ['CronJob', '/spec/jobTemplate/spec/template/spec'],
    ['Rollout', '/spec/template/spec'],
  ])('finds the PodSpec of a %s at %s', (kind, pointer) => {
    const r = all.find((x) => x.ref.kind === kind)!;
    const sites = podSpecsOf(r, all);
    expect(sites.map((s) => s.pointer)).toEqual([pointer]);
    expect(containersOf(sites[0]!).map((c) => c.pointer)).toEqual([`${pointer}/containers/0`]);
  });

  it('finds nothing in kinds that run no pods', () => {
    expect(
      podSpecsOf(
        all.find((x) => x.ref.kind === 'ConfigMap')!,
        all,
      ),
    ).toEqual([]);
  });

  it('follows a Rollout workloadRef to the Deployment in the same namespace', () => {
    const rs = resourcesFromYaml(`
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: other}
spec: {template: {spec: {containers: [{name: wrong}]}}}
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop}
spec: {replicas: 0, template: {spec: {containers: [{name: right}]}}}
---
apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: web, namespace: shop}
spec: {workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web}}
`);
    const sites = podSpecsOf(rs[2]!, rs);
    expect(sites).toHaveLength(1);
    expect(sites[0]!.resource).toBe(rs[1]);
    expect(containersOf(sites[0]!)[0]!.name).toBe('right');
  });

  it('returns nothing when the workloadRef target is not rendered', () => {
    const rs = resourcesFromYaml(`apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: web}
spec: {workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web}}`);
    expect(podSpecsOf(rs[0]!, rs)).toEqual([]);
  });

  it('uses configured pod-template paths for other kinds, and they override built-ins', () => {
    const rs = resourcesFromYaml(`apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec:
  template: {spec: {containers: [{name: a}]}}
  workers: {containers: [{name: b}]}
`);
    const sites = podSpecsOf(rs[0]!, rs, {
      'example.com/Widget': ['/spec/template', '/spec/workers', '/spec/missing'],
    });
    expect(sites.map((s) => s.pointer)).toEqual(['/spec/template/spec', '/spec/workers']);
    expect(podSpecsOf(rs[0]!, rs, { 'other.com/Widget': ['/spec/template'] })).toEqual([]);
  });
});

describe('containersOf', () => {
  it('lists init, sidecar, regular and ephemeral containers with pointers and lines', () => {
    const [pod] = resourcesFromYaml(`apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  initContainers:
    - name: setup
      image: busybox
    - name: proxy
      restartPolicy: Always
      image: envoy
  containers:
    - image: app
  ephemeralContainers:
    - name: debug
      image: busybox
`);
    const cs = containersOf(podSpecsOf(pod!, [pod!])[0]!);
    expect(cs.map((c) => [c.name, c.role, c.pointer])).toEqual([
      ['setup', 'init', '/spec/initContainers/0'],
      ['proxy', 'sidecar', '/spec/initContainers/1'],
      ['#0', 'container', '/spec/containers/0'],
      ['debug', 'ephemeral', '/spec/ephemeralContainers/0'],
    ]);
    expect(pod!.locate(`${cs[1]!.pointer}/image`).line).toBe(10);
  });
});
