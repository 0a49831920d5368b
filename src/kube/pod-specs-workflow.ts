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
 * Not modelled, because it is not in the manifest or only known at run time: `podSpecPatch`, the
 * scheduling fields a pod inherits from the steps/DAG template that calls it, the controller's
 * `mainContainer` defaults and its injected `init`/`wait` containers, templates of other
 * WorkflowTemplates reached through `templateRef` (judged where they are defined).
 */
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import type { Resource } from '../model/resource.js';
import type { ContainerRole, ContainerSlot, PodSpecSite } from './pod-specs.js';

/** `group/Kind` → pointer of its WorkflowSpec. */
const SPEC_AT: Record<string, string> = {
  'argoproj.io/Workflow': '/spec',
  'argoproj.io/WorkflowTemplate': '/spec',
  'argoproj.io/ClusterWorkflowTemplate': '/spec',
  'argoproj.io/CronWorkflow': '/spec/workflowSpec',
};

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

/** Pod fields a template sets, else its defaults, else the workflow spec (under `specField` when named differently). */
const INHERITED: Array<[field: string, specField?: string]> = [
  ['tolerations'],
  ['nodeSelector'],
  ['affinity'],
  ['schedulerName'],
  ['priorityClassName', 'podPriorityClassName'],
  ['securityContext'],
  ['resourceClaims'],
  ['serviceAccountName'],
  ['automountServiceAccountToken'],
];
/** Pod fields only the workflow spec sets. */
const SPEC_ONLY = ['hostNetwork', 'dnsPolicy', 'dnsConfig', 'imagePullSecrets'];

type Obj = Record<string, unknown>;

/** One place fields may come from: the template, `templateDefaults` or the workflow spec. */
interface Layer {
  value: Obj;
  pointer: string;
}

/** Where a kind keeps its WorkflowSpec, or undefined for kinds that are not Argo workflows. */
export function workflowSpecPointer(kindKey: string): string | undefined {
  return SPEC_AT[kindKey];
}

/** Argo treats an empty list or string as unset (it tests `len(...) > 0` / `!= ""`). */
function isSet(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
}

/** A strategic merge of `patch` over `base` for the fields checks read: objects merge, the rest is replaced. */
export function mergeOver(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Obj = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergeOver(base[key], value);
  }
  return out;
}

interface Keyed {
  item: Obj;
  pointer: string;
  /** The defaults item merged under it, when there is one. */
  defaultsPointer?: string;
}

/** A list both layers may write, merged by `key` the way `patchMergeKey` does: template items win. */
function mergeByKey(template: Layer, defaults: Layer | undefined, field: string, key: string): Keyed[] {
  const items = (layer: Layer | undefined) =>
    layer && Array.isArray(layer.value[field])
      ? (layer.value[field] as unknown[]).flatMap((item, i) =>
          isObject(item) ? [{ item, pointer: joinPointer(layer.pointer, field, i) }] : [],
        )
      : [];
  const own = items(template);
  const inherited = items(defaults);
  const merged: Keyed[] = own.map((o) => {
    const d = o.item[key] === undefined ? undefined : inherited.find((x) => x.item[key] === o.item[key]);
    return d ? { item: mergeOver(d.item, o.item) as Obj, pointer: o.pointer, defaultsPointer: d.pointer } : o;
  });
  const ownKeys = new Set(own.map((o) => o.item[key]).filter((k) => k !== undefined));
  return [...merged, ...inherited.filter((d) => d.item[key] === undefined || !ownKeys.has(d.item[key]))];
}

/** The pod fields of one template's pod, each with where it is written. */
function podFields(
  template: Layer,
  defaults: Layer | undefined,
  spec: Layer,
): { spec: Obj; pointers: Record<string, string> } {
  const out: Obj = {};
  const pointers: Record<string, string> = {};
  for (const [field, specField = field] of INHERITED) {
    if (field === 'tolerations') {
      const merged = mergeByKey(template, defaults, field, 'key');
      if (merged.length > 0) {
        out[field] = merged.map((m) => m.item);
        merged.forEach((m, i) => (pointers[`${field}/${i}`] = m.pointer));
        continue;
      }
    } else {
      const layer = [template, defaults].find((l) => l && isSet(l.value[field]));
      if (layer) {
        out[field] = mergeOver(defaults?.value[field], template.value[field]);
        pointers[field] = joinPointer(layer.pointer, field);
        continue;
      }
    }
    if (isSet(spec.value[specField])) {
      out[field] = spec.value[specField];
      pointers[field] = joinPointer(spec.pointer, specField);
    }
  }
  for (const field of SPEC_ONLY) {
    if (spec.value[field] === undefined) continue;
    out[field] = spec.value[field];
    pointers[field] = joinPointer(spec.pointer, field);
  }
  return { spec: out, pointers };
}

function slotName(container: Obj, fallback: string): string {
  return typeof container.name === 'string' && container.name !== '' ? container.name : fallback;
}

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
    ['initContainers', (c) => (c.restartPolicy === 'Always' ? 'sidecar' : 'init')],
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

/** One pod site per template of the workflow that runs a pod. */
export function workflowPodSites(resource: Resource, specPointer: string): PodSpecSite[] {
  const spec = resource.object.spec;
  const wf = specPointer === '/spec' ? spec : isObject(spec) ? spec.workflowSpec : undefined;
  if (!isObject(wf) || !Array.isArray(wf.templates)) return [];
  const specLayer: Layer = { value: wf, pointer: specPointer };
  const defaults: Layer | undefined = isObject(wf.templateDefaults)
    ? { value: wf.templateDefaults, pointer: joinPointer(specPointer, 'templateDefaults') }
    : undefined;
  const sites: PodSpecSite[] = [];
  wf.templates.forEach((raw: unknown, index: number) => {
    if (!isObject(raw)) return;
    const type = templateType(raw);
    if (type === undefined || !(MAIN_TYPES.includes(type) || EXECUTOR_TYPES.includes(type))) return;
    const template: Layer = { value: raw, pointer: joinPointer(specPointer, 'templates', index) };
    const slots = [
      ...(MAIN_TYPES.includes(type) ? mainSlots(type, template, defaults) : []),
      ...extraSlots(template, defaults),
    ];
    const fields = podFields(template, defaults, specLayer);
    sites.push({
      resource,
      pointer: template.pointer,
      spec: podSpecOf(fields.spec, slots),
      fieldPointers: fields.pointers,
      containerSlots: slots,
    });
  });
  return sites;
}
