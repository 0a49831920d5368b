/** A Rollout-based inference app with its platform's safety nets, and pull requests that break or tighten them. */
const DIGEST = '@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const RESOURCES = 'resources: {requests: {cpu: 100m, memory: 128Mi}, limits: {memory: 256Mi}}';

const crd = (group: string, kind: string, status: boolean) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: ${kind.toLowerCase()}s.${group}}
spec:
  group: ${group}
  names: {kind: ${kind}, plural: ${kind.toLowerCase()}s, singular: ${kind.toLowerCase()}}
  scope: Namespaced
  versions:
    - name: v1${group === 'argoproj.io' ? 'alpha1' : ''}
      served: true
      storage: true
      schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
${status ? '      subresources: {status: {}}\n' : ''}`;

export const MODEL_HEALTH = `local hs = {status = "Progressing", message = "Waiting for the model server"}
if obj.status == nil or obj.status.observedGeneration == nil then return hs end
if obj.status.observedGeneration < obj.metadata.generation then
  hs.message = "Generation " .. obj.metadata.generation .. " not observed yet"
  return hs
end
for _, c in ipairs(obj.status.conditions or {}) do
  if c.type == "Ready" and c.status == "True" then
    hs.status = "Healthy"
    hs.message = "Serving revision " .. obj.status.observedGeneration
  end
end
return hs`;

/** The PR's version: no generation comparison, and it indexes conditions without a guard. */
export const MODEL_HEALTH_BROKEN = `local hs = {status = "Progressing", message = "Waiting for the model server"}
for _, c in ipairs(obj.status.conditions) do
  if c.type == "Ready" and c.status == "True" then
    hs.status = "Healthy"
    hs.message = "Serving revision " .. (obj.status.observedGeneration or obj.metadata.generation)
  end
end
return hs`;

export const argocdCm = (script: string) => `apiVersion: v1
kind: ConfigMap
metadata: {name: argocd-cm, namespace: argocd, labels: {app.kubernetes.io/part-of: argocd}}
data:
  resource.customizations.health.serving.acme.dev_Model: |
${script
  .split('\n')
  .map((l) => `    ${l}`)
  .join('\n')}
