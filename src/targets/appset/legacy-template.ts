// The legacy (non-goTemplate) ApplicationSet template form: valyala/fasttemplate with `{{` and
// `}}`, as utils.Render.Replace runs it. A tag is replaced only by a parameter that is a string
// (flattened parameters always are); any other tag is written back unchanged.
import { ExpandError, type Params } from './params.js';

/** Go's `.*{{.*}}.*` without the s flag: a `{{` and a later `}}` on one line. */
const TEMPLATED = /\{\{[^\n]*\}\}/;

export function replaceLegacy(tmpl: string, params: Params): string {
  if (!TEMPLATED.test(tmpl)) return tmpl;
  let out = '';
  let rest = tmpl;
  for (;;) {
    const start = rest.indexOf('{{');
    if (start < 0) return out + rest;
    out += rest.slice(0, start);
    const afterStart = rest.slice(start + 2);
    const end = afterStart.indexOf('}}');
    if (end < 0) throw new ExpandError(`invalid template: cannot find end tag="}}" in the template="${tmpl}"`);
    const tag = afterStart.slice(0, end);
    const key = tag.trim();
    const value = params[key];
    out += key !== '' && typeof value === 'string' ? value : `{{${tag}}}`;
    rest = afterStart.slice(end + 2);
  }
}
