// The fault corpus of issue 30: objects the Kubernetes API server rejects although the published
// OpenAPI documents accept them, each citing the Go function (kubernetes/kubernetes pkg/apis/...,
// or apimachinery) that rejects it; controls that look wrong but are accepted; and updates the API
// server refuses. `node scripts/gen-apiserver-faults.mjs` writes them to test/fixtures/apiserver-faults.

const C = 'core/validation/validation.go';
const A = 'apps/validation/validation.go';
const B = 'batch/validation/validation.go';
const N = 'networking/validation/validation.go';
const P = 'policy/validation/validation.go';
const R = 'rbac/validation/validation.go';
const H = 'autoscaling/validation/validation.go';
const M = 'apimachinery/pkg/util/validation/validation.go';
const Q = 'apimachinery/pkg/api/resource/quantity.go';

/** A 10,000-character annotation value, written once in the fixture and repeated by YAML alias. */
export const BLOB = 'x'.repeat(10000);

const container = (over = {}) => ({ name: 'app', image: 'nginx:1.27', ...over });

/** A Deployment `name` with `spec`, pod spec and first container overrides. */
export function deployment(name, { spec = {}, pod = {}, main = {}, labels = { app: name } } = {}) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, namespace: 'faults' },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: name } },
      ...spec,
      template: { metadata: { labels }, spec: { containers: [container(main)], ...pod } },
    },
  };
}

const workload = (kind, apiVersion, name, spec = {}, pod = {}) => ({
  apiVersion,
  kind,
  metadata: { name, namespace: 'faults' },
  spec: {
    selector: { matchLabels: { app: name } },
    ...(kind === 'StatefulSet' ? { serviceName: name } : {}),
    ...spec,
    template: { metadata: { labels: { app: name } }, spec: { containers: [container()], ...pod } },
  },
});

const job = (name, spec = {}, pod = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name, namespace: 'faults' },
  spec: { ...spec, template: { spec: { restartPolicy: 'Never', containers: [container()], ...pod } } },
});

export const cronJob = (name, spec = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name, namespace: 'faults' },
  spec: {
    schedule: '*/5 * * * *',
    ...spec,
    jobTemplate: { spec: { template: { spec: { restartPolicy: 'OnFailure', containers: [container()] } } } },
  },
});

const service = (name, spec = {}) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name, namespace: 'faults' },
  spec: { selector: { app: name }, ports: [{ port: 80, targetPort: 8080 }], ...spec },
});

const simple = (apiVersion, kind, name, body = {}, namespaced = true) => ({
  apiVersion,
  kind,
  metadata: { name, ...(namespaced ? { namespace: 'faults' } : {}) },
  ...body,
});

const pvc = (name, spec = {}) =>
  simple('v1', 'PersistentVolumeClaim', name, {
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } }, ...spec },
  });

const rbacRef = (kind, name) => ({ apiGroup: 'rbac.authorization.k8s.io', kind, name });
const sa = { kind: 'ServiceAccount', name: 'app', namespace: 'faults' };
const binding = (name, roleRef, subjects = [sa], kind = 'RoleBinding') =>
  simple('rbac.authorization.k8s.io/v1', kind, name, { roleRef, subjects }, kind === 'RoleBinding');
const ingress = (name, path) =>
  simple('networking.k8s.io/v1', 'Ingress', name, {
    spec: { rules: [{ host: 'shop.example.com', http: { paths: [path] } }] },
  });
const backend = { service: { name: 'web', port: { number: 80 } } };
const hpa = (name, spec) =>
  simple('autoscaling/v2', 'HorizontalPodAutoscaler', name, {
    spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, ...spec },
  });
const pdb = (name, spec) =>
  simple('policy/v1', 'PodDisruptionBudget', name, { spec: { selector: { matchLabels: { app: 'web' } }, ...spec } });
const b64 = (s) => Buffer.from(s).toString('base64');
const mount = (name, mountPath, extra = {}) => ({ name, mountPath, ...extra });
const vol = (name, source = { emptyDir: {} }) => ({ name, ...source });

