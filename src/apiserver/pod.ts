import { validateContainer } from './containers.js';
import type { ContainerRole } from '../kube/pod-specs.js';
import { validateLabels } from './metadata.js';
import { dns1123Label, dns1123Subdomain, localDescendingPath, qualifiedName } from './names.js';
import { checkEnum, checkMin, isSet, list, num, obj, str, type Rejections } from './rejections.js';
import { validateQuantity } from './resources.js';

const V = 'core/validation/validation.go';

/** The restart policies a pod may have where it is: any for a Pod, `Always` in workloads, not `Always` in Jobs. */
export type RestartPolicies = readonly string[];
export const ANY_RESTART = ['Always', 'OnFailure', 'Never'] as const;

/** Volume sources: exactly one per volume. */
const VOLUME_SOURCES = [
  'hostPath',
  'emptyDir',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'gitRepo',
  'secret',
  'nfs',
  'iscsi',
  'glusterfs',
  'persistentVolumeClaim',
  'rbd',
  'flexVolume',
  'cinder',
  'cephfs',
  'flocker',
  'downwardAPI',
  'fc',
  'azureFile',
  'configMap',
  'vsphereVolume',
  'quobyte',
  'azureDisk',
  'photonPersistentDisk',
  'projected',
  'portworxVolume',
  'scaleIO',
  'storageos',
  'csi',
  'ephemeral',
  'image',
];
export const HOST_PATH_TYPES = [
  '',
  'DirectoryOrCreate',
  'Directory',
  'FileOrCreate',
  'File',
  'Socket',
  'CharDevice',
  'BlockDevice',
];

/** ValidatePodSpec (and the template's labels) for a pod spec at `path`. */
export function validatePodSpec(
  r: Rejections,
  path: string,
  spec: Record<string, unknown>,
  restart: RestartPolicies,
  /** Volumes the controller adds (a StatefulSet's volumeClaimTemplates): mounts may name them. */
  addedVolumes: readonly string[] = [],
): void {
  const volumes = validateVolumes(r, `${path}/volumes`, spec['volumes']);
  for (const name of addedVolumes) volumes.add(name);
  const hostNetwork = spec['hostNetwork'] === true;
  const names = new Set<string>();
  const each = (field: string, roleOf: (c: Record<string, unknown>) => ContainerRole) =>
    list(spec[field]).forEach((c, i) => {
      const container = obj(c);
      const at = `${path}/${field}/${i}`;
      const name = str(container['name']);
      if (name) {
        if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, `${V} validateContainers`);
        names.add(name);
      }
      validateContainer(r, at, container, roleOf(container), { volumes, hostNetwork });
    });
  // Before 1.29 restartPolicy is dropped (SidecarContainers off), so the container is a plain init container.
  each('initContainers', (c) => (isSet(c['restartPolicy']) && r.atLeast('1.29') ? 'sidecar' : 'init'));
  each('containers', () => 'container');
  checkEnum(r, `${path}/restartPolicy`, spec['restartPolicy'], restart, `${V} validateRestartPolicy`);
  validateDns(r, path, spec);
  validateTolerations(r, `${path}/tolerations`, spec['tolerations']);
  validatePodSecurityContext(r, `${path}/securityContext`, spec['securityContext']);
  for (const field of ['serviceAccountName', 'priorityClassName'])
    r.invalid(`${path}/${field}`, spec[field], dns1123Subdomain(str(spec[field]) || 'ok'), `${V} ValidatePodSpec`);
  for (const field of ['hostname', 'subdomain'])
    r.invalid(`${path}/${field}`, spec[field], dns1123Label(str(spec[field]) || 'ok'), `${V} ValidatePodSpec`);
  validateLabels(r, `${path}/nodeSelector`, spec['nodeSelector']);
  checkMin(r, `${path}/activeDeadlineSeconds`, spec['activeDeadlineSeconds'], 1, `${V} ValidatePodSpec`);
  checkMin(
    r,
    `${path}/terminationGracePeriodSeconds`,
    spec['terminationGracePeriodSeconds'],
    0,
    `${V} ValidatePodSpec`,
  );
}

function validateVolumes(r: Rejections, path: string, value: unknown): Set<string> {
  const names = new Set<string>();
  const cite = `${V} ValidateVolumes`;
  list(value).forEach((v, i) => {
    const volume = obj(v);
    const at = `${path}/${i}`;
    const name = str(volume['name']);
    if (name) {
      r.invalid(`${at}/name`, name, dns1123Label(name), cite);
      if (names.has(name)) r.add(`${at}/name`, `Duplicate value: ${JSON.stringify(name)}`, cite);
      names.add(name);
    }
    const sources = VOLUME_SOURCES.filter((s) => isSet(volume[s]));
    if (sources.length === 0) r.add(at, 'Required value: must specify a volume type', `${V} validateVolumeSource`);
    if (sources.length > 1)
      r.add(`${at}/${sources[1]}`, 'Forbidden: may not specify more than 1 volume type', `${V} validateVolumeSource`);
    validateVolumeSource(r, at, volume);
  });
  return names;
}

