/**
 * Objects another object carries whole and creates later. An Argo Events Sensor's trigger holds the
 * Workflow, Job or Pod it creates when an event arrives (`spec.triggers[].template.argoWorkflow.source.resource`,
 * `…k8s.source.resource`): their pods are as real as any other, so they are walked where they are
 * written, and a finding lands on the Sensor's line.
 *
 * A trigger parameter copies a value of the event payload into the object before it is created
 * (argo-events pkg/sensors/triggers/params.go: `dest` is a tidwall/sjson path; the trigger's own
 * `parameters` are applied to its template, the `k8s`/`argoWorkflow` ones to the object). One that
 * writes anything the pods are built from — not `metadata`, not a Workflow's `arguments`, whose
 * values reach the pods only through `{{…}}` fields already judged as filled at run time — makes
 * what the pods get unknown before they start: their container checks are inconclusive.
 *
 * Not walked: objects a trigger reads from elsewhere (`source.git`, `s3`, `url`, `configmap`,
 * `file`, or an `inline` string), like a WorkflowTemplate reached through `templateRef`.
 */
import { getAt, joinPointer } from './json-pointer.js';
import { isObject } from './object.js';
import type { Resource } from '../model/resource.js';
import { apiGroup } from '../model/resource.js';
import { workflowSpecPointer } from './pod-specs-workflow.js';

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
}

export function isCarrier(kindKey: string): boolean {
  return Object.hasOwn(CARRIERS, kindKey);
}

/** The objects a carrier creates, with the parameters that change their pods at run time. */
export function carriedObjects(resource: Resource, kindKey: string): CarriedObject[] {
  const triggerKinds = CARRIERS[kindKey] ?? [];
  const triggers = getAt(resource.object, '/spec/triggers');
  if (!Array.isArray(triggers)) return [];
  return triggers.flatMap((trigger: unknown, i: number) => {
    if (!isObject(trigger) || !isObject(trigger.template)) return [];
    const template = trigger.template;
    return triggerKinds.filter((kind) => isObject(template[kind])).map((kind) => carriedBy(resource, trigger, i, kind));
  });
}

/** The object one trigger kind (`k8s`, `argoWorkflow`) of trigger `i` creates. */
function carriedBy(resource: Resource, trigger: Record<string, unknown>, i: number, kind: string): CarriedObject {
  const templatePointer = joinPointer('/spec/triggers', i, 'template');
  const sourcePointer = joinPointer(templatePointer, kind, 'source');
  const at = joinPointer(sourcePointer, 'resource');
  const source = getAt(resource.object, sourcePointer);
  // Argo Events reads s3, inline, file, url, git and configmap before resource (artifacts/store.go):
  // with any of them, the object written under `resource` is not what is created.
  const elsewhere = isObject(source)
    ? Object.keys(source).find((k) => k !== 'resource' && source[k] !== null && source[k] !== undefined)
    : undefined;
  if (elsewhere !== undefined)
    return unread(
      at,
      joinPointer(sourcePointer, elsewhere),
      `creates what its source's \`${elsewhere}\` holds when it fires, not an object written here`,
    );
  const object = getAt(resource.object, at);
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

const unread = (at: string, pointer: string, reason: string): CarriedObject => ({
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
