import type { ErrorObject } from 'ajv';
import { distance } from 'fastest-levenshtein';
import { parsePointer } from '../kube/json-pointer.js';

export interface SchemaProblem {
  /** Pointer of the node to blame. */
  pointer: string;
  /** A key inside that node to blame instead (unknown keys). */
  key?: string;
  message: string;
}

/** Ajv errors → problems a person can act on; branch noise of `oneOf` is folded into one message. */
export function describeErrors(errors: readonly ErrorObject[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const e of errors) {
    if (e.schemaPath.includes('/oneOf/')) continue;
    const where = e.instancePath === '' ? 'the top level' : humanPath(e.instancePath);
    problems.push(describe(e, where));
  }
  return dedupe(problems);
}

function describe(e: ErrorObject, where: string): SchemaProblem {
  const at = { pointer: e.instancePath };
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String((e.params as { additionalProperty: string }).additionalProperty);
      const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
      return { ...at, key, message: `unknown key "${key}" in ${where}${suggest(key, allowed)}` };
    }
    case 'enum':
      return {
        ...at,
        message: `${where} must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return {
        ...at,
        message: `${where} must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`,
      };
    case 'oneOf':
      return { ...at, message: `${where} must set exactly one of "helm", "kustomize" or "manifests"` };
    case 'propertyNames':
      return {
        ...at,
        key: String((e.params as { propertyName: string }).propertyName),
        message: `${where}: invalid key "${(e.params as { propertyName: string }).propertyName}"${keyHint(e.instancePath)}`,
      };
    case 'type':
      return { ...at, message: `${where} ${e.message ?? 'has the wrong type'}${quoteHint(e)}` };
    default:
      return { ...at, message: `${where} ${e.message ?? 'is invalid'}` };
  }
}

/** "/targets/0/helm/chart" → "targets[0].helm.chart" (what a person reading YAML recognises). */
export function humanPath(pointer: string): string {
  return parsePointer(pointer)
    .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : `${i === 0 ? '' : '.'}${s}`))
    .join('');
}

function keyHint(pointer: string): string {
  if (pointer === '/rules' || pointer.startsWith('/exemptions'))
    return ' (rule ids look like "family/name", e.g. "image/not-pinned")';
  return '';
}

function quoteHint(e: ErrorObject): string {
  return typeof e.data === 'number' && (e.params as { type?: string }).type === 'string'
    ? ` (got the number ${e.data}; quote it, e.g. "1.30" — unquoted 1.30 reads as 1.3)`
    : '';
}

/** " (did you mean "x"?)" for a near miss, else "". */
export function suggest(word: string, candidates: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = distance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3))
    ? ` (did you mean "${best}"?)`
    : '';
}

function dedupe(problems: SchemaProblem[]): SchemaProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.pointer}|${p.key ?? ''}|${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
