/** Which sync hook an object is, as Argo CD reads its own and Helm's hook annotations. */
import type { Resource } from '../../model/resource.js';
import { apiGroup } from '../../model/resource.js';
import { annotationsOf } from '../../kube/object.js';

export const ARGO_HOOK = 'argocd.argoproj.io/hook';
export const ARGO_DELETE_POLICY = 'argocd.argoproj.io/hook-delete-policy';
const HELM_HOOK = 'helm.sh/hook';
const HELM_DELETE_POLICY = 'helm.sh/hook-delete-policy';

/** The Argo CD phases a hook can run in; deploy-gate judges the ones that gate a sync. */
export const JUDGED_PHASES = ['PreSync', 'Sync', 'PostSync', 'SyncFail'] as const;

/** Helm hooks Argo CD maps onto its own phases (others it ignores). */
const HELM_TO_ARGO: Record<string, string> = {
  'crd-install': 'PreSync',
  'pre-install': 'PreSync',
  'pre-upgrade': 'PreSync',
  'post-install': 'PostSync',
  'post-upgrade': 'PostSync',
};

const HELM_DELETE: Record<string, string> = {
  'hook-succeeded': 'HookSucceeded',
  'hook-failed': 'HookFailed',
  'before-hook-creation': 'BeforeHookCreation',
};

export interface HookInfo {
  phases: string[];
  deletePolicies: string[];
  /** The annotation the hook comes from, for messages and paths. */
  annotation: string;
  deleteAnnotation: string;
}

const list = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** The hook phases of an object (Argo CD's annotation wins over Helm's), or undefined when it is no hook. */
export function hookInfo(resource: Resource): HookInfo | undefined {
  const a = annotationsOf(resource);
  if (typeof a[ARGO_HOOK] === 'string') {
    return {
      phases: list(a[ARGO_HOOK]),
      deletePolicies: list(a[ARGO_DELETE_POLICY]),
      annotation: ARGO_HOOK,
      deleteAnnotation: ARGO_DELETE_POLICY,
    };
  }
  const helm = list(a[HELM_HOOK])
    .map((h) => HELM_TO_ARGO[h])
    .filter((p): p is string => p !== undefined);
  if (helm.length === 0) return undefined;
  const argoDelete = list(a[ARGO_DELETE_POLICY]);
  const deletePolicies =
    argoDelete.length > 0 ? argoDelete : list(a[HELM_DELETE_POLICY]).map((p) => HELM_DELETE[p] ?? p);
  return {
    phases: [...new Set(helm)],
    deletePolicies,
    annotation: HELM_HOOK,
    deleteAnnotation: argoDelete.length > 0 ? ARGO_DELETE_POLICY : HELM_DELETE_POLICY,
  };
}

/** A batch Job that runs as one of the judged hook phases. */
export function hookJob(resource: Resource, phases: readonly string[]): HookInfo | undefined {
  if (resource.ref.kind !== 'Job' || apiGroup(resource.ref.apiVersion) !== 'batch') return undefined;
  const info = hookInfo(resource);
  return info && info.phases.some((p) => phases.includes(p)) ? info : undefined;
}
