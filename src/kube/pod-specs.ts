/**
 * Where pods live: the PodSpecs of workload objects and the containers inside them, at the paths
 * Kubernetes, the config (custom pod spec paths) and Argo Workflows (templates and their
 * `podSpecPatch`) write them. One concept, one file: the parts used each other's types.
 */
import { apiGroup, type Resource } from '../model/resource.js';
import { getAt, joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { carriedObjects, isCarrier, type CarriedObject } from './pod-specs-embedded.js';
import { mergeByKey, mergeOver, podFields, type Layer, type Obj } from './workflow-fields.js';
import { workflowSpecPointer, workflowTemplates } from './workflow-templates.js';
import { readYamlObject } from './yaml-object.js';

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
  unreadablePatches?: UnreadablePatch[];
}

/** One container of a pod that is not written as a PodSpec. */
export type ContainerSlot = Omit<ContainerSite, 'resource' | 'pod'>;

/** What a container is in its pod: the API server's probe, lifecycle and restartPolicy rules depend on it. */
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
function unreadSite(resource: Resource, pointer: string, why: UnreadablePatch[]): PodSpecSite {
  return { resource, pointer, spec: {}, unreadablePatches: why };
}

/** An init container with `restartPolicy: Always` is a sidecar: it runs beside the main containers. */
const initRole = (c: Obj): ContainerRole => (c.restartPolicy === 'Always' ? 'sidecar' : 'init');

function slotName(container: Obj, fallback: string): string {
  return typeof container.name === 'string' && container.name !== '' ? container.name : fallback;
}

/** Every container of a PodSpec, init and ephemeral ones included, each with its own pointer. */
export function containersOf(site: PodSpecSite): ContainerSite[] {
  if (site.containerSlots) {
    return site.containerSlots.map((slot) => ({ ...slot, resource: site.resource, pod: site }));
  }
  const out: ContainerSite[] = [];
  const lists: [string, (c: Record<string, unknown>) => ContainerRole][] = [
    ['initContainers', initRole],
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
        name: slotName(container, `#${index}`),
        role: roleOf(container),
        pointer: joinPointer(site.pointer, field, index),
      });
    });
  }
  return out;
}

/**
 * PodSpecs inside custom resources: a hand list of the well-known ones, and any CRD (rendered in
 * the same target) whose schema embeds a PodSpec — an object with a `containers` array of objects
 * that have an `image` — found from the schema. Pointers may hold `*`: every index of an array.
 * Argo Workflows write no PodSpec at all; their pods are built below.
 */

const KNOWN: Record<string, string[]> = {
  'argoproj.io/Experiment': ['/spec/templates/*/template/spec'],
  'argoproj.io/AnalysisTemplate': ['/spec/metrics/*/provider/job/spec/template/spec'],
  'argoproj.io/ClusterAnalysisTemplate': ['/spec/metrics/*/provider/job/spec/template/spec'],
  'argoproj.io/AnalysisRun': ['/spec/metrics/*/provider/job/spec/template/spec'],
  'serving.knative.dev/Service': ['/spec/template/spec'],
  'serving.knative.dev/Configuration': ['/spec/template/spec'],
  'keda.sh/ScaledJob': ['/spec/jobTargetRef/template/spec'],
};

const MAX_DEPTH = 14;

/** Schema pointers (with `*` for array items) of objects that look like a PodSpec. */
function podSpecPointers(schema: unknown, pointer: string, depth: number, out: Set<string>): void {
  if (!isObject(schema) || depth > MAX_DEPTH) return;
  const props = isObject(schema.properties) ? schema.properties : undefined;
  const containers = props && isObject(props.containers) ? props.containers : undefined;
  const item = containers && isObject(containers.items) ? containers.items : undefined;
  if (item && isObject(item.properties) && 'image' in item.properties) out.add(pointer || '/');
  for (const [name, sub] of Object.entries(props ?? {})) {
    if (name !== 'containers') podSpecPointers(sub, joinPointer(pointer, name), depth + 1, out);
  }
  if (isObject(schema.items)) podSpecPointers(schema.items, `${pointer}/*`, depth + 1, out);
}

const schemaCache = new WeakMap<object, Map<string, string[]>>();

