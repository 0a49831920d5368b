/** Where pods live: the PodSpecs of workload objects and the containers inside them. */
import { apiGroup, type Resource } from '../model/resource.js';
import { getAt, joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { customPodSpecPatterns, expandPointer } from './pod-specs-custom.js';
import { workflowPodSites, workflowSpecPointer } from './pod-specs-workflow.js';
import { carriedObjects, isCarrier, type CarriedObject } from './pod-specs-embedded.js';

export interface PodSpecSite {
  resource: Resource;
  /** JSON pointer of the PodSpec inside `resource.object`, e.g. `/spec/template/spec`. */
  pointer: string;
  spec: Record<string, unknown>;
  /**
   * A pod the manifest does not write as one PodSpec (an Argo Workflows template): `spec` is the
   * pod it becomes, and this says where each of its fields is written (`tolerations` →
   * `/spec/tolerations`, `tolerations/1` → `/spec/templateDefaults/tolerations/0`). Read pointers
   * through `podFieldPointer` (pod-pointers.ts).
   */
  fieldPointers?: Record<string, string>;
  /** The containers of such a pod, each with where it is written (instead of `spec`'s lists). */
  containerSlots?: ContainerSlot[];
  /**
   * Patches of such a pod that cannot be read before it starts (an Argo Workflows `podSpecPatch`
   * filled in from parameters): what they set is unknown, so container checks are inconclusive.
   */
  unreadablePatches?: Array<{ pointer: string; reason: string; /** default `podSpecPatch` */ what?: string }>;
}

/** One container of a pod that is not written as a PodSpec. */
export type ContainerSlot = Omit<ContainerSite, 'resource' | 'pod'>;

export type ContainerRole = 'container' | 'init' | 'sidecar' | 'ephemeral';

export interface ContainerSite {
  resource: Resource;
  pod: PodSpecSite;
  container: Record<string, unknown>;
  /** The container's name, or `#<index>` of its list when it has none. */
  name: string;
  role: ContainerRole;
  /** e.g. `/spec/template/spec/containers/0` */
  pointer: string;
  /**
   * Where defaults merged into `container` are written (Argo Workflows `templateDefaults`); read
   * field pointers through `containerFieldPointer` (pod-pointers.ts).
   */
  defaultsPointer?: string;
  /** Argo Workflows substitutes `{{…}}` expressions in this container when the pod starts. */
  runtimeTemplated?: boolean;
  /** Patches merged over `container` last (Argo Workflows `podSpecPatch` items), in the order applied. */
  patches?: Array<{ value: Record<string, unknown>; pointer: string }>;
}

/** An image Argo Workflows fills in from a parameter when the pod starts: `{{inputs.parameters.image}}`. */
export function isRuntimeImage(site: Pick<ContainerSite, 'runtimeTemplated'>, image: unknown): image is string {
  return site.runtimeTemplated === true && typeof image === 'string' && image.includes('{{');
}

const TEMPLATE_SPEC = '/spec/template/spec';

/** Built-in workload kinds by `group/Kind` (core group is empty) → PodSpec pointers. */
const BUILT_IN: Record<string, string[]> = {
  '/Pod': ['/spec'],
  '/ReplicationController': [TEMPLATE_SPEC],
  'apps/Deployment': [TEMPLATE_SPEC],
  'apps/StatefulSet': [TEMPLATE_SPEC],
  'apps/DaemonSet': [TEMPLATE_SPEC],
  'apps/ReplicaSet': [TEMPLATE_SPEC],
  // Served until 1.16; still found in old charts, and its pods are just as real.
  'extensions/Deployment': [TEMPLATE_SPEC],
  'extensions/DaemonSet': [TEMPLATE_SPEC],
  'extensions/ReplicaSet': [TEMPLATE_SPEC],
  'batch/Job': [TEMPLATE_SPEC],
  'batch/CronJob': ['/spec/jobTemplate/spec/template/spec'],
  'argoproj.io/Rollout': [TEMPLATE_SPEC],
};

/** Kinds an Argo Rollout `workloadRef` may point at, and where their PodSpec is. */
const WORKLOAD_REF_TARGETS: Record<string, string> = {
  'apps/Deployment': TEMPLATE_SPEC,
  'apps/ReplicaSet': TEMPLATE_SPEC,
  '/PodTemplate': '/template/spec',
};

function kindKey(resource: Resource): string {
  return `${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`;
}

/** Configured paths point at a pod template (`/spec/template`); a path straight at a PodSpec works too. */
function configuredSites(resource: Resource, paths: string[]): PodSpecSite[] {
  const sites: PodSpecSite[] = [];
  for (const p of paths) {
    const at = getAt(resource.object, p);
    if (!isObject(at)) continue;
    if (Array.isArray(at.containers)) sites.push({ resource, pointer: p, spec: at });
    else if (isObject(at.spec)) sites.push({ resource, pointer: joinPointer(p, 'spec'), spec: at.spec });
  }
  return sites;
}

function sitesAt(resource: Resource, pointers: string[]): PodSpecSite[] {
  const sites: PodSpecSite[] = [];
  for (const pointer of pointers) {
    const spec = getAt(resource.object, pointer);
    if (isObject(spec)) sites.push({ resource, pointer, spec });
  }
  return sites;
}

/**
 * Config `podTemplatePaths` keys, most specific first: `apiVersion/Kind` (`apps.openshift.io/v1/DeploymentConfig`,
 * `v1/Pod`), `group/Kind` (`apps.openshift.io/DeploymentConfig`; the core group is `/Pod`) and `Kind`.
 */
export function podTemplateKeys(apiVersion: string, kind: string): string[] {
  return [`${apiVersion}/${kind}`, `${apiGroup(apiVersion)}/${kind}`, kind];
}

function extraPathsFor(resource: Resource, extraPaths: Record<string, string[]> | undefined): string[] | undefined {
  if (!extraPaths) return undefined;
  for (const key of podTemplateKeys(resource.ref.apiVersion, resource.ref.kind)) {
    if (Object.hasOwn(extraPaths, key)) return extraPaths[key];
  }
  return undefined;
}

/** A Rollout with `workloadRef` runs the referenced object's template (in the same namespace). */
function rolloutWorkload(resource: Resource, all: Resource[]): PodSpecSite[] {
  const ref = getAt(resource.object, '/spec/workloadRef');
  if (!isObject(ref) || typeof ref.name !== 'string' || typeof ref.kind !== 'string') return [];
  const group = typeof ref.apiVersion === 'string' ? apiGroup(ref.apiVersion) : 'apps';
  const pointer = WORKLOAD_REF_TARGETS[`${group}/${ref.kind}`];
  if (!pointer) return [];
  const ns = resource.ref.namespace ?? '';
  const target = all.find(
    (r) =>
      r.ref.kind === ref.kind &&
      r.ref.name === ref.name &&
      apiGroup(r.ref.apiVersion) === group &&
      (r.ref.namespace ?? '') === ns,
  );
  return target ? sitesAt(target, [pointer]) : [];
}

/**
 * The PodSpecs of one resource. For a Rollout with `workloadRef` the site belongs to the referenced
 * object (its lines are where the fix goes); callers that walk all resources should de-duplicate
 * sites by resource and pointer.
 */
export function podSpecsOf(resource: Resource, all: Resource[], extraPaths?: Record<string, string[]>): PodSpecSite[] {
  const configured = extraPathsFor(resource, extraPaths);
  if (configured) return configuredSites(resource, configured);
  const key = kindKey(resource);
  if (isCarrier(key)) return carriedObjects(resource, key).flatMap(carriedPodSites);
  const pointers = BUILT_IN[key];
  if (!pointers) {
    const workflowSpec = workflowSpecPointer(key);
    if (workflowSpec !== undefined) return workflowPodSites(resource, workflowSpec);
    const patterns = customPodSpecPatterns(resource, all);
    return sitesAt(
      resource,
      patterns.flatMap((p) => expandPointer(resource.object, p)),
    ).filter((site) => Array.isArray(site.spec.containers));
  }
  const own = sitesAt(resource, pointers);
  if (key === 'argoproj.io/Rollout' && own.length === 0) return rolloutWorkload(resource, all);
  return own;
}

/**
 * The pods of an object another one carries (pod-specs-embedded.ts), on the carrier: built-in
 * workloads and Argo workflows. A parameter that writes into them at run time makes them
 * unreadable; so does an object the carrier does not write (read from elsewhere when it fires), or
 * one with no pod yet that a parameter fills in: one pod site with nothing but the reason.
 */
function carriedPodSites(carried: CarriedObject): PodSpecSite[] {
  const resource = carried.carrier; // the carrier, or its copy holding what its `inline` sources read as
  if (carried.unread) return [unreadSite(resource, carried.pointer, [{ ...carried.unread, what: 'Sensor trigger' }])];
  const builtIn = BUILT_IN[carried.kindKey];
  const spec = workflowSpecPointer(carried.kindKey);
  const sites = builtIn
    ? sitesAt(
        resource,
        builtIn.map((p) => carried.pointer + p),
      )
    : spec !== undefined
      ? workflowPodSites(resource, carried.pointer + spec)
      : [];
  if (carried.runtimeWrites.length === 0) return sites;
  const unreadable = carried.runtimeWrites.map((w) => ({
    pointer: w.pointer,
    what: 'Sensor trigger parameter',
    reason: `writes ${w.dest === '' ? 'the whole object' : JSON.stringify(w.dest)} from the event payload when the trigger fires`,
  }));
  if (sites.length === 0) return [unreadSite(resource, carried.pointer, unreadable)];
  return sites.map((site) => ({ ...site, unreadablePatches: [...(site.unreadablePatches ?? []), ...unreadable] }));
}

/** A pod known only by why it cannot be read: no containers, every container check inconclusive. */
function unreadSite(
  resource: Resource,
  pointer: string,
  why: NonNullable<PodSpecSite['unreadablePatches']>,
): PodSpecSite {
  return { resource, pointer, spec: {}, unreadablePatches: why };
}

/** Every container of a PodSpec, init and ephemeral ones included, each with its own pointer. */
export function containersOf(site: PodSpecSite): ContainerSite[] {
  if (site.containerSlots) {
    return site.containerSlots.map((slot) => ({ ...slot, resource: site.resource, pod: site }));
  }
  const out: ContainerSite[] = [];
  const lists: [string, (c: Record<string, unknown>) => ContainerRole][] = [
    ['initContainers', (c) => (c.restartPolicy === 'Always' ? 'sidecar' : 'init')],
    ['containers', () => 'container'],
    ['ephemeralContainers', () => 'ephemeral'],
  ];
  for (const [field, roleOf] of lists) {
    const raw = site.spec[field];
    if (!Array.isArray(raw)) continue;
    raw.forEach((container: unknown, index: number) => {
      if (!isObject(container)) return;
      out.push({
        resource: site.resource,
        pod: site,
        container,
        name: typeof container.name === 'string' && container.name !== '' ? container.name : `#${index}`,
        role: roleOf(container),
        pointer: joinPointer(site.pointer, field, index),
      });
    });
  }
  return out;
}

/** Containers that run for the life of the pod (regular containers and native sidecars). */
export function isLongRunning(c: ContainerSite): boolean {
  return c.role === 'container' || c.role === 'sidecar';
}