`;

const model = (
  gen: number,
  observed: number | undefined,
  ready: boolean | undefined,
) => `apiVersion: serving.acme.dev/v1
kind: Model
metadata: {name: llm, namespace: infer, generation: ${gen}}
spec: {weights: s3://models/llm-7b}
${
  observed === undefined && ready === undefined
    ? ''
    : `status:
${observed === undefined ? '' : `  observedGeneration: ${observed}\n`}${ready === undefined ? '' : `  conditions:\n    - {type: Ready, status: "${ready ? 'True' : 'False'}"}\n`}`
}`;

export const HEALTH_TESTS = {
  'health/serving.acme.dev/Model/health_test.yaml': `tests:
  - healthStatus: {status: Healthy, message: "Serving revision 3"}
    inputPath: testdata/ready.yaml
  - healthStatus: {status: Progressing, message: "Generation 4 not observed yet"}
    inputPath: testdata/old-generation.yaml
  - healthStatus: {status: Progressing, message: "Waiting for the model server"}
    inputPath: testdata/no-status.yaml
`,
  'health/serving.acme.dev/Model/testdata/ready.yaml': model(3, 3, true),
  'health/serving.acme.dev/Model/testdata/old-generation.yaml': model(4, 3, true),
  'health/serving.acme.dev/Model/testdata/no-status.yaml': model(1, undefined, undefined),
};

/** The benign PR's new test case. */
export const NEW_HEALTH_TEST = {
  'health/serving.acme.dev/Model/health_test.yaml': `${HEALTH_TESTS['health/serving.acme.dev/Model/health_test.yaml']}  - healthStatus: {status: Progressing, message: "Waiting for the model server"}
    inputPath: testdata/not-ready.yaml
`,
  'health/serving.acme.dev/Model/testdata/not-ready.yaml': model(2, 2, false),
};

export const analysis = (metrics: string) => `apiVersion: argoproj.io/v1alpha1
kind: AnalysisTemplate
metadata: {name: infer-errors, namespace: infer}
spec:
  metrics:
${metrics}`;

const ERRORS =
  'sum(rate(http_requests_total{app="infer",code=~"5.."}[2m])) / sum(rate(http_requests_total{app="infer"}[2m]))';
export const errorRate = (
  threshold: string,
  opts: { orVector?: boolean; failure?: boolean } = {},
) => `    - name: error-rate
      interval: 1m
      count: 10
      failureLimit: 1
      successCondition: ${opts.failure === false ? `result[0] < ${threshold}` : `len(result) > 0 && result[0] < ${threshold}`}
${opts.failure === false ? '' : `      failureCondition: len(result) > 0 && result[0] >= ${threshold}\n`}      provider:
        prometheus: {address: "http://prometheus.monitoring:9090", query: '${ERRORS}${opts.orVector ? ' or vector(0)' : ''}'}
`;
export const CPU_ONE_MINUTE = `    - name: cpu
      interval: 1m
      count: 1
      successCondition: len(result) > 0 && result[0] < 0.9
      provider:
        prometheus: {address: "http://prometheus.monitoring:9090", query: 'sum(rate(container_cpu_usage_seconds_total{pod=~"infer-.*"}[1m]))'}
`;

export const rollout = (replicas: boolean) => `apiVersion: argoproj.io/v1alpha1
kind: Rollout
metadata: {name: infer, namespace: infer}
spec:
${replicas ? '  replicas: 3\n' : ''}  selector: {matchLabels: {app: infer}}
  template:
    metadata: {labels: {app: infer}}
    spec:
      containers:
        - name: infer
          image: ghcr.io/acme/infer:1.4.0${DIGEST}
          ${RESOURCES}
  strategy:
    canary:
      steps:
        - setWeight: 10
        - analysis: {templates: [{templateName: infer-errors}]}
        - setWeight: 50
`;

export const smokeJob = (broken: boolean) => `apiVersion: batch/v1
kind: Job
metadata:
  name: infer-smoke
  namespace: infer
  annotations:
    argocd.argoproj.io/hook: PostSync
    argocd.argoproj.io/hook-delete-policy: ${broken ? 'HookSucceeded' : 'BeforeHookCreation'}
spec:
  backoffLimit: ${broken ? 3 : 0}
${broken ? '' : '  activeDeadlineSeconds: 300\n'}  template:
    spec:
      restartPolicy: Never
      containers:
        - name: smoke
          image: ghcr.io/acme/infer-smoke:${broken ? 'latest' : `1.0.0${DIGEST}`}
          ${RESOURCES}
`;

export const modelCr = (ignored: boolean) => `apiVersion: serving.acme.dev/v1
kind: Model
metadata:
  name: llm
  namespace: infer
${ignored ? '  annotations: {argocd.argoproj.io/ignore-healthcheck: "true"}\n' : ''}spec: {weights: s3://models/llm-7b}
`;

const HPA = `apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: infer, namespace: infer}
spec:
  scaleTargetRef: {apiVersion: argoproj.io/v1alpha1, kind: Rollout, name: infer}
  minReplicas: 3
  maxReplicas: 12
  metrics: [{type: Resource, resource: {name: cpu, target: {type: Utilization, averageUtilization: 70}}}]
`;

export const REDIS = {
  'crds/redis.yaml': crd('cache.acme.dev', 'Redis', true),
  'apps/infer/redis.yaml':
    'apiVersion: cache.acme.dev/v1\nkind: Redis\nmetadata: {name: kv, namespace: infer}\nspec: {size: 1}\n',
};

export function baseFiles(): Record<string, string> {
  return {
    '.deploy-gate.yaml': `version: 1
kubernetesVersion: "1.31"
schemas: {crds: [crds]}
argocd: {healthTests: [health]}
targets:
  - {app: infer, environment: prod, manifests: apps/infer}
  - {app: argocd, environment: prod, manifests: platform/argocd}
`,
    'crds/rollouts.yaml': [crd('argoproj.io', 'Rollout', true), crd('argoproj.io', 'AnalysisTemplate', false)].join(
      '---\n',
    ),
    'crds/model.yaml': crd('serving.acme.dev', 'Model', true),
    'platform/argocd/argocd-cm.yaml': argocdCm(MODEL_HEALTH),
    ...HEALTH_TESTS,
    'apps/infer/rollout.yaml': rollout(false),
    'apps/infer/analysis.yaml': analysis(errorRate('0.01')),
    'apps/infer/smoke.yaml': smokeJob(false),
    'apps/infer/hpa.yaml': HPA,
    'apps/infer/model.yaml': modelCr(false),
  };
}
