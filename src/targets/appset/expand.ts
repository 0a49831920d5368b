// One ApplicationSet expanded into its Applications, as template.GenerateApplications does: each
// top-level generator's parameter sets render the set's template (completed by the generator's
// own template), then `templatePatch`. A generator that fails does not stop the others; the
// failure is returned with the Applications that could be generated.
import { asArray, asObj, asString, type Obj } from '../yaml-docs.js';
import { transform } from './generators.js';
import type { Elem, GenContext } from './generator-context.js';
import { ExpandError, NotExpandable } from './params.js';
import { OverBounds } from './bounds.js';
import { applyTemplatePatch } from './patch.js';
import { applicationOf, mergoFill, renderMany } from './render-app.js';

export interface GeneratedApp {
  app: Obj;
  elem: Elem;
}

export interface Expansion {
  apps: GeneratedApp[];
  /** Argo CD would report these on the ApplicationSet (template or generator errors). */
  errors: string[];
  /** Why (part of) the set could not be expanded offline. */
  notExpandable: string[];
}

export type SetContext = Omit<GenContext, 'goTemplate' | 'options'>;

export async function expandApplicationSet(set: Obj, base: SetContext): Promise<Expansion> {
  const spec = asObj(set.spec) ?? {};
  const ctx: GenContext = {
    ...base,
    goTemplate: spec.goTemplate === true,
    options: asArray(spec.goTemplateOptions).map(String),
  };
  const out: Expansion = { apps: [], errors: [], notExpandable: [] };
  const template = asObj(spec.template) ?? {};
  const generators = asArray(spec.generators);
  if (generators.length === 0) out.errors.push('the ApplicationSet has no generators');
  for (const raw of generators) {
    try {
      const gen = asObj(raw);
      if (!gen) throw new ExpandError('a generator is not an object');
      for (const { kind, elems } of await transform(gen, ctx)) {
        ctx.bounds.count(out.apps.length + elems.length);
        ctx.bounds.tick();
        const own = asObj(asObj(gen[kind])?.template) ?? {};
        out.apps.push(...(await renderApps(mergoFill(own, template), elems, spec, ctx)));
      }
    } catch (err) {
      // Over its bounds, none of the set is judged: a partial set would read as the whole set checked.
      if (err instanceof OverBounds) return { apps: [], errors: [], notExpandable: [err.message] };
      if (err instanceof NotExpandable) out.notExpandable.push(err.message);
      else if (err instanceof ExpandError) out.errors.push(err.message);
      else throw err;
    }
  }
  out.apps = validated(out.apps, asString(asObj(set.metadata)?.name) ?? '', out.errors);
  return out;
}

/** validateGeneratedApplications: every Application needs a name, and names are unique in the set. */
function validated(apps: GeneratedApp[], setName: string, errors: string[]): GeneratedApp[] {
  const names = new Set<string>();
  return apps.filter(({ app }) => {
    const name = asString(asObj(app.metadata)?.name) ?? '';
    if (name === '') errors.push(`ApplicationSet ${setName} contains an application with no name`);
    else if (names.has(name))
      errors.push(`ApplicationSet ${setName} contains applications with duplicate name: ${name}`);
    else {
      names.add(name);
      return true;
    }
    return false;
  });
}

async function renderApps(template: Obj, elems: Elem[], spec: Obj, ctx: GenContext): Promise<GeneratedApp[]> {
  const app = applicationOf(template);
  const params = elems.map((e) => e.params);
  let apps = await renderMany(app, params, ctx);
  const patch = asString(spec.templatePatch);
  if (patch !== undefined) {
    const patches = await renderMany(patch, params, ctx);
    apps = apps.map((a, i) => applyTemplatePatch(a, patches[i] as string));
  }
  return apps.map((a, i) => ({ app: a, elem: elems[i] as Elem }));
}
