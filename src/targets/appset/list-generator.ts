// The list generator (applicationset/generators/list.go): `elements`, and `elementsYaml` parsed as a list.
import { asArray, asObj, asString, parseDocs, type Obj } from '../yaml-docs.js';
import { ExpandError, type Params } from './params.js';
import type { Elem, GenContext } from './generator-context.js';

export function listElems(spec: Obj, ctx: GenContext): Elem[] {
  ctx.bounds.count(asArray(spec.elements).length);
  const out: Elem[] = asArray(spec.elements).map((raw) => {
    const element = asObj(raw);
    if (!element) throw new ExpandError('error unmarshling list element: not an object');
    return { params: ctx.goTemplate ? element : legacyElement(element), files: [] };
  });
  const yamlText = asString(spec.elementsYaml);
  if (yamlText) {
    const docs = parseDocs(yamlText);
    const list = docs[0]?.value;
    if (docs.some((d) => d.error !== undefined) || !Array.isArray(list))
      throw new ExpandError('error unmarshling decoded ElementsYaml: not a list');
    ctx.bounds.count(out.length + list.length);
    for (const e of list) out.push({ params: asObj(e) ?? {}, files: [] });
  }
  return out;
}

/** Legacy list elements: string values only; `values.k` flattened one level. */
function legacyElement(element: Obj): Params {
  const params: Params = {};
  for (const [key, value] of Object.entries(element)) {
    if (key === 'values') {
      const values = asObj(value);
      if (!values) throw new ExpandError('error parsing values map');
      for (const [k, v] of Object.entries(values)) {
        if (typeof v !== 'string') throw new ExpandError(`error parsing value as string: values.${k}`);
        params[`values.${k}`] = v;
      }
    } else {
      if (typeof value !== 'string') throw new ExpandError(`error parsing value as string: ${key}`);
      params[key] = value;
    }
  }
  return params;
}
