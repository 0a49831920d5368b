import { isObject as isNode } from '../kube/object.js';
/**
 * Turns Kubernetes OpenAPI v3 / CRD structural schemas into JSON Schema that ajv compiles and
 * that accepts what the API server accepts (quirks in ../shared/data/SOURCES.md):
 * - every type is nullable: the API server drops `null` values (`creationTimestamp: null`);
 * - int-or-string (`format: int-or-string`, `x-kubernetes-int-or-string`) and type-only
 *   `oneOf`/`anyOf` (Quantity) become a type union;
 * - `allOf: [{$ref}]` wrappers (with `default: {}` beside them) become the plain `$ref`;
 * - strict mode closes every object with `properties`, except under
 *   `x-kubernetes-preserve-unknown-fields` and `x-kubernetes-embedded-resource`.
 */
type Node = Record<string, unknown>;

const DROP = new Set([
  'description',
  'default',
  'example',
  'externalDocs',
  'readOnly',
  'writeOnly',
  'x-kubernetes-validations',
]);
const INT_OR_STRING: Node = { type: ['integer', 'string', 'null'] };

export interface TransformOptions {
  strict: boolean;
  /** Rewrites `$ref` targets (OpenAPI `#/components/schemas/X` → `#/$defs/X`). */
  ref?: (ref: string) => string;
}

export function transformSchema(schema: unknown, opts: TransformOptions): Node {
  return walk(schema, opts) as Node;
}

function walk(input: unknown, opts: TransformOptions): unknown {
  if (!isNode(input)) return input;
  const single = singleRef(input);
  if (single !== undefined) return { $ref: opts.ref ? opts.ref(single) : single };
  if (input['format'] === 'int-or-string' || input['x-kubernetes-int-or-string'] === true) return { ...INT_OR_STRING };
  const union = typeUnion(input);
  const out: Node = {};
  for (const [key, value] of Object.entries(input)) {
    if (DROP.has(key) || (key.startsWith('x-') && key !== 'x-kubernetes-preserve-unknown-fields')) continue;
    out[key] = walkKeyword(key, value, opts);
  }
  if (union) {
    delete out['oneOf'];
    delete out['anyOf'];
    out['type'] = union;
  }
  nullable(out);
  closeObject(input, out, opts.strict);
  return out;
}

function walkKeyword(key: string, value: unknown, opts: TransformOptions): unknown {
  switch (key) {
    case 'properties':
    case 'patternProperties':
    case '$defs':
    case 'definitions':
      return mapValues(value, (v) => walk(v, opts));
    case 'items':
    case 'additionalProperties':
    case 'not':
      return walk(value, opts);
    case 'allOf':
    case 'anyOf':
    case 'oneOf':
      return Array.isArray(value) ? value.map((v) => walk(v, opts)) : value;
    case '$ref':
      return typeof value === 'string' && opts.ref ? opts.ref(value) : value;
    default:
      return value;
  }
}

/** `{allOf: [{$ref}]}` possibly with `default`/`description` beside it. */
function singleRef(node: Node): string | undefined {
  const allOf = node['allOf'];
  const ref = Array.isArray(allOf) && allOf.length === 1 && isNode(allOf[0]) ? allOf[0]['$ref'] : node['$ref'];
  if (typeof ref !== 'string') return undefined;
  const others = Object.keys(node).filter((k) => k !== 'allOf' && k !== '$ref' && !DROP.has(k));
  return others.length === 0 ? ref : undefined;
}

/** `oneOf: [{type: string}, {type: number}]` → `['string', 'number']` (Quantity and friends). */
function typeUnion(node: Node): string[] | undefined {
  const alts = node['oneOf'] ?? node['anyOf'];
  if (!Array.isArray(alts) || alts.length === 0) return undefined;
  const types: string[] = [];
  for (const alt of alts) {
    if (!isNode(alt) || typeof alt['type'] !== 'string' || Object.keys(alt).some((k) => k !== 'type' && k !== 'format'))
      return undefined;
    types.push(alt['type']);
  }
  return types;
}

function nullable(out: Node): void {
  const type = out['type'];
  if (typeof type === 'string') out['type'] = [type, 'null'];
  else if (Array.isArray(type) && !type.includes('null')) out['type'] = [...type, 'null'];
  if (Array.isArray(out['enum']) && !out['enum'].includes(null)) out['enum'] = [...out['enum'], null];
}

function closeObject(input: Node, out: Node, strict: boolean): void {
  const open =
    input['x-kubernetes-preserve-unknown-fields'] === true || input['x-kubernetes-embedded-resource'] === true;
  delete out['x-kubernetes-preserve-unknown-fields'];
  // An open node takes any field; so does every node in non-strict mode, where pre-converted
  // schemas (CRDs catalog), which close objects themselves, are reopened.
  if (open || !strict) {
    if (out['additionalProperties'] === false) delete out['additionalProperties'];
    return;
  }
  if (
    isNode(out['properties']) &&
    out['additionalProperties'] === undefined &&
    out['patternProperties'] === undefined
  ) {
    out['additionalProperties'] = false;
  }
}

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (!isNode(value)) return value;
  const out: Node = {};
  for (const [k, v] of Object.entries(value)) out[k] = fn(v);
  return out;
}
