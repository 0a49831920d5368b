// The generators that combine two or more child generators (applicationset/generators/matrix.go,
// merge.go). The child generators are evaluated by the caller's `childElems` (nested generators
// go through the same Transform as top-level ones).
import { asArray, type Obj } from '../yaml-docs.js';
import { combineStringMaps, ExpandError, mergoOverride, type Params } from './params.js';
import type { Elem, GenContext } from './generator-context.js';

/** The elements of one nested generator item; `parent` is the first matrix child's params. */
export type ChildElems = (gen: unknown, ctx: GenContext, parent?: Params) => Promise<Elem[]>;

export async function matrixElems(spec: Obj, ctx: GenContext, childElems: ChildElems): Promise<Elem[]> {
  const gens = asArray(spec.generators);
  if (gens.length !== 2)
    throw new ExpandError(`the matrix generator needs exactly two child generators, not ${gens.length}`);
  const out: Elem[] = [];
  for (const a of await childElems(gens[0], ctx)) {
    ctx.bounds.tick();
    for (const b of await childElems(gens[1], ctx, a.params)) {
      ctx.bounds.count(out.length + 1);
      const params = ctx.goTemplate
        ? mergoOverride(mergoOverride({}, b.params), a.params)
        : combineStringMaps(a.params, b.params);
      const environment = a.environment ?? b.environment;
      out.push({ params, files: [...new Set([...a.files, ...b.files])], ...(environment ? { environment } : {}) });
    }
  }
  return out;
}

export async function mergeElems(spec: Obj, ctx: GenContext, childElems: ChildElems): Promise<Elem[]> {
  const gens = asArray(spec.generators);
  if (gens.length < 2) throw new ExpandError('the merge generator needs at least two child generators');
  const keys = [...new Set(asArray(spec.mergeKeys).map(String))];
  if (keys.length === 0) throw new ExpandError('no merge keys were specified');
  const sets: Elem[][] = [];
  for (const g of gens) {
    ctx.bounds.tick();
    sets.push(await childElems(g, ctx));
  }
  const byKey = (elems: Elem[]): Map<string, Elem> => {
    const m = new Map<string, Elem>();
    for (const e of elems) {
      const key = JSON.stringify(Object.fromEntries([...keys].sort().map((k) => [k, e.params[k] ?? null])));
      if (m.has(key))
        throw new ExpandError(
          `the parameters from a generator were not unique by the given mergeKeys. Duplicate key was ${key}`,
        );
      m.set(key, e);
    }
    return m;
  };
  const merged = byKey(sets[0] as Elem[]);
  for (const other of sets.slice(1).map(byKey)) {
    for (const [key, baseElem] of merged) {
      const over = other.get(key);
      if (!over) continue;
      const params = ctx.goTemplate
        ? mergoOverride(baseElem.params, over.params)
        : { ...baseElem.params, ...over.params };
      const environment = over.environment ?? baseElem.environment;
      merged.set(key, {
        params,
        files: [...new Set([...baseElem.files, ...over.files])],
        ...(environment ? { environment } : {}),
      });
    }
  }
  return [...merged.keys()].sort().map((k) => merged.get(k) as Elem);
}
