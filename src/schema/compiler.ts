import { createHash } from 'node:crypto';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from './ajv-factory.js';
import type { PatternNotes } from './re2.js';
import { transformSchema } from './transform.js';

/** A compiled validator and the patterns it had to skip (reported with its findings). */
export interface CompiledSchema {
  validate(object: unknown): ErrorObject[];
  skippedPatterns: string[];
}

/**
 * One ajv instance per run. Validators are compiled lazily, on first use of a kind, and cached
 * by content hash: the same document served by several Kubernetes versions, or the same CRD in
 * base and head, compiles once.
 */
export class SchemaCompiler {
  private readonly notes: PatternNotes = { skipped: new Set() };
  private readonly ajv: Ajv = createAjv(this.notes);
  private readonly compiled = new Map<string, CompiledSchema>();
  private readonly docs = new Set<string>();

  constructor(readonly strict: boolean) {}

  /** A kind inside an OpenAPI v3 document (`components.schemas`), refs resolved within the document. */
  fromOpenApiDoc(docHash: string, schemas: Record<string, unknown>, name: string): CompiledSchema {
    const id = `dg:${docHash}`;
    const key = `${id}#${name}`;
    const hit = this.compiled.get(key);
    if (hit) return hit;
    if (!this.docs.has(id)) {
      const ref = (r: string): string => r.replace('#/components/schemas/', '#/$defs/');
      const $defs: Record<string, unknown> = {};
      for (const [n, s] of Object.entries(schemas)) $defs[n] = transformSchema(s, { strict: this.strict, ref });
      this.ajv.addSchema({ $id: id, $defs });
      this.docs.add(id);
    }
    return this.remember(key, () => this.ajv.compile({ $ref: `${id}#/$defs/${escapePointer(name)}` }));
  }

  /** A self-contained schema (a CRD version's openAPIV3Schema, a catalog JSON schema). */
  fromSchema(schema: unknown): CompiledSchema {
    const key = `s:${hashJson(schema)}`;
    const hit = this.compiled.get(key);
    if (hit) return hit;
    return this.remember(key, () => this.ajv.compile(transformSchema(withObjectRoot(schema), { strict: this.strict })));
  }

  private remember(key: string, compile: () => ValidateFunction): CompiledSchema {
    const before = new Set(this.notes.skipped);
    const fn = compile();
    const entry: CompiledSchema = {
      validate: (object) => (fn(object) ? [] : [...(fn.errors ?? [])]),
      skippedPatterns: [...this.notes.skipped].filter((p) => !before.has(p)),
    };
    this.compiled.set(key, entry);
    return entry;
  }
}

/** The API server always accepts apiVersion, kind and metadata on a custom resource, declared or not. */
function withObjectRoot(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const root = schema as { properties?: Record<string, unknown> };
  if (!root.properties) return schema;
  const properties = { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { type: 'object' }, ...root.properties };
  return { ...root, properties };
}

export function hashText(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

const jsonHashes = new WeakMap<object, string>();

function hashJson(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const hit = jsonHashes.get(value);
    if (hit) return hit;
    const h = hashText(JSON.stringify(value));
    jsonHashes.set(value, h);
    return h;
  }
  return hashText(JSON.stringify(value));
}

function escapePointer(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
