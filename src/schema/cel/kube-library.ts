// The Kubernetes CEL libraries CRD validation rules use (k8s.io/apiserver/pkg/cel/library): lists,
// regex, quantity, URL, IP and CIDR, on top of the CEL standard library and the strings extension.
// A function not here is "unbound" at evaluation, and the rule is reported as not checked.
import { celFunc, celList, celMap, celMethod, CelScalar, isCelMap, listType } from '@bufbuild/cel';
import type { CelFunc, CelList, CelValue } from '@bufbuild/cel';
import { strings as stringsExt } from '@bufbuild/cel/ext';
import { parseExactQuantity as parseQuantity, type ExactQuantity as Quantity } from '../../kube/quantity.js';

const { STRING, INT, DOUBLE, BOOL, DYN } = CelScalar;
const LIST = listType(DYN);

/** Thrown inside a library function: evaluation turns it into an error value (the rule errors). */
export class LibraryError extends Error {}

// ── lists ────────────────────────────────────────────────────────────────────────────────────────

function compare(a: CelValue, b: CelValue): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const qa = quantityOf(a);
  const qb = quantityOf(b);
  if (qa && qb) return compareQuantities(qa, qb);
  throw new LibraryError('no such overload: the list elements are not comparable');
}

function elements(list: CelList): CelValue[] {
  return [...list];
}

function sameValue(a: CelValue, b: CelValue): boolean {
  try {
    return compare(a, b) === 0;
  } catch {
    return a === b;
  }
}

const lists: CelFunc[] = [
  celMethod('isSorted', LIST, [], BOOL, function () {
    const xs = elements(this);
    return xs.every((x, i) => i === 0 || compare(xs[i - 1] as CelValue, x) <= 0);
  }),
  celMethod('sum', LIST, [], DYN, function () {
    const xs = elements(this);
    if (xs.length === 0) return 0n;
    if (xs.every((x) => typeof x === 'bigint')) return (xs as bigint[]).reduce((a, b) => a + b, 0n);
    if (xs.every((x) => typeof x === 'number')) return (xs as number[]).reduce((a, b) => a + b, 0);
    throw new LibraryError('no such overload: sum() of a list that is not all int or all double');
  }),
  celMethod('min', LIST, [], DYN, function () {
    const xs = elements(this);
    if (xs.length === 0) throw new LibraryError('min called on empty list');
    return xs.reduce((a, b) => (compare(b, a) < 0 ? b : a));
  }),
  celMethod('max', LIST, [], DYN, function () {
    const xs = elements(this);
    if (xs.length === 0) throw new LibraryError('max called on empty list');
    return xs.reduce((a, b) => (compare(b, a) > 0 ? b : a));
  }),
  celMethod('indexOf', LIST, [DYN], INT, function (x) {
    return BigInt(elements(this).findIndex((e) => sameValue(e, x)));
  }),
  celMethod('lastIndexOf', LIST, [DYN], INT, function (x) {
    const xs = elements(this);
    for (let i = xs.length - 1; i >= 0; i--) if (sameValue(xs[i] as CelValue, x)) return BigInt(i);
    return -1n;
  }),
];

// ── regex ────────────────────────────────────────────────────────────────────────────────────────

const regex: CelFunc[] = [
  celMethod('find', STRING, [STRING], STRING, function (pattern) {
    return new RegExp(pattern).exec(this)?.[0] ?? '';
  }),
  celMethod('findAll', STRING, [STRING], LIST, function (pattern) {
    return celList([...this.matchAll(new RegExp(pattern, 'g'))].map((m) => m[0]));
  }),
  celMethod('findAll', STRING, [STRING, INT], LIST, function (pattern, limit) {
    const all = [...this.matchAll(new RegExp(pattern, 'g'))].map((m) => m[0]);
    return celList(limit < 0n ? all : all.slice(0, Number(limit)));
  }),
];

// ── quantity ─────────────────────────────────────────────────────────────────────────────────────

// A quantity is a map with one marker key, so it can travel through CEL as a value; only this
// library's functions look inside it. Equality of two quantities compares their canonical form.
const QUANTITY = '@quantity';

function quantityValue(q: Quantity): CelValue {
  return celMap(new Map<string, string>([[QUANTITY, `${q.nanos}`]]));
}

function quantityOf(v: CelValue): Quantity | undefined {
  if (!isCelMap(v) || v.size !== 1) return undefined;
  const s = v.get(QUANTITY);
  return typeof s === 'string' ? { nanos: BigInt(s) } : undefined;
}

function asQuantity(v: CelValue): Quantity {
  const q = typeof v === 'bigint' ? { nanos: v * 1_000_000_000n } : quantityOf(v);
  if (!q) throw new LibraryError('no such overload: not a quantity');
  return q;
}

function compareQuantities(a: Quantity, b: Quantity): number {
  return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
}

