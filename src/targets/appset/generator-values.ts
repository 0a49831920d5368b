// A generator's `values`: rendered per element with its params (appendTemplatedValues in generators/utils.go).
import { asObj, type Obj } from '../yaml-docs.js';
import { renderMany } from './render-app.js';
import type { Elem, GenContext } from './generator-context.js';

/** appendTemplatedValues: each `values` entry rendered with the element's params. */
export async function withValues(elems: Elem[], spec: Obj, ctx: GenContext): Promise<Elem[]> {
  const values = asObj(spec.values);
  if (!values || Object.keys(values).length === 0) return elems;
  const rendered = await renderMany(
    values,
    elems.map((e) => e.params),
    ctx,
  );
  return elems.map((e, i) => {
    const v = rendered[i] as Obj;
    const params = ctx.goTemplate
      ? { ...e.params, values: v }
      : { ...e.params, ...Object.fromEntries(Object.entries(v).map(([k, x]) => [`values.${k}`, x])) };
    return { ...e, params };
  });
}
