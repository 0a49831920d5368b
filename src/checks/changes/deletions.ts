/**
 * Deletions that lose data or break what stays: a PersistentVolumeClaim (or a StatefulSet's
 * volumeClaimTemplates entry) leaves the render, a Namespace or a CRD leaves it while other
 * objects still live in it or use it, a CRD stops serving a version rendered objects use.
 */
import type { FindingDraft } from '../../model/finding.js';
import { apiGroup, describeRef, resourceKey, type Resource } from '../../model/resource.js';
import { getAt, joinPointer } from '../../kube/json-pointer.js';
import { annotationsOf, isObject } from '../../kube/object.js';
import { byKey, type ChangeSides } from './sides.js';

export const PVC_DELETED = 'gitops/pvc-deleted';
export const NAMESPACE_DELETED = 'gitops/namespace-deleted';
export const CRD_DELETED = 'gitops/crd-deleted';

/** Argo CD `Prune=false`/`Delete=false` and Flux `prune: disabled` keep the object in the cluster when it leaves the render. */
export function keptWhenRemoved(resource: Resource): boolean {
  const a = annotationsOf(resource);
  const options = String(a['argocd.argoproj.io/sync-options'] ?? '')
    .split(',')
    .map((o) => o.trim());
  return (
    options.includes('Prune=false') ||
    options.includes('Delete=false') ||
    String(a['kustomize.toolkit.fluxcd.io/prune'] ?? '').trim() === 'disabled'
  );
}

/** The first three objects by name, `…` after them when there are more. */
const firstFew = (rs: Resource[]) =>
  `${rs
    .slice(0, 3)
    .map((r) => describeRef(r.ref))
    .join(', ')}${rs.length > 3 ? ', …' : ''}`;

const isCore = (r: Resource, kind: string) => r.ref.kind === kind && apiGroup(r.ref.apiVersion) === '';
const isCrd = (r: Resource) =>
  r.ref.kind === 'CustomResourceDefinition' && apiGroup(r.ref.apiVersion) === 'apiextensions.k8s.io';

function claimTemplateNames(statefulSet: Resource): string[] {
  const list = getAt(statefulSet.object, '/spec/volumeClaimTemplates');
  if (!Array.isArray(list)) return [];
  return list.flatMap((t) => {
    const name = isObject(t) ? getAt(t, '/metadata/name') : undefined;
    return typeof name === 'string' ? [name] : [];
  });
}

function pvcDrafts(sides: ChangeSides): FindingDraft[] {
  const head = byKey(sides.head);
  const severity = sides.prunes ? ('error' as const) : ('warning' as const);
  const consequence = sides.prunes
    ? 'the target prunes, so the sync deletes the claim and, with a Delete reclaim policy, its data'
    : 'the target does not prune now, but the next sync with pruning (or a manual prune) deletes the claim and its data';
  const remediation =
    'Keep the claim in the render, or keep it in the cluster when it leaves: `argocd.argoproj.io/sync-options: Prune=false` (Argo CD) or `kustomize.toolkit.fluxcd.io/prune: disabled` (Flux) on it in the base first, and back up the volume.';
  const drafts: FindingDraft[] = [];
  const loss = (at: Pick<FindingDraft, 'resource' | 'location' | 'path'>, fingerprintKey: string, message: string) =>
    drafts.push({ ruleId: PVC_DELETED, severity, ...at, fingerprintKey, remediation, message });
  for (const before of sides.base) {
    const after = head.get(resourceKey(before.ref));
    const gone = { resource: before.ref, location: before.source };
    if (isCore(before, 'PersistentVolumeClaim') && !after && !keptWhenRemoved(before))
      loss(gone, resourceKey(before.ref), `${describeRef(before.ref)} leaves the render: ${consequence}`);
    if (before.ref.kind !== 'StatefulSet' || apiGroup(before.ref.apiVersion) !== 'apps' || keptWhenRemoved(before))
      continue;
    const kept = new Set(after ? claimTemplateNames(after) : []);
    const deletesClaims =
      !after && getAt(before.object, '/spec/persistentVolumeClaimRetentionPolicy/whenDeleted') === 'Delete';
    if (!after && !deletesClaims) continue;
    for (const name of claimTemplateNames(before)) {
      if (kept.has(name)) continue;
      const message = after
        ? `${describeRef(before.ref)} drops volumeClaimTemplates entry "${name}": the field cannot change in place, so the sync must replace the StatefulSet, and the pods lose the claims "${name}-*" (and their data, when they are deleted)`
        : `${describeRef(before.ref)} leaves the render with persistentVolumeClaimRetentionPolicy.whenDeleted: Delete: its claims "${name}-*" and their data are deleted with it`;
      const at = after ? { resource: after, path: '/spec/volumeClaimTemplates' } : gone;
      loss(at, `${resourceKey(before.ref)} ${name}`, message);
    }
  }
  return drafts;
}

