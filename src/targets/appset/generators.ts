// ApplicationSet generators evaluated offline, following applicationset/generators/*.go: list
// (elements, elementsYaml), git (directories with exclude, files with path params), clusters (from
// `discovery.clusters`), matrix and merge (nested), each with `selector` and `values`. Generators
// that need a live system are NotExpandable. This module dispatches (Transform); each generator
// kind lives in its own module (list-, git-generator, clusters, matrix-merge).
import { asObj, type Obj } from '../yaml-docs.js';
import { ExpandError, NotExpandable, selectorMatcher, type Params } from './params.js';
import { renderMany } from './render-app.js';
import type { Elem, GenContext } from './generator-context.js';
import { clusterParams } from './clusters.js';
import { gitElems } from './git-generator.js';
import { withValues } from './generator-values.js';
import { listElems } from './list-generator.js';
import { matrixElems, mergeElems } from './matrix-merge.js';

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
    ctx.bounds.tick();
    if (parent && Object.keys(parent).length > 0) spec = await interpolate(spec, parent, ctx);
    const elems = await generate(kind, spec, ctx);
    ctx.bounds.count(elems.length);
    out.push({ kind, elems: elems.filter((e) => matches(e.params)) });
  }
  return out;
}

/** The second generator of a matrix sees the first one's parameters (InterpolateGenerator). */
async function interpolate(spec: Obj, parent: Params, ctx: GenContext): Promise<Obj> {
  const [rendered] = await renderMany(spec, [parent], ctx);
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
      return matrixElems(spec, ctx, childElems);
    default:
      return mergeElems(spec, ctx, childElems);
  }
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