/** `group/Kind` → PodSpec pointers, for every CRD among `all`. */
function schemaDerived(all: readonly Resource[]): Map<string, string[]> {
  const key = all as object;
  const cached = schemaCache.get(key);
  if (cached) return cached;
  const map = new Map<string, string[]>();
  for (const r of all) {
    if (r.ref.kind !== 'CustomResourceDefinition' || apiGroup(r.ref.apiVersion) !== 'apiextensions.k8s.io') continue;
    const spec = isObject(r.object.spec) ? r.object.spec : {};
    const names = isObject(spec.names) ? spec.names : {};
    if (typeof spec.group !== 'string' || typeof names.kind !== 'string') continue;
    const found = new Set<string>();
    const versions = Array.isArray(spec.versions) ? spec.versions : [];
    for (const v of [...versions, spec]) {
      const validation =
        isObject(v) && isObject(v.schema) ? v.schema : isObject(v) && isObject(v.validation) ? v.validation : undefined;
      podSpecPointers(validation?.openAPIV3Schema, '', 0, found);
    }
    if (found.size > 0)
      map.set(
        `${spec.group}/${names.kind}`,
        [...found].filter((p) => p !== '/'),
      );
  }
  schemaCache.set(key, map);
  return map;
}

/** Concrete pointers for a pattern in one object (`*` expands over array indexes). */
export function expandPointer(value: unknown, pattern: string): string[] {
  const tokens = pattern.split('/').slice(1);
  const walk = (v: unknown, i: number, at: string): string[] => {
    if (i === tokens.length) return [at];
    const token = tokens[i]!;
    if (token === '*') return Array.isArray(v) ? v.flatMap((item, n) => walk(item, i + 1, joinPointer(at, n))) : [];
    return isObject(v) && token in v ? walk(v[token], i + 1, joinPointer(at, token)) : [];
  };
  return walk(value, 0, '');
}

/** PodSpec pointers of a custom resource: the hand list first, else what its CRD's schema says. */
export function customPodSpecPatterns(resource: Resource, all: readonly Resource[]): string[] {
  const key = `${apiGroup(resource.ref.apiVersion)}/${resource.ref.kind}`;
  return KNOWN[key] ?? schemaDerived(all).get(key) ?? [];
}

/**
 * Argo Workflows pods. A template with `container`, `script` or `containerSet` (and the `resource`
 * and `data` templates, whose main container is the controller's) runs as a pod, but no PodSpec
 * is written anywhere: the controller builds it (workflow/controller/workflowpod.go) from
 * - the template, merged over the workflow's `templateDefaults` (a strategic merge the template
 *   wins; a `container` or `script` default reaches only templates of that type);
 * - the workflow spec, for the pod fields the template leaves unset (tolerations, securityContext,
 *   …), and for the fields only the workflow sets (`hostNetwork`, `dnsPolicy`, …).
 * Each such template becomes one pod site whose `spec` is that pod, with the pointer of every
 * field where it is written, so findings land on the line to change.
 *
 * The `podSpecPatch` strings are applied last (below).
 *
 * Templates defined `inline` in steps and DAG tasks count too, and a pod takes its scheduling
 * fields from the steps/DAG template it runs under where that is certain (workflow-templates.ts).
 *
 * Not modelled, because it is not in the manifest or only known at run time: the controller's
 * `mainContainer` defaults and its injected `init`/`wait` containers, templates of other
 * WorkflowTemplates reached through `templateRef` (judged where they are defined).
 */

/** Template type fields in the order Argo's `Template.GetType` tries them: the first one set is the type. */
const TYPE_ORDER = [
  'container',
  'containerSet',
  'steps',
  'dag',
  'script',
  'resource',
  'data',
  'suspend',
  'http',
  'plugin',
];
/** Types whose main containers the template writes. */
const MAIN_TYPES = ['container', 'containerSet', 'script'];
/**
 * Types that run a pod whose main container is the controller's executor; the template's init
 * containers and sidecars still join it. The others (steps, dag, suspend, http, plugin) run no pod
 * of their own (http and plugin templates run in the shared agent pod).
 */
const EXECUTOR_TYPES = ['resource', 'data'];

