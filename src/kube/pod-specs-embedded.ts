/**
 * Objects another object carries whole and creates later. An Argo Events Sensor's trigger holds the
 * Workflow, Job or Pod it creates when an event arrives (`spec.triggers[].template.argoWorkflow.source.resource`,
 * `…k8s.source.resource`): their pods are as real as any other, so they are walked where they are
 * written, and a finding lands on the Sensor's line.
 *
 * An `inline` source is that object written as a YAML or JSON string: it is read as Argo Events
 * reads it (sigs.k8s.io/yaml) and walked the same way, on a copy of the carrier that holds it as an
 * object (`carrier`); its findings land on the `inline` field.
 *
 * A trigger parameter copies a value of the event payload into the object before it is created
 * (argo-events pkg/sensors/triggers/params.go: `dest` is a tidwall/sjson path; the trigger's own
 * `parameters` are applied to its template, the `k8s`/`argoWorkflow` ones to the object). One that
 * writes anything the pods are built from — not `metadata`, not a Workflow's `arguments`, whose
 * values reach the pods only through `{{…}}` fields already judged as filled at run time — makes
 * what the pods get unknown before they start: their container checks are inconclusive.
 *
 * Not walked: objects a trigger reads from elsewhere (`source.git`, `s3`, `url`, `configmap`,
 * `file`), like a WorkflowTemplate reached through `templateRef`, and an `inline` string that is not
 * one YAML object.
 */
