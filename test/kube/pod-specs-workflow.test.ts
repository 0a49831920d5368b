import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies } from '../../src/checks/index.js';
import { containerFieldPointer, podFieldPointer } from '../../src/kube/pod-pointers.js';
import { containersOf, podSpecsOf, type PodSpecSite } from '../../src/kube/pod-specs.js';
import { mergeOver } from '../../src/kube/workflow-fields.js';
import { workflowTemplates } from '../../src/kube/workflow-templates.js';
import { imageSites } from '../../src/kube/image-sites.js';
import { prodEnv, resourcesFromYaml } from '../checks/resources.js';

const WORKFLOW = `
apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata: {name: wf, namespace: ml}
spec:
  hostNetwork: true
  securityContext: {runAsNonRoot: true}
  tolerations: [{key: spec-level, operator: Exists}]
  templateDefaults:
    container: {image: ghcr.io/acme/default:1.0.0, resources: {requests: {cpu: "1"}}}
    tolerations: [{key: from-defaults, operator: Exists}]
    sidecars: [{name: proxy, image: ghcr.io/acme/proxy:1.0.0}]
  templates:
    - name: main
      dag: {tasks: [{name: a, template: build}]}
    - name: build
      tolerations: [{key: own, operator: Exists}]
      securityContext: {runAsUser: 1000}
      container: {command: [make], resources: {requests: {memory: 1Gi}}}
      initContainers:
        - {name: setup, image: busybox:1.36}
        - {name: log, image: fluent-bit:3.0.7, restartPolicy: Always}
      sidecars: [{name: proxy, securityContext: {privileged: true}}]
    - name: report
      script: {image: python:3.12.4, source: print(1)}
    - name: apply
      resource: {action: apply, manifest: "{}"}
    - name: pause
      suspend: {}
    - name: call
      http: {url: "https://example.com"}
    - name: set
      containerSet:
        containers: [{name: a, image: alpine:3.20}, {name: b, image: alpine:3.20}]
`;

const CRON = `
apiVersion: argoproj.io/v1alpha1
kind: CronWorkflow
metadata: {name: cron, namespace: ml}
spec:
  schedule: "@daily"
  workflowSpec:
    tolerations: [{key: nvidia.com/gpu, operator: Exists}]
    templates:
      - name: run
        script: {image: "python:{{inputs.parameters.version}}", source: print(1)}
`;

function sites(yaml: string): PodSpecSite[] {
  const all = resourcesFromYaml(yaml);
  return all.flatMap((r) => podSpecsOf(r, all));
}

