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
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { readYamlObject } from './yaml-object.js';
import type { ContainerRole, ContainerSlot } from './pod-specs.js';
import { mergeOver, type Layer, type Obj } from './workflow-fields.js';

export interface PodPatch {
  value: Obj;
  /** The `podSpecPatch` field that holds it. */
  pointer: string;
}

/** A `podSpecPatch` whose content is only known when the pod starts. */
export interface UnreadablePatch {
  pointer: string;
  reason: string;
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
  [
    'initContainers',
    (r) => r === 'init' || r === 'sidecar',
    (c) => (c.restartPolicy === 'Always' ? 'sidecar' : 'init'),
  ],
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
      const name = typeof item.name === 'string' && item.name !== '' ? item.name : `${field}#patch`;
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