function namespaceDrafts(sides: ChangeSides): FindingDraft[] {
  const head = byKey(sides.head);
  const drafts: FindingDraft[] = [];
  for (const before of sides.base) {
    if (!isCore(before, 'Namespace') || head.has(resourceKey(before.ref)) || keptWhenRemoved(before)) continue;
    // Objects that name the namespace (an object without one may be cluster-scoped: not counted).
    const inside = sides.head.filter((r) => !isCore(r, 'Namespace') && r.ref.namespace === before.ref.name);
    if (inside.length === 0) continue;
    drafts.push({
      ruleId: NAMESPACE_DELETED,
      resource: before.ref,
      location: before.source,
      fingerprintKey: before.ref.name,
      remediation:
        'Keep the Namespace in the render while anything still lives in it (or move those objects first); to stop managing it without deleting it, mark it `argocd.argoproj.io/sync-options: Delete=false` / `kustomize.toolkit.fluxcd.io/prune: disabled` in the base first.',
      message: `Namespace ${before.ref.name} leaves the render while ${inside.length} of its objects stay (${firstFew(inside)}): deleting the namespace deletes them with everything else in it`,
    });
  }
  return drafts;
}

/** The CRD's group and kind, and the versions it serves. */
function crdVersions(crd: Resource) {
  const group = getAt(crd.object, '/spec/group');
  const kind = getAt(crd.object, '/spec/names/kind');
  if (typeof group !== 'string' || typeof kind !== 'string') return undefined;
  const versions = getAt(crd.object, '/spec/versions');
  const served = new Set(
    (Array.isArray(versions) ? versions : []).flatMap((v) =>
      isObject(v) && typeof v.name === 'string' && v.served !== false ? [v.name] : [],
    ),
  );
  return { group, kind, served };
}

const versionOf = (r: Resource) => r.ref.apiVersion.slice(r.ref.apiVersion.indexOf('/') + 1);

const CRD_REMEDIATION =
  'Move the objects that use the CRD (or that version) first, in an earlier change; keep the CRD and the version served until nothing rendered uses it. To stop managing a CRD without deleting it, mark it `argocd.argoproj.io/sync-options: Delete=false` / `kustomize.toolkit.fluxcd.io/prune: disabled` in the base first.';

/** A CRD that leaves (or stops serving a version) while rendered objects of the target still use it. */
function crdDrafts(sides: ChangeSides): FindingDraft[] {
  const head = byKey(sides.head);
  return sides.base.flatMap((before): FindingDraft[] => {
    const crd = isCrd(before) ? crdVersions(before) : undefined;
    if (!crd) return [];
    const using = sides.head.filter((r) => r.ref.kind === crd.kind && apiGroup(r.ref.apiVersion) === crd.group);
    if (using.length === 0) return [];
    const afterObject = head.get(resourceKey(before.ref));
    const at = afterObject
      ? { resource: afterObject, path: joinPointer('/spec', 'versions') }
      : { resource: before.ref, location: before.source };
    const name = `${crd.kind}.${crd.group}`;
    const loss = (fingerprintKey: string, message: string): FindingDraft[] => [
      { ruleId: CRD_DELETED, ...at, fingerprintKey, remediation: CRD_REMEDIATION, message },
    ];
    const after = afterObject && crdVersions(afterObject);
    if (!after) {
      if (keptWhenRemoved(before)) return [];
      const message = `the CRD of ${name} is deleted while ${using.length} rendered object(s) still use it (${firstFew(using)}): deleting a CRD deletes every object of its kind`;
      return loss(name, message);
    }
    const lost = using.filter((r) => !after.served.has(versionOf(r)));
    if (lost.length === 0) return [];
    const versions = [...new Set(lost.map((r) => r.ref.apiVersion))].join(', ');
    const message = `the CRD of ${name} no longer serves ${versions} (removed from versions or served: false) while ${lost.length} rendered object(s) use it (${firstFew(lost)}): the API server refuses them`;
    return loss(`${name} ${versions}`, message);
  });
}

export function deletionDrafts(sides: ChangeSides): FindingDraft[] {
  return [...pvcDrafts(sides), ...namespaceDrafts(sides), ...crdDrafts(sides)];
}
