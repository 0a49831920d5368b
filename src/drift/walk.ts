/** Structural comparison of two JSON values, pairing list items by name so a reorder is not a difference. */
import { joinPointer } from '../kube/json-pointer.js';
import { isObject as isObj } from '../kube/object.js';

export type DiffKind = 'only-from' | 'only-to' | 'value';

export interface Difference {
  kind: DiffKind;
  /** RFC 6901 pointer in the `from` object (absent for only-to). */
  fromPointer?: string;
  /** RFC 6901 pointer in the `to` object (absent for only-from). */
  toPointer?: string;
  /** Index-free path (`/spec/template/spec/containers/[app]/livenessProbe`): stable for fingerprints and globs. */
  logical: string;
  from?: unknown;
  to?: unknown;
}

const KEY_FIELDS = ['name', 'containerPort', 'port', 'mountPath', 'key', 'ip'];

/** The field that identifies items of a list, if every item has a distinct one. */
function listKey(a: unknown[], b: unknown[]): string | undefined {
  const items = [...a, ...b];
  if (items.length === 0 || !items.every(isObj)) return undefined;
  for (const field of KEY_FIELDS) {
    const ok = [a, b].every((list) => {
      const values = list.map((i) => (i as Record<string, unknown>)[field]);
      return (
        values.every((v) => typeof v === 'string' || typeof v === 'number') && new Set(values).size === values.length
      );
    });
    if (ok) return field;
  }
  return undefined;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

interface Cursor {
  from: string;
  to: string;
  logical: string;
}

const step = (c: Cursor, fromTok: string | number, toTok: string | number, logicalTok: string): Cursor => ({
  from: joinPointer(c.from, fromTok),
  to: joinPointer(c.to, toTok),
  logical: joinPointer(c.logical, logicalTok),
});

/** What only `from` has at its `token` (`logicalTok` in the index-free path). */
const onlyFrom = (c: Cursor, token: string | number, logicalTok: string, from: unknown): Difference => ({
  kind: 'only-from',
  fromPointer: joinPointer(c.from, token),
  logical: joinPointer(c.logical, logicalTok),
  from,
});

const onlyTo = (c: Cursor, token: string | number, logicalTok: string, to: unknown): Difference => ({
  kind: 'only-to',
  toPointer: joinPointer(c.to, token),
  logical: joinPointer(c.logical, logicalTok),
  to,
});

function compareValues(a: unknown, b: unknown, c: Cursor, out: Difference[]): void {
  if (!deepEqual(a, b))
    out.push({ kind: 'value', fromPointer: c.from, toPointer: c.to, logical: c.logical, from: a, to: b });
}

function walkList(a: unknown[], b: unknown[], c: Cursor, out: Difference[]): void {
  const key = listKey(a, b);
  if (!key && !(a.some(isObj) || b.some(isObj))) return compareValues(a, b, c, out);
  const id = (item: unknown, i: number): string =>
    key ? `[${String((item as Record<string, unknown>)[key])}]` : String(i);
  const toIndex = new Map(b.map((item, i) => [id(item, i), i]));
  const seen = new Set<string>();
  a.forEach((item, i) => {
    const k = id(item, i);
    const j = toIndex.get(k);
    if (j === undefined) out.push(onlyFrom(c, i, k, item));
    else {
      seen.add(k);
      walk(item, b[j], step(c, i, j, k), out);
    }
  });
  b.forEach((item, j) => {
    const k = id(item, j);
    if (!seen.has(k)) out.push(onlyTo(c, j, k, item));
  });
}

function walk(a: unknown, b: unknown, c: Cursor, out: Difference[]): void {
  if (isObj(a) && isObj(b)) {
    for (const k of Object.keys(a)) {
      if (!Object.hasOwn(b, k)) out.push(onlyFrom(c, k, k, a[k]));
      else walk(a[k], b[k], step(c, k, k, k), out);
    }
    for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) out.push(onlyTo(c, k, k, b[k]));
  } else if (Array.isArray(a) && Array.isArray(b)) walkList(a, b, c, out);
  else compareValues(a, b, c, out);
}

/** Every difference between two objects; a subtree one side lacks is one difference, not one per leaf. */
export function differences(from: unknown, to: unknown): Difference[] {
  const out: Difference[] = [];
  walk(from, to, { from: '', to: '', logical: '' }, out);
  return out;
}
