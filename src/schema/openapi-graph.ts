import { unescapePointerToken } from '../kube/json-pointer.js';
import { hashText } from './hash.js';
import { transformSchema } from './transform.js';
import { memoised } from '../cache/memo.js';

const PREFIX = '#/components/schemas/';

interface Def {
  /** Hash of the transformed definition, `$ref`s still by name. */
  hash: string;
  /** Names of the definitions it references. */
  refs: string[];
}

/**
 * The definitions of one OpenAPI document (`components.schemas`) as content-addressed schemas.
 * A definition's id hashes it and everything it references, after the transform: ObjectMeta or
 * PodSpec get the same id in the apps, batch and core documents (and in versions where they did
 * not change), so ajv compiles each once per run, and a compiled-cache key names exactly what the
 * validator checks (schema and transform code alike).
 */
export class OpenApiGraph {
  private readonly defs = new Map<string, Def>();
  private readonly closures = new Map<string, string[]>();
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly schemas: Record<string, unknown>,
    private readonly strict: boolean,
  ) {}

  /** `dg:def:<hash>` of a definition and its closure. */
  idOf(name: string): string {
    return memoised(this.ids, name, () => {
      const lines = this.closureOf(name).map((n) => `${n} ${this.def(n)?.hash ?? 'missing'}`);
      return `dg:def:${hashText(`${lines.join('\n')}\nroot ${name}`)}`;
    });
  }

  /** What ajv needs for `name`: every definition it reaches, with `$id` and `$ref`s to other ids. */
  schemasFor(name: string): { id: string; schema: Record<string, unknown> }[] {
    const out: { id: string; schema: Record<string, unknown> }[] = [];
    for (const n of this.closureOf(name)) {
      if (!Object.hasOwn(this.schemas, n)) continue; // its $ref stays unresolved: a compile error, reported
      const id = this.idOf(n);
      const ref = (r: string): string =>
        r.startsWith(PREFIX) ? this.idOf(unescapePointerToken(r.slice(PREFIX.length))) : r;
      out.push({ id, schema: { ...transformSchema(this.schemas[n], { strict: this.strict, ref }), $id: id } });
    }
    return out;
  }

  /** Sorted names of the definitions reachable from `name`, itself included. */
  private closureOf(name: string): string[] {
    return memoised(this.closures, name, () => {
      const seen = new Set<string>([name]);
      const stack = [name];
      for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
        for (const r of this.def(n)?.refs ?? []) {
          if (!seen.has(r)) {
            seen.add(r);
            stack.push(r);
          }
        }
      }
      return [...seen].sort();
    });
  }

  private def(name: string): Def | undefined {
    if (!Object.hasOwn(this.schemas, name)) return undefined;
    return memoised(this.defs, name, () => {
      const refs: string[] = [];
      const ref = (r: string): string => {
        if (r.startsWith(PREFIX)) refs.push(unescapePointerToken(r.slice(PREFIX.length)));
        return r;
      };
      const t = transformSchema(this.schemas[name], { strict: this.strict, ref });
      return { hash: hashText(JSON.stringify(t)), refs };
    });
  }
}
