// Rendering an ApplicationSet template with parameter sets, as utils.Render.RenderTemplateParams
// does: every string value and every map key of the template is a template of its own; numbers
// and booleans are left alone; an empty parameter set leaves the template untouched. The goTemplate
// strings of a whole batch go to the Go template engine in one run.
import { asObj, type Obj } from '../yaml-docs.js';
import type { GoTemplateEngine, TemplateJob } from './go-template.js';
import { replaceLegacy } from './legacy-template.js';
import { isEmptyValue, type Params } from './params.js';

export interface TemplateMode {
  goTemplate: boolean;
  options: string[];
  engine: GoTemplateEngine;
}

/** Every string (value or key) of `value` that holds a template action, in walk order. */
function collect(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes('{{')) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collect(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('{{')) out.add(k);
      collect(v, out);
    }
  }
}

function rebuild(value: unknown, done: Map<string, string>): unknown {
  if (typeof value === 'string') return done.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => rebuild(v, done));
  if (value !== null && typeof value === 'object') {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) out[done.get(k) ?? k] = rebuild(v, done);
    return out;
  }
  return value;
}

/**
 * `value` rendered with each of `paramSets`, in order. Legacy templates are replaced here; Go
 * templates of every set go to the engine in one batch.
 */
export async function renderMany<T>(value: T, paramSets: Params[], mode: TemplateMode): Promise<T[]> {
  const strings = new Set<string>();
  collect(value, strings);
  const jobs: Array<TemplateJob & { set: number }> = [];
  paramSets.forEach((params, set) => {
    if (Object.keys(params).length > 0) for (const template of strings) jobs.push({ template, params, set });
  });
  const rendered = mode.goTemplate
    ? await mode.engine.render(jobs, mode.options)
    : jobs.map((job) => replaceLegacy(job.template, job.params));
  const results = paramSets.map(() => new Map<string, string>());
  jobs.forEach((job, j) => results[job.set]?.set(job.template, rendered[j] as string));
  return results.map((done) => rebuild(value, done) as T);
}

/** utils.GetTempApplication: the template's metadata and spec as an Application. */
export function applicationOf(template: Obj): Obj {
  const meta = asObj(template.metadata) ?? {};
  const metadata: Obj = {};
  for (const key of ['name', 'namespace', 'labels', 'annotations', 'finalizers'])
    if (meta[key] !== undefined) metadata[key] = meta[key];
  return { apiVersion: 'argoproj.io/v1alpha1', kind: 'Application', metadata, spec: template.spec ?? {} };
}

/**
 * mergo.Merge(dst, src) without override: `src` fills what `dst` leaves empty (a generator's own
 * template, completed by the ApplicationSet's template).
 */
export function mergoFill(dst: Obj, src: Obj): Obj {
  const out: Obj = { ...dst };
  for (const [k, v] of Object.entries(src)) {
    const cur = out[k];
    const curObj = asObj(cur);
    const srcObj = asObj(v);
    if (curObj && srcObj) out[k] = mergoFill(curObj, srcObj);
    // A mapping is merged above, never replaced; any other empty value is filled.
    else if (!curObj && isEmptyValue(cur)) out[k] = v;
  }
  return out;
}
