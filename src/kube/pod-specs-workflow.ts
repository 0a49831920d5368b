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
 * The `podSpecPatch` strings are applied last (workflow-patch.ts).
 *
 * Templates defined `inline` in steps and DAG tasks count too, and a pod takes its scheduling
 * fields from the steps/DAG template it runs under where that is certain (workflow-templates.ts).
 *
 * Not modelled, because it is not in the manifest or only known at run time: the controller's
 * `mainContainer` defaults and its injected `init`/`wait` containers, templates of other
 * WorkflowTemplates reached through `templateRef` (judged where they are defined).
 */
import { getAt, joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { mergeByKey, mergeOver, podFields, type Layer, type Obj } from './workflow-fields.js';
import { applyPodPatches, podSpecPatches } from './workflow-patch.js';
import { workflowTemplates } from './workflow-templates.js';
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

/** Where a kind keeps its WorkflowSpec, or undefined for kinds that are not Argo workflows. */
export function workflowSpecPointer(kindKey: string): string | undefined {
  return SPEC_AT[kindKey];
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
