// The git generator (applicationset/generators/git.go) read from this repository's tree: directories
// (with `exclude`) and files (JSON/YAML objects or lists of objects), with the path parameters Argo CD
// sets, `pathParamPrefix`, and `values`.
import { asObj, asString, objects, parseDocs, type Obj } from '../yaml-docs.js';
import { ExpandError, flattenToStrings, NotExpandable, sanitizeName, type Params } from './params.js';
import { pathspecMatch, readRepoFile } from './repo-files.js';
import { goPathMatch } from '../../glob/match.js';
import { withValues } from './generator-values.js';
import { sameRepository } from '../repo-url.js';
import { parentRel } from '../walk.js';
import type { Elem, GenContext } from './generator-context.js';

export async function gitElems(spec: Obj, ctx: GenContext): Promise<Elem[]> {
  // The git generator is read from this repository; a repoURL only a live system can fill in names some other one.
  if (String(spec.repoURL ?? '').includes('{{'))
    throw new NotExpandable(
      `the git generator's repoURL "${String(spec.repoURL)}" is templated; it may name another repository`,
    );
  // A generator reading another repository lists what that repository holds, not this tree.
  const own = ctx.repoUrls ?? [];
  const url = asString(spec.repoURL);
  if (url && own.length > 0 && !sameRepository(url, own))
    throw new NotExpandable(`the git generator reads another repository (${url}); what it lists is not in this change`);
  const prefix = asString(spec.pathParamPrefix) ?? '';
  const dirs = objects(spec.directories);
  const files = objects(spec.files);
  const tree = await ctx.tree();
  ctx.bounds.tick();
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
    ctx.bounds.tick();
    for (const obj of await objectsOf(ctx.root, file)) {
      ctx.bounds.count(out.length + 1);
      const base = ctx.goTemplate ? { ...obj } : flattenToStrings(obj);
      out.push({ params: { ...base, ...pathParams(parentRel(file), file, prefix, ctx.goTemplate) }, files: [file] });
    }
  }
  return withValues(out, spec, ctx);
}

const base = (p: string): string => p.slice(p.lastIndexOf('/') + 1) || '.';

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
