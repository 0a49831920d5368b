/**
 * `apply/immutable-field`: updates the API server refuses (the ValidateXUpdate functions of
 * pkg/apis/<group>/validation), found by pairing base and head objects where they are applied.
 */
import { isDeepStrictEqual } from 'node:util';
import { placementOf } from '../kube/scope.js';
import { parseQuantity } from '../kube/quantity.js';
import type { FindingDraft } from '../model/finding.js';
import { apiGroup, type Resource } from '../model/resource.js';
import { isSet, list, obj, str } from './rejections.js';

export const IMMUTABLE_FIELD = 'apply/immutable-field';

/** One forbidden change: the field (JSON pointer), what changed, and the Go function that refuses it. */
interface Change {
  path: string;
  what: string;
  cite: string;
}

type Rule = (base: Record<string, unknown>, head: Record<string, unknown>) => Change[];

const APPS = 'apps/validation/validation.go';
const CORE = 'core/validation/validation.go';
const spec = (o: Record<string, unknown>) => obj(o['spec']);
const differs = (a: unknown, b: unknown) => !isDeepStrictEqual(a ?? null, b ?? null);

/** A label selector as the API server stores it: empty `matchLabels`/`matchExpressions` are no field. */
function storedSelector(selector: unknown): unknown {
  if (!isSet(selector)) return selector;
  const s = obj(selector);
  const labels = obj(s['matchLabels']);
  const expressions = list(s['matchExpressions']);
  return {
    ...(Object.keys(labels).length > 0 ? { matchLabels: labels } : {}),
    ...(expressions.length > 0 ? { matchExpressions: expressions } : {}),
  };
}

function selectorRule(cite: string): Rule {
  return (b, h) =>
    differs(storedSelector(spec(b)['selector']), storedSelector(spec(h)['selector']))
      ? [{ path: '/spec/selector', what: 'spec.selector', cite }]
      : [];
}

/** StatefulSet fields an update may change; everything else in spec is forbidden. */
const STATEFULSET_UPDATABLE = new Set([
  'replicas',
  'template',
  'updateStrategy',
  'persistentVolumeClaimRetentionPolicy',
  'minReadySeconds',
  'ordinals',
  'revisionHistoryLimit',
]);

/** The API server's defaults for the StatefulSet fields it compares, so writing a default out is no change. */
function statefulSetField(field: string, value: unknown): unknown {
  if (field === 'podManagementPolicy') return value ?? 'OrderedReady';
  if (field === 'serviceName') return value ?? '';
  if (field === 'selector') return storedSelector(value);
  if (field !== 'volumeClaimTemplates') return value;
  return list(value).map((t) => {
    const template = obj(t);
    const meta = { ...obj(template['metadata']) };
    delete meta['creationTimestamp'];
    return { metadata: meta, spec: { volumeMode: 'Filesystem', ...spec(template) } };
  });
}

const statefulSet: Rule = (b, h) => {
  const fields = new Set([...Object.keys(spec(b)), ...Object.keys(spec(h))]);
  return [...fields]
    .filter((f) => !STATEFULSET_UPDATABLE.has(f))
    .filter((f) => differs(statefulSetField(f, spec(b)[f]), statefulSetField(f, spec(h)[f])))
    .map((f) => ({
      path: `/spec/${f}`,
      what: `spec.${f} (a StatefulSet may only change 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds')`,
      cite: `${APPS} ValidateStatefulSetUpdate`,
    }));
};

const JOB_IMMUTABLE = [
  'selector',
  'template',
  'completionMode',
  'podFailurePolicy',
  'backoffLimitPerIndex',
  'manualSelector',
];
const job: Rule = (b, h) => {
  const cite = 'batch/validation/validation.go ValidateJobSpecUpdate';
  const out = JOB_IMMUTABLE.filter((f) => differs(spec(b)[f], spec(h)[f])).map((f) => ({
    path: `/spec/${f}`,
    what: `spec.${f}`,
    cite,
  }));
  const indexed = spec(b)['completionMode'] === 'Indexed' && spec(h)['completionMode'] === 'Indexed';
  if (!indexed && differs(spec(b)['completions'], spec(h)['completions']))
    out.push({ path: '/spec/completions', what: 'spec.completions (only an Indexed Job may change it)', cite });
  return out;
};

