/**
 * The API versions a Kubernetes version serves, for helm's `.Capabilities.APIVersions` (security
 * review item 5). Argo CD passes the cluster's group/versions and group/version/Kinds to helm;
 * `helm template` alone knows only the group/versions compiled into it, so a chart testing
 * `.Capabilities.APIVersions.Has "apps/v1/Deployment"` would render differently in the gate.
 * Read from the environment's OpenAPI documents: one per group/version the upstream spec has.
 */

/**
 * Built-in group/versions of Kubernetes 1.25–1.33 (the upstream `api/openapi-spec/v3` files), probed
 * per version. No alpha ones: they are in the upstream spec but off in a cluster unless a feature
 * gate enables them (an environment that enables one lists it in `apiVersions`).
 */
export const KNOWN_GROUP_VERSIONS: readonly string[] = [
  'v1',
  'admissionregistration.k8s.io/v1',
  'admissionregistration.k8s.io/v1beta1',
  'apiextensions.k8s.io/v1',
  'apiregistration.k8s.io/v1',
  'apps/v1',
  'authentication.k8s.io/v1',
  'authentication.k8s.io/v1beta1',
  'authorization.k8s.io/v1',
  'autoscaling/v1',
  'autoscaling/v2',
  'autoscaling/v2beta2',
  'batch/v1',
  'certificates.k8s.io/v1',
  'certificates.k8s.io/v1beta1',
  'coordination.k8s.io/v1',
  'coordination.k8s.io/v1beta1',
  'discovery.k8s.io/v1',
  'events.k8s.io/v1',
  'flowcontrol.apiserver.k8s.io/v1',
  'flowcontrol.apiserver.k8s.io/v1beta1',
  'flowcontrol.apiserver.k8s.io/v1beta2',
  'flowcontrol.apiserver.k8s.io/v1beta3',
  'networking.k8s.io/v1',
  'networking.k8s.io/v1beta1',
  'node.k8s.io/v1',
  'policy/v1',
  'rbac.authorization.k8s.io/v1',
  'resource.k8s.io/v1',
  'resource.k8s.io/v1beta1',
  'resource.k8s.io/v1beta2',
  'scheduling.k8s.io/v1',
  'storage.k8s.io/v1',
  'storage.k8s.io/v1beta1',
  'storagemigration.k8s.io/v1beta1',
];

/** `group/version` and `group/version/Kind` entries from one group/version's kinds (`apps/v1/Deployment`). */
export function capabilityEntries(groupVersion: string, kindKeys: Iterable<string>): string[] {
  const out = new Set<string>([groupVersion]);
  for (const key of kindKeys)
    if (key.startsWith(`${groupVersion}/`) && key.split('/').length === groupVersion.split('/').length + 1)
      out.add(key);
  return [...out];
}
