import { isAlias, isMap, isNode, isPair, isScalar, isSeq } from 'yaml';
import type { Document, LineCounter, Node, Pair } from 'yaml';
import { parsePointer } from '../kube/json-pointer.js';

/** How far a pointer got inside a YAML node tree. */
export interface NodeHit {
  /** Offset of the deepest matched thing: the key of a pair, the item of a sequence, else the root. */
  offset: number;
  /** Number of pointer tokens matched (=== tokens.length when the field exists). */
  matched: number;
  /** The node the last matched token leads to (aliases resolved). */
  node: Node | null;
}

const MAX_ALIAS_HOPS = 16;

function deref(doc: Document, node: unknown): Node | null {
  let current = node;
  for (let i = 0; i < MAX_ALIAS_HOPS && isAlias(current); i++) current = current.resolve(doc) ?? null;
  return (current as Node | null) ?? null;
}

/** With `merge: true` the yaml package resolves a plain `<<` key to Symbol('<<'); a quoted '<<' stays a key. */
function isMergePair(pair: Pair): boolean {
  return isScalar(pair.key) && typeof pair.key.value === 'symbol' && pair.key.value.description === '<<';
}

function keyMatches(pair: Pair, token: string): boolean {
  return isScalar(pair.key) && typeof pair.key.value !== 'symbol' && String(pair.key.value) === token;
}

/** Last pair wins (as in toJS and the cluster), then merge sources in order, as YAML 1.1 merges do. */
function findPair(doc: Document, map: Node, token: string, depth = 0): Pair | undefined {
  if (!isMap(map) || depth > MAX_ALIAS_HOPS) return undefined;
  const items = map.items as Pair[];
  for (let i = items.length - 1; i >= 0; i--) {
    const pair = items[i];
    if (pair && keyMatches(pair, token)) return pair;
  }
  for (const pair of items.filter(isMergePair)) {
    const source = deref(doc, pair.value);
    const sources = isSeq(source) ? source.items.map((s) => deref(doc, s)) : [source];
    for (const s of sources) {
      const found = s ? findPair(doc, s, token, depth + 1) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

function startOf(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

/** Walk `tokens` (unescaped RFC 6901 tokens) from `root`. */
export function findNode(doc: Document, root: Node | null, tokens: readonly string[]): NodeHit {
  let node = deref(doc, root);
  const hit: NodeHit = { offset: startOf(root) ?? 0, matched: 0, node };
  for (const token of tokens) {
    let next: unknown;
    let offset: number | undefined;
    if (isMap(node)) {
      const pair = findPair(doc, node, token);
      next = pair?.value;
      offset = pair ? (startOf(pair.key) ?? startOf(pair.value)) : undefined;
    } else if (isSeq(node) && /^(0|[1-9][0-9]*)$/.test(token)) {
      next = node.items[Number(token)];
      offset = startOf(next);
    }
    if (offset === undefined) break;
    node = deref(doc, next);
    hit.offset = offset;
    hit.matched++;
    hit.node = node;
  }
  return hit;
}

/**
 * The 1-based line of the node at `pointer` in a parsed YAML document, or of the key `key`
 * inside it (for "unknown property" errors the key is what is wrong). Falls back to the
 * deepest existing ancestor, so a line is always given when the document has content.
 */
export function nodeLine(doc: Document, counter: LineCounter, pointer: string, key?: string): number | undefined {
  const segments = parsePointer(pointer);
  let node: unknown = doc.contents;
  let best = nodeStart(node);
  for (const segment of segments) {
    node = childNode(node, segment);
    if (node === undefined) break;
    best = nodeStart(node) ?? best;
  }
  if (key !== undefined && node !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === key);
    const keyStart = pair && isNode(pair.key) ? nodeStart(pair.key) : undefined;
    best = keyStart ?? best;
  }
  return best === undefined ? undefined : counter.linePos(best).line;
}

function childNode(node: unknown, segment: string): unknown {
  if (!isNode(node)) return undefined;
  const collection = node as Node & { get?: (k: unknown, keepScalar?: boolean) => unknown };
  if (typeof collection.get !== 'function') return undefined;
  const viaString = collection.get(segment, true);
  if (viaString !== undefined) return viaString;
  return /^\d+$/.test(segment) ? collection.get(Number(segment), true) : undefined;
}

function nodeStart(node: unknown): number | undefined {
  return isNode(node) && node.range ? node.range[0] : undefined;
}
