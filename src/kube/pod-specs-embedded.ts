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
  /** Its `group/Kind` (core group empty). */
  kindKey: string;
  /** Parameters that write into what its pods are built from: where each is written, and its `dest`. */
  runtimeWrites: Array<{ pointer: string; dest: string }>;
}

export function isCarrier(kindKey: string): boolean {
  return Object.hasOwn(CARRIERS, kindKey);
}

/** The objects a carrier creates, with the parameters that change their pods at run time. */
export function carriedObjects(resource: Resource, kindKey: string): CarriedObject[] {
  const triggerKinds = CARRIERS[kindKey] ?? [];
  const triggers = getAt(resource.object, '/spec/triggers');
  if (!Array.isArray(triggers)) return [];
  const out: CarriedObject[] = [];
  triggers.forEach((trigger: unknown, i: number) => {
    if (!isObject(trigger) || !isObject(trigger.template)) return;
    const templatePointer = joinPointer('/spec/triggers', i, 'template');
    for (const kind of triggerKinds) {
      const at = joinPointer(templatePointer, kind, 'source', 'resource');
      const object = getAt(resource.object, at);
      if (!isObject(object) || typeof object.apiVersion !== 'string' || typeof object.kind !== 'string') continue;
      const key = `${apiGroup(object.apiVersion)}/${object.kind}`;
      const writes = [
        ...parameterWrites(trigger.parameters, joinPointer('/spec/triggers', i, 'parameters'), templatePointer),
        ...parameterWrites(
          getAt(trigger.template, `/${kind}/parameters`),
          joinPointer(templatePointer, kind, 'parameters'),
          at,
        ),
      ].filter((w) => reachesPods(w.target, at, key));
      out.push({ pointer: at, kindKey: key, runtimeWrites: writes.map(({ pointer, dest }) => ({ pointer, dest })) });
    }
  });
  return out;
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
