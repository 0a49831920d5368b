import { isMap, isNode, isPair, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { parsePointer } from '../kube/json-pointer.js';

/**
 * The 1-based line of the node at `pointer` in a parsed YAML document, or of the key `key`
 * inside it (for "unknown property" errors the key is what is wrong). Falls back to the
 * deepest existing ancestor, so a line is always given when the document has content.
 */
export function lineOf(doc: Document, counter: LineCounter, pointer: string, key?: string): number | undefined {
  const segments = parsePointer(pointer);
  let node: unknown = doc.contents;
  let best = startOf(node);
  for (const segment of segments) {
    node = child(node, segment);
    if (node === undefined) break;
    best = startOf(node) ?? best;
  }
  if (key !== undefined && node !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
    const keyStart = pair && isNode(pair.key) ? startOf(pair.key) : undefined;
    best = keyStart ?? best;
  }
  return best === undefined ? undefined : counter.linePos(best).line;
}

function child(node: unknown, segment: string): unknown {
  if (!isNode(node)) return undefined;
  const collection = node as Node & { get?: (k: unknown, keepScalar?: boolean) => unknown };
  if (typeof collection.get !== 'function') return undefined;
  const viaString = collection.get(segment, true);
  if (viaString !== undefined) return viaString;
  return /^\d+$/.test(segment) ? collection.get(Number(segment), true) : undefined;
}

function startOf(node: unknown): number | undefined {
  return isNode(node) && node.range ? node.range[0] : undefined;
}
