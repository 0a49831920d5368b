// CEL optional values (cel-go ext.OptionalTypes, which the API server enables for CRD rules and
// admission policies): `optional.of/none/ofNonZeroValue`, `hasValue`, `value`, `or`, `orValue`,
// and the functions `optional-syntax.ts` rewrites `.?f`, `[?k]`, `[?e]`, `{?k: v}`, `optMap` and
// `optFlatMap` into. @bufbuild/cel has no optional type, so an optional travels as a map-branded
// value: the evaluator's own field access, `[]`, `has()` and `==` then work on it as cel-go's do —
// selecting through `optional.of(m)` gives `m.?f`, through `optional.none()` gives none.
import {
  celFunc,
  celList,
  celMap,
  celMethod,
  CelScalar,
  isCelList,
  isCelMap,
  isCelUint,
  listType,
} from '@bufbuild/cel';
import type { CelFunc, CelList, CelMap, CelValue } from '@bufbuild/cel';
import { LibraryError } from './kube-library.js';

const { STRING, BOOL, DYN } = CelScalar;
const LIST = listType(DYN);

type Key = Parameters<CelMap['get']>[0];

/** The brand @bufbuild/cel recognises a map by (taken from a real map, not spelt here). */
const MAP_BRAND = Object.getOwnPropertySymbols(celMap(new Map()))[0] as symbol;
/** The one entry an optional shows to map equality, so `optional.of(1) == optional.of(1)`. */
const VALUE_KEY = '\u0000optional.value';

class Optional {
  constructor(readonly value: CelValue | undefined) {
    Object.defineProperty(this, MAP_BRAND, { value: {} });
  }

  get size(): number {
    return this.value === undefined ? 0 : 1;
  }

  /** Field or index access through the optional: none stays none, a missing key gives none. */
  get(key: Key): CelValue | undefined {
    const v = this.value;
    if (v === undefined) return NONE;
    if (key === VALUE_KEY) return v;
    if (v instanceof Optional) return v.get(key);
    if (isCelMap(v)) return optionalOf(v.get(key));
    if (isCelList(v) && (typeof key === 'bigint' || typeof key === 'number')) return optionalOf(listItem(v, key));
    return undefined; // selecting from a scalar: the evaluator's "no such key" error, as cel-go errs
  }

  has(key: Key): boolean {
    const v = this.value;
    if (isCelMap(v)) return v.has(key);
    if (isCelList(v) && (typeof key === 'bigint' || typeof key === 'number')) return listItem(v, key) !== undefined;
    return false;
  }

  *entries(): IterableIterator<[Key, CelValue]> {
    if (this.value !== undefined) yield [VALUE_KEY, this.value];
  }

  [Symbol.iterator](): IterableIterator<[Key, CelValue]> {
    return this.entries();
  }

  // Iterating an optional (a comprehension over it) is a type error the API server reports when
  // the CRD is created; here it stops the rule as unsupported rather than iterate a made-up key.
  keys(): never {
    throw new LibraryError('no such overload: an optional is not iterable');
  }

  values(): never {
    return this.keys();
  }

  forEach(): never {
    return this.keys();
  }
}

const NONE = new Optional(undefined) as unknown as CelMap;

function listItem(list: CelList, index: bigint | number): CelValue | undefined {
  const i = Number(index);
  return Number.isInteger(i) && i >= 0 && i < list.size ? list.get(i) : undefined;
}

/** `optional.of(v)`, or none for undefined (an absent field). */
export function optionalOf(value: CelValue | undefined): CelMap {
  return value === undefined ? NONE : (new Optional(value) as unknown as CelMap);
}

/** The value inside an optional, undefined for none; anything else is an overload error. */
function inside(v: CelValue, what: string): CelValue | undefined {
  if (!(v instanceof Optional)) throw new LibraryError(`no such overload: ${what} needs an optional`);
  return v.value;
}

function requireOptional(v: CelValue, what: string): CelValue {
  inside(v, what);
  return v;
}

function isZeroValue(v: CelValue): boolean {
  if (v === null || v === false || v === '' || v === 0 || v === 0n) return true;
  if (v instanceof Uint8Array) return v.length === 0;
  if (isCelList(v) || isCelMap(v)) return v.size === 0;
  return isCelUint(v) && v.value === 0n;
}

/** `a.?f` and `a[?k]`: as selecting through `optional.of(a)`. */
function optionalAccess(target: CelValue, key: Key): CelValue {
  const out = (target instanceof Optional ? target : new Optional(target)).get(key);
  if (out === undefined)
    throw new LibraryError('no such overload: `.?` or `[?]` on a value that is neither map nor list');
  return out;
}

/** Entries marked `?` in a list or map literal: none dropped, optional.of(v) unwrapped to v. */
function present(marked: CelList): Set<number> {
  return new Set([...marked].map(Number));
}

export const OPTIONAL_LIBRARY: CelFunc[] = [
  celFunc('optional.of', [DYN], DYN, (v) => optionalOf(v)),
  celFunc('optional.none', [], DYN, () => NONE),
  celFunc('optional.ofNonZeroValue', [DYN], DYN, (v) => (isZeroValue(v) ? NONE : optionalOf(v))),
  celMethod('hasValue', DYN, [], BOOL, function () {
    return inside(this, 'hasValue()') !== undefined;
  }),
  celMethod('value', DYN, [], DYN, function () {
    const v = inside(this, 'value()');
    if (v === undefined) throw new LibraryError('optional.none() dereference');
    return v;
  }),
  celMethod('or', DYN, [DYN], DYN, function (other) {
    return inside(this, 'or()') !== undefined ? this : requireOptional(other, 'or()');
  }),
  celMethod('orValue', DYN, [DYN], DYN, function (fallback) {
    return inside(this, 'orValue()') ?? fallback;
  }),
  // What the syntax rewrite calls.
  celMethod('__opt_select__', DYN, [STRING], DYN, function (field) {
    return optionalAccess(this, field);
  }),
  celMethod('__opt_index__', DYN, [DYN], DYN, function (key) {
    return optionalAccess(this, key as Key);
  }),
  celMethod('__opt_list__', LIST, [LIST], LIST, function (marked) {
    const optional = present(marked);
    const out: CelValue[] = [];
    [...this].forEach((item, i) => {
      if (!optional.has(i)) out.push(item);
      else {
        const v = inside(item, 'an optional list element');
        if (v !== undefined) out.push(v);
      }
    });
    return celList(out);
  }),
  celMethod('__opt_map__', DYN, [LIST], DYN, function (marked) {
    if (!isCelMap(this)) throw new LibraryError('no such overload: optional entries outside a map literal');
    const optional = present(marked);
    const out = new Map<Key, CelValue>();
    [...this.entries()].forEach(([k, item], i) => {
      if (!optional.has(i)) out.set(k, item);
      else {
        const v = inside(item, 'an optional map entry');
        if (v !== undefined) out.set(k, v);
      }
    });
    return celMap(out as Map<string, CelValue>);
  }),
  // `o.optMap(x, e)` is `o.__opt_values__().map(x, e).__opt_first__()`: the list macro binds x.
  celMethod('__opt_values__', DYN, [], LIST, function () {
    const v = inside(this, 'optMap()');
    return celList(v === undefined ? [] : [v]);
  }),
  celMethod('__opt_first__', LIST, [], DYN, function () {
    return this.size === 0 ? NONE : optionalOf(this.get(0));
  }),
  celMethod('__opt_flat__', LIST, [], DYN, function () {
    return this.size === 0 ? NONE : requireOptional(this.get(0) as CelValue, 'optFlatMap()');
  }),
];
