/**
 * Which kinds live outside namespaces, and the namespace an object is applied to. Argo CD
 * (controller/state.go `DeduplicateTargetObjects`) clears the namespace of a cluster-scoped object
 * and gives a namespaced one that has none the Application's destination namespace before it
 * compares the objects of its sources; a kind it cannot look up counts as namespaced. `helm
 * install --namespace` and `kubectl apply -n` place objects the same way.
 */
import { isObject } from './object.js';
import { apiGroup, type ResourceRef } from '../model/resource.js';

/**
 * The built-in cluster-scoped kinds (`group/Kind`, core group empty) of Kubernetes 1.25–1.35: the
 * resources whose REST storage says `NamespaceScoped() == false` (`kubectl api-resources
 * --namespaced=false`), alpha and removed ones included.
 */
const BUILTIN_CLUSTER_SCOPED: ReadonlySet<string> = new Set([
  '/ComponentStatus',
  '/Namespace',
  '/Node',
  '/PersistentVolume',
  'admissionregistration.k8s.io/MutatingAdmissionPolicy',
  'admissionregistration.k8s.io/MutatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/MutatingWebhookConfiguration',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicy',
  'admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding',
  'admissionregistration.k8s.io/ValidatingWebhookConfiguration',
  'apiextensions.k8s.io/CustomResourceDefinition',
  'apiregistration.k8s.io/APIService',
  'authentication.k8s.io/SelfSubjectReview',
  'authentication.k8s.io/TokenReview',
  'authorization.k8s.io/SelfSubjectAccessReview',
  'authorization.k8s.io/SelfSubjectRulesReview',
  'authorization.k8s.io/SubjectAccessReview',
  'certificates.k8s.io/CertificateSigningRequest',
  'certificates.k8s.io/ClusterTrustBundle',
  'flowcontrol.apiserver.k8s.io/FlowSchema',
  'flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration',
  'internal.apiserver.k8s.io/StorageVersion',
  'networking.k8s.io/ClusterCIDR',
  'networking.k8s.io/IPAddress',
  'networking.k8s.io/IngressClass',
  'networking.k8s.io/ServiceCIDR',
  'node.k8s.io/RuntimeClass',
  'policy/PodSecurityPolicy',
  'rbac.authorization.k8s.io/ClusterRole',
  'rbac.authorization.k8s.io/ClusterRoleBinding',
  'resource.k8s.io/DeviceClass',
  'resource.k8s.io/DeviceTaintRule',
  'resource.k8s.io/ResourceClass',
  'resource.k8s.io/ResourceSlice',
  'scheduling.k8s.io/PriorityClass',
  'storage.k8s.io/CSIDriver',
  'storage.k8s.io/CSINode',
  'storage.k8s.io/StorageClass',
  'storage.k8s.io/VolumeAttachment',
  'storage.k8s.io/VolumeAttributesClass',
  'storagemigration.k8s.io/StorageVersionMigration',
]);

/** `group/Kind` → the scope its CustomResourceDefinition declares. */
export type CrdScopes = ReadonlyMap<string, 'Cluster' | 'Namespaced'>;

/** `group/Kind` → scope of the CustomResourceDefinitions among `objects` (what the same render installs). */
export function crdScopes(objects: Iterable<unknown>): Map<string, 'Cluster' | 'Namespaced'> {
  const scopes = new Map<string, 'Cluster' | 'Namespaced'>();
  for (const object of objects) {
    if (!isObject(object)) continue;
    if (object.kind !== 'CustomResourceDefinition' || !String(object.apiVersion).startsWith('apiextensions.k8s.io/'))
      continue;
    const spec = object.spec;
    if (!isObject(spec) || typeof spec.group !== 'string' || !isObject(spec.names)) continue;
    if (typeof spec.names.kind !== 'string') continue;
    scopes.set(`${spec.group}/${spec.names.kind}`, spec.scope === 'Cluster' ? 'Cluster' : 'Namespaced');
  }
  return scopes;
}

/**
 * What the cluster knows of CRDs, as Argo CD looks kinds up in the cluster: the repository's
 * configured CRDs (`schemas.crds`, installed by whatever app) under the ones a render itself
 * carries; several renders (both sides of a change) together, the later winning. A CRD's scope is
 * immutable in a cluster, so the order only matters for a change that is invalid anyway.
 */
export function mergeScopes(...layers: (CrdScopes | undefined)[]): CrdScopes {
  const present = layers.filter((l): l is CrdScopes => l !== undefined && l.size > 0);
  if (present.length <= 1) return present[0] ?? new Map();
  return new Map(present.flatMap((l) => [...l]));
}

/** Whether `group/Kind` has no namespace: a built-in cluster-scoped kind or a CRD that says so; unknown kinds are namespaced. */
export function isClusterScoped(kindKey: string, crds?: CrdScopes): boolean {
  const crd = crds?.get(kindKey);
  return crd !== undefined ? crd === 'Cluster' : BUILTIN_CLUSTER_SCOPED.has(kindKey);
}

/**
 * The namespace an object ends up in: none for a cluster-scoped kind, else its own, else
 * `defaultNamespace` (the destination or release namespace; '' when there is none).
 */
export function appliedNamespace(
  kindKey: string,
  written: string | undefined,
  defaultNamespace: string | undefined,
  crds?: CrdScopes,
): string {
  if (isClusterScoped(kindKey, crds)) return '';
  return written || defaultNamespace || '';
}

/**
 * Identity where the object is applied: group/kind/namespace/name with the namespace as
 * `appliedNamespace` gives it (returned too). Objects with the same key are one object in the cluster.
 */
export function placementOf(
  ref: ResourceRef,
  defaultNamespace: string | undefined,
  crds?: CrdScopes,
): { key: string; namespace: string } {
  const kindKey = `${apiGroup(ref.apiVersion)}/${ref.kind}`;
  const namespace = appliedNamespace(kindKey, ref.namespace, defaultNamespace, crds);
  return { key: `${kindKey}/${namespace}/${ref.name}`, namespace };
}