/** The main containers a template writes: one `container` or `script` (Argo names it `main`), or a containerSet's. */
function mainSlots(type: string, template: Layer, defaults: Layer | undefined): ContainerSlot[] {
  if (type === 'containerSet') {
    const set = template.value.containerSet;
    const list = isObject(set) && Array.isArray(set.containers) ? (set.containers as unknown[]) : [];
    return list.flatMap((c, i) =>
      isObject(c)
        ? [
            {
              container: c,
              pointer: joinPointer(template.pointer, 'containerSet', 'containers', i),
              name: slotName(c, `#${i}`),
              role: 'container' as const,
              runtimeTemplated: true,
            },
          ]
        : [],
    );
  }
  const own = template.value[type];
  if (!isObject(own)) return [];
  const fromDefaults = defaults?.value[type];
  const slot: ContainerSlot = {
    container: mergeOver(fromDefaults, own) as Obj,
    pointer: joinPointer(template.pointer, type),
    name: 'main',
    role: 'container',
    runtimeTemplated: true,
  };
  if (isObject(fromDefaults)) slot.defaultsPointer = joinPointer(defaults!.pointer, type);
  return [slot];
}

/** Template `initContainers` (init, or sidecar with `restartPolicy: Always`) and `sidecars` (regular containers). */
function extraSlots(template: Layer, defaults: Layer | undefined): ContainerSlot[] {
  const lists: Array<[string, (c: Obj) => ContainerRole]> = [
    ['initContainers', initRole],
    ['sidecars', () => 'container'],
  ];
  return lists.flatMap(([field, roleOf]) =>
    mergeByKey(template, defaults, field, 'name').map((m, i) => ({
      container: m.item,
      pointer: m.pointer,
      name: slotName(m.item, `${field}#${i}`),
      role: roleOf(m.item),
      runtimeTemplated: true,
      ...(m.defaultsPointer ? { defaultsPointer: m.defaultsPointer } : {}),
    })),
  );
}

/** The type Argo gives a template: the first of its type fields that is set. */
function templateType(t: Obj): string | undefined {
  return TYPE_ORDER.find((field) => t[field] !== undefined && t[field] !== null);
}

/** The pod `spec` of a site: its pod fields and its containers in the lists a PodSpec has. */
function podSpecOf(fields: Obj, slots: ContainerSlot[]): Obj {
  const init = slots.filter((s) => s.role === 'init' || s.role === 'sidecar').map((s) => s.container);
  const containers = slots.filter((s) => s.role === 'container').map((s) => s.container);
  return { ...fields, ...(init.length > 0 ? { initContainers: init } : {}), containers };
}

/** One pod site per template of the workflow that runs a pod (inline step and task templates included). */
export function workflowPodSites(resource: Resource, specPointer: string): PodSpecSite[] {
  // `specPointer` may lie deep inside another object (a Workflow an Argo Events Sensor creates).
  const wf = getAt(resource.object, specPointer);
  if (!isObject(wf)) return [];
  const specLayer: Layer = { value: wf, pointer: specPointer };
  const defaults: Layer | undefined = isObject(wf.templateDefaults)
    ? { value: wf.templateDefaults, pointer: joinPointer(specPointer, 'templateDefaults') }
    : undefined;
  const sites: PodSpecSite[] = [];
  for (const { layer: template, ...run } of workflowTemplates(wf, specPointer)) {
    const type = templateType(template.value);
    if (type === undefined || !(MAIN_TYPES.includes(type) || EXECUTOR_TYPES.includes(type))) continue;
    const declared = [
      ...(MAIN_TYPES.includes(type) ? mainSlots(type, template, defaults) : []),
      ...extraSlots(template, defaults),
    ];
    const fields = podFields(template, defaults, specLayer, run);
    const { patches, unreadable } = podSpecPatches(specLayer, template, defaults);
    const slots = applyPodPatches(declared, fields, patches);
    sites.push({
      resource,
      pointer: template.pointer,
      spec: podSpecOf(fields.spec, slots),
      fieldPointers: fields.pointers,
      containerSlots: slots,
      ...(unreadable.length > 0 ? { unreadablePatches: unreadable } : {}),
    });
  }
  return sites;
}

/**
 * Argo Workflows `podSpecPatch`: a strategic merge patch of the PodSpec, written as a YAML or JSON
 * string, that the controller applies last — the workflow spec's, then the template's
 * (workflowpod.go processPodSpecPatch, util.ApplyPodSpecPatch). It can set anything a PodSpec has,
 * a privileged container or one nobody declared included, so the pod the checks see applies it:
 * `containers` and `initContainers` merge by name (a new name adds a container), other fields
 * merge as objects or are replaced. A finding on a patched value points at the `podSpecPatch`
 * field (the value is inside its string). A patch that cannot be read before the pod starts — one
 * that is not a YAML object, or writes `{{…}}` unquoted (one parameter as the whole patch, or as a
 * value) — is not applied but reported: what it sets is unknown, so the pod is not checked.
 */

