import type { Ajv, ErrorObject } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { ajvFingerprint, createAjv } from './ajv-factory.js';
import { CompiledCache } from './compiled-cache.js';
import { hashJson, hashText } from './hash.js';
import { OpenApiGraph } from './openapi-graph.js';
import type { PatternNotes } from './re2.js';
import { StandaloneRuntime, type StandaloneValidate } from './standalone-runtime.js';
import { transformSchema } from './transform.js';
import { memoised } from '../cache/memo.js';

type StandaloneCode = (ajv: Ajv, validate: StandaloneValidate) => string;
// CommonJS (module.exports = fn, also .default); under NodeNext its type is the module namespace.
const standaloneCode: StandaloneCode = ((m: { default?: unknown }) =>
  (typeof m === 'function' ? m : m.default) as StandaloneCode)(standaloneModule as unknown as { default?: unknown });

/** A compiled validator and the patterns it had to skip (reported with its findings). */
export interface CompiledSchema {
  validate(object: unknown): ErrorObject[];
  skippedPatterns: string[];
}

export interface CompilerOptions {
  /** Where compiled validators are kept between runs; undefined: not kept. */
  cacheDir?: string;
  /** Overrides ajvFingerprint() (tests: "another ajv version"). */
  fingerprint?: string;
}

/** How this run's validators were obtained: `loaded` from the disk cache or `compiled`; `rejected`: damaged entries dropped. */
export interface CompilerStats {
  compiled: number;
  loaded: number;
  rejected: number;
}

/**
 * One ajv instance per run. Validators are obtained lazily, on first use of a kind: loaded from
 * the compiled cache when it has them, else compiled (and written there). In memory they are
 * keyed by content: the same definitions in several documents or Kubernetes versions, or the same
 * CRD in base and head, compile once.
 */
export class SchemaCompiler {
  private readonly notes: PatternNotes = { skipped: new Set() };
  private readonly ajv: Ajv = createAjv(this.notes);
  private readonly runtime = new StandaloneRuntime(this.ajv);
  private readonly cache: CompiledCache;
  private readonly compiled = new Map<string, CompiledSchema | Error>();
  private readonly graphs = new Map<string, OpenApiGraph>();
  private readonly registered = new Set<string>();
  private readonly counts = { compiled: 0, loaded: 0, unusable: 0 };

  constructor(
    readonly strict: boolean,
    opts: CompilerOptions = {},
  ) {
    this.cache = new CompiledCache(opts.cacheDir, opts.fingerprint ?? ajvFingerprint());
  }

  get stats(): CompilerStats {
    return {
      compiled: this.counts.compiled,
      loaded: this.counts.loaded,
      rejected: this.counts.unusable + this.cache.damaged,
    };
  }

  /** A kind inside an OpenAPI v3 document (`components.schemas`); only the definitions it reaches are compiled. */
  fromOpenApiDoc(docHash: string, schemas: Record<string, unknown>, name: string): CompiledSchema {
    const g = memoised(this.graphs, docHash, () => new OpenApiGraph(schemas, this.strict));
    const id = g.idOf(name);
    return this.memo(id, () =>
      this.obtain(`openapi ${this.strict} ${id}`, () => {
        for (const def of g.schemasFor(name)) {
          if (this.registered.has(def.id)) continue;
          this.ajv.addSchema(def.schema);
          this.registered.add(def.id);
        }
        const fn = this.ajv.getSchema(id);
        if (!fn) throw new Error(`no definition ${name} in the document`);
        return fn;
      }),
    );
  }

  /** A self-contained schema (a CRD version's openAPIV3Schema, a catalog JSON schema). */
  fromSchema(schema: unknown): CompiledSchema {
    return this.memo(`s:${this.strict}:${hashJson(schema)}`, () => {
      const transformed = transformSchema(withObjectRoot(schema), { strict: this.strict });
      return this.obtain(`schema ${this.strict} ${hashText(JSON.stringify(transformed))}`, () =>
        this.ajv.compile(transformed),
      );
    });
  }

  /** Memoised per key, failures too: a schema that does not compile is not compiled again for every object. */
  private memo(key: string, make: () => CompiledSchema): CompiledSchema {
    const hit = this.compiled.get(key);
    if (hit instanceof Error) throw hit;
    if (hit) return hit;
    try {
      const entry = make();
      this.compiled.set(key, entry);
      return entry;
    } catch (err) {
      this.compiled.set(key, err as Error);
      throw err;
    }
  }

  /** From the compiled cache, else compiled and written there. */
  private obtain(identity: string, compile: () => StandaloneValidate & { source?: unknown }): CompiledSchema {
    const key = this.cache.keyOf(identity);
    const before = new Set(this.notes.skipped);
    let fn = this.load(key);
    if (!fn) {
      const compiled = compile();
      this.counts.compiled++;
      this.store(key, compiled);
      fn = compiled;
    }
    const validate = fn;
    return {
      validate: (object) => (validate(object) ? [] : [...(validate.errors ?? [])]),
      skippedPatterns: [...this.notes.skipped].filter((p) => !before.has(p)),
    };
  }

  private load(key: string): StandaloneValidate | undefined {
    const code = this.cache.read(key);
    if (code === undefined) return undefined;
    try {
      const fn = this.runtime.evaluate(code);
      this.counts.loaded++;
      return fn;
    } catch {
      this.counts.unusable++;
      this.cache.drop(key);
      return undefined;
    }
  }

  /** Only code that evaluates here is written: a bad entry would be recompiled by every run. */
  private store(key: string, fn: StandaloneValidate): void {
    let code: string;
    try {
      code = standaloneCode(this.ajv, fn);
      this.runtime.evaluate(code);
    } catch {
      return;
    }
    this.cache.write(key, code);
  }
}

/** The API server always accepts apiVersion, kind and metadata on a custom resource, declared or not. */
function withObjectRoot(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const root = schema as { properties?: Record<string, unknown> };
  if (!root.properties) return schema;
  const properties = {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { type: 'object' },
    ...root.properties,
  };
  return { ...root, properties };
}