/** [id, cite, text the finding must contain, object]: each rejected on create by Kubernetes 1.31. */
export const CREATE = [
  // Quantities
  [
    'quantity-memory-mib',
    `${Q} ParseQuantity`,
    'quantities must match',
    deployment('q1', { main: { resources: { limits: { memory: '256MiB' } } } }),
  ],
  [
    'quantity-cpu-two-dots',
    `${Q} ParseQuantity`,
    'quantities must match',
    deployment('q2', { main: { resources: { requests: { cpu: '1.5.0' } } } }),
  ],
  [
    'quantity-negative',
    `${C} ValidateResourceRequirements`,
    'must be greater than or equal to 0',
    deployment('q3', { main: { resources: { requests: { memory: '-1Gi' } } } }),
  ],
  [
    'quantity-request-over-limit',
    `${C} ValidateResourceRequirements`,
    'must be less than or equal to cpu limit',
    deployment('q4', { main: { resources: { requests: { cpu: '2' }, limits: { cpu: '1' } } } }),
  ],
  [
    'quantity-extended-fraction',
    `${C} ValidateResourceRequirements`,
    'must be an integer',
    deployment('q5', {
      main: { resources: { limits: { 'nvidia.com/gpu': '0.5' }, requests: { 'nvidia.com/gpu': '0.5' } } },
    }),
  ],
  [
    'quantity-extended-unequal',
    `${C} ValidateResourceRequirements`,
    'must be equal to nvidia.com/gpu limit',
    deployment('q6', { main: { resources: { limits: { 'nvidia.com/gpu': 2 }, requests: { 'nvidia.com/gpu': 1 } } } }),
  ],
  [
    'quantity-extended-no-limit',
    `${C} ValidateResourceRequirements`,
    'Limit must be set for non overcommitable resources',
    deployment('q7', { main: { resources: { requests: { 'example.com/dongle': 1 } } } }),
  ],
  [
    'quantity-unqualified-resource',
    `${C} validateContainerResourceName`,
    'must be a standard resource for containers',
    deployment('q8', { main: { resources: { limits: { gpu: 1 } } } }),
  ],
  [
    'quantity-emptydir-size',
    `${C} validateEmptyDirVolumeSource`,
    'quantities must match',
    deployment('q9', { pod: { volumes: [vol('cache', { emptyDir: { sizeLimit: '1 Gi' } })] } }),
  ],
  [
    'quantity-pvc-storage',
    `${C} ValidatePersistentVolumeClaimSpec`,
    'quantities must match',
    pvc('q10', { resources: { requests: { storage: '10GiB' } } }),
  ],
  // Enumerations the OpenAPI documents leave open
  [
    'enum-container-port-protocol',
    `${C} validateContainerPorts`,
    'Unsupported value: "tcp"',
    deployment('e1', { main: { ports: [{ containerPort: 80, protocol: 'tcp' }] } }),
  ],
  [
    'enum-service-port-protocol',
    `${C} validateServicePort`,
    'Unsupported value: "HTTP"',
    service('e2', { ports: [{ port: 80, protocol: 'HTTP' }] }),
  ],
  [
    'enum-image-pull-policy',
    `${C} validatePullPolicy`,
    'Unsupported value: "always"',
    deployment('e3', { main: { imagePullPolicy: 'always' } }),
  ],
  [
    'enum-restart-policy-deployment',
    `${C} validateRestartPolicy`,
    'supported values: "Always"',
    deployment('e4', { pod: { restartPolicy: 'Never' } }),
  ],
  [
    'enum-restart-policy-job',
    `${B} validateJobSpec`,
    'Unsupported value: "Always"',
    job('e5', {}, { restartPolicy: 'Always' }),
  ],
  [
    'enum-restart-policy-init',
    `${C} validateInitContainers`,
    'supported values: "Always"',
    deployment('e6', { pod: { initContainers: [container({ name: 'proxy', restartPolicy: 'OnFailure' })] } }),
  ],
  [
    'enum-restart-policy-container',
    `${C} validateContainers`,
    'may not be set for non-init containers',
    deployment('e7', { main: { restartPolicy: 'Always' } }),
  ],
  [
    'enum-dns-policy',
    `${C} validateDNSPolicy`,
    'Unsupported value: "ClusterFirstWithHostNetwork"',
    deployment('e8', { pod: { dnsPolicy: 'ClusterFirstWithHostNetwork' } }),
  ],
  ['enum-service-type', `${C} ValidateService`, 'Unsupported value: "Nodeport"', service('e9', { type: 'Nodeport' })],
  [
    'enum-termination-message-policy',
    `${C} validateContainerCommon`,
    'Unsupported value: "FallbackToLogs"',
    deployment('e10', { main: { terminationMessagePolicy: 'FallbackToLogs' } }),
  ],
  [
    'enum-pod-management-policy',
    `${A} ValidateStatefulSetSpec`,
    'Unsupported value: "parallel"',
    workload('StatefulSet', 'apps/v1', 'e11', { podManagementPolicy: 'parallel' }),
  ],
  [
    'enum-concurrency-policy',
    `${B} validateCronJobSpec`,
    'Unsupported value: "forbid"',
    cronJob('e12', { concurrencyPolicy: 'forbid' }),
  ],
  [
    'enum-completion-mode',
    `${B} validateJobSpec`,
    'Unsupported value: "indexed"',
    job('e13', { completionMode: 'indexed', completions: 2 }),
  ],
  [
    'enum-ingress-path-type',
    `${N} validateHTTPIngressPath`,
    'Unsupported value: "prefix"',
    ingress('e14', { path: '/', pathType: 'prefix', backend }),
  ],
  [
    'enum-pv-access-mode',
    `${C} ValidatePersistentVolumeSpec`,
    'Unsupported value: "ReadWriteOnly"',
    simple(
      'v1',
      'PersistentVolume',
      'e15',
      { spec: { accessModes: ['ReadWriteOnly'], capacity: { storage: '1Gi' }, hostPath: { path: '/data' } } },
      false,
    ),
  ],
  [
    'enum-pvc-access-mode',
    `${C} ValidatePersistentVolumeClaimSpec`,
    'Unsupported value: "RWO"',
    pvc('e16', { accessModes: ['RWO'] }),
  ],
  [
    'enum-host-path-type',
    `${C} validateHostPathType`,
    'Unsupported value: "Dir"',
    deployment('e17', { pod: { volumes: [vol('host', { hostPath: { path: '/var/log', type: 'Dir' } })] } }),
  ],
  [
    'enum-role-ref-kind',
    `${R} ValidateRoleBinding`,
    'Unsupported value: "Roles"',
    binding('e18', rbacRef('Roles', 'reader')),
  ],
  [
    'enum-cluster-role-binding-ref-kind',
    `${R} ValidateClusterRoleBinding`,
    'supported values: "ClusterRole"',
    binding('e19', rbacRef('Role', 'reader'), [sa], 'ClusterRoleBinding'),
  ],
  [
    'enum-deployment-strategy-type',
    `${A} ValidateDeploymentStrategy`,
    'Unsupported value: "Rolling"',
    deployment('e20', { spec: { strategy: { type: 'Rolling' } } }),
  ],
  [
    'enum-session-affinity',
    `${C} ValidateService`,
    'Unsupported value: "Client"',
    service('e21', { sessionAffinity: 'Client' }),
  ],
  [
    'enum-external-traffic-policy',
    `${C} ValidateService`,
    'Unsupported value: "local"',
    service('e22', { type: 'NodePort', externalTrafficPolicy: 'local' }),
  ],
  [
    'enum-toleration-effect',
    `${C} ValidateTolerations`,
    'Unsupported value: "NoScheduled"',
    deployment('e23', { pod: { tolerations: [{ key: 'dedicated', operator: 'Exists', effect: 'NoScheduled' }] } }),
  ],
  [
    'enum-subject-kind',
    `${R} ValidateRoleBindingSubject`,
    'Unsupported value: "Serviceaccount"',
    binding('e24', rbacRef('Role', 'reader'), [{ kind: 'Serviceaccount', name: 'app' }]),
  ],
  // Names
  ['name-deployment-upper-case', `${M} IsDNS1123Subdomain`, 'RFC 1123 subdomain', deployment('Web')],
  ['name-service-leading-digit', `${C} ValidateServiceName`, 'DNS-1035 label', service('1web')],
  ['name-service-dot', `${C} ValidateServiceName`, 'DNS-1035 label', service('web.v2')],
  [
    'name-namespace-dot',
    `${C} ValidateNamespaceName`,
    'RFC 1123 label',
    simple('v1', 'Namespace', 'team.a', {}, false),
  ],
  [
    'name-metadata-namespace',
    'apimachinery/pkg/api/validation/objectmeta.go ValidateObjectMeta',
    'RFC 1123 label',
    { ...simple('v1', 'ConfigMap', 'n5', { data: { a: 'b' } }), metadata: { name: 'n5', namespace: 'Prod' } },
  ],
  [
    'name-container-underscore',
    `${C} validateContainerCommon`,
    'RFC 1123 label',
    deployment('n6', { main: { name: 'my_app' } }),
  ],
  [
    'name-volume-upper-case',
    `${C} ValidateVolumes`,
    'RFC 1123 label',
    deployment('n7', { pod: { volumes: [vol('Data')] } }),
  ],
  [
    'name-port-16-characters',
    `${M} IsValidPortName`,
    'must be no more than 15 characters',
    deployment('n8', { main: { ports: [{ name: 'metrics-exporter', containerPort: 9100 }] } }),
  ],
  [
    'name-port-upper-case',
    `${M} IsValidPortName`,
    'must contain only alpha-numeric characters',
    deployment('n9', { main: { ports: [{ name: 'HTTP', containerPort: 80 }] } }),
  ],
  [
    'name-port-digits-only',
    `${M} IsValidPortName`,
    'must contain at least one letter',
    deployment('n10', { main: { ports: [{ name: '8080', containerPort: 8080 }] } }),
  ],
  [
    'name-port-double-hyphen',
    `${M} IsValidPortName`,
    'must not contain consecutive hyphens',
    deployment('n11', { main: { ports: [{ name: 'http--alt', containerPort: 8080 }] } }),
  ],
  [
    'name-service-account',
    `${C} ValidatePodSpec`,
    'RFC 1123 subdomain',
    deployment('n12', { pod: { serviceAccountName: 'My_SA' } }),
  ],
  [
    'name-cronjob-53-characters',
    `${B} ValidateCronJobCreate`,
    'must be no more than 52 characters',
    cronJob('nightly-report-generator-for-the-finance-department-x'),
  ],
  [
    'name-role-binding-slash',
    `${R} ValidateRBACName`,
    "may not contain '/'",
    binding('team/readers', rbacRef('Role', 'reader')),
  ],
  [
    'name-service-port',
    `${C} validateServicePort`,
    'RFC 1123 label',
    service('n15', { ports: [{ name: 'HTTP', port: 80 }] }),
  ],
  [
    'name-configmap-underscore',
    `${M} IsDNS1123Subdomain`,
    'RFC 1123 subdomain',
    simple('v1', 'ConfigMap', 'app_config', { data: { a: 'b' } }),
  ],
  // Ports
  [
    'port-container-zero',
    `${C} validateContainerPorts`,
    'must be between 1 and 65535',
    deployment('p1', { main: { ports: [{ containerPort: 0 }] } }),
  ],
  [
    'port-container-too-big',
    `${C} validateContainerPorts`,
    'must be between 1 and 65535',
    deployment('p2', { main: { ports: [{ containerPort: 70000 }] } }),
  ],
  [
    'port-service-duplicate',
    `${C} ValidateService`,
    'Duplicate value: {"port": 80, "protocol": "TCP"}',
    service('p3', {
      ports: [
        { name: 'a', port: 80 },
        { name: 'b', port: 80, targetPort: 81 },
      ],
    }),
  ],
  [
    'port-service-unnamed-multi',
    `${C} validateServicePort`,
    'Required value',
    service('p4', { ports: [{ port: 80 }, { port: 443 }] }),
  ],
  [
    'port-node-port-on-cluster-ip',
    `${C} ValidateService`,
    "may not be used when `type` is 'ClusterIP'",
    service('p5', { ports: [{ port: 80, nodePort: 30080 }] }),
  ],
  [
    'port-host-network-mismatch',
    `${C} validateHostNetwork`,
    'must match `containerPort` when `hostNetwork` is true',
    deployment('p6', { pod: { hostNetwork: true }, main: { ports: [{ containerPort: 8080, hostPort: 9090 }] } }),
  ],
  [
    'port-duplicate-container-port-name',
    `${C} validateContainerPorts`,
    'Duplicate value: "http"',
    deployment('p7', {
      main: {
        ports: [
          { name: 'http', containerPort: 80 },
          { name: 'http', containerPort: 8080 },
        ],
      },
    }),
  ],
  [
    'port-probe-port-name-long',
    `${C} validateProbe`,
    'must be no more than 15 characters',
    deployment('p8', { main: { readinessProbe: { httpGet: { path: '/', port: 'health-check-port' } } } }),
  ],
  [
    'port-service-port-zero',
    `${C} validateServicePort`,
    'must be between 1 and 65535',
    service('p9', { ports: [{ port: 0 }] }),
  ],
  // Labels and annotations
  [
    'label-value-64-characters',
    `${M} IsValidLabelValue`,
    'must be no more than 63 characters',
    { ...deployment('l1'), metadata: { name: 'l1', namespace: 'faults', labels: { release: 'a'.repeat(64) } } },
  ],
  [
    'label-value-space',
    `${M} IsValidLabelValue`,
    'a valid label must be an empty string',
    { ...deployment('l2'), metadata: { name: 'l2', namespace: 'faults', labels: { team: 'web team' } } },
  ],
  [
    'label-key-prefix-upper-case',
    `${M} IsQualifiedName`,
    'prefix part',
    { ...deployment('l3'), metadata: { name: 'l3', namespace: 'faults', labels: { 'Example.com/app': 'web' } } },
  ],
  [
    'annotation-key-space',
    'apimachinery/pkg/api/validation/objectmeta.go ValidateAnnotations',
    'name part must consist of alphanumeric characters',
    { ...deployment('l4'), metadata: { name: 'l4', namespace: 'faults', annotations: { 'owner team': 'web' } } },
  ],
  [
    'annotation-total-size',
    'apimachinery/pkg/api/validation/objectmeta.go ValidateAnnotationsSize',
    'may not be more than 262144 bytes',
    {
      ...deployment('l5'),
      metadata: {
        name: 'l5',
        namespace: 'faults',
        annotations: Object.fromEntries(Array.from({ length: 27 }, (_, i) => [`example.com/blob-${i}`, BLOB])),
      },
    },
  ],
  [
    'label-template-value',
    `${M} IsValidLabelValue`,
    'must start and end with an alphanumeric character',
    deployment('l6', { labels: { app: 'l6', track: '-canary' } }),
  ],
  [
    'label-node-selector-key',
    `${M} IsQualifiedName`,
    'name part must consist',
    deployment('l7', { pod: { nodeSelector: { 'disk type': 'ssd' } } }),
  ],
  // Containers and volumes
  [
    'container-duplicate-name',
    `${C} validateContainers`,
    'Duplicate value: "app"',
    deployment('c1', { pod: { containers: [container(), container({ image: 'busybox:1.36' })] } }),
  ],
  [
    'container-init-name-clash',
    `${C} validateInitContainers`,
    'Duplicate value: "app"',
    deployment('c2', { pod: { initContainers: [container({ image: 'busybox:1.36' })] } }),
  ],
  [
    'volume-mount-undefined',
    `${C} ValidateVolumeMounts`,
    'Not found: "data"',
    deployment('c3', { main: { volumeMounts: [mount('data', '/data')] } }),
  ],
  [
    'volume-duplicate-name',
    `${C} ValidateVolumes`,
    'Duplicate value: "data"',
    deployment('c4', { pod: { volumes: [vol('data'), vol('data')] } }),
  ],
  [
    'volume-two-sources',
    `${C} validateVolumeSource`,
    'may not specify more than 1 volume type',
    deployment('c5', { pod: { volumes: [vol('data', { emptyDir: {}, configMap: { name: 'cfg' } })] } }),
  ],
  [
    'volume-no-source',
    `${C} validateVolumeSource`,
    'must specify a volume type',
    deployment('c6', { pod: { volumes: [{ name: 'data' }] } }),
  ],
  [
    'volume-mount-duplicate-path',
    `${C} ValidateVolumeMounts`,
    'must be unique',
    deployment('c7', {
      pod: { volumes: [vol('a'), vol('b')] },
      main: { volumeMounts: [mount('a', '/data'), mount('b', '/data')] },
    }),
  ],
  [
    'volume-subpath-absolute',
    `${C} validateLocalDescendingPath`,
    'must be a relative path',
    deployment('c8', {
      pod: { volumes: [vol('a')] },
      main: { volumeMounts: [mount('a', '/data', { subPath: '/etc' })] },
    }),
  ],
  [
    'volume-subpath-dot-dot',
    `${C} validateLocalDescendingPath`,
    "must not contain '..'",
    deployment('c9', {
      pod: { volumes: [vol('a')] },
      main: { volumeMounts: [mount('a', '/data', { subPath: '../secrets' })] },
    }),
  ],
  [
    'volume-item-path-dot-dot',
    `${C} validateKeyToPath`,
    "must not contain '..'",
    deployment('c10', {
      pod: { volumes: [vol('cfg', { configMap: { name: 'cfg', items: [{ key: 'a', path: '../a' }] } })] },
    }),
  ],
  [
    'volume-default-mode',
    `${C} validateConfigMapVolumeSource`,
    'must be a number between 0 and 0777',
    deployment('c11', { pod: { volumes: [vol('cfg', { secret: { secretName: 'cfg', defaultMode: 1000 } })] } }),
  ],
  // Environment
  [
    'env-name-leading-digit',
    `${C} ValidateEnv (RelaxedEnvironmentVariableValidation off before 1.32)`,
    'a valid environment variable name',
    deployment('v1', { main: { env: [{ name: '1VAR', value: 'x' }] } }),
  ],
  [
    'env-name-equals',
    `${C} ValidateEnv`,
    'a valid environment variable name',
    deployment('v2', { main: { env: [{ name: 'A=B', value: 'x' }] } }),
  ],
  [
    'env-value-and-value-from',
    `${C} validateEnvVarValueFrom`,
    'may not be specified when `value` is not empty',
    deployment('v3', {
      main: { env: [{ name: 'POD', value: 'x', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }] },
    }),
  ],
  [
    'env-value-from-two-sources',
    `${C} validateEnvVarValueFrom`,
    'may not have more than one field specified at a time',
    deployment('v4', {
      main: {
        env: [
          {
            name: 'POD',
            valueFrom: { fieldRef: { fieldPath: 'metadata.name' }, secretKeyRef: { name: 's', key: 'k' } },
          },
        ],
      },
    }),
  ],
  // Probes
  [
    'probe-no-handler',
    `${C} validateProbe`,
    'must specify a handler type',
    deployment('r1', { main: { livenessProbe: { periodSeconds: 10 } } }),
  ],
  [
    'probe-two-handlers',
    `${C} validateProbe`,
    'may not specify more than 1 handler type',
    deployment('r2', { main: { livenessProbe: { exec: { command: ['true'] }, httpGet: { path: '/', port: 80 } } } }),
  ],
  [
    'probe-liveness-success-threshold',
    `${C} validateLivenessProbe`,
    'must be 1',
    deployment('r3', { main: { livenessProbe: { tcpSocket: { port: 80 }, successThreshold: 2 } } }),
  ],
  [
    'probe-startup-success-threshold',
    `${C} validateStartupProbe`,
    'must be 1',
    deployment('r4', { main: { startupProbe: { tcpSocket: { port: 80 }, successThreshold: 3 } } }),
  ],
  [
    'probe-on-init-container',
    `${C} validateInitContainers`,
    'may not be set for init containers without restartPolicy=Always',
    deployment('r5', {
      pod: { initContainers: [container({ name: 'setup', readinessProbe: { tcpSocket: { port: 80 } } })] },
    }),
  ],
  [
    'probe-negative-period',
    `${C} validateProbe`,
    'must be greater than or equal to 0',
    deployment('r6', { main: { readinessProbe: { tcpSocket: { port: 80 }, periodSeconds: -5 } } }),
  ],
  [
    'probe-http-scheme',
    `${C} validateHTTPGetAction`,
    'Unsupported value: "http"',
    deployment('r7', { main: { readinessProbe: { httpGet: { path: '/', port: 80, scheme: 'http' } } } }),
  ],
  // Workloads
  [
    'workload-deployment-selector-mismatch',
    `${A} ValidateDeploymentSpec`,
    '`selector` does not match template `labels`',
    deployment('w1', { labels: { app: 'other' } }),
  ],
  [
    'workload-statefulset-selector-mismatch',
    `${A} ValidateStatefulSetSpec`,
    '`selector` does not match template `labels`',
    {
      ...workload('StatefulSet', 'apps/v1', 'w2'),
      spec: { ...workload('StatefulSet', 'apps/v1', 'w2').spec, selector: { matchLabels: { app: 'x' } } },
    },
  ],
  [
    'workload-daemonset-selector-mismatch',
    `${A} ValidateDaemonSetSpec`,
    '`selector` does not match template `labels`',
    {
      ...workload('DaemonSet', 'apps/v1', 'w3'),
      spec: { ...workload('DaemonSet', 'apps/v1', 'w3').spec, selector: { matchLabels: { app: 'x' } } },
    },
  ],
  [
    'workload-replicaset-selector-mismatch',
    `${A} ValidateReplicaSetSpec`,
    '`selector` does not match template `labels`',
    {
      ...workload('ReplicaSet', 'apps/v1', 'w4'),
      spec: { ...workload('ReplicaSet', 'apps/v1', 'w4').spec, selector: { matchLabels: { app: 'x' } } },
    },
  ],
  [
    'workload-empty-selector',
    `${A} ValidateDeploymentSpec`,
    'empty selector is invalid',
    deployment('w5', { spec: { selector: {} } }),
  ],
  [
    'workload-negative-replicas',
    `${A} ValidateDeploymentSpec`,
    'must be greater than or equal to 0',
    deployment('w6', { spec: { replicas: -1 } }),
  ],
  [
    'workload-recreate-with-rolling-update',
    `${A} ValidateDeploymentStrategy`,
    "may not be specified when strategy `type` is 'Recreate'",
    deployment('w7', { spec: { strategy: { type: 'Recreate', rollingUpdate: { maxSurge: 1 } } } }),
  ],
  [
    'workload-surge-and-unavailable-zero',
    `${A} ValidateRollingUpdateDeployment`,
    'may not be 0 when `maxSurge` is 0',
    deployment('w8', { spec: { strategy: { rollingUpdate: { maxSurge: 0, maxUnavailable: 0 } } } }),
  ],
  [
    'workload-percent-over-100',
    `${A} ValidateRollingUpdateDeployment`,
    'must not be greater than 100%',
    deployment('w9', { spec: { strategy: { rollingUpdate: { maxUnavailable: '150%' } } } }),
  ],
  [
    'workload-percent-syntax',
    `${A} ValidateRollingUpdateDeployment`,
    'a valid percent string',
    deployment('w10', { spec: { strategy: { rollingUpdate: { maxSurge: '25 %' } } } }),
  ],
  [
    'workload-progress-deadline',
    `${A} ValidateDeploymentSpec`,
    'must be greater than minReadySeconds',
    deployment('w11', { spec: { minReadySeconds: 30, progressDeadlineSeconds: 10 } }),
  ],
  [
    'workload-selector-operator',
    `${M} ValidateLabelSelector`,
    'Unsupported value: "in"',
    deployment('w12', {
      spec: {
        selector: { matchLabels: { app: 'w12' }, matchExpressions: [{ key: 'tier', operator: 'in', values: ['web'] }] },
      },
    }),
  ],
  [
    'workload-daemonset-unavailable-zero',
    `${A} ValidateRollingUpdateDaemonSet`,
    'may not be 0 when `maxSurge` is 0',
    workload('DaemonSet', 'apps/v1', 'w13', {
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0 } },
    }),
  ],
  [
    'workload-statefulset-on-delete-rolling',
    `${A} ValidateStatefulSetSpec`,
    "only allowed for updateStrategy 'RollingUpdate'",
    workload('StatefulSet', 'apps/v1', 'w14', {
      updateStrategy: { type: 'OnDelete', rollingUpdate: { partition: 1 } },
    }),
  ],
  [
    'workload-job-manual-selector',
    `${B} validateJobSpec`,
    '`selector` does not match template `labels`',
    {
      ...job('w15'),
      spec: {
        manualSelector: true,
        selector: { matchLabels: { app: 'batch-a' } },
        template: {
          metadata: { labels: { app: 'batch-b' } },
          spec: { restartPolicy: 'Never', containers: [container()] },
        },
      },
    },
  ],
  // CronJob
  [
    'cronjob-six-fields',
    `${B} validateScheduleFormat`,
    'expected exactly 5 fields',
    cronJob('cj1', { schedule: '0 */5 * * * *' }),
  ],
  [
    'cronjob-minute-out-of-range',
    `${B} validateScheduleFormat`,
    'above maximum',
    cronJob('cj2', { schedule: '61 * * * *' }),
  ],
  [
    'cronjob-cron-tz',
    `${B} validateScheduleFormat`,
    'cannot use TZ or CRON_TZ in schedule',
    cronJob('cj3', { schedule: 'CRON_TZ=UTC 0 * * * *' }),
  ],
  ['cronjob-time-zone', `${B} validateTimeZone`, 'unknown time zone', cronJob('cj4', { timeZone: 'Europe/Berlinn' })],
  [
    'cronjob-descriptor',
    `${B} validateScheduleFormat`,
    'unrecognized descriptor',
    cronJob('cj5', { schedule: '@fortnightly' }),
  ],
  // Job
  [
    'job-indexed-without-completions',
    `${B} validateJobSpec`,
    'when completion mode is Indexed',
    job('j1', { completionMode: 'Indexed', parallelism: 2 }),
  ],
  [
    'job-backoff-limit-per-index-non-indexed',
    `${B} validateJobSpec`,
    'requires indexed completion mode',
    job('j2', { backoffLimitPerIndex: 1, completions: 2 }),
  ],
  [
    'job-pod-failure-policy-on-failure',
    `${B} validateJobSpec`,
    'only "Never" is supported when podFailurePolicy is specified',
    job(
      'j3',
      { podFailurePolicy: { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] } },
      { restartPolicy: 'OnFailure' },
    ),
  ],
  // HPA and PDB
  [
    'hpa-min-replicas-zero',
    `${H} validateHorizontalPodAutoscalerSpec`,
    'must be greater than or equal to 1',
    hpa('h1', { minReplicas: 0, maxReplicas: 3 }),
  ],
  [
    'hpa-max-below-min',
    `${H} validateHorizontalPodAutoscalerSpec`,
    'must be greater than or equal to `minReplicas`',
    hpa('h2', { minReplicas: 5, maxReplicas: 3 }),
  ],
  [
    'pdb-both-set',
    `${P} ValidatePodDisruptionBudgetSpec`,
    'minAvailable and maxUnavailable cannot be both set',
    pdb('h3', { minAvailable: 1, maxUnavailable: 1 }),
  ],
  [
    'pdb-percent-over-100',
    `${P} ValidatePodDisruptionBudgetSpec`,
    'must not be greater than 100%',
    pdb('h4', { minAvailable: '120%' }),
  ],
  // ConfigMap and Secret
  [
    'configmap-key-slash',
    `${C} ValidateConfigMap`,
    'a valid config key',
    simple('v1', 'ConfigMap', 'k1', { data: { 'conf/app.yaml': 'a: 1' } }),
  ],
  [
    'configmap-key-in-both',
    `${C} ValidateConfigMap`,
    'duplicate of key present in data',
    simple('v1', 'ConfigMap', 'k2', { data: { logo: 'x' }, binaryData: { logo: b64('x') } }),
  ],
  [
    'secret-tls-missing-key',
    `${C} ValidateSecret`,
    'tls.key',
    simple('v1', 'Secret', 'k3', { type: 'kubernetes.io/tls', data: { 'tls.crt': b64('cert') } }),
  ],
  [
    'secret-dockerconfigjson-not-json',
    `${C} ValidateSecret`,
    'invalid JSON',
    simple('v1', 'Secret', 'k4', {
      type: 'kubernetes.io/dockerconfigjson',
      data: { '.dockerconfigjson': b64('{"auths": {') },
    }),
  ],
  [
    'secret-key-space',
    `${C} ValidateSecret`,
    'a valid config key',
    simple('v1', 'Secret', 'k5', { stringData: { 'api key': 'x' } }),
  ],
  [
    'secret-basic-auth-empty',
    `${C} ValidateSecret`,
    'username or password',
    simple('v1', 'Secret', 'k6', { type: 'kubernetes.io/basic-auth', stringData: { user: 'x' } }),
  ],
  // Services
  [
    'service-external-name-missing',
    `${C} ValidateService`,
    'Required value',
    service('s1', { type: 'ExternalName', ports: [] }),
  ],
  [
    'service-headless-node-port',
    `${C} ValidateService`,
    "may not be set to 'None' for NodePort services",
    service('s2', { type: 'NodePort', clusterIP: 'None' }),
  ],
  // Tolerations and security context
  [
    'toleration-exists-with-value',
    `${C} ValidateTolerations`,
    "value must be empty when `operator` is 'Exists'",
    deployment('t1', {
      pod: { tolerations: [{ key: 'gpu', operator: 'Exists', value: 'true', effect: 'NoSchedule' }] },
    }),
  ],
  [
    'toleration-seconds-without-no-execute',
    `${C} ValidateTolerations`,
    "effect must be 'NoExecute' when `tolerationSeconds` is set",
    deployment('t2', {
      pod: { tolerations: [{ key: 'gpu', operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 30 }] },
    }),
  ],
  [
    'security-negative-run-as-user',
    `${C} ValidateSecurityContext`,
    'must be greater than or equal to 0',
    deployment('t3', { main: { securityContext: { runAsUser: -1 } } }),
  ],
  [
    'security-negative-fs-group',
    `${C} ValidatePodSecurityContext`,
    'must be greater than or equal to 0',
    deployment('t4', { pod: { securityContext: { fsGroup: -5 } } }),
  ],
  [
    'security-privileged-without-escalation',
    `${C} ValidateSecurityContext`,
    'cannot set `allowPrivilegeEscalation` to false and `privileged` to true',
    deployment('t5', { main: { securityContext: { privileged: true, allowPrivilegeEscalation: false } } }),
  ],
  [
    'dns-policy-none-without-config',
    `${C} validatePodDNSConfig`,
    'must provide `dnsConfig` when `dnsPolicy` is None',
    deployment('t6', { pod: { dnsPolicy: 'None' } }),
  ],
  // Networking and RBAC
  [
    'ingress-relative-path',
    `${N} validateHTTPIngressPath`,
    'must be an absolute path',
    ingress('i1', { path: 'api', pathType: 'Prefix', backend }),
  ],
  [
    'ingress-port-name-and-number',
    `${N} validateIngressBackend`,
    'cannot set both port name & port number',
    ingress('i2', {
      path: '/',
      pathType: 'Prefix',
      backend: { service: { name: 'web', port: { name: 'http', number: 80 } } },
    }),
  ],
  [
    'networkpolicy-end-port-below-port',
    `${N} ValidateNetworkPolicyPort`,
    'must be greater than or equal to `port`',
    simple('networking.k8s.io/v1', 'NetworkPolicy', 'i3', {
      spec: { podSelector: {}, egress: [{ ports: [{ port: 8000, endPort: 7000 }] }] },
    }),
  ],
  [
    'role-rule-without-api-groups',
    `${R} ValidatePolicyRule`,
    'resource rules must supply at least one api group',
    simple('rbac.authorization.k8s.io/v1', 'Role', 'i4', { rules: [{ resources: ['pods'], verbs: ['get'] }] }),
  ],
  [
    'cluster-role-binding-sa-without-namespace',
    `${R} ValidateRoleBindingSubject`,
    'Required value',
    binding('i5', rbacRef('ClusterRole', 'view'), [{ kind: 'ServiceAccount', name: 'app' }], 'ClusterRoleBinding'),
  ],
  [
    'role-non-resource-urls',
    `${R} ValidatePolicyRule`,
    'namespaced rules cannot apply to non-resource URLs',
    simple('rbac.authorization.k8s.io/v1', 'Role', 'i6', {
      rules: [{ nonResourceURLs: ['/healthz'], verbs: ['get'] }],
    }),
  ],
];

