/**
 * PodSpecs inside custom resources: a hand list of the well-known ones, and any CRD (rendered in
 * the same target) whose schema embeds a PodSpec — an object with a `containers` array of objects
 * that have an `image` — found from the schema. Pointers may hold `*`: every index of an array.
 * Argo Workflows write no PodSpec at all; their pods are built in pod-specs-workflow.ts.
 */
import type { Resource } from '../model/resource.js';
import { apiGroup } from '../model/resource.js';
import { joinPointer } from './json-pointer.js';
import { isObject } from './object.js';

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
