// ApplicationSet generators evaluated offline, following applicationset/generators/*.go: list
// (elements, elementsYaml), git (directories with exclude, files with path params), clusters (from
// `discovery.clusters`), matrix and merge (nested), each with `selector` and `values`. Generators
// that need a live system are NotExpandable.
import { asArray, asObj, asString, parseDocs, type Obj } from '../yaml-docs.js';
import type { ClusterConfig } from '../../model/config.js';
import {
  combineStringMaps,
  ExpandError,
  flatten,
  goFormat,
  mergoOverride,
  NotExpandable,
  sanitizeName,
  selectorMatcher,
  type Params,
} from './params.js';
import { renderMany, type TemplateMode } from './render-app.js';
import { goPathMatch, pathspecMatch, readRepoFile, type RepoTree } from './repo-files.js';
import { clusterParams } from './clusters.js';

/** One parameter set, with the repo files it was read from and an environment a cluster named. */
export interface Elem {
  params: Params;
  files: string[];
  environment?: string;
}

export interface GenContext extends TemplateMode {
  root: string;
  tree: () => Promise<RepoTree>;
  clusters: ClusterConfig[] | undefined;
}

const LIVE = ['pullRequest', 'scmProvider', 'clusterDecisionResource', 'plugin'];
const OFFLINE = ['list', 'git', 'clusters', 'matrix', 'merge'];

/** Generators.Transform: every generator kind set in one item, selector applied to the flattened params. */
export async function transform(
  gen: Obj,
  ctx: GenContext,
  parent?: Params,
): Promise<Array<{ kind: string; elems: Elem[] }>> {
  const kinds = Object.keys(gen).filter((k) => k !== 'selector' && gen[k] !== null && gen[k] !== undefined);
  if (kinds.length === 0) throw new ExpandError('a generator item names no generator');
  const matches = selectorMatcher(gen.selector);
  const out: Array<{ kind: string; elems: Elem[] }> = [];
  for (const kind of kinds) {
    if (LIVE.includes(kind))
      throw new NotExpandable(`the ${kind} generator needs a live system (not reachable from CI)`);
    if (!OFFLINE.includes(kind)) throw new ExpandError(`unrecognized generator: ${kind}`);
    let spec = asObj(gen[kind]);
    if (!spec) throw new ExpandError(`generator ${kind} is not an object`);
    if (parent && Object.keys(parent).length > 0) spec = await interpolate(spec, parent, ctx);
    const elems = await generate(kind, spec, ctx);
    out.push({ kind, elems: elems.filter((e) => matches(e.params)) });
  }
  return out;
}

/** The second generator of a matrix sees the first one's parameters (InterpolateGenerator). */
async function interpolate(spec: Obj, parent: Params, ctx: GenContext): Promise<Obj> {
  const [rendered] = await renderMany([spec], [parent], ctx);
  return rendered as Obj;
}

async function generate(kind: string, spec: Obj, ctx: GenContext): Promise<Elem[]> {
  switch (kind) {
    case 'list':
      return listElems(spec, ctx);
    case 'git':
      return gitElems(spec, ctx);
    case 'clusters':
      return withValues(clusterParams(spec, ctx), spec, ctx);
    case 'matrix':
      return matrixElems(spec, ctx);
    default:
      return mergeElems(spec, ctx);
  }
}

function listElems(spec: Obj, ctx: GenContext): Elem[] {
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

async function gitElems(spec: Obj, ctx: GenContext): Promise<Elem[]> {
  // The git generator is read from this repository; a repoURL only a live system can fill in names some other one.
  if (String(spec.repoURL ?? '').includes('{{'))
    throw new NotExpandable(
      `the git generator's repoURL "${String(spec.repoURL)}" is templated; it may name another repository`,
    );
  const prefix = asString(spec.pathParamPrefix) ?? '';
  const dirs = asArray(spec.directories)
    .map(asObj)
    .filter((d): d is Obj => d !== undefined);
  const files = asArray(spec.files)
    .map(asObj)
    .filter((d): d is Obj => d !== undefined);
  const tree = await ctx.tree();
  if (dirs.length > 0) {
    const chosen = tree.dirs.filter((d) => {
      const hits = dirs.filter((r) => goPathMatch(String(r.path ?? ''), d));
      return hits.some((r) => r.exclude !== true) && !hits.some((r) => r.exclude === true);
    });
    return withValues(
      chosen.map((d) => ({ params: pathParams(d, undefined, prefix, ctx.goTemplate), files: [] })),
      spec,
      ctx,
    );
  }
  if (files.length === 0) throw new ExpandError('the git generator has neither directories nor files');
  const included = new Set<string>();
  for (const f of files.filter((x) => x.exclude !== true))
    for (const file of tree.files) if (pathspecMatch(String(f.path ?? ''), file)) included.add(file);
  for (const f of files.filter((x) => x.exclude === true))
    for (const file of [...included]) if (pathspecMatch(String(f.path ?? ''), file)) included.delete(file);
  const out: Elem[] = [];
  for (const file of [...included].sort()) {
    for (const obj of await objectsOf(ctx.root, file)) {
      const base = ctx.goTemplate ? { ...obj } : stringsOf(obj);
      out.push({ params: { ...base, ...pathParams(dirOf(file), file, prefix, ctx.goTemplate) }, files: [file] });
    }
  }
  return withValues(out, spec, ctx);
}

const dirOf = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.');
const base = (p: string): string => p.slice(p.lastIndexOf('/') + 1) || '.';

function stringsOf(obj: Obj): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(flatten(obj))) out[k] = goFormat(v);
  return out;
}

