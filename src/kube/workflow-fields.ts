/**
 * How an Argo Workflows template's fields combine with the workflow's `templateDefaults` and spec
 * into the pod the controller builds (workflow/controller/operator.go mergedTemplateDefaultsInto,
 * workflowpod.go addSchedulingConstraints and createWorkflowPod), each field with where it is written.
 */
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';

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

export type Obj = Record<string, unknown>;

/** One place fields may come from: the template, `templateDefaults` or the workflow spec. */
export interface Layer {
  value: Obj;
  pointer: string;
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
export function mergeByKey(template: Layer, defaults: Layer | undefined, field: string, key: string): Keyed[] {
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

/** Fields a pod takes from the steps/DAG template that runs it when its own template leaves them unset. */
const FROM_BOUNDARY = ['tolerations', 'nodeSelector', 'affinity'];

interface Fields {
  spec: Obj;
  pointers: Record<string, string>;
}

/** The template's own value of a field, merged over its defaults; false when neither sets it. */
function ownField(field: string, template: Layer, defaults: Layer | undefined, out: Fields): boolean {
  if (field === 'tolerations') {
    const merged = mergeByKey(template, defaults, field, 'key');
    if (merged.length === 0) return false;
    out.spec[field] = merged.map((m) => m.item);
    merged.forEach((m, i) => (out.pointers[`${field}/${i}`] = m.pointer));
    return true;
  }
  const layer = [template, defaults].find((l) => l && isSet(l.value[field]));
  if (!layer) return false;
  out.spec[field] = mergeOver(defaults?.value[field], template.value[field]);
  out.pointers[field] = joinPointer(layer.pointer, field);
  return true;
}

function copyField(from: Layer, field: string, as: string, out: Fields): void {
  out.spec[as] = from.value[field];
  out.pointers[as] = joinPointer(from.pointer, field);
}

/** The steps/DAG templates that run a named template when they disagree on its scheduling, and whether it also runs on its own. */
export interface Callers {
  layers: Layer[];
  alone: boolean;
}

/**
 * A template run from callers that disagree runs as one pod per caller: its tolerations are every
 * one those pods get (each caller's, and the spec's where a pod takes them), so no pod's GPU
 * toleration is hidden behind another's. False when none has any.
 */
function callerTolerations(callers: Callers, spec: Layer, out: Fields): boolean {
  const listOf = (l: Layer) => (Array.isArray(l.value.tolerations) ? (l.value.tolerations as unknown[]) : []);
  const specToo = callers.alone || callers.layers.some((c) => listOf(c).length === 0);
  const seen = new Set<string>();
  const items: Array<{ item: unknown; pointer: string }> = [];
  for (const layer of [...(specToo ? [spec] : []), ...callers.layers]) {
    listOf(layer).forEach((item, i) => {
      const key = JSON.stringify(item);
      if (seen.has(key)) return;
      seen.add(key);
      items.push({ item, pointer: joinPointer(layer.pointer, 'tolerations', i) });
    });
  }
  if (items.length === 0) return false;
  out.spec.tolerations = items.map((x) => x.item);
  items.forEach((x, i) => (out.pointers[`tolerations/${i}`] = x.pointer));
  return true;
}

/**
 * The pod fields of one template's pod, each with where it is written: the template's (over its
 * defaults), else the boundary steps/DAG template's for scheduling fields (every caller's
 * tolerations when they disagree), else the workflow spec's.
 */
export function podFields(
  template: Layer,
  defaults: Layer | undefined,
  spec: Layer,
  run: { boundary?: Layer; callers?: Callers } = {},
): Fields {
  const out: Fields = { spec: {}, pointers: {} };
  const { boundary, callers } = run;
  for (const [field, specField = field] of INHERITED) {
    if (ownField(field, template, defaults, out)) continue;
    if (field === 'tolerations' && !boundary && callers && callerTolerations(callers, spec, out)) continue;
    if (boundary && FROM_BOUNDARY.includes(field) && isSet(boundary.value[field]))
      copyField(boundary, field, field, out);
    else if (isSet(spec.value[specField])) copyField(spec, specField, field, out);
  }
  for (const field of SPEC_ONLY) if (spec.value[field] !== undefined) copyField(spec, field, field, out);
  return out;
}