export interface PodPatch {
  value: Obj;
  /** The `podSpecPatch` field that holds it. */
  pointer: string;
}

/** A `podSpecPatch` (or what `what` names) whose content is only known when the pod starts. */
export interface UnreadablePatch {
  pointer: string;
  reason: string;
  /** Default `podSpecPatch`. */
  what?: string;
}

const hasPatch = (layer: Layer | undefined): layer is Layer =>
  typeof layer?.value.podSpecPatch === 'string' && layer.value.podSpecPatch.trim() !== '';

function readPatch(layer: Layer): PodPatch | UnreadablePatch {
  const text = String(layer.value.podSpecPatch);
  const pointer = joinPointer(layer.pointer, 'podSpecPatch');
  const runtime = 'is filled in from workflow parameters when the pod starts ({{…}})';
  const read = readYamlObject(text);
  if ('value' in read) return { value: read.value, pointer };
  const templated = text.includes('{{');
  const reasons: Record<typeof read.problem, string> = {
    parse: templated ? runtime : 'does not parse as YAML (Argo fails the pod)',
    'collection-key': templated ? runtime : 'uses a collection as a key, which no PodSpec has',
    aliases: 'holds more YAML aliases than are expanded here',
    'not-object': 'is not a PodSpec object (Argo fails the pod)',
  };
  return { pointer, reason: reasons[read.problem] };
}

/**
 * The patches one template's pod gets, in the order they apply (the workflow's, then the
 * template's own, else its defaults' — an empty string is unset), and those that cannot be read.
 */
export function podSpecPatches(
  spec: Layer,
  template: Layer,
  defaults: Layer | undefined,
): { patches: PodPatch[]; unreadable: UnreadablePatch[] } {
  const own = hasPatch(template) ? template : defaults;
  const read = [spec, own].filter(hasPatch).map(readPatch);
  return {
    patches: read.filter((r): r is PodPatch => 'value' in r),
    unreadable: read.filter((r): r is UnreadablePatch => 'reason' in r),
  };
}

const LISTS: Array<[field: string, isRole: (role: ContainerRole) => boolean, roleOf: (c: Obj) => ContainerRole]> = [
  ['containers', (r) => r === 'container', () => 'container'],
  ['initContainers', (r) => r === 'init' || r === 'sidecar', initRole],
];

/** Merges one patch's container lists into the slots by name; unknown names become new containers. */
function patchContainers(slots: ContainerSlot[], patch: PodPatch): ContainerSlot[] {
  const out = [...slots];
  for (const [field, isRole, roleOf] of LISTS) {
    const items = Array.isArray(patch.value[field]) ? (patch.value[field] as unknown[]).filter(isObject) : [];
    for (const item of items) {
      const at = out.findIndex((s) => isRole(s.role) && s.name === item.name);
      const by = { pointer: patch.pointer, value: item };
      if (at >= 0) {
        const slot = out[at]!;
        const container = mergeOver(slot.container, item) as Obj;
        out[at] = { ...slot, container, role: roleOf(container), patches: [...(slot.patches ?? []), by] };
        continue;
      }
      const name = slotName(item, `${field}#patch`);
      out.push({ container: item, pointer: patch.pointer, name, role: roleOf(item), runtimeTemplated: true });
    }
  }
  return out;
}

/** Applies the patches to a template's pod: its containers, and its pod fields with their pointers. */
export function applyPodPatches(
  slots: ContainerSlot[],
  fields: { spec: Obj; pointers: Record<string, string> },
  patches: PodPatch[],
): ContainerSlot[] {
  let out = slots;
  for (const patch of patches) {
    out = patchContainers(out, patch);
    for (const [field, value] of Object.entries(patch.value)) {
      if (field === 'containers' || field === 'initContainers') continue;
      if (value === null) delete fields.spec[field];
      else fields.spec[field] = mergeOver(fields.spec[field], value);
      for (const key of Object.keys(fields.pointers)) {
        if (key === field || key.startsWith(`${field}/`)) delete fields.pointers[key];
      }
      fields.pointers[field] = patch.pointer;
    }
  }
  return out;
}