const quantity: CelFunc[] = [
  celFunc('isQuantity', [STRING], BOOL, (s) => parseQuantity(s) !== undefined),
  celFunc('quantity', [STRING], DYN, (s) => {
    const q = parseQuantity(s);
    if (!q) throw new LibraryError(`quantities must match the regular expression: ${JSON.stringify(s)}`);
    return quantityValue(q);
  }),
  celMethod('isLessThan', DYN, [DYN], BOOL, function (o) {
    return compareQuantities(asQuantity(this), asQuantity(o)) < 0;
  }),
  celMethod('isGreaterThan', DYN, [DYN], BOOL, function (o) {
    return compareQuantities(asQuantity(this), asQuantity(o)) > 0;
  }),
  celMethod('compareTo', DYN, [DYN], INT, function (o) {
    return BigInt(compareQuantities(asQuantity(this), asQuantity(o)));
  }),
  celMethod('add', DYN, [DYN], DYN, function (o) {
    return quantityValue({ nanos: asQuantity(this).nanos + asQuantity(o).nanos });
  }),
  celMethod('sub', DYN, [DYN], DYN, function (o) {
    return quantityValue({ nanos: asQuantity(this).nanos - asQuantity(o).nanos });
  }),
  celMethod('sign', DYN, [], INT, function () {
    const n = asQuantity(this).nanos;
    return n > 0n ? 1n : n < 0n ? -1n : 0n;
  }),
  celMethod('isInteger', DYN, [], BOOL, function () {
    return asQuantity(this).nanos % 1_000_000_000n === 0n;
  }),
  celMethod('asInteger', DYN, [], INT, function () {
    const n = asQuantity(this).nanos;
    if (n % 1_000_000_000n !== 0n) throw new LibraryError('cannot convert value to integer');
    return n / 1_000_000_000n;
  }),
  celMethod('asApproximateFloat', DYN, [], DOUBLE, function () {
    return Number(asQuantity(this).nanos) / 1e9;
  }),
];

// ── URL ──────────────────────────────────────────────────────────────────────────────────────────

const URL_KEY = '@url';

function parseUrl(s: string): URL | undefined {
  // Go's url.ParseRequestURI: an absolute URL or an absolute path; JavaScript's URL needs a base
  // for the path form, which must not leak into getScheme/getHost.
  try {
    if (s.startsWith('/')) return new URL(s, 'path-only:/');
    return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) ? new URL(s) : undefined;
  } catch {
    return undefined;
  }
}

function urlOf(v: CelValue): URL {
  const s = isCelMap(v) ? v.get(URL_KEY) : undefined;
  const u = typeof s === 'string' ? parseUrl(s) : undefined;
  if (!u) throw new LibraryError('no such overload: not a URL');
  return u;
}

const url: CelFunc[] = [
  celFunc('isURL', [STRING], BOOL, (s) => parseUrl(s) !== undefined),
  celFunc('url', [STRING], DYN, (s) => {
    if (!parseUrl(s)) throw new LibraryError(`URL parse error during conversion from string: ${JSON.stringify(s)}`);
    return celMap(new Map([[URL_KEY, s]]));
  }),
  celMethod('getScheme', DYN, [], STRING, function () {
    const u = urlOf(this);
    return u.protocol === 'path-only:' ? '' : u.protocol.slice(0, -1);
  }),
  celMethod('getHost', DYN, [], STRING, function () {
    return urlOf(this).host;
  }),
  celMethod('getHostname', DYN, [], STRING, function () {
    return urlOf(this).hostname.replace(/^\[(.*)\]$/, '$1');
  }),
  celMethod('getPort', DYN, [], STRING, function () {
    return urlOf(this).port;
  }),
  celMethod('getEscapedPath', DYN, [], STRING, function () {
    return urlOf(this).pathname;
  }),
  celMethod('getQuery', DYN, [], DYN, function () {
    const out = new Map<string, CelList>();
    for (const [k, v] of urlOf(this).searchParams) out.set(k, celList([...(out.get(k) ?? []), v] as string[]));
    return celMap(out);
  }),
];

// ── IP and CIDR ──────────────────────────────────────────────────────────────────────────────────

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The library's strict form: no IPv4-mapped IPv6, no zones, no leading zeros. */
function isIp(s: string): boolean {
  if (IPV4.test(s)) return true;
  if (!s.includes(':') || s.includes('%') || /\d+\.\d+\.\d+\.\d+$/.test(s)) return false;
  try {
    return new URL(`http://[${s}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

function isCidr(s: string): boolean {
  const slash = s.indexOf('/');
  if (slash < 0) return false;
  const ip = s.slice(0, slash);
  const bits = s.slice(slash + 1);
  if (!/^(0|[1-9]\d{0,2})$/.test(bits) || !isIp(ip)) return false;
  return Number(bits) <= (IPV4.test(ip) ? 32 : 128);
}

const ip: CelFunc[] = [
  celFunc('isIP', [STRING], BOOL, (s) => isIp(s)),
  celFunc('isCIDR', [STRING], BOOL, (s) => isCidr(s)),
];

/** Every function the evaluator knows beyond the standard library. */
export const KUBE_LIBRARY: CelFunc[] = [...stringsExt, ...lists, ...regex, ...quantity, ...url, ...ip];