describe('Argo Workflows templates as pods', () => {
  it('makes one pod per template that runs one, with the containers where they are written', () => {
    const pods = sites(WORKFLOW);
    expect(pods.map((p) => p.pointer)).toEqual([
      '/spec/templates/1',
      '/spec/templates/2',
      '/spec/templates/3',
      '/spec/templates/6',
    ]);
    const rows = pods.flatMap(containersOf).map((c) => [c.pointer, c.name, c.role, c.defaultsPointer ?? '-']);
    expect(rows).toEqual([
      ['/spec/templates/1/container', 'main', 'container', '/spec/templateDefaults/container'],
      ['/spec/templates/1/initContainers/0', 'setup', 'init', '-'],
      ['/spec/templates/1/initContainers/1', 'log', 'sidecar', '-'],
      ['/spec/templates/1/sidecars/0', 'proxy', 'container', '/spec/templateDefaults/sidecars/0'],
      ['/spec/templates/2/script', 'main', 'container', '-'],
      ['/spec/templateDefaults/sidecars/0', 'proxy', 'container', '-'],
      ['/spec/templateDefaults/sidecars/0', 'proxy', 'container', '-'],
      ['/spec/templates/6/containerSet/containers/0', 'a', 'container', '-'],
      ['/spec/templates/6/containerSet/containers/1', 'b', 'container', '-'],
      ['/spec/templateDefaults/sidecars/0', 'proxy', 'container', '-'],
    ]);
  });

  it('merges templateDefaults under the template, and points at the layer that wrote each field', () => {
    const [build, report] = sites(WORKFLOW);
    const main = containersOf(build!)[0]!;
    expect(main.container.image).toBe('ghcr.io/acme/default:1.0.0');
    expect(main.container.resources).toEqual({ requests: { cpu: '1', memory: '1Gi' } });
    expect(containerFieldPointer(main, 'image')).toBe('/spec/templateDefaults/container/image');
    expect(containerFieldPointer(main, 'resources', 'requests', 'memory')).toBe(
      '/spec/templates/1/container/resources/requests/memory',
    );
    expect(containerFieldPointer(main, 'securityContext')).toBe('/spec/templates/1/container/securityContext');
    // The defaults' `container` does not reach a script template.
    expect(containersOf(report!)[0]!.container.resources).toBeUndefined();
  });

  it('gives each pod the pod fields Argo gives it: the template, else the defaults, else the workflow spec', () => {
    const [build, report] = sites(WORKFLOW);
    expect(build!.spec.tolerations).toEqual([
      { key: 'own', operator: 'Exists' },
      { key: 'from-defaults', operator: 'Exists' },
    ]);
    expect(podFieldPointer(build!, 'tolerations', 0)).toBe('/spec/templates/1/tolerations/0');
    expect(podFieldPointer(build!, 'tolerations', 1)).toBe('/spec/templateDefaults/tolerations/0');
    expect(build!.spec.securityContext).toEqual({ runAsUser: 1000 });
    expect(podFieldPointer(build!, 'securityContext', 'runAsUser')).toBe('/spec/templates/1/securityContext/runAsUser');
    expect(report!.spec.securityContext).toEqual({ runAsNonRoot: true });
    expect(podFieldPointer(report!, 'securityContext')).toBe('/spec/securityContext');
    expect(report!.spec.hostNetwork).toBe(true);
    expect(podFieldPointer(report!, 'hostNetwork')).toBe('/spec/hostNetwork');
    expect(build!.spec.containers).toHaveLength(2);
    expect(build!.spec.initContainers).toHaveLength(2);
  });

  it('reads a CronWorkflow under spec.workflowSpec, spec-level tolerations included', () => {
    const [run] = sites(CRON);
    expect(run!.pointer).toBe('/spec/workflowSpec/templates/0');
    expect(podFieldPointer(run!, 'tolerations', 0)).toBe('/spec/workflowSpec/tolerations/0');
    expect(containersOf(run!).map((c) => c.pointer)).toEqual(['/spec/workflowSpec/templates/0/script']);
  });

  it('a configured podTemplatePaths entry still wins over the built-in walk', () => {
    const all = resourcesFromYaml(WORKFLOW);
    const configured = podSpecsOf(all[0]!, all, { 'argoproj.io/Workflow': ['/spec/templates/6/containerSet'] });
    expect(configured.map((s) => s.pointer)).toEqual(['/spec/templates/6/containerSet']);
  });

  it("applies podSpecPatch last: the workflow spec's, then the template's; pointers name the patch field", () => {
    const yaml = `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata: {name: p}
spec:
  tolerations: [{key: a, operator: Exists}]
  podSpecPatch: '{"tolerations":[{"key":"nvidia.com/gpu","operator":"Exists"}],"hostNetwork":true}'
  templates:
    - name: one
      container: {image: x:1, resources: {limits: {cpu: "1"}}}
      podSpecPatch: |
        containers:
          - {name: main, resources: {limits: {memory: 1Gi}}}
        initContainers:
          - {name: extra, image: busybox:1.36, restartPolicy: Always}
    - name: two
      podSpecPatch: "{{inputs.parameters.patch}}"
      script: {image: x:1, source: s}
`;
    const [one, two] = sites(yaml);
    expect(one!.spec.tolerations).toEqual([{ key: 'nvidia.com/gpu', operator: 'Exists' }]);
    expect(podFieldPointer(one!, 'tolerations', 0)).toBe('/spec/podSpecPatch');
    expect(podFieldPointer(one!, 'hostNetwork')).toBe('/spec/podSpecPatch');
    const [main, extra] = containersOf(one!);
    expect(main!.container.resources).toEqual({ limits: { cpu: '1', memory: '1Gi' } });
    expect(containerFieldPointer(main!, 'resources', 'limits', 'memory')).toBe('/spec/templates/0/podSpecPatch');
    expect(containerFieldPointer(main!, 'resources', 'limits', 'cpu')).toBe(
      '/spec/templates/0/container/resources/limits/cpu',
    );
    expect([extra!.name, extra!.role, containerFieldPointer(extra!, 'image')]).toEqual([
      'extra',
      'sidecar',
      '/spec/templates/0/podSpecPatch',
    ]);
    expect(containerFieldPointer(extra!, 'resources', 'requests')).toBe('/spec/templates/0/podSpecPatch');
    // A whole-patch parameter cannot be read before it runs: the pod is what the template declares.
    expect(containersOf(two!).map((c) => c.name)).toEqual(['main']);
    expect(two!.spec.hostNetwork).toBe(true);
    expect(Object.keys(two!.spec).filter((k) => k.includes('inputs'))).toEqual([]);
    expect(two!.unreadablePatches).toEqual([
      { pointer: '/spec/templates/1/podSpecPatch', reason: expect.stringMatching(/workflow parameters/) },
    ]);
    expect(one!.unreadablePatches).toBeUndefined();
  });

  it('a pod runs under its steps/DAG template only when that is certain', () => {
    const yaml = (extra: string) => `apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata: {name: b}
spec:
  entrypoint: main
  nodeSelector: {pool: default}
  templates:
    - name: main
      nodeSelector: {pool: gpu}
      steps:
        - - {name: a, template: leaf}
          - name: b
            inline: {container: {image: x:1}}
${extra}    - name: leaf
      container: {image: x:1}
`;
    const pointersOf = (text: string) => sites(text).map((p) => [p.pointer, podFieldPointer(p, 'nodeSelector')]);
    expect(pointersOf(yaml(''))).toEqual([
      ['/spec/templates/1', '/spec/templates/0/nodeSelector'],
      ['/spec/templates/0/steps/0/1/inline', '/spec/templates/0/nodeSelector'],
    ]);
    // Another caller with other scheduling: the leaf's pods differ by caller, so the workflow spec's value stands.
    const other = '    - name: other\n      dag: {tasks: [{name: c, template: leaf}]}\n';
    expect(pointersOf(yaml(other))[0]).toEqual(['/spec/templates/2', '/spec/nodeSelector']);
  });

  it('a strategic merge: objects merge, lists and scalars are replaced, null deletes', () => {
    expect(mergeOver({ a: { b: 1, c: 2 }, l: [1] }, { a: { c: 3 }, l: [2] })).toEqual({ a: { b: 1, c: 3 }, l: [2] });
    expect(mergeOver({ a: 1, b: 2 }, { a: null })).toEqual({ b: 2 });
    expect(mergeOver(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it('walks inline templates at any depth; an alias naming its own ancestor is not followed again', () => {
    const leaf = { container: { image: 'alpine:3.20' } };
    let level: Record<string, unknown> = leaf;
    for (let i = 0; i < 8; i++) level = { steps: [[{ name: `l${i}`, inline: level }]] };
    const deep = workflowTemplates({ templates: [{ name: 'main', ...level }] }, '/spec');
    expect(deep).toHaveLength(9);
    expect(deep.at(-1)?.layer.value).toBe(leaf);
    const loop: Record<string, unknown> = { steps: [] };
    loop.steps = [
      [
        { name: 'again', inline: loop },
        { name: 'run', inline: leaf },
      ],
    ];
    const cyclic = workflowTemplates(
      { templates: [{ name: 'main', steps: [[{ name: 'in', inline: loop }]] }] },
      '/spec',
    );
    expect(cyclic.map((t) => t.layer.pointer)).toEqual([
      '/spec/templates/0',
      '/spec/templates/0/steps/0/0/inline',
      '/spec/templates/0/steps/0/0/inline/steps/0/1/inline',
    ]);
  });
});

describe('images Argo fills in at run time', () => {
  const env = prodEnv();

  it('are inconclusive for the image checks, not malformed and not passed', () => {
    const drafts = runPolicies(loadPolicies(), { resources: resourcesFromYaml(CRON), env });
    expect(drafts.filter((d) => d.ruleId === 'schema/invalid')).toEqual([]);
    const tag = drafts.filter((d) => d.ruleId === 'image/mutable-tag');
    expect(tag.map((d) => [d.verdict, d.path])).toEqual([
      ['inconclusive', '/spec/workflowSpec/templates/0/script/image'],
    ]);
    expect(tag[0]!.message).toMatch(/workflow parameter/);
    expect(drafts.some((d) => d.ruleId === 'image/not-pinned' && d.verdict === 'inconclusive')).toBe(true);
    // The GPU toleration at the workflow level reaches this pod, which requests no GPU.
    expect(drafts.find((d) => d.ruleId === 'gpu/toleration-without-request')?.path).toBe(
      '/spec/workflowSpec/tolerations/0',
    );
  });

  it('a podSpecPatch filled in from parameters makes the container checks inconclusive at the patch, never a pass', () => {
    const wf = (patch: string, defaultsPatch = '') => `apiVersion: argoproj.io/v1alpha1
kind: WorkflowTemplate
metadata: {name: p, namespace: ops}
spec:
  templateDefaults: {podSpecPatch: '${defaultsPatch}'}
  templates:
    - name: one
      container: {image: ghcr.io/acme/tool:1.0.0, resources: {requests: {cpu: "1", memory: 1Gi}}}
      podSpecPatch: ${JSON.stringify(patch)}
`;
    const run = (text: string) =>
      runPolicies(loadPolicies(), { resources: resourcesFromYaml(text), env }).filter((d) =>
        ['security/privileged', 'image/mutable-tag'].includes(d.ruleId),
      );
    const unquoted = 'containers:\n  - name: main\n    securityContext: {privileged: {{inputs.parameters.p}}}\n';
    for (const patch of ['{{inputs.parameters.patch}}', unquoted]) {
      expect(run(wf(patch)).map((d) => [d.ruleId, d.verdict, d.path])).toEqual([
        ['image/mutable-tag', 'inconclusive', '/spec/templates/0/podSpecPatch'],
        ['security/privileged', 'inconclusive', '/spec/templates/0/podSpecPatch'],
      ]);
    }
    // A workflow-level patch that cannot be read is one finding per check, not one per pod.
    const twoPods = wf('').replace(
      '  templates:\n',
      "  podSpecPatch: '{{workflow.parameters.patch}}'\n  templates:\n    - {name: two, script: {image: ghcr.io/acme/tool:1.0.0, source: x}}\n",
    );
    expect(run(twoPods).map((d) => [d.ruleId, d.verdict, d.path])).toEqual([
      ['image/mutable-tag', 'inconclusive', '/spec/podSpecPatch'],
      ['security/privileged', 'inconclusive', '/spec/podSpecPatch'],
    ]);
    // An alias bomb in a patch is reported, and never throws out of the checks of the whole target.
    const bomb = [
      'a: &a [x,x,x,x,x,x,x,x,x,x]',
      ...'bcd'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abc'[i]}`).join(',')}]`),
    ].join('\n');
    expect(run(wf(bomb)).map((d) => [d.ruleId, d.verdict])).toEqual([
      ['image/mutable-tag', 'inconclusive'],
      ['security/privileged', 'inconclusive'],
    ]);
    // A {{…}} inside a quoted value keeps the patch's shape (the Argo docs' resource example): it is read.
    expect(
      run(wf('{"containers":[{"name":"main","resources":{"limits":{"cpu":"{{inputs.parameters.cpu}}"}}}]}')),
    ).toEqual([]);
    // An empty template patch is unset: the defaults' patch applies (Argo merges templateDefaults first).
    const privileged = '{"containers":[{"name":"main","securityContext":{"privileged":true}}]}';
    expect(run(wf('', privileged)).map((d) => [d.ruleId, d.verdict ?? 'fail', d.path])).toEqual([
      ['security/privileged', 'fail', '/spec/templateDefaults/podSpecPatch'],
    ]);
  });

  it('the same braces in a Deployment are a malformed image (nothing fills them in)', () => {
    const deployment = `apiVersion: apps/v1
kind: Deployment
metadata: {name: d}
spec: {template: {spec: {containers: [{name: app, image: "python:{{ .Values.tag }}"}]}}}
`;
    const drafts = runPolicies(loadPolicies(), { resources: resourcesFromYaml(deployment), env });
    expect(drafts.some((d) => d.ruleId === 'schema/invalid')).toBe(true);
  });

  it('image gate records see workflow images once, at the line that writes them', () => {
    const all = resourcesFromYaml(WORKFLOW);
    const pointers = imageSites(all).map((s) => s.pointer);
    expect(pointers).toContain('/spec/templateDefaults/container/image');
    expect(pointers).toContain('/spec/templates/2/script/image');
    expect(pointers.filter((p) => p === '/spec/templateDefaults/sidecars/0/image')).toHaveLength(1);
  });
});