/** A files generator file: one object, or a list of objects (sigs.k8s.io/yaml, JSON or YAML). */
async function objectsOf(root: string, file: string): Promise<Obj[]> {
  const docs = parseDocs(await readRepoFile(root, file));
  const bad = docs.find((d) => d.error !== undefined);
  if (bad) throw new ExpandError(`unable to process file '${file}': ${bad.error ?? ''}`);
  const value = docs[0]?.value ?? {};
  if (asObj(value)) return [value as Obj];
  if (Array.isArray(value) && value.every((v) => asObj(v))) return value as Obj[];
  throw new ExpandError(`unable to process file '${file}': not an object or a list of objects`);
}

function pathParams(dir: string, file: string | undefined, prefix: string, goTemplate: boolean): Params {
  if (goTemplate) {
    const p: Params = {
      path: dir,
      basename: base(dir),
      basenameNormalized: sanitizeName(base(dir)),
      segments: dir.split('/'),
    };
    if (file !== undefined) Object.assign(p, { filename: base(file), filenameNormalized: sanitizeName(base(file)) });
    return prefix ? { [prefix]: { path: p } } : { path: p };
  }
  const name = prefix ? `${prefix}.path` : 'path';
  const p: Params = {
    [name]: dir,
    [`${name}.basename`]: base(dir),
    [`${name}.basenameNormalized`]: sanitizeName(base(dir)),
  };
  if (file !== undefined)
    Object.assign(p, { [`${name}.filename`]: base(file), [`${name}.filenameNormalized`]: sanitizeName(base(file)) });
  dir.split('/').forEach((seg, i) => {
    if (seg !== '') p[`${name}[${i}]`] = seg;
  });
  return p;
}

/** appendTemplatedValues: each `values` entry rendered with the element's params. */
async function withValues(elems: Elem[], spec: Obj, ctx: GenContext): Promise<Elem[]> {
  const values = asObj(spec.values);
  if (!values || Object.keys(values).length === 0) return elems;
  const rendered = await renderMany(
    elems.map(() => values),
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

async function childElems(gen: unknown, ctx: GenContext, parent?: Params): Promise<Elem[]> {
  const obj = asObj(gen);
  if (!obj) throw new ExpandError('a nested generator is not an object');
  const results = await transform(obj, ctx, parent);
  if (results.length > 1) throw new ExpandError('only one generator is allowed per nested generator item');
  const [only] = results;
  if (!only) throw new ExpandError('child generator generated no parameters');
  return only.elems;
}

async function matrixElems(spec: Obj, ctx: GenContext): Promise<Elem[]> {
  const gens = asArray(spec.generators);
  if (gens.length !== 2)
    throw new ExpandError(`the matrix generator needs exactly two child generators, not ${gens.length}`);
  const out: Elem[] = [];
  for (const a of await childElems(gens[0], ctx)) {
    for (const b of await childElems(gens[1], ctx, a.params)) {
      const params = ctx.goTemplate
        ? mergoOverride(mergoOverride({}, b.params), a.params)
        : combineStringMaps(a.params, b.params);
      const environment = a.environment ?? b.environment;
      out.push({ params, files: [...new Set([...a.files, ...b.files])], ...(environment ? { environment } : {}) });
    }
  }
  return out;
}

async function mergeElems(spec: Obj, ctx: GenContext): Promise<Elem[]> {
  const gens = asArray(spec.generators);
  if (gens.length < 2) throw new ExpandError('the merge generator needs at least two child generators');
  const keys = [...new Set(asArray(spec.mergeKeys).map(String))];
  if (keys.length === 0) throw new ExpandError('no merge keys were specified');
  const sets: Elem[][] = [];
  for (const g of gens) sets.push(await childElems(g, ctx));
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
