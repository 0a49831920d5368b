import { describe, expect, it } from 'vitest';
import { loadPolicies, runPolicies, type PolicySet } from '../../src/checks/index.js';
import type { EnvironmentConfig } from '../../src/model/config.js';
import type { FindingDraft } from '../../src/model/finding.js';
import { prodEnv, resourcesFromYaml } from './resources.js';

const builtIn = loadPolicies();
const env = (requireDigests = false): EnvironmentConfig => prodEnv({ requireDigests });
const run = (
  yaml: string,
  opts: {
    requireDigests?: boolean;
    set?: PolicySet;
    podTemplatePaths?: Record<string, string[]>;
    gpuResources?: string[];
  } = {},
) =>
  runPolicies(opts.set ?? builtIn, {
    resources: resourcesFromYaml(yaml),
    env: env(opts.requireDigests),
    podTemplatePaths: opts.podTemplatePaths,
    gpuResources: opts.gpuResources,
  });
const only = (drafts: FindingDraft[], ruleId: string) => drafts.filter((d) => d.ruleId === ruleId);

/** The built-in set with one check's parameters changed, as a user's own check would. */
function withParams(id: string, params: Record<string, unknown>): PolicySet {
  return {
    checks: builtIn.checks.filter((c) => c.id === id).map((c) => ({ ...c, params: { ...c.params, ...params } })),
  };
}

const pod = (containers: string, extra = '') => `apiVersion: v1
kind: Pod
metadata: {name: p, namespace: shop}
spec:
${extra}  containers:
${containers}`;

