import { isCredentialPath } from '../redact/index.js';
import type { ErrorObject } from 'ajv';
import { escapePointerToken } from '../kube/json-pointer.js';
import { closest, distance } from 'fastest-levenshtein';
import type { FindingDraft } from '../model/finding.js';
import type { Resource, SourceLocation } from '../model/resource.js';

/** Per object: enough to fix it, not a wall of text when a whole subtree is wrong. */
const MAX_PER_RESOURCE = 20;
/** Keywords that only say "a sub-schema failed"; the sub-errors say what. */
const WRAPPERS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not', '$ref']);

/** ajv errors of one object → `schema/invalid` and `schema/unknown-field` drafts with line-accurate locations. */
export function errorsToDrafts(resource: Resource, errors: ErrorObject[], against: string): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    if (WRAPPERS.has(err.keyword) && errors.length > 1) continue;
    const draft =
      err.keyword === 'additionalProperties' ? unknownField(resource, err) : invalid(resource, err, against);
    const key = `${draft.ruleId}|${draft.path}|${draft.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    drafts.push(draft);
  }
  if (drafts.length <= MAX_PER_RESOURCE) return drafts;
  const kept = drafts.slice(0, MAX_PER_RESOURCE);
  const last = kept[kept.length - 1];
  if (last) last.message += ` (and ${drafts.length - MAX_PER_RESOURCE} more schema findings in this object)`;
  return kept;
}

function unknownField(resource: Resource, err: ErrorObject): FindingDraft {
  const field = String((err.params as { additionalProperty?: unknown }).additionalProperty);
  const path = `${err.instancePath}/${escapePointerToken(field)}`;
  const known = Object.keys((err.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const guess = suggest(field, known);
  const location = resource.locate(path);
  const hint = guess ? `; did you mean "${guess}"?` : '';
  return {
    ruleId: 'schema/unknown-field',
    message: `unknown field "${field}" at ${path}${hint}${at(location)}`,
    resource,
    path,
    location,
    remediation: guess
      ? `rename "${field}" to "${guess}"`
      : `remove "${field}" or check the apiVersion/kind it belongs to`,
  };
}

function invalid(resource: Resource, err: ErrorObject, against: string): FindingDraft {
  const path = err.instancePath || '';
  const location = resource.locate(path);
  // Secret values, credentials and last-applied-configuration never reach any output (contract, Report).
  const showValues = !isCredentialPath(resource.object, path);
  return {
    ruleId: 'schema/invalid',
    message: `${path || '/'} ${describe(err, showValues)} (${against})${at(location)}`,
    resource,
    path,
    location,
    fingerprintKey: err.keyword,
  };
}

function describe(err: ErrorObject, showValues: boolean): string {
  const p = err.params as Record<string, unknown>;
  const got = (v: unknown): string => (showValues ? JSON.stringify(v) : '(value hidden)');
  switch (err.keyword) {
    case 'required':
      return `is missing the required field "${String(p['missingProperty'])}"`;
    case 'type':
      return `must be ${String(p['type'])
        .replace(/,?null/, '')
        .replace(',', ' or ')}, got ${typeName(err.data)}${showValues ? preview(err.data) : ''}`;
    case 'enum':
      return `must be one of ${(p['allowedValues'] as unknown[])
        .filter((v) => v !== null)
        .map((v) => JSON.stringify(v))
        .join(', ')}, got ${got(err.data)}`;
    case 'format':
      return `must be a valid ${String(p['format'])}, got ${got(err.data)}`;
    case 'pattern':
      return `must match the pattern ${String(p['pattern'])}, got ${got(err.data)}`;
    default:
      return err.message ?? err.keyword;
  }
}

/** The field that was probably meant: close by edit distance, or the same name in another case. */
export function suggest(field: string, known: string[]): string | undefined {
  if (known.length === 0) return undefined;
  const sameCase = known.find((k) => k.toLowerCase() === field.toLowerCase());
  if (sameCase) return sameCase;
  const best = closest(field, known);
  return distance(field, best) <= Math.max(2, Math.floor(field.length / 4)) ? best : undefined;
}

function at(location: SourceLocation | undefined): string {
  if (!location?.file) return '';
  return location.line ? ` (${location.file}:${location.line})` : ` (${location.file})`;
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function preview(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    return ` ${JSON.stringify(v).slice(0, 60)}`;
  return '';
}
