/**
 * Per-object diff of one target between base and head: pair by identity, redact on the parsed
 * objects, then a unified diff of normalised YAML.
 */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import type { ChangeAction, ResourceChange } from '../model/report.js';
import type { Resource } from '../model/resource.js';
import { crdScopes, mergeScopes, placementOf, type CrdScopes } from '../kube/scope.js';
import { rollsPods } from '../kube/workloads.js';
import { withoutIgnored } from './ignore.js';
import { redactObject } from '../redact/index.js';
import { normalizeForDiff, stringifyYaml } from './yaml-text.js';

export { normalizeForDiff, stringifyYaml } from './yaml-text.js';
export { redactObject } from '../redact/index.js';
export interface DiffInput {
  app: string;
  environment: string;
  base?: Resource[];
  head?: Resource[];
  /** `render.diffIgnore`: label/annotation keys and JSON pointers left out of the diff (see ignore.ts). */
  ignore?: readonly string[];
  /** Each side's namespace for objects without one (its target's destination namespace): objects pair where they are applied. */
  baseNamespace?: string;
  headNamespace?: string;
  /** CRD scopes the cluster knows besides the renders' own (both revisions' `schemas.crds`). */
  crdScopes?: CrdScopes;
}

const CONTEXT_LINES = 3;
// Beyond this many edits jsdiff gives up; the object is then shown as replaced whole.
const MAX_EDIT_LENGTH = 20_000;

/** Changed objects of one target, sorted by identity; unchanged objects are left out. */
export function diffTarget(input: DiffInput): ResourceChange[] {
  // One scope book for both sides: a CRD that moves to another app keeps its kind's scope.
  const crds = mergeScopes(
    input.crdScopes,
    crdScopes((input.base ?? []).map((r) => r.object)),
    crdScopes((input.head ?? []).map((r) => r.object)),
  );
  const base = byKey(input.base ?? [], input.baseNamespace, crds);
  const head = byKey(input.head ?? [], input.headNamespace, crds);
  const keys = [...new Set([...base.keys(), ...head.keys()])].sort();
  const changes: ResourceChange[] = [];
  for (const key of keys) {
    const change = diffPair(base.get(key), head.get(key), input.ignore ?? []);
    if (change) changes.push({ app: input.app, environment: input.environment, ...change });
  }
  return changes;
}

function diffPair(
  before: Resource | undefined,
  after: Resource | undefined,
  ignore: readonly string[],
): Pick<ResourceChange, 'action' | 'resource' | 'diff' | 'rollsPods'> | undefined {
  const ref = (after ?? before)?.ref;
  if (!ref) return undefined;
  const b = before && withoutIgnored(before.object, ignore);
  const a = after && withoutIgnored(after.object, ignore);
  const baseText = b ? objectText(b, a, 'base') : '';
  const headText = a ? objectText(a, b, 'head') : '';
  if (before && after && baseText === headText) return undefined;
  const action: ChangeAction = !before ? 'added' : !after ? 'removed' : 'modified';
  const rolls = rollsPods(before, after);
  return {
    action,
    resource: { ...ref },
    diff: unifiedDiff(baseText, headText),
    ...(rolls === undefined ? {} : { rollsPods: rolls }),
  };
}

/** Redaction first, on the parsed object: the text never holds a secret value. */
export function objectText(
  obj: Record<string, unknown>,
  other: Record<string, unknown> | undefined,
  side: 'base' | 'head',
): string {
  const redacted = redactObject(obj, other === undefined ? { side } : { other, side });
  return stringifyYaml(normalizeForDiff(redacted));
}

export function unifiedDiff(baseText: string, headText: string): string {
  const opts = { context: CONTEXT_LINES, headerOptions: FILE_HEADERS_ONLY, maxEditLength: MAX_EDIT_LENGTH };
  const patch = createTwoFilesPatch('base', 'head', baseText, headText, undefined, undefined, opts);
  return patch ?? wholeReplacement(baseText, headText);
}

function wholeReplacement(baseText: string, headText: string): string {
  const minus = lines(baseText).map((l) => `-${l}`);
  const plus = lines(headText).map((l) => `+${l}`);
  return [`--- base`, `+++ head`, `@@ -1,${minus.length} +1,${plus.length} @@`, ...minus, ...plus, ''].join('\n');
}

function lines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/**
 * Objects by identity where they are applied (src/kube/scope.ts): `ConfigMap a` and `ConfigMap
 * pay/a` are one object when the side's namespace is `pay`, so writing the namespace out is a
 * modification, not a removal and an addition. A duplicate identity (reported as
 * manifest/duplicate-resource elsewhere) gets an occurrence suffix so neither copy disappears.
 */
function byKey(resources: Resource[], defaultNamespace: string | undefined, crds: CrdScopes): Map<string, Resource> {
  const map = new Map<string, Resource>();
  for (const resource of resources) {
    const { key } = placementOf(resource.ref, defaultNamespace, crds);
    let unique = key;
    for (let n = 2; map.has(unique); n++) unique = `${key}#${n}`;
    map.set(unique, resource);
  }
  return map;
}
