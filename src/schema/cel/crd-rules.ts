// CRD validation rules (`x-kubernetes-validations`) as the API server runs them: each rule at a
// schema node sees that node's value as `self` (defaults applied, property names escaped), and a
// transition rule (one that names `oldSelf`) runs only on an update, against the value at the same
// place in the object it replaces — unless it sets `optionalOldSelf`: then it also runs where there
// is no old value (a create, a new list item), and `oldSelf` is an optional. A rule that fails is
// `schema/invalid`; one that cannot be evaluated here is `schema/not-checked`, naming the rule —
// never taken as passed.
import { celList, celMap, type CelInput, type CelValue } from '@bufbuild/cel';
import type { FindingDraft } from '../../model/finding.js';
import type { Resource } from '../../model/resource.js';
import { evaluateCel } from './evaluate.js';
import { optionalOf } from './optional-library.js';
import { isObject } from '../../kube/object.js';
import { escapePointerToken } from '../../kube/json-pointer.js';

type Obj = Record<string, unknown>;

interface Rule {
  rule: string;
  message?: string;
  messageExpression?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

/** The change creates the object: its transition rules have no old object to compare with. */
export const CREATED = 'created';

/**
 * The rules of the schema evaluated against the object: without `old`, every rule but the
 * transition rules (the object's own validation); with `old` (the object it replaces, or
 * `CREATED`), the transition rules only — the others ran when the object itself was validated. On
 * a create only the transition rules with `optionalOldSelf` run, with `oldSelf` none.
 */
export function crdRuleDrafts(
  resource: Resource,
  schema: unknown,
  from: string,
  old?: Obj | typeof CREATED,
): FindingDraft[] {
  if (!hasRules(schema)) return [];
  const drafts: FindingDraft[] = [];
  const oldObject = old === undefined || old === CREATED ? undefined : withDefaults(schema, old);
  visit(schema, withDefaults(schema, resource.object), oldObject, '');
  return drafts;

  function visit(s: unknown, value: unknown, oldValue: unknown, pointer: string): void {
    if (!isObject(s) || value === undefined) return;
    for (const rule of rulesOf(s)) {
      const draft = evaluateRule(rule, s, value, oldValue, pointer);
      if (draft) drafts.push(draft);
    }
    const properties = isObject(s['properties']) ? s['properties'] : {};
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childSchema =
          properties[key] ?? (isObject(s['additionalProperties']) ? s['additionalProperties'] : undefined);
        const childOld = isObject(oldValue) ? oldValue[key] : undefined;
        visit(childSchema, child, childOld, `${pointer}/${escapePointerToken(key)}`);
      }
    } else if (Array.isArray(value) && isObject(s['items'])) {
      const items = s['items'];
      const oldItem = listItemPairing(s, oldValue);
      value.forEach((item, i) => visit(items, item, oldItem(item), `${pointer}/${i}`));
    }
  }

  function evaluateRule(
    rule: Rule,
    s: Obj,
    value: unknown,
    oldValue: unknown,
    pointer: string,
  ): FindingDraft | undefined {
    const transition = isTransition(rule);
    if (transition !== (old !== undefined)) return undefined;
    if (transition && oldValue === undefined && !rule.optionalOldSelf) return undefined;
    const vars: Record<string, CelInput> = { self: toCel(value, s) };
    if (transition)
      vars['oldSelf'] = rule.optionalOldSelf
        ? optionalOf(oldValue === undefined ? undefined : toCel(oldValue, s))
        : toCel(oldValue, s);
    const path = rule.fieldPath ? `${pointer}${fieldPathPointer(rule.fieldPath)}` : pointer || '/';
    const at = `${pointer || '/'} (${from})`;
    const outcome = evaluateCel(rule.rule, vars);
    if (outcome.kind === 'value' && outcome.value === true) return undefined;
    if (outcome.kind === 'value' && outcome.value === false)
      return {
        ruleId: 'schema/invalid',
        message: `${messageOf(rule, vars)} (x-kubernetes-validations rule \`${oneLine(rule.rule)}\` at ${at})`,
        resource,
        path,
        remediation: 'change the object so the CRD rule holds; the API server refuses it as it is',
        fingerprintKey: `cel:${rule.rule}`,
      };
    const why =
      outcome.kind === 'value'
        ? `it gave ${typeof outcome.value}, not a bool`
        : outcome.kind === 'error'
          ? `it errors here (${outcome.message}); the API server refuses an object whose rule errors, unless a default deploy-gate does not apply avoids it`
          : `this evaluator cannot run it (${outcome.message})`;
    return {
      ruleId: 'schema/not-checked',
      message: `x-kubernetes-validations rule \`${oneLine(rule.rule)}\` at ${at} was not checked: ${why}`,
      resource,
      path,
      fingerprintKey: `cel:${rule.rule}`,
    };
  }
}

