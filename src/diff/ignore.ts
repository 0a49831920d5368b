/**
 * `render.diffIgnore`: what is left out of the diff (never out of the checks). An entry starting
 * with `/` is a JSON pointer into every object (`/metadata/annotations/checksum~1config`); any
 * other entry is a label or annotation key (`helm.sh/chart`), removed from every `metadata` of the
 * object, pod templates included — chart-version churn then stays out of the review.
 */

import { parsePointer } from '../kube/json-pointer.js';
import { isObject } from '../kube/object.js';

type Json = Record<string, unknown>;

function removePointer(obj: unknown, tokens: string[]): void {
  let node = obj;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return;
  }
  const last = tokens[tokens.length - 1];
  if (last === undefined) return;
  if (Array.isArray(node) && /^\d+$/.test(last)) node.splice(Number(last), 1);
  else if (isObject(node)) delete node[last];
}

function removeMetadataKeys(node: unknown, keys: string[], inMetadata = false): void {
  if (Array.isArray(node)) return node.forEach((v) => removeMetadataKeys(v, keys));
  if (!isObject(node)) return;
  if (inMetadata) {
    for (const map of ['labels', 'annotations']) {
      const m = node[map];
      if (!isObject(m)) continue;
      for (const k of keys) delete m[k];
      if (Object.keys(m).length === 0) delete node[map];
    }
  }
  for (const [k, v] of Object.entries(node)) removeMetadataKeys(v, keys, k === 'metadata');
}

/** A copy of `obj` without what `ignore` names (the object itself is never changed). */
export function withoutIgnored(obj: Json, ignore: readonly string[]): Json {
  if (ignore.length === 0) return obj;
  const copy = structuredClone(obj);
  const keys = ignore.filter((e) => !e.startsWith('/'));
  if (keys.length > 0) removeMetadataKeys(copy, keys);
  for (const pointer of ignore.filter((e) => e.startsWith('/'))) removePointer(copy, parsePointer(pointer));
  return copy;
}