import { getAt, joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import { type Resource, apiGroup } from '../model/resource.js';
import { workflowSpecPointer } from './workflow-templates.js';
import { readYamlObject, YAML_OBJECT_PROBLEMS } from './yaml-object.js';

/**
 * Where Argo Events reads what a trigger creates, first found first (pkg/sensors/artifacts/store.go
 * GetArtifactReader): a `resource` beside any of the others is not what is created.
 */
const SOURCE_ORDER = ['s3', 'inline', 'file', 'url', 'git', 'configmap', 'resource'];

/** `group/Kind` of a carrier → the trigger kinds whose `source.resource` is an object to create. */
const CARRIERS: Record<string, string[]> = {
  'argoproj.io/Sensor': ['k8s', 'argoWorkflow'],
};

export interface CarriedObject {
  /** Pointer of the carried object inside the carrier. */
  pointer: string;
  /** Its `group/Kind` (core group empty); '' when it does not say. */
  kindKey: string;
  /** Parameters that write into what its pods are built from: where each is written, and its `dest`. */
  runtimeWrites: Array<{ pointer: string; dest: string }>;
  /** What the trigger creates is not written in the carrier (read from elsewhere when it fires). */
  unread?: { pointer: string; reason: string };
  /**
   * The carrier the pods are read from: a copy in which each `inline` source that reads as one
   * object holds that object (`pointer` points into it), else the carrier itself.
   */
  carrier: Resource;
}

type Carried = Omit<CarriedObject, 'carrier'>;

export function isCarrier(kindKey: string): boolean {
  return Object.hasOwn(CARRIERS, kindKey);
}

/** Per carrier, what it creates: asked once per check and per gate pass, the same answer each time. */
const carriedCache = new WeakMap<Resource, CarriedObject[]>();

/** The objects a carrier creates, with the parameters that change their pods at run time. */
export function carriedObjects(resource: Resource, kindKey: string): CarriedObject[] {
  const cached = carriedCache.get(resource);
  if (cached) return cached;
  const triggerKinds = CARRIERS[kindKey] ?? [];
  const triggers = getAt(resource.object, '/spec/triggers');
  if (!Array.isArray(triggers)) return [];
  const inlined = new Map<string, Record<string, unknown>>();
  const carried = triggers.flatMap((trigger: unknown, i: number) => {
    if (!isObject(trigger) || !isObject(trigger.template)) return [];
    const template = trigger.template;
    return triggerKinds
      .filter((kind) => isObject(template[kind]))
      .map((kind) => carriedBy(resource, trigger, i, kind, inlined));
  });
  const carrier = inlined.size === 0 ? resource : withInlined(resource, inlined);
  const out = carried.map((c) => ({ ...c, carrier }));
  carriedCache.set(resource, out);
  return out;
}

/** A copy of the carrier whose `inline` strings are the objects they hold; their fields locate at the string. */
function withInlined(resource: Resource, inlined: Map<string, Record<string, unknown>>): Resource {
  const object = structuredClone(resource.object);
  for (const [pointer, value] of inlined) {
    const source = getAt(object, pointer.slice(0, pointer.lastIndexOf('/'))) as Record<string, unknown>;
    source.inline = value;
  }
  const inside = (p: string) => [...inlined.keys()].find((at) => p.startsWith(`${at}/`));
  return { ...resource, object, locate: (p: string) => resource.locate(inside(p) ?? p) };
}

/** What Argo Events reads first of a trigger's `source`, and a key it does not know (that makes it unread). */
function sourceOrder(source: unknown): { first?: string; unknown?: string } {
  if (!isObject(source)) return {};
  const present = (k: string) => source[k] !== null && source[k] !== undefined;
  const unknown = Object.keys(source).find((k) => present(k) && !SOURCE_ORDER.includes(k));
  const first = SOURCE_ORDER.find(present);
  return { ...(unknown ? { unknown } : {}), ...(first ? { first } : {}) };
}

/** The object one trigger kind (`k8s`, `argoWorkflow`) of trigger `i` creates. */
function carriedBy(
  resource: Resource,
  trigger: Record<string, unknown>,
  i: number,
  kind: string,
  inlined: Map<string, Record<string, unknown>>,
): Carried {
  const sourcePointer = joinPointer('/spec/triggers', i, 'template', kind, 'source');
  const { first, unknown } = sourceOrder(getAt(resource.object, sourcePointer));
  const at = joinPointer(sourcePointer, first === 'inline' ? 'inline' : 'resource');
  const elsewhere = unknown ?? (first === 'resource' || first === 'inline' ? undefined : first);
  if (elsewhere !== undefined)
    return unread(
      at,
      joinPointer(sourcePointer, elsewhere),
      `creates what its source's \`${elsewhere}\` holds when it fires, not an object written here`,
    );
  if (first !== 'inline') return createdObject(trigger, i, kind, at, getAt(resource.object, at), sourcePointer);
  const text = getAt(resource.object, at);
  const read = typeof text === 'string' ? readYamlObject(text) : { problem: 'not-object' as const };
  if (!('value' in read))
    return unread(at, at, `has an \`inline\` source Argo Events cannot create: ${YAML_OBJECT_PROBLEMS[read.problem]}`);
  inlined.set(at, read.value);
  return createdObject(trigger, i, kind, at, read.value, sourcePointer);
}

/** The object at `at`, already read, with the parameters that write into what its pods are built from. */
function createdObject(
  trigger: Record<string, unknown>,
  i: number,
  kind: string,
  at: string,
  object: unknown,
  sourcePointer: string,
): Carried {
  const templatePointer = joinPointer('/spec/triggers', i, 'template');
  const key =
    isObject(object) && typeof object.apiVersion === 'string' && typeof object.kind === 'string'
      ? `${apiGroup(object.apiVersion)}/${object.kind}`
      : '';
  const writes = [
    ...parameterWrites(trigger.parameters, joinPointer('/spec/triggers', i, 'parameters'), templatePointer).filter(
      (w) => templateWriteReaches(w.target, templatePointer, at, key),
    ),
    ...parameterWrites(
      getAt(trigger.template, `/${kind}/parameters`),
      joinPointer(templatePointer, kind, 'parameters'),
      at,
    ).filter((w) => reachesPods(w.target, at, key)),
  ].map(({ pointer, dest }) => ({ pointer, dest }));
  if (!isObject(object) && writes.length === 0)
    return unread(at, sourcePointer, 'has no object written under `source.resource`');
  return { pointer: at, kindKey: key, runtimeWrites: writes };
}

const unread = (at: string, pointer: string, reason: string): Carried => ({
  pointer: at,
  kindKey: '',
  runtimeWrites: [],
  unread: { pointer, reason },
});

/**
 * Whether a parameter of the trigger itself (applied to the whole trigger template) can change
 * what the object at `object` creates: anything but the trigger's `name` and `conditions`, and the
 * object's own fields that do not reach its pods (`metadata`, a Workflow's `arguments`). Writing
 * another trigger kind, the source, the operation or the object's parameters all can.
 */
function templateWriteReaches(target: string, templatePointer: string, object: string, kindKey: string): boolean {
  const first = target.slice(templatePointer.length + 1).split('/')[0];
  if (target.startsWith(`${templatePointer}/`) && (first === 'name' || first === 'conditions')) return false;
  if (target.startsWith(`${object}/`)) return reachesPods(target, object, kindKey);
  return true;
}

/** Each parameter with a `dest`, and the pointer (in the carrier) of what it writes. */
function parameterWrites(params: unknown, listPointer: string, base: string) {
  if (!Array.isArray(params)) return [];
  return params.flatMap((p: unknown, n: number) => {
    if (!isObject(p)) return [];
    const pointer = joinPointer(listPointer, n);
    // No dest: the whole value replaces the payload (HTTP-like triggers); on an object, everything.
    const dest = typeof p.dest === 'string' ? p.dest : '';
    return [{ pointer, dest, target: dest === '' ? base : joinPointer(base, ...sjsonKeys(dest)) }];
  });
}

/**
 * The keys of a tidwall/sjson path: `.`-separated, `\` escapes the next character, a leading `:`
 * makes a number an object key; `-1` (append) stays a key here — it lands under the same list.
 */
export function sjsonKeys(path: string): string[] {
  const keys: string[] = [];
  let key = '';
  for (let i = 0; i < path.length; i++) {
    const ch = path[i] as string;
    if (ch === '\\' && i + 1 < path.length) key += path[++i];
    else if (ch === '.') {
      keys.push(key);
      key = '';
    } else key += ch;
  }
  keys.push(key);
  return keys.map((k) => (/^:\d+$/.test(k) ? k.slice(1) : k));
}

/** Whether a write at `target` can change the pods of the object at `object` (of kind `kindKey`). */
function reachesPods(target: string, object: string, kindKey: string): boolean {
  if (object === target || object.startsWith(`${target}/`)) return true; // the object, or more, replaced
  if (!target.startsWith(`${object}/`)) return false;
  const inside = target.slice(object.length);
  if (inside === '/metadata' || inside.startsWith('/metadata/')) return false;
  const spec = workflowSpecPointer(kindKey);
  const args = spec === undefined ? undefined : `${spec}/arguments`;
  return !(args && (inside === args || inside.startsWith(`${args}/`)));
}