function validateVolumeSource(r: Rejections, at: string, volume: Record<string, unknown>): void {
  const hostPath = obj(volume['hostPath']);
  checkEnum(r, `${at}/hostPath/type`, hostPath['type'], HOST_PATH_TYPES, `${V} validateHostPathType`);
  validateQuantity(
    r,
    `${at}/emptyDir/sizeLimit`,
    obj(volume['emptyDir'])['sizeLimit'],
    `${V} validateEmptyDirVolumeSource`,
  );
  for (const source of ['configMap', 'secret']) {
    const s = obj(volume[source]);
    validateMode(r, `${at}/${source}/defaultMode`, s['defaultMode']);
    validateItems(r, `${at}/${source}/items`, s['items']);
  }
  const projected = obj(volume['projected']);
  validateMode(r, `${at}/projected/defaultMode`, projected['defaultMode']);
  list(projected['sources']).forEach((s, i) => {
    for (const kind of ['configMap', 'secret', 'downwardAPI'])
      validateItems(r, `${at}/projected/sources/${i}/${kind}/items`, obj(obj(s)[kind])['items']);
  });
  validateItems(r, `${at}/downwardAPI/items`, obj(volume['downwardAPI'])['items']);
  const claim = obj(volume['persistentVolumeClaim']);
  if (isSet(volume['persistentVolumeClaim']) && !str(claim['claimName']))
    r.add(`${at}/persistentVolumeClaim/claimName`, 'Required value', `${V} validatePersistentClaimVolumeSource`);
}

function validateMode(r: Rejections, path: string, mode: unknown): void {
  const m = num(mode);
  if (m !== undefined && (m < 0 || m > 0o777))
    r.add(
      path,
      `Invalid value: ${m}: must be a number between 0 and 0777 (octal), both inclusive`,
      `${V} validateConfigMapVolumeSource`,
    );
}

function validateItems(r: Rejections, path: string, items: unknown): void {
  list(items).forEach((it, i) => {
    const p = str(obj(it)['path']);
    if (p) r.invalid(`${path}/${i}/path`, p, localDescendingPath(p), `${V} validateKeyToPath`);
    validateMode(r, `${path}/${i}/mode`, obj(it)['mode']);
  });
}

function validateDns(r: Rejections, path: string, spec: Record<string, unknown>): void {
  const cite = `${V} validateDNSPolicy`;
  const policy = spec['dnsPolicy'];
  checkEnum(r, `${path}/dnsPolicy`, policy, ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'], cite);
  if (policy === 'None' && list(obj(spec['dnsConfig'])['nameservers']).length === 0)
    r.add(
      `${path}/dnsConfig`,
      'Required value: must provide `dnsConfig` when `dnsPolicy` is None',
      `${V} validatePodDNSConfig`,
    );
}

function validateTolerations(r: Rejections, path: string, value: unknown): void {
  const cite = `${V} ValidateTolerations`;
  list(value).forEach((t, i) => {
    const tol = obj(t);
    const at = `${path}/${i}`;
    const key = str(tol['key']);
    if (key) r.invalid(`${at}/key`, key, qualifiedName(key), cite);
    const op = str(tol['operator']) ?? 'Equal';
    checkEnum(r, `${at}/operator`, tol['operator'], ['Equal', 'Exists'], cite);
    if (!key && op !== 'Exists')
      r.add(
        `${at}/operator`,
        `Invalid value: ${JSON.stringify(op)}: operator must be Exists when \`key\` is empty, which means "match all values and all keys"`,
        cite,
      );
    if (op === 'Exists' && str(tol['value']))
      r.add(
        `${at}/operator`,
        `Invalid value: ${JSON.stringify(tol['value'])}: value must be empty when \`operator\` is 'Exists'`,
        cite,
      );
    checkEnum(r, `${at}/effect`, tol['effect'], ['NoSchedule', 'PreferNoSchedule', 'NoExecute'], cite);
    if (isSet(tol['tolerationSeconds']) && tol['effect'] !== 'NoExecute')
      r.add(
        `${at}/effect`,
        `Invalid value: ${JSON.stringify(tol['effect'] ?? '')}: effect must be 'NoExecute' when \`tolerationSeconds\` is set`,
        cite,
      );
  });
}

function validatePodSecurityContext(r: Rejections, path: string, value: unknown): void {
  const sc = obj(value);
  const cite = `${V} ValidatePodSecurityContext`;
  for (const field of ['runAsUser', 'runAsGroup', 'fsGroup']) checkMin(r, `${path}/${field}`, sc[field], 0, cite);
  list(sc['supplementalGroups']).forEach((g, i) => checkMin(r, `${path}/supplementalGroups/${i}`, g, 0, cite));
  checkEnum(r, `${path}/fsGroupChangePolicy`, sc['fsGroupChangePolicy'], ['OnRootMismatch', 'Always'], cite);
}