/** [id, why it looks wrong, object, kubernetesVersion]: accepted by the API server. */
export const CONTROLS = [
  [
    'quantity-binary-fraction',
    '1.5Gi has a fraction and a binary suffix',
    deployment('ok1', {
      main: { resources: { limits: { memory: '1.5Gi', cpu: '250m' }, requests: { memory: '1Gi', cpu: '100m' } } },
    }),
  ],
  [
    'quantity-plain-numbers',
    'cpu as a YAML number, memory with an exponent',
    deployment('ok2', { main: { resources: { requests: { cpu: 0.5, memory: '128e6' } } } }),
  ],
  [
    'port-name-15-characters',
    'exactly 15 characters',
    deployment('ok3', { main: { ports: [{ name: 'metrics-exporte', containerPort: 9100 }] } }),
  ],
  [
    'label-value-63-characters',
    'exactly 63 characters',
    { ...deployment('ok4'), metadata: { name: 'ok4', namespace: 'faults', labels: { release: 'a'.repeat(63) } } },
  ],
  [
    'label-value-empty',
    'an empty label value is valid',
    { ...deployment('ok5'), metadata: { name: 'ok5', namespace: 'faults', labels: { canary: '' } } },
  ],
  [
    'sidecar-init-container',
    'restartPolicy Always and probes on an init container make it a sidecar (1.29+)',
    deployment('ok6', {
      pod: {
        initContainers: [
          container({ name: 'proxy', restartPolicy: 'Always', readinessProbe: { tcpSocket: { port: 15000 } } }),
        ],
      },
    }),
  ],
  [
    'env-name-leading-digit-1.33',
    'RelaxedEnvironmentVariableValidation is on by default from 1.32',
    deployment('ok7', { main: { env: [{ name: '1VAR', value: 'x' }] } }),
    '1.33',
  ],
  [
    'deployment-unavailable-zero',
    'maxUnavailable 0 with the default maxSurge of 25%',
    deployment('ok8', { spec: { strategy: { rollingUpdate: { maxUnavailable: 0 } } } }),
  ],
  ['service-single-unnamed-port', 'one port needs no name', service('ok9')],
  [
    'service-external-name',
    'ExternalName with its name and no selector',
    service('ok10', { type: 'ExternalName', externalName: 'db.example.com', ports: [] }),
  ],
  [
    'toleration-exists-without-key',
    'Exists without a key tolerates everything',
    deployment('ok11', { pod: { tolerations: [{ operator: 'Exists' }] } }),
  ],
  [
    'dns-policy-none-with-config',
    'None with nameservers',
    deployment('ok12', { pod: { dnsPolicy: 'None', dnsConfig: { nameservers: ['1.1.1.1'] } } }),
  ],
  ['service-headless', 'clusterIP None on a ClusterIP Service', service('ok13', { clusterIP: 'None' })],
  [
    'cronjob-time-zone',
    'timeZone instead of CRON_TZ, a descriptor schedule',
    cronJob('ok14', { schedule: '@hourly', timeZone: 'America/New_York' }),
  ],
  [
    'cronjob-names-in-schedule',
    'month and weekday names, ranges and steps',
    cronJob('ok15', { schedule: '0 9-17/2 * JAN-MAR mon-fri' }),
  ],
  [
    'job-indexed',
    'Indexed with completions and a per-index backoff',
    job('ok16', { completionMode: 'Indexed', completions: 3, backoffLimitPerIndex: 1 }),
  ],
  ['pdb-100-percent', '100% is the limit, not over it', pdb('ok17', { maxUnavailable: '100%' })],
  ['hpa-one-replica', 'min = max = 1', hpa('ok18', { minReplicas: 1, maxReplicas: 1 })],
  [
    'secret-tls',
    'both TLS keys',
    simple('v1', 'Secret', 'ok19', { type: 'kubernetes.io/tls', data: { 'tls.crt': b64('c'), 'tls.key': b64('k') } }),
  ],
  [
    'configmap-dot-keys',
    'keys that start with one dot',
    simple('v1', 'ConfigMap', 'ok20', { data: { '.env': 'A=1', 'app.yaml': 'a: 1' } }),
  ],
  [
    'extended-resource-equal',
    'an integer GPU request equal to its limit',
    deployment('ok21', {
      main: { resources: { limits: { 'nvidia.com/gpu': 1 }, requests: { 'nvidia.com/gpu': '1' } } },
    }),
  ],
  [
    'annotation-key-upper-case',
    'annotation keys are checked lower-cased',
    {
      ...deployment('ok22'),
      metadata: { name: 'ok22', namespace: 'faults', annotations: { 'Example.com/Owner': 'web' } },
    },
  ],
  [
    'rbac-names-with-colons',
    'RBAC names are path segments: colons are fine',
    simple(
      'rbac.authorization.k8s.io/v1',
      'ClusterRole',
      'system:aggregate:view-extra',
      { rules: [{ apiGroups: [''], resources: ['pods'], verbs: ['get'] }] },
      false,
    ),
  ],
  [
    'probe-readiness-success-threshold',
    'readiness may need several successes',
    deployment('ok24', {
      main: {
        readinessProbe: { httpGet: { path: '/', port: 'http' }, successThreshold: 3 },
        ports: [{ name: 'http', containerPort: 80 }],
      },
    }),
  ],
  [
    'selector-expressions-match',
    'matchExpressions that select the template',
    deployment('ok25', {
      spec: {
        selector: {
          matchLabels: { app: 'ok25' },
          matchExpressions: [
            { key: 'tier', operator: 'NotIn', values: ['db'] },
            { key: 'app', operator: 'Exists' },
          ],
        },
      },
    }),
  ],
  [
    'ingress-implementation-specific',
    'ImplementationSpecific with an absolute regex-like path',
    ingress('ok26', { path: '/api(/|$)(.*)', pathType: 'ImplementationSpecific', backend }),
  ],
  [
    'statefulset-parallel',
    'Parallel (case right); the container mounts a claim template, which is no pod volume',
    workload(
      'StatefulSet',
      'apps/v1',
      'ok27',
      {
        podManagementPolicy: 'Parallel',
        volumeClaimTemplates: [
          {
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
          },
        ],
      },
      { containers: [container({ volumeMounts: [mount('data', '/var/lib/data')] })] },
    ),
  ],
];

