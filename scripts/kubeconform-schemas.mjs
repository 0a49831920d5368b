#!/usr/bin/env node
// Bench-only: strict, standalone per-kind JSON schemas for kubeconform, generated from the same
// Kubernetes OpenAPI v3 documents deploy-gate validates with (../shared/data/k8s-openapi/v<minor>).
// It follows the conventions of kubernetes-json-schema's "-standalone-strict" flavour (made with
// openapi2jsonschema), so kubeconform is measured with the schemas it is normally used with:
//   - one file per kind, `{kind}-{group prefix}-{version}.json` (kubeconform's `{{ .ResourceKind }}{{ .KindSuffix }}`);
//   - every `$ref` inlined (standalone); a recursive reference (JSONSchemaProps) becomes `{}`;
//   - int-or-string is `oneOf: [string, integer]`;
//   - strict: every object with `properties` gets `additionalProperties: false`
//     (unless `x-kubernetes-preserve-unknown-fields`);
//   - optional properties also accept `null` (required ones do not).
// Nothing here is used by deploy-gate itself.
//   node scripts/kubeconform-schemas.mjs <out-dir> [--kubernetes 1.31] [--shared ../shared]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PREFIX = '#/components/schemas/';
const DROP = new Set(['description', 'default', 'example', 'externalDocs', 'x-kubernetes-validations']);

const isNode = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `{allOf: [{$ref}]}` (with `default`/`description` beside it) or `{$ref}`: the referenced name. */
function refName(node) {
  const allOf = node.allOf;
  const ref = Array.isArray(allOf) && allOf.length === 1 && isNode(allOf[0]) ? allOf[0].$ref : node.$ref;
  return typeof ref === 'string' && ref.startsWith(PREFIX) ? ref.slice(PREFIX.length) : undefined;
}

function withNull(schema) {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.oneOf && !schema.type) return { ...schema, oneOf: [...schema.oneOf, { type: 'null' }] };
  return schema;
}

/** Inlines one OpenAPI schema node; `stack` holds the definitions being inlined (recursion guard). */
function expand(node, defs, stack) {
  if (!isNode(node)) return node;
  const name = refName(node);
  if (name !== undefined) {
    if (stack.includes(name) || !Object.hasOwn(defs, name)) return {};
    return expand(defs[name], defs, [...stack, name]);
  }
  if (node.format === 'int-or-string' || node['x-kubernetes-int-or-string'] === true)
    return { oneOf: [{ type: 'string' }, { type: 'integer' }] };
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties') out.properties = properties(value, node.required ?? [], defs, stack);
    else if (key === 'items' || key === 'additionalProperties') out[key] = expand(value, defs, stack);
    else if (key === 'allOf' || key === 'oneOf' || key === 'anyOf') out[key] = value.map((v) => expand(v, defs, stack));
    else out[key] = value;
  }
  if (isNode(out.properties) && out.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields'])
    out.additionalProperties = false;
  return out;
}

function properties(props, required, defs, stack) {
  const out = {};
  for (const [key, value] of Object.entries(props)) {
    const schema = expand(value, defs, stack);
    out[key] = required.includes(key) ? schema : withNull(schema);
  }
  return out;
}

/** kubeconform's file name for a group/version/kind (pkg/registry: KindSuffix). */
export function schemaFileName({ group, version, kind }) {
  const prefix = group === '' ? '' : `-${group.split('.')[0].toLowerCase()}`;
  return `${kind.toLowerCase()}${prefix}-${version.toLowerCase()}.json`;
}

/** Writes one schema per kind of every document of `openapiDir`; returns how many. */
export function writeKubeconformSchemas(openapiDir, outDir) {
  mkdirSync(outDir, { recursive: true });
  let count = 0;
  for (const file of readdirSync(openapiDir)
    .filter((f) => f.endsWith('_openapi.json'))
    .sort()) {
    const defs = JSON.parse(readFileSync(path.join(openapiDir, file), 'utf8')).components?.schemas ?? {};
    for (const [name, def] of Object.entries(defs)) {
      for (const gvk of def['x-kubernetes-group-version-kind'] ?? []) {
        const home =
          gvk.group === '' ? `api__${gvk.version}_openapi.json` : `apis__${gvk.group}__${gvk.version}_openapi.json`;
        if (file !== home) continue; // meta types (DeleteOptions, WatchEvent) list every group
        const schema = { $schema: 'http://json-schema.org/schema#', ...expand(def, defs, [name]) };
        writeFileSync(path.join(outDir, schemaFileName(gvk)), JSON.stringify(schema));
        count++;
      }
    }
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const opt = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const out = argv[0];
  if (!out || out.startsWith('--')) {
    console.error('usage: node scripts/kubeconform-schemas.mjs <out-dir> [--kubernetes 1.31] [--shared ../shared]');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const shared = path.resolve(opt('--shared', path.join(root, '..', 'shared')));
  const dir = path.join(shared, 'data', 'k8s-openapi', `v${opt('--kubernetes', '1.31')}`);
  console.log(`${writeKubeconformSchemas(dir, out)} schemas written to ${out} from ${dir}`);
}
