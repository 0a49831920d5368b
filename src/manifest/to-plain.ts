import { isAlias, isCollection, visit } from 'yaml';
import type { Document, Node } from 'yaml';

export type PlainResult = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Document → plain JSON-safe data. `toJS` enforces the alias budget (D1: it throws a ReferenceError
 * on a billion-laughs document); the copy then breaks the shared references toJS returns for
 * aliases, so later mutation or stringify of one object cannot touch another (or blow up).
 */
export function documentToPlain(doc: Document.Parsed, maxAliasCount: number): PlainResult {
  try {
    if (hasCollectionKey(doc))
      return {
        ok: false,
        reason: 'a mapping key is itself a mapping or list; Kubernetes (JSON) allows only scalar keys',
      };
    return { ok: true, value: jsonSafe(doc.toJS({ maxAliasCount })) };
  } catch (error) {
    if (error instanceof ReferenceError)
      return { ok: false, reason: `alias limit: ${error.message} (more than ${maxAliasCount} alias expansions)` };
    if (error instanceof RangeError) return { ok: false, reason: `resource exhaustion: ${error.message}` };
    // Content must never take the process down; whatever else went wrong is this document's problem.
    return { ok: false, reason: `could not be converted: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * `{[a]: 1}` or `? {a: 1}`: go-yaml's conversion to JSON refuses it, while toJS would stringify the
 * key (and print a warning on the process's stderr).
 */
function hasCollectionKey(doc: Document.Parsed): boolean {
  let found = false;
  visit(doc, {
    Pair(_, pair) {
      const key = isAlias(pair.key) ? pair.key.resolve(doc) : (pair.key as Node | null);
      if (!isCollection(key)) return undefined;
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * YAML 1.1 documents (`%YAML 1.1`) and explicit tags can yield Date, Uint8Array, Map and Set; the JSON the cluster
 * would store has strings and objects there. Object.fromEntries keeps a `__proto__` key a plain key.
 */
function jsonSafe(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? Number(value) : value;
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value instanceof Date) return value.toISOString();
  // `!!binary`: go-yaml decodes it to the string of its bytes, which is what Kubernetes then reads
  // (`kind: !!binary QXBwbGljYXRpb24=` is kind Application); invalid UTF-8 becomes U+FFFD in both.
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value instanceof Map) return Object.fromEntries(Array.from(value, ([k, v]) => [String(k), jsonSafe(v)]));
  if (value instanceof Set) return Object.fromEntries(Array.from(value, (k) => [String(k), null]));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
}
