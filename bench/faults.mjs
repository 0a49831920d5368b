// Objects with one known fault each (and two without), for the validation bench's agreement table.
const deployment = (name, spec = {}, podSpec = {}) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name, namespace: 'bench' },
  spec: {
    replicas: 1,
    selector: { matchLabels: { app: name } },
    ...spec,
    template: {
      metadata: { labels: { app: name } },
      spec: { containers: [{ name: 'app', image: 'nginx:1.27' }], ...podSpec },
    },
  },
});

/** name, what a strict validator must say (null: nothing), and the object. */
export const FAULTS = [
  { name: 'clean', expect: null, object: deployment('clean') },
  { name: 'explicit-null', expect: null, object: deployment('explicit-null', {}, { nodeSelector: null }) },
  { name: 'unknown-field', expect: 'schema/unknown-field', object: deployment('unknown-field', { replicaz: 2 }) },
  { name: 'wrong-type', expect: 'schema/invalid', object: deployment('wrong-type', { replicas: 'two' }) },
  { name: 'int32-overflow', expect: 'schema/invalid', object: deployment('int32-overflow', { replicas: 4294967296 }) },
  {
    name: 'missing-required',
    expect: 'schema/invalid',
    object: deployment('missing-required', {}, { containers: [{ image: 'nginx:1.27' }] }),
  },
  {
    name: 'port-missing',
    expect: 'schema/invalid',
    object: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'port-missing', namespace: 'bench' },
      spec: { ports: [{ name: 'http' }] },
    },
  },
  {
    name: 'removed-api',
    expect: 'api/removed',
    object: {
      apiVersion: 'policy/v1beta1',
      kind: 'PodDisruptionBudget',
      metadata: { name: 'removed-api', namespace: 'bench' },
      spec: { minAvailable: 1, selector: { matchLabels: { app: 'x' } } },
    },
  },
  {
    name: 'cr-unknown-field',
    expect: 'schema/unknown-field',
    object: {
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      metadata: { name: 'cr-unknown-field', namespace: 'bench' },
      spec: { endpoints: [{ port: 'http' }], selector: {} },
      specc: {},
    },
  },
  {
    name: 'type-in-list',
    expect: 'schema/invalid',
    object: {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'type-in-list', namespace: 'bench' },
      spec: { ports: [{ port: '80' }] },
    },
  },
];

/** JSON is YAML: one document per fault. */
export function faultsYaml() {
  return FAULTS.map((f) => `---\n${JSON.stringify(f.object, null, 1)}\n`).join('');
}
