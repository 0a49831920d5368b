// Parameter sets of ApplicationSet generators, handled as Argo CD's applicationset controller
// handles them (applicationset/generators/*.go, applicationset/utils/map.go): Go's `%v`
// formatting of JSON values, jeremywohl/flatten's dot style, mergo's override merge and
// Kubernetes label selectors over the flattened parameters.
import { isObject } from '../../kube/object.js';
import type { Obj } from '../yaml-docs.js';

export type Params = Obj;

/** A set that cannot be expanded for a reason that is not the repository's fault (a live generator). */
export class NotExpandable extends Error {}
/** A set Argo CD itself would refuse (bad generator, template error): the message says why. */
export class ExpandError extends Error {}

/** Go's `fmt.Sprintf("%v", v)` for values decoded from JSON (float64, bool, string, nil, maps, slices). */
export function goFormat(v: unknown): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return goFloat(v);
  if (Array.isArray(v)) return `[${v.map(goFormat).join(' ')}]`;
  if (isObject(v))
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${goFormat(v[k])}`)
      .join(' ')}]`;
  return String(v);
}

/** strconv.FormatFloat(f, 'g', -1, 64): shortest digits, exponent form below 1e-4 and from 1e6 (`1e+06`). */
function goFloat(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mantissa, expText] = n.toExponential().split('e') as [string, string];
  const exp = Number(expText);
  if (exp < -4 || exp >= 6) {
    const sign = exp < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  return String(n);
}

/** jeremywohl/flatten with DotStyle: nested maps and lists become `a.b` / `a.0` keys (empty ones vanish). */
export function flatten(params: Params): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (prefix: string, value: unknown): void => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(prefix === '' ? k : `${prefix}.${k}`, v);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(`${prefix}.${i}`, v));
    } else {
      out[prefix] = value;
    }
  };
  walk('', params);
  return out;
}

/** The flattened parameters as strings, as the selector and the legacy template see them. */
export function flattenToStrings(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(flatten(params))) out[k] = goFormat(v);
  return out;
}

/** mergo.Merge(dst, src, WithOverride): nested maps merge; an empty src value never overrides. */
export function mergoOverride(dst: Params, src: Params): Params {
  const out: Params = { ...dst };
  for (const [k, v] of Object.entries(src)) {
    const cur = out[k];
    if (isObject(cur) && isObject(v)) out[k] = mergoOverride(cur, v);
    else if (!isEmptyValue(v) || !(k in out)) out[k] = v;
  }
  return out;
}

/** mergo's isEmptyValue for JSON values: nil, '', 0, false, an empty list or map. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined || v === '' || v === 0 || v === false) return true;
  if (Array.isArray(v)) return v.length === 0;
  return isObject(v) && Object.keys(v).length === 0;
}

/** utils.CombineStringMaps: both as strings; a key in both with different values is an error. */
export function combineStringMaps(a: Params, b: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(a)) out[k] = goFormat(v);
  for (const [k, v] of Object.entries(b)) {
    const s = goFormat(v);
    if (k in out && out[k] !== s)
      throw new ExpandError(`found duplicate key ${k} with different value, a: ${String(out[k])} ,b: ${s}`);
    out[k] = s;
  }
  return out;
}

interface Requirement {
  key: string;
  op: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
  values: string[];
}

/** A generator `selector` (matchLabels, matchExpressions) over the flattened parameters. */
export function selectorMatcher(selector: unknown): (params: Params) => boolean {
  if (selector === undefined || selector === null) return () => true;
  if (!isObject(selector)) throw new ExpandError('selector is not an object');
  const reqs: Requirement[] = [];
  for (const [key, value] of Object.entries(isObject(selector.matchLabels) ? selector.matchLabels : {})) {
    reqs.push({ key, op: 'In', values: [String(value)] });
  }
  for (const expr of Array.isArray(selector.matchExpressions) ? selector.matchExpressions : []) {
    const e = isObject(expr) ? expr : {};
    const op = e.operator;
    if (op !== 'In' && op !== 'NotIn' && op !== 'Exists' && op !== 'DoesNotExist')
      throw new ExpandError(`"${String(op)}" is not a valid pod selector operator`);
    reqs.push({ key: String(e.key), op, values: Array.isArray(e.values) ? e.values.map(String) : [] });
  }
  return (params) => {
    const flat = flattenToStrings(params);
    return reqs.every((r) => {
      const has = r.key in flat;
      if (r.op === 'Exists') return has;
      if (r.op === 'DoesNotExist') return !has;
      if (r.op === 'In') return has && r.values.includes(flat[r.key] as string);
      return !has || !r.values.includes(flat[r.key] as string);
    });
  };
}

/** utils.SanitizeName: lower case, `[^-a-z0-9.]` → `-`, at most 253 characters, trimmed of `-` and `.`. */
export function sanitizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^-a-z0-9.]/g, '-')
    .slice(0, 253)
    .replace(/^[-.]+|[-.]+$/g, '');
}
