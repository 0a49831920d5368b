/**
 * Workloads that run pods continuously (Deployments, StatefulSets, DaemonSets, Argo Rollouts): their
 * pod templates, the Services that select them, and whether a change rolls their pods.
 */
import { apiGroup, type Resource } from '../model/resource.js';
import { getAt } from './json-pointer.js';
import { canonicalJson, isObject } from './object.js';
import type { PodSpecSite } from './pod-specs.js';

const ROLLING_KINDS = new Set([
  'apps/Deployment',
  'apps/StatefulSet',
  'apps/DaemonSet',
  'extensions/Deployment',
  'extensions/DaemonSet',
  'argoproj.io/Rollout',
]);

/** A Deployment, StatefulSet, DaemonSet or Rollout: its controller replaces pods when the pod template changes. */
export function isRollingWorkload(resource: Resource): boolean {
  return ROLLING_KINDS.has(`${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`);
}

/** `/spec/template` for a PodSpec at `/spec/template/spec`. */
export function podTemplatePointer(site: Pick<PodSpecSite, 'pointer'>): string {
  return site.pointer.replace(/\/spec$/, '');
}

/** The pod template of a rolling workload (`spec.template`), or undefined (a Rollout with a workloadRef has none of its own). */
export function podTemplateOf(resource: Resource): Record<string, unknown> | undefined {
  const template = getAt(resource.object, '/spec/template');
  return isObject(template) ? template : undefined;
}

function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The labels of the pods a PodSpec site makes. */
export function podLabels(site: PodSpecSite): Record<string, string> {
  return stringMap(getAt(site.resource.object, `${podTemplatePointer(site)}/metadata/labels`));
}

function isService(r: Resource): boolean {
  return r.ref.kind === 'Service' && apiGroup(r.ref.apiVersion) === '';
}

/** A Service's label selector (empty when it has none: it selects no pods). */
export function serviceSelector(service: Resource): Record<string, string> {
  return stringMap(getAt(service.object, '/spec/selector'));
}

/** Whether a Service (of the same namespace) selects the pods of a site. */
export function serviceSelects(service: Resource, site: PodSpecSite): boolean {
  if ((service.ref.namespace ?? '') !== (site.resource.ref.namespace ?? '')) return false;
  const selector = Object.entries(serviceSelector(service));
  if (selector.length === 0) return false;
  const labels = podLabels(site);
  return selector.every(([k, v]) => labels[k] === v);
}

/** The Services of a render that select a site's pods. */
export function servicesSelecting(site: PodSpecSite, resources: Resource[]): Resource[] {
  return resources.filter((r) => isService(r) && serviceSelects(r, site));
}

/** Every Service of a render. */
export function servicesOf(resources: Resource[]): Resource[] {
  return resources.filter(isService);
}

/**
 * Whether a change to a rolling workload starts new pods: it is new, or its pod template changed
 * (the controller makes a new ReplicaSet / revision). Undefined for anything else, and for a
 * Rollout whose pods come from a workloadRef (the referenced object says).
 */
export function rollsPods(before: Resource | undefined, after: Resource | undefined): boolean | undefined {
  if (!after || !isRollingWorkload(after)) return undefined;
  const template = podTemplateOf(after);
  if (!template) return undefined;
  if (!before) return true;
  return canonicalJson(podTemplateOf(before)) !== canonicalJson(template);
}