const service: Rule = (b, h) => {
  const cite = `${CORE} ValidateServiceUpdate`;
  const externalName = (o: Record<string, unknown>) => spec(o)['type'] === 'ExternalName';
  if (externalName(b) || externalName(h)) return [];
  const out: Change[] = [];
  const before = str(spec(b)['clusterIP']);
  const after = str(spec(h)['clusterIP']);
  // An omitted clusterIP keeps the allocated one; only two different written values conflict.
  if (before && after && before !== after)
    out.push({ path: '/spec/clusterIP', what: `spec.clusterIP (${before} → ${after})`, cite });
  const ipsBefore = list(spec(b)['clusterIPs']);
  const ipsAfter = list(spec(h)['clusterIPs']);
  if (ipsBefore.length > 0 && ipsAfter.length > 0 && ipsBefore[0] !== ipsAfter[0])
    out.push({ path: '/spec/clusterIPs', what: 'spec.clusterIPs (its primary address)', cite });
  return out;
};

const pvc: Rule = (b, h) => {
  const cite = `${CORE} ValidatePersistentVolumeClaimUpdate`;
  const out: Change[] = [];
  for (const field of ['storageClassName', 'volumeName']) {
    const before = spec(b)[field];
    const after = spec(h)[field];
    if (isSet(before) && isSet(after) && before !== after)
      out.push({ path: `/spec/${field}`, what: `spec.${field}`, cite });
  }
  for (const field of ['accessModes', 'volumeMode', 'selector', 'dataSource'])
    if (
      differs(spec(b)[field], spec(h)[field]) &&
      !(field === 'volumeMode' && (spec(b)[field] ?? 'Filesystem') === (spec(h)[field] ?? 'Filesystem'))
    )
      out.push({ path: `/spec/${field}`, what: `spec.${field}`, cite });
  const size = (o: Record<string, unknown>) => parseQuantity(obj(obj(spec(o)['resources'])['requests'])['storage']);
  const [before, after] = [size(b), size(h)];
  if (before !== undefined && after !== undefined && after < before)
    out.push({
      path: '/spec/resources/requests/storage',
      what: 'spec.resources.requests.storage decreased ("field can not be less than previous value")',
      cite,
    });
  return out;
};

function immutableData(kind: 'ConfigMap' | 'Secret'): Rule {
  const cite = `${CORE} Validate${kind}Update`;
  const fields = kind === 'ConfigMap' ? ['data', 'binaryData'] : ['data', 'stringData'];
  return (b, h) => {
    const out: Change[] = [];
    if (kind === 'Secret' && (str(b['type']) ?? 'Opaque') !== (str(h['type']) ?? 'Opaque'))
      out.push({ path: '/type', what: 'type', cite });
    if (b['immutable'] !== true) return out;
    if (h['immutable'] !== true)
      out.push({ path: '/immutable', what: 'immutable (it cannot be turned off once true)', cite });
    for (const f of fields)
      if (differs(b[f], h[f])) out.push({ path: `/${f}`, what: `${f} of an immutable ${kind}`, cite });
    return out;
  };
}

const roleRef: Rule = (b, h) =>
  differs(b['roleRef'], h['roleRef'])
    ? [
        {
          path: '/roleRef',
          what: 'roleRef ("cannot change roleRef")',
          cite: 'rbac/validation/validation.go ValidateRoleBindingUpdate',
        },
      ]
    : [];

const storageClass: Rule = (b, h) =>
  ['parameters', 'provisioner', 'reclaimPolicy', 'volumeBindingMode']
    .filter(
      (f) =>
        differs(b[f], h[f]) &&
        !(f === 'reclaimPolicy' && (b[f] ?? 'Delete') === (h[f] ?? 'Delete')) &&
        !(f === 'volumeBindingMode' && (b[f] ?? 'Immediate') === (h[f] ?? 'Immediate')),
    )
    .map((f) => ({ path: `/${f}`, what: f, cite: 'storage/validation/validation.go ValidateStorageClassUpdate' }));