const withSpec = (o, spec) => ({ ...o, spec: { ...o.spec, ...spec } });
const sts = (spec = {}) =>
  workload('StatefulSet', 'apps/v1', 'db', {
    volumeClaimTemplates: [
      {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
      },
    ],
    ...spec,
  });
const cm = (immutable, data, more = {}) =>
  simple('v1', 'ConfigMap', 'settings', { ...(immutable === undefined ? {} : { immutable }), data, ...more });
const secret = (body) => simple('v1', 'Secret', 'creds', body);
const withSelector = (o, matchLabels) => {
  const labels = { ...o.spec.template.metadata.labels, ...matchLabels };
  return {
    ...o,
    spec: { ...o.spec, selector: { matchLabels }, template: { ...o.spec.template, metadata: { labels } } },
  };
};
const hookJob = (image) => ({
  ...job('migrate', {}, { containers: [container({ image })] }),
  metadata: { name: 'migrate', namespace: 'faults', annotations: { 'argocd.argoproj.io/hook': 'PreSync' } },
});
const forced = (o) => ({
  ...o,
  metadata: { ...o.metadata, annotations: { 'argocd.argoproj.io/sync-options': 'Force=true,Replace=true' } },
});

/** [id, cite, field (JSON pointer) the finding names, base, head]: refused as updates. */
export const UPDATE = [
  [
    'deployment-selector',
    `${A} ValidateDeploymentUpdate`,
    '/spec/selector',
    deployment('web'),
    withSelector(deployment('web'), { app: 'web', tier: 'front' }),
  ],
  [
    'replicaset-selector',
    `${A} ValidateReplicaSetUpdate`,
    '/spec/selector',
    workload('ReplicaSet', 'apps/v1', 'rs'),
    withSelector(workload('ReplicaSet', 'apps/v1', 'rs'), { app: 'rs', v: '2' }),
  ],
  [
    'daemonset-selector',
    `${A} ValidateDaemonSetUpdate`,
    '/spec/selector',
    workload('DaemonSet', 'apps/v1', 'agent'),
    withSelector(workload('DaemonSet', 'apps/v1', 'agent'), { app: 'agent', v: '2' }),
  ],
  [
    'statefulset-service-name',
    `${A} ValidateStatefulSetUpdate`,
    '/spec/serviceName',
    sts(),
    sts({ serviceName: 'db-headless' }),
  ],
  [
    'statefulset-claim-size',
    `${A} ValidateStatefulSetUpdate`,
    '/spec/volumeClaimTemplates',
    sts(),
    sts({
      volumeClaimTemplates: [
        {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '20Gi' } } },
        },
      ],
    }),
  ],
  [
    'statefulset-pod-management-policy',
    `${A} ValidateStatefulSetUpdate`,
    '/spec/podManagementPolicy',
    sts(),
    sts({ podManagementPolicy: 'Parallel' }),
  ],
  [
    'statefulset-selector',
    `${A} ValidateStatefulSetUpdate`,
    '/spec/selector',
    sts(),
    withSelector(sts(), { app: 'db', role: 'primary' }),
  ],
  [
    'job-template-image',
    `${B} ValidateJobSpecUpdate`,
    '/spec/template',
    job('backfill'),
    job('backfill', {}, { containers: [container({ image: 'nginx:1.28' })] }),
  ],
  [
    'job-completions-non-indexed',
    `${B} ValidateJobSpecUpdate`,
    '/spec/completions',
    job('batch', { completions: 3 }),
    job('batch', { completions: 5 }),
  ],
  [
    'job-completion-mode',
    `${B} ValidateJobSpecUpdate`,
    '/spec/completionMode',
    job('shards', { completions: 3 }),
    job('shards', { completions: 3, completionMode: 'Indexed' }),
  ],
  [
    'service-cluster-ip',
    `${C} ValidateServiceUpdate`,
    '/spec/clusterIP',
    service('api', { clusterIP: '10.96.0.20' }),
    service('api', { clusterIP: '10.96.0.21' }),
  ],
  [
    'pvc-storage-class',
    `${C} ValidatePersistentVolumeClaimUpdate`,
    '/spec/storageClassName',
    pvc('data', { storageClassName: 'standard' }),
    pvc('data', { storageClassName: 'fast' }),
  ],
  [
    'pvc-access-modes',
    `${C} ValidatePersistentVolumeClaimUpdate`,
    '/spec/accessModes',
    pvc('data'),
    pvc('data', { accessModes: ['ReadWriteMany'] }),
  ],
  [
    'pvc-shrink',
    `${C} ValidatePersistentVolumeClaimUpdate`,
    '/spec/resources/requests/storage',
    pvc('data', { resources: { requests: { storage: '10Gi' } } }),
    pvc('data', { resources: { requests: { storage: '5Gi' } } }),
  ],
  [
    'pvc-volume-name',
    `${C} ValidatePersistentVolumeClaimUpdate`,
    '/spec/volumeName',
    pvc('data', { volumeName: 'pv-a' }),
    pvc('data', { volumeName: 'pv-b' }),
  ],
  [
    'configmap-immutable-data',
    `${C} ValidateConfigMapUpdate`,
    '/data',
    cm(true, { mode: 'a' }),
    cm(true, { mode: 'b' }),
  ],
  [
    'configmap-immutable-off',
    `${C} ValidateConfigMapUpdate`,
    '/immutable',
    cm(true, { mode: 'a' }),
    cm(false, { mode: 'a' }),
  ],
  [
    'secret-immutable-data',
    `${C} ValidateSecretUpdate`,
    '/data',
    secret({ immutable: true, data: { k: b64('a') } }),
    secret({ immutable: true, data: { k: b64('b') } }),
  ],
  [
    'secret-type',
    `${C} ValidateSecretUpdate`,
    '/type',
    secret({ data: { k: b64('a') } }),
    secret({ type: 'kubernetes.io/basic-auth', data: { username: b64('a') } }),
  ],
  [
    'role-binding-role-ref',
    `${R} ValidateRoleBindingUpdate`,
    '/roleRef',
    binding('readers', rbacRef('Role', 'reader')),
    binding('readers', rbacRef('ClusterRole', 'view')),
  ],
  [
    'cluster-role-binding-role-ref',
    `${R} ValidateClusterRoleBindingUpdate`,
    '/roleRef',
    binding('ops', rbacRef('ClusterRole', 'view'), [sa], 'ClusterRoleBinding'),
    binding('ops', rbacRef('ClusterRole', 'edit'), [sa], 'ClusterRoleBinding'),
  ],
  [
    'storage-class-parameters',
    'storage/validation/validation.go ValidateStorageClassUpdate',
    '/parameters',
    simple(
      'storage.k8s.io/v1',
      'StorageClass',
      'fast',
      { provisioner: 'ebs.csi.aws.com', parameters: { type: 'gp2' } },
      false,
    ),
    simple(
      'storage.k8s.io/v1',
      'StorageClass',
      'fast',
      { provisioner: 'ebs.csi.aws.com', parameters: { type: 'gp3' } },
      false,
    ),
  ],
];

