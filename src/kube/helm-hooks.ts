import type { Resource } from '../model/resource.js';
import { isObject } from './object.js';

const TEST_HOOKS = new Set(['test', 'test-success', 'test-failure']);

/**
 * Helm test hooks run only on `helm test`; neither `helm install` nor Argo CD (which ignores
 * unsupported hooks) deploys them, so they are not judged as part of the deployment. An object
 * that also carries `argocd.argoproj.io/hook` is an Argo CD hook whatever helm's annotation says
 * (gitops-engine reads the Argo CD annotation first and then ignores helm's): Argo CD runs it.
 */
export function isHelmTestHook(resource: Resource): boolean {
  const annotations = isObject(resource.object.metadata) ? resource.object.metadata.annotations : undefined;
  if (
    isObject(annotations) &&
    typeof annotations['argocd.argoproj.io/hook'] === 'string' &&
    annotations['argocd.argoproj.io/hook'].trim() !== ''
  )
    return false;
  const hook = isObject(annotations) ? annotations['helm.sh/hook'] : undefined;
  if (typeof hook !== 'string') return false;
  const hooks = hook
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hooks.length > 0 && hooks.every((h) => TEST_HOOKS.has(h));
}
