import { HOST_PATH_TYPES } from './pod.js';
import { checkEnum, isSet, list, obj, str, type Rejections } from './rejections.js';
import { validateQuantity } from './resources.js';

const V = 'core/validation/validation.go';
export const ACCESS_MODES = ['ReadWriteOnce', 'ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOncePod'];

function validateAccessModes(r: Rejections, path: string, modes: unknown, cite: string): void {
  const values = list(modes);
  if (values.length === 0) r.add(path, 'Required value: at least 1 access mode is required', cite);
  values.forEach((m, i) => checkEnum(r, `${path}/${i}`, m, ACCESS_MODES, cite));
  if (values.includes('ReadWriteOncePod') && values.length > 1)
    r.add(path, 'Forbidden: may not use ReadWriteOncePod with other access modes', cite);
}

/** ValidatePersistentVolumeClaimSpec (a PVC's spec or a StatefulSet's volumeClaimTemplate). */
export function validatePersistentVolumeClaimSpec(r: Rejections, path: string, spec: Record<string, unknown>): void {
  const cite = `${V} ValidatePersistentVolumeClaimSpec`;
  if (isSet(spec['dataSource']) || isSet(spec['dataSourceRef'])) return; // a clone or snapshot may leave modes to it
  validateAccessModes(r, `${path}/accessModes`, spec['accessModes'], cite);
  const storage = obj(obj(spec['resources'])['requests'])['storage'];
  if (!isSet(storage)) r.add(`${path}/resources/requests/storage`, 'Required value', cite);
  else validateQuantity(r, `${path}/resources/requests/storage`, storage, cite);
  checkEnum(r, `${path}/volumeMode`, spec['volumeMode'], ['Block', 'Filesystem'], cite);
}

const PV_SOURCES = [
  'hostPath',
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'glusterfs',
  'nfs',
  'rbd',
  'quobyte',
  'cinder',
  'cephfs',
  'fc',
  'flocker',
  'flexVolume',
  'azureFile',
  'vsphereVolume',
  'azureDisk',
  'photonPersistentDisk',
  'portworxVolume',
  'scaleIO',
  'local',
  'storageos',
  'csi',
  'iscsi',
];

/** ValidatePersistentVolumeSpec */
export function validatePersistentVolume(r: Rejections, spec: Record<string, unknown>): void {
  const cite = `${V} ValidatePersistentVolumeSpec`;
  validateAccessModes(r, '/spec/accessModes', spec['accessModes'], cite);
  const storage = obj(spec['capacity'])['storage'];
  if (!isSet(storage)) r.add('/spec/capacity/storage', 'Required value', cite);
  else validateQuantity(r, '/spec/capacity/storage', storage, cite);
  checkEnum(
    r,
    '/spec/persistentVolumeReclaimPolicy',
    spec['persistentVolumeReclaimPolicy'],
    ['Recycle', 'Delete', 'Retain'],
    cite,
  );
  checkEnum(r, '/spec/volumeMode', spec['volumeMode'], ['Block', 'Filesystem'], cite);
  const sources = PV_SOURCES.filter((s) => isSet(spec[s]));
  if (sources.length === 0) r.add('/spec', 'Required value: must specify a volume type', cite);
  if (sources.length > 1) r.add(`/spec/${sources[1]}`, 'Forbidden: may not specify more than 1 volume type', cite);
  const hostPath = obj(spec['hostPath']);
  checkEnum(r, '/spec/hostPath/type', hostPath['type'], HOST_PATH_TYPES, `${V} validateHostPathType`);
  const path = str(hostPath['path']);
  if (path !== undefined && path.split('/').includes('..'))
    r.add(
      '/spec/hostPath/path',
      `Invalid value: ${JSON.stringify(path)}: must not contain '..'`,
      `${V} validateHostPathVolumeSource`,
    );
}