/** [id, why it looks wrong, base, head, the finding allowed (undefined: none)]: updates the API server accepts, or that the object recreates. */
export const UPDATE_CONTROLS = [
  [
    'deployment-template',
    'a new image and labels under an unchanged selector',
    deployment('web'),
    deployment('web', { main: { image: 'nginx:1.28' }, labels: { app: 'web', v: '2' } }),
  ],
  [
    'statefulset-updatable',
    'replicas, template, updateStrategy and minReadySeconds may change',
    sts(),
    withSpec(sts({ minReadySeconds: 5, updateStrategy: { type: 'OnDelete' } }), { replicas: 3 }),
  ],
  [
    'statefulset-default-written-out',
    'podManagementPolicy OrderedReady is the default',
    sts(),
    sts({ podManagementPolicy: 'OrderedReady' }),
  ],
  [
    'pvc-grow',
    'a larger claim is an expansion',
    pvc('data', { resources: { requests: { storage: '10Gi' } } }),
    pvc('data', { resources: { requests: { storage: '20Gi' } } }),
  ],
  [
    'configmap-mutable',
    'a ConfigMap without immutable may change',
    cm(undefined, { mode: 'a' }),
    cm(undefined, { mode: 'b' }),
  ],
  [
    'configmap-made-immutable',
    'turning immutable on is allowed',
    cm(undefined, { mode: 'a' }),
    cm(true, { mode: 'a' }),
  ],
  [
    'service-cluster-ip-omitted',
    'an omitted clusterIP keeps the allocated one',
    service('api', { clusterIP: '10.96.0.20' }),
    service('api'),
  ],
  [
    'job-hook-template',
    'an Argo CD hook Job is deleted and created again',
    hookJob('nginx:1.27'),
    hookJob('nginx:1.28'),
  ],
  [
    'deployment-selector-forced',
    'Force=true recreates the object: a note, not an error',
    forced(deployment('web')),
    forced(withSelector(deployment('web'), { app: 'web', tier: 'front' })),
    'note',
  ],
  [
    'indexed-job-completions',
    'an Indexed Job may change completions (elastic)',
    job('idx', { completionMode: 'Indexed', completions: 3, parallelism: 3 }),
    job('idx', { completionMode: 'Indexed', completions: 5, parallelism: 5 }),
  ],
];
