import { createHash } from 'node:crypto';

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

const jsonHashes = new WeakMap<object, string>();

/** Memoised per object: the same CRD schema object is looked up for every custom resource. */
export function hashJson(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const hit = jsonHashes.get(value);
    if (hit) return hit;
    const h = hashText(JSON.stringify(value));
    jsonHashes.set(value, h);
    return h;
  }
  return hashText(JSON.stringify(value));
}