describe('runPolicies', () => {
  it('reports a malformed image once as schema/invalid with the reason, and no image findings for it', () => {
    const drafts = run(pod('    - {name: app, image: "ghcr.io/Acme/App:1"}\n    - {name: num, image: 42}\n'));
    const invalid = only(drafts, 'schema/invalid');
    expect(invalid.map((d) => [d.path, d.fingerprintKey])).toEqual([
      ['/spec/containers/0/image', 'app'],
      ['/spec/containers/1/image', 'num'],
    ]);
    expect(invalid[0]!.message).toMatch(
      /container "app": invalid image reference "ghcr.io\/Acme\/App:1": repository names must be lowercase/,
    );
    expect(drafts.filter((d) => d.ruleId.startsWith('image/'))).toEqual([]);
  });

  it('makes image/not-pinned an error only where the environment requires digests', () => {
    const yaml = pod('    - {name: app, image: "ghcr.io/acme/app:1"}\n');
    expect(only(run(yaml), 'image/not-pinned')[0]!.severity).toBeUndefined();
    const strict = only(run(yaml, { requireDigests: true }), 'image/not-pinned')[0]!;
    expect(strict.severity).toBe('error');
    expect(strict.message).toContain('environment "prod" requires digests');
  });

  it('takes mutable tags from the parameters (globs)', () => {
    const set = withParams('image/mutable-tag', { mutableTags: ['latest', 'main', '*-SNAPSHOT'] });
    const drafts = run(
      pod(
        '    - {name: a, image: "x:main"}\n    - {name: b, image: "x:1.0-SNAPSHOT"}\n    - {name: c, image: "x:1.0"}\n    - {name: d, image: "x:Latest"}\n',
      ),
      { set },
    );
    expect(drafts.map((d) => d.fingerprintKey)).toEqual(['a', 'b']);
  });

  it('judges the Deployment a Rollout workloadRef points at once, on the Deployment', () => {
    const drafts = run(`apiVersion: apps/v1
kind: Deployment
metadata: {name: web}
spec:
  replicas: 0
  template:
    spec:
      containers: [{name: web, image: "web:latest"}]
---
apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: web}
spec:
  workloadRef: {apiVersion: apps/v1, kind: Deployment, name: web}
`);
    const tags = only(drafts, 'image/mutable-tag');
    expect(tags).toHaveLength(1);
    expect((tags[0]!.resource as { ref: { kind: string } }).ref.kind).toBe('Deployment');
  });

  it('follows configured pod-template paths of other kinds', () => {
    const yaml = `apiVersion: example.com/v1
kind: Widget
metadata: {name: w}
spec:
  template:
    spec:
      containers: [{name: w, image: "w:latest"}]
`;
    expect(only(run(yaml), 'image/mutable-tag')).toEqual([]);
    expect(
      only(run(yaml, { podTemplatePaths: { 'example.com/Widget': ['/spec/template'] } }), 'image/mutable-tag').map(
        (d) => d.path,
      ),
    ).toEqual(['/spec/template/spec/containers/0/image']);
  });

  it('names the LimitRange in a note and keeps an error for what it does not default', () => {
    const limitRange = `apiVersion: v1
kind: LimitRange
metadata: {name: mem-defaults, namespace: shop}
spec:
  limits:
    - type: Container
      default: {memory: 512Mi}
---
`;
    const drafts = run(limitRange + pod('    - {name: app, image: "a:1"}\n'));
    const limits = only(drafts, 'resources/limits-missing');
    expect(limits.map((d) => [d.severity, d.message])).toEqual([
      [
        'note',
        'container "app" sets no limit for memory; LimitRange shop/mem-defaults in the same namespace supplies the default',
      ],
    ]);
    // `default` also becomes the default request for memory (API defaulting), not for cpu.
    const requests = only(drafts, 'resources/requests-missing');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.severity).toBeUndefined();
    expect(requests[0]!.message).toBe(
      'container "app" sets no request for cpu, memory (LimitRange shop/mem-defaults supplies defaults only for memory)',
    );
  });

  it('lets parameters turn LimitRanges off, require explicit requests and check more limits', () => {
    const yaml = `apiVersion: v1
kind: LimitRange
metadata: {name: d, namespace: shop}
spec: {limits: [{type: Container, default: {memory: 1Gi}}]}
---
${pod('    - {name: app, image: "a:1", resources: {limits: {cpu: "1", memory: 1Gi}}}\n')}`;
    expect(run(yaml).filter((d) => d.ruleId.startsWith('resources/'))).toEqual([]);
    const strictRequests = withParams('resources/requests-missing', {
      limitsCountAsRequests: false,
      honorLimitRanges: false,
    });
    expect(only(run(yaml, { set: strictRequests }), 'resources/requests-missing')[0]!.message).toBe(
      'container "app" sets no request for cpu, memory',
    );
    const cpuLimit = withParams('resources/limits-missing', { resources: ['cpu', 'ephemeral-storage'] });
    expect(only(run(yaml, { set: cpuLimit }), 'resources/limits-missing')[0]!.message).toBe(
      'container "app" sets no limit for ephemeral-storage',
    );
  });

  it('treats listed added capabilities as privileged when asked', () => {
    const yaml = pod(
      '    - {name: app, image: "a:1", securityContext: {capabilities: {add: [NET_ADMIN, CAP_SYS_ADMIN]}}}\n',
    );
    expect(only(run(yaml), 'security/privileged')).toEqual([]);
    const drafts = only(
      run(yaml, { set: withParams('security/privileged', { capabilities: ['SYS_ADMIN'] }) }),
      'security/privileged',
    );
    expect(drafts.map((d) => d.path)).toEqual(['/spec/containers/0/securityContext/capabilities/add/1']);
  });

  it('counts the GPU resources from the config as GPU requests', () => {
    const yaml = pod(
      '    - {name: app, image: "a:1", resources: {limits: {habana.ai/gaudi: 1}}}\n',
      '  tolerations: [{key: nvidia.com/gpu, operator: Exists}]\n',
    );
    expect(only(run(yaml), 'gpu/toleration-without-request')).toHaveLength(1);
    expect(only(run(yaml, { gpuResources: ['habana.ai/*'] }), 'gpu/toleration-without-request')).toEqual([]);
  });

  it('reports the reverse GPU case only when asked, honouring wildcard and effect-less tolerations', () => {
    const reverse = withParams('gpu/toleration-without-request', {
      tolerationWithoutRequest: false,
      requestWithoutToleration: true,
    });
    const gpuPod = (tolerations: string) =>
      pod('    - {name: train, image: "t:1", resources: {limits: {nvidia.com/gpu: 1}}}\n', tolerations);
    expect(only(run(gpuPod('')), 'gpu/toleration-without-request')).toEqual([]);
    expect(only(run(gpuPod(''), { set: reverse }), 'gpu/toleration-without-request').map((d) => d.message)).toEqual([
      'container "train" requests nvidia.com/gpu but the pod tolerates none of the GPU node taints (nvidia.com/gpu, amd.com/gpu): it stays Pending',
    ]);
    expect(run(gpuPod('  tolerations: [{operator: Exists}]\n'), { set: reverse })).toEqual([]);
    expect(run(gpuPod('  tolerations: [{key: nvidia.com/gpu, operator: Exists}]\n'), { set: reverse })).toEqual([]);
    expect(
      run(gpuPod('  tolerations: [{key: nvidia.com/gpu, operator: Exists, effect: NoExecute}]\n'), { set: reverse }),
    ).toHaveLength(1);
  });

  it('does not crash on odd shapes: null specs, non-object containers, empty lists', () => {
    const drafts = run(`apiVersion: apps/v1
kind: Deployment
metadata: {name: a}
spec: {template: null}
---
apiVersion: v1
kind: Pod
metadata: {name: b}
spec: {containers: [null, "x", {name: c, image: "c:1", resources: null, securityContext: null}], initContainers: {}}
`);
    expect(drafts.every((d) => d.fingerprintKey === 'c')).toBe(true);
  });
});

describe('what is deployed', () => {
  it('skips helm test hooks (never deployed by helm install or Argo CD) but not other hooks', () => {
    const hooked = (hook: string) => `apiVersion: v1
kind: Pod
metadata:
  name: checker
  annotations: {"helm.sh/hook": "${hook}"}
spec:
  containers: [{name: c, image: "service-checker"}]
`;
    expect(run(hooked('test'))).toEqual([]);
    expect(run(hooked('test-success, test-failure'))).toEqual([]);
    expect(only(run(hooked('pre-install,test')), 'image/mutable-tag')).toHaveLength(1);
    expect(only(run(hooked('post-upgrade')), 'image/mutable-tag')).toHaveLength(1);
  });

  it('checks a helm test hook that also carries an Argo CD hook annotation (gitops-engine: Argo CD deploys it)', () => {
    const pod = (argo: string) => `apiVersion: v1
kind: Pod
metadata:
  name: checker
  annotations: {"helm.sh/hook": "test", "argocd.argoproj.io/hook": "${argo}"}
spec:
  containers: [{name: c, image: "service-checker", securityContext: {privileged: true}}]
`;
    expect(only(run(pod('Sync')), 'image/mutable-tag')).toHaveLength(1);
    expect(only(run(pod('Sync')), 'security/privileged')).toHaveLength(1);
    expect(run(pod(''))).toEqual([]);
  });
});
