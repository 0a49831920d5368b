import { apiGroup } from '../model/resource.js';
import { validateConfigMap, validateSecret } from './config-data.js';
import { validateMetadata } from './metadata.js';
import { validateHpa, validatePdb, validateRbac } from './policy-objects.js';
import { obj, Rejections, type Rejection } from './rejections.js';
import { validateIngress, validateNetworkPolicy, validateService } from './services.js';
import { validatePersistentVolume, validatePersistentVolumeClaimSpec } from './storage.js';
import { validatePodTemplate, WORKLOAD_VALIDATORS } from './workloads.js';

type Validator = (r: Rejections, object: Record<string, unknown>, kind: string) => void;
const spec =
  (f: (r: Rejections, spec: Record<string, unknown>) => void): Validator =>
  (r, o) =>
    f(r, obj(o['spec']));

/** group/Kind → the API server's create-time validation beyond the OpenAPI document. */
const VALIDATORS: Record<string, Validator> = {
  '/Pod': spec(WORKLOAD_VALIDATORS['Pod']!),
  '/PodTemplate': (r, o) => validatePodTemplate(r, o),
  '/ReplicationController': spec(WORKLOAD_VALIDATORS['ReplicationController']!),
  'apps/Deployment': spec(WORKLOAD_VALIDATORS['Deployment']!),
  'apps/ReplicaSet': spec(WORKLOAD_VALIDATORS['ReplicaSet']!),
  'apps/DaemonSet': spec(WORKLOAD_VALIDATORS['DaemonSet']!),
  'apps/StatefulSet': spec(WORKLOAD_VALIDATORS['StatefulSet']!),
  'batch/Job': spec(WORKLOAD_VALIDATORS['Job']!),
  'batch/CronJob': spec(WORKLOAD_VALIDATORS['CronJob']!),
  '/Service': spec(validateService),
  '/ConfigMap': validateConfigMap,
  '/Secret': validateSecret,
  '/PersistentVolumeClaim': (r, o) => validatePersistentVolumeClaimSpec(r, '/spec', obj(o['spec'])),
  '/PersistentVolume': spec(validatePersistentVolume),
  'networking.k8s.io/Ingress': spec(validateIngress),
  'networking.k8s.io/NetworkPolicy': spec(validateNetworkPolicy),
  'autoscaling/HorizontalPodAutoscaler': spec(validateHpa),
  'policy/PodDisruptionBudget': spec(validatePdb),
  'rbac.authorization.k8s.io/Role': validateRbac,
  'rbac.authorization.k8s.io/ClusterRole': validateRbac,
  'rbac.authorization.k8s.io/RoleBinding': validateRbac,
  'rbac.authorization.k8s.io/ClusterRoleBinding': validateRbac,
};

/** Built-in groups whose objects get ObjectMeta validation even without a kind-specific validator. */
const BUILTIN_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'networking.k8s.io',
  'autoscaling',
  'policy',
  'rbac.authorization.k8s.io',
  'storage.k8s.io',
  'scheduling.k8s.io',
]);

/**
 * What the API server (`version`, `1.31`) would refuse when this built-in object is created,
 * beyond what its OpenAPI document says. Only the groups above; anything else is not judged here.
 */
export function createRejections(
  apiVersion: string,
  kind: string,
  object: Record<string, unknown>,
  version: string,
): Rejection[] {
  const group = apiGroup(apiVersion);
  if (!BUILTIN_GROUPS.has(group)) return [];
  const r = new Rejections(version);
  validateMetadata(r, kind, object);
  VALIDATORS[`${group}/${kind}`]?.(r, object, kind);
  return r.list;
}
