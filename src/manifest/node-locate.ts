import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Document, Node, Pair } from 'yaml';

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