function messageOf(rule: Rule, vars: Record<string, CelInput>): string {
  if (rule.messageExpression) {
    const out = evaluateCel(rule.messageExpression, vars);
    if (out.kind === 'value' && typeof out.value === 'string' && out.value.trim() !== '') return out.value;
  }
  return rule.message ?? `failed rule: ${oneLine(rule.rule)}`;
}

function rulesOf(s: Obj): Rule[] {
  const list = s['x-kubernetes-validations'];
  return Array.isArray(list) ? list.filter((r): r is Rule => isObject(r) && typeof r['rule'] === 'string') : [];
}

const isTransition = (rule: Rule) => /\boldSelf\b/.test(rule.rule);

/** Does any rule of the schema compare with the old object (`oldSelf`)? */
export function hasTransitionRules(s: unknown): boolean {
  return someRule(s, isTransition);
}

const hasRules = (s: unknown): boolean => someRule(s, () => true);

function someRule(s: unknown, test: (rule: Rule) => boolean): boolean {
  if (Array.isArray(s)) return s.some((v) => someRule(v, test));
  if (!isObject(s)) return false;
  return Object.entries(s).some(([k, v]) =>
    k === 'x-kubernetes-validations' ? Array.isArray(v) && rulesOf(s).some(test) : someRule(v, test),
  );
}

/** Old list items: by key for `x-kubernetes-list-type: map`; atomic and set lists correlate none. */
function listItemPairing(s: Obj, oldValue: unknown): (item: unknown) => unknown {
  const keys = s['x-kubernetes-list-map-keys'];
  if (s['x-kubernetes-list-type'] !== 'map' || !Array.isArray(keys) || !Array.isArray(oldValue)) return () => undefined;
  const keyOf = (v: unknown) => (isObject(v) ? JSON.stringify(keys.map((k: unknown) => v[String(k)])) : '');
  const byKey = new Map(oldValue.map((v) => [keyOf(v), v]));
  return (item) => byKey.get(keyOf(item));
}

/** The API server defaults missing properties before it validates. */
function withDefaults(s: unknown, value: unknown): unknown {
  if (!isObject(s)) return value;
  if (isObject(value)) {
    const properties = isObject(s['properties']) ? s['properties'] : {};
    const additional = isObject(s['additionalProperties']) ? s['additionalProperties'] : undefined;
    const out: Obj = {};
    for (const [key, child] of Object.entries(value)) out[key] = withDefaults(properties[key] ?? additional, child);
    for (const [key, ps] of Object.entries(properties))
      if (out[key] === undefined && isObject(ps) && ps['default'] !== undefined)
        out[key] = withDefaults(ps, structuredClone(ps['default']));
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => withDefaults(s['items'], v));
  return value;
}

const RESERVED = new Set(
  'true false null in as break const continue else for function if import let loop package namespace return var void while'.split(
    ' ',
  ),
);

/** k8s.io/apiserver/pkg/cel: how a property name is spelt in an expression. */
export function escapeProperty(name: string): string | undefined {
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[A-Za-z_./-][A-Za-z0-9_./-]*$/.test(name)) return undefined;
  return name
    .replaceAll('__', '__underscores__')
    .replaceAll('.', '__dot__')
    .replaceAll('-', '__dash__')
    .replaceAll('/', '__slash__');
}

/** A JSON value with no schema, as CEL sees it (integers as int): admission policies' `object`. */
export function celValueOf(value: unknown): CelInput {
  return toCel(value, {});
}

/** A JSON value as CEL sees it under its schema: integers as int, objects with escaped names. */
function toCel(value: unknown, s: unknown): CelValue {
  const schema = isObject(s) ? s : {};
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (schema['type'] === 'number' || !Number.isInteger(value)) return value;
    return BigInt(value);
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return celList(value.map((v) => toCel(v, schema['items'])));
  if (isObject(value)) {
    const properties = isObject(schema['properties']) ? schema['properties'] : undefined;
    const additional = schema['additionalProperties'];
    const out = new Map<string, CelInput>();
    for (const [key, child] of Object.entries(value)) {
      if (properties && key in properties) {
        const name = escapeProperty(key);
        if (name !== undefined) out.set(name, toCel(child, properties[key]));
      } else if (isObject(additional)) out.set(key, toCel(child, additional));
      else if (!properties || schema['x-kubernetes-preserve-unknown-fields'] === true) out.set(key, toCel(child, {}));
    }
    return celMap(out);
  }
  return null;
}

/** `.spec.foo['a.b']` → `/spec/foo/a.b`. */
function fieldPathPointer(fieldPath: string): string {
  let out = '';
  for (const m of fieldPath.matchAll(/\.([A-Za-z0-9_-]+)|\[\s*'([^']*)'\s*\]|\[(\d+)\]/g))
    out += `/${escapePointerToken(m[1] ?? m[2] ?? m[3] ?? '')}`;
  return out;
}

function oneLine(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}