const RULES: Record<string, Rule> = {
  'apps/Deployment': selectorRule(`${APPS} ValidateDeploymentUpdate`),
  'apps/ReplicaSet': selectorRule(`${APPS} ValidateReplicaSetUpdate`),
  'apps/DaemonSet': selectorRule(`${APPS} ValidateDaemonSetUpdate`),
  'apps/StatefulSet': statefulSet,
  'batch/Job': job,
  '/Service': service,
  '/PersistentVolumeClaim': pvc,
  '/ConfigMap': immutableData('ConfigMap'),
  '/Secret': immutableData('Secret'),
  'rbac.authorization.k8s.io/RoleBinding': roleRef,
  'rbac.authorization.k8s.io/ClusterRoleBinding': roleRef,
  'storage.k8s.io/StorageClass': storageClass,
};

/** Hooks are deleted and created again by Argo CD, Helm and Flux (before-hook-creation): never updated. */
function isHook(o: Record<string, unknown>): boolean {
  const a = obj(obj(o['metadata'])['annotations']);
  return isSet(a['argocd.argoproj.io/hook']) || isSet(a['helm.sh/hook']);
}

/** How the object asks its GitOps tool to recreate it on a refused update; undefined when it does not. */
function recreatedBy(o: Record<string, unknown>): string | undefined {
  const a = obj(obj(o['metadata'])['annotations']);
  const options = (str(a['argocd.argoproj.io/sync-options']) ?? '').split(',').map((s) => s.trim());
  if (options.includes('Force=true')) return 'argocd.argoproj.io/sync-options Force=true';
  if (str(a['kustomize.toolkit.fluxcd.io/force']) === 'enabled') return 'kustomize.toolkit.fluxcd.io/force: enabled';
  return undefined;
}

const FIX =
  'give the object a new name (the new one is created, the old one pruned), or let the sync recreate it: Argo CD `argocd.argoproj.io/sync-options: Force=true,Replace=true` on the object (Replace=true alone still updates in place and fails), or Flux `kustomize.toolkit.fluxcd.io/force: enabled` on the object (or `spec.force: true` on its Kustomization)';

export interface SideNamespaces {
  base?: string;
  head?: string;
}

/** `apply/immutable-field` for each head object whose change from its base the API server refuses. */
export function immutableFieldDrafts(
  base: readonly Resource[],
  head: readonly Resource[],
  namespaces: SideNamespaces = {},
): FindingDraft[] {
  const before = new Map(base.map((r) => [placementOf(r.ref, namespaces.base).key, r]));
  const drafts: FindingDraft[] = [];
  for (const h of head) {
    const rule = RULES[`${apiGroup(h.ref.apiVersion)}/${h.ref.kind}`];
    const b = before.get(placementOf(h.ref, namespaces.head).key);
    if (!rule || !b || isHook(h.object) || isHook(b.object)) continue;
    for (const change of rule(b.object, h.object)) drafts.push(draftOf(h, change));
  }
  return drafts;
}

function draftOf(resource: Resource, change: Change): FindingDraft {
  const recreate = recreatedBy(resource.object);
  const refused = `${resource.ref.kind} ${resource.ref.name}: the change to ${change.what} is an update the API server refuses (${change.cite})`;
  const base = {
    ruleId: IMMUTABLE_FIELD,
    resource,
    path: change.path,
    location: resource.locate(change.path),
    fingerprintKey: change.path,
  };
  if (recreate)
    return {
      ...base,
      severity: 'note',
      message: `${refused}; the object carries ${recreate}, so the sync deletes and recreates it (the old object and its pods go first)`,
    };
  return {
    ...base,
    message: `${refused}: Argo CD's sync fails with "field is immutable" and the Application stays OutOfSync (Flux's apply fails the same way)`,
    remediation: FIX,
  };
}
