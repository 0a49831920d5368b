/**
 * Where a field of a pod or a container is written in the manifest. For a PodSpec that is simply
 * below it; an Argo Workflows pod is assembled from several places (the template, its defaults,
 * the workflow spec, a `podSpecPatch` string), and a finding must point at the one that wrote the
 * value. A pointer never goes inside a string: a value from a patch points at the patch field.
 */
import { getAt, joinPointer, toPointer } from './json-pointer.js';
import type { ContainerSite, PodSpecSite } from './pod-specs.js';

type Token = string | number;

/** `pointer` + `tokens`, unless `pointer` names a string (a patch): then the string's field itself. */
function below(object: unknown, pointer: string, tokens: Token[]): string {
  return typeof getAt(object, pointer) === 'string' ? pointer : joinPointer(pointer, ...tokens);
}

/** Where a pod-level field (tokens below the PodSpec: `tolerations`, 2) is written. */
export function podFieldPointer(pod: PodSpecSite, ...tokens: Token[]): string {
  for (let n = tokens.length; n > 0; n--) {
    const mapped = pod.fieldPointers?.[tokens.slice(0, n).join('/')];
    if (mapped !== undefined) return below(pod.resource.object, mapped, tokens.slice(n));
  }
  return joinPointer(pod.pointer, ...tokens);
}

/**
 * Where a field of a container (`securityContext`, `privileged`) is written: the last patch that
 * sets it, else the container when it is there, else the defaults merged into it when they set
 * it, else where it would go in the container.
 */
export function containerFieldPointer(c: ContainerSite, ...tokens: Token[]): string {
  const relative = toPointer(tokens);
  const patch = [...(c.patches ?? [])].reverse().find((p) => getAt(p.value, relative) !== undefined);
  if (patch) return patch.pointer;
  const object = c.resource.object;
  const own = below(object, c.pointer, tokens);
  if (c.defaultsPointer === undefined || getAt(object, own) !== undefined) return own;
  const fromDefaults = joinPointer(c.defaultsPointer, ...tokens);
  return getAt(object, fromDefaults) !== undefined ? fromDefaults : own;
}
