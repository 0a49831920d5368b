/**
 * Argo Workflows `podSpecPatch`: a strategic merge patch of the PodSpec, written as a YAML or JSON
 * string, that the controller applies last — the workflow spec's, then the template's
 * (workflowpod.go processPodSpecPatch, util.ApplyPodSpecPatch). It can set anything a PodSpec has,
 * a privileged container or one nobody declared included, so the pod the checks see applies it:
 * `containers` and `initContainers` merge by name (a new name adds a container), other fields
 * merge as objects or are replaced. A finding on a patched value points at the `podSpecPatch`
 * field (the value is inside its string). A patch that is not a YAML object — one parameter as the
 * whole patch — cannot be read before it runs and is not applied.
 */
import { parse } from 'yaml';
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import type { ContainerRole, ContainerSlot } from './pod-specs.js';
import { mergeOver, type Layer, type Obj } from './workflow-fields.js';

export interface PodPatch {
  value: Obj;
  /** The `podSpecPatch` field that holds it. */
  pointer: string;
}

function parsePatch(layer: Layer): PodPatch | undefined {
  const text = layer.value.podSpecPatch;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const value: unknown = parse(text);
    return isObject(value) ? { value, pointer: joinPointer(layer.pointer, 'podSpecPatch') } : undefined;
  } catch {
    return undefined;
  }
}

/** The patches one template's pod gets, in the order they apply (the template's own, else its defaults'). */
export function podSpecPatches(spec: Layer, template: Layer, defaults: Layer | undefined): PodPatch[] {
  const own = typeof template.value.podSpecPatch === 'string' ? template : defaults;
  return [parsePatch(spec), own && parsePatch(own)].filter((p): p is PodPatch => p !== undefined);
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
