// A Flux Kustomization (kustomize.toolkit.fluxcd.io) as a target: `spec.path` in the source it
// names, built as kustomize-controller builds it. Its options (targetNamespace, namePrefix/Suffix,
// commonMetadata, patches, images, components) are kept on the target as a kustomization overlay
// that the render writes over that folder in its own copy of the revision (never at discovery);
// `postBuild` variables are substituted after the build.
import type { FindingDraft } from '../../model/finding.js';
import type { Target } from '../../model/target.js';
import { repoJoin } from '../argocd-source-types.js';
import { DEFAULT_ENVIRONMENT, nameFromPath } from '../naming.js';
import { KUSTOMIZATION_FILES } from '../../manifest/index.js';
import { parentRel, type RepoIndex } from '../walk.js';
import { asArray, asObj, asString, type Obj } from '../yaml-docs.js';
import { dataOf, findDeclared, nameOf, namespaceOf, type Declared, type FluxObjects } from './objects.js';
import { resolveSourceRoot } from './sources.js';

const OPTIONS = ['targetNamespace', 'namePrefix', 'nameSuffix', 'commonMetadata', 'patches', 'images', 'components'];

export interface Unit {
  target?: Target;
  problems: FindingDraft[];
}

export interface FluxNaming {
  envLabel: string;
  known: readonly string[];
}

export function kustomizationTarget(d: Declared, objs: FluxObjects, index: RepoIndex, naming: FluxNaming): Unit {
  const spec = asObj(d.obj.spec) ?? {};
  const name = nameOf(d.obj);
  const ns = namespaceOf(d.obj);
  const id = `Kustomization ${ns}/${name}`;
  const location = { file: d.file, line: d.line };
  const notChecked = (reason: string): Unit => ({
    problems: [
      {
        ruleId: 'targets/not-checked',
        message: `${d.file}: ${id} is not checked: ${reason}`,
        location,
        fingerprintKey: `${id}@${d.file}`,
      },
    ],
  });
  const failed = (reason: string): Unit => ({
    problems: [
      { ruleId: 'render/failed', message: `${d.file}: ${id}: ${reason}`, location, fingerprintKey: `${id}@${d.file}` },
    ],
  });
  const source = resolveSourceRoot(asObj(spec.sourceRef) ?? {}, ns, objs.sources, d.file);
  if (!source.ok) return notChecked(source.reason);
  const dir = repoJoin(source.base, asString(spec.path) ?? '.');
  if (dir === undefined) return failed(`spec.path "${String(spec.path)}" leaves the source`);
  const folder = index.dirs.get(dir);
  if (!folder)
    return failed(
      `spec.path "${String(spec.path ?? '.')}" does not exist in the source (${dir} is not a folder of this repository)`,
    );
  const vars = variables(spec, ns, objs);
  if ('reason' in vars) return notChecked(vars.reason);
  const hasKustomization = folder.files.some((f) => KUSTOMIZATION_FILES.includes(f));
  const options = OPTIONS.filter((o) => spec[o] !== undefined);
  const target: Target = {
    ...identity(d, dir, naming),
    kind: 'kustomize',
    path: dir,
    origin: { how: 'flux', file: d.file, detail: detailOf(id, dir, spec) },
  };
  // Without a kustomization, kustomize-controller generates one (the render does the same).
  if (!hasKustomization) target.overlay = { ...overlayOf(spec, dir), generate: true };
  else if (options.length > 0) target.overlay = overlayOf(spec, dir);
  const targetNamespace = asString(spec.targetNamespace);
  if (targetNamespace) target.namespace = targetNamespace;
  const inputs = [...(source.via ? [source.via.file] : []), ...vars.files];
  if (inputs.length > 0) target.origin.inputs = [...new Set(inputs)];
  if (asObj(spec.postBuild)) target.postBuild = { substitute: vars.values };
  if (spec.prune === true) target.prunes = true;
  return { target, problems: [] };
}

function identity(d: Declared, dir: string, naming: FluxNaming): { app: string; environment: string } {
  const label = asString(asObj(asObj(d.obj.metadata)?.labels)?.[naming.envLabel]);
  const environment =
    label ??
    [dir, parentRel(d.file)]
      .map((p) => nameFromPath(p, naming.known).environment)
      .find((e) => e !== DEFAULT_ENVIRONMENT) ??
    DEFAULT_ENVIRONMENT;
  return { app: nameOf(d.obj), environment };
}

function detailOf(id: string, dir: string, spec: Obj): string {
  const parts = [id, `path ${dir}`];
  const deps = asArray(spec.dependsOn)
    .map((x) => asString(asObj(x)?.name))
    .filter(Boolean);
  if (deps.length > 0) parts.push(`dependsOn ${deps.join(', ')} (reported, not needed to render)`);
  return parts.join('; ');
}

/** postBuild.substitute over substituteFrom ConfigMaps/Secrets found in the repo (later sources win, substitute wins last). */
function variables(
  spec: Obj,
  ns: string,
  objs: FluxObjects,
): { values: Record<string, string>; files: string[] } | { reason: string } {
  const post = asObj(spec.postBuild) ?? {};
  const values: Record<string, string> = {};
  const files: string[] = [];
  for (const ref of asArray(post.substituteFrom).map(asObj)) {
    const kind = asString(ref?.kind) ?? '';
    const refName = asString(ref?.name) ?? '';
    const [found, ...more] = findDeclared(objs.data, kind, refName, ns);
    if (!found) {
      if (ref?.optional === true) continue;
      return {
        reason: `postBuild.substituteFrom ${kind} ${ns}/${refName} is not in this repository (it is made on the cluster)`,
      };
    }
    if (more.length > 0 && !found.inputs)
      return {
        reason: `postBuild.substituteFrom ${kind} ${ns}/${refName} is declared more than once (${[found, ...more].map((m) => m.file).join(', ')})`,
      };
    for (const [k, v] of Object.entries(dataOf(found.obj))) values[k] = v.replace(/\n/g, '');
    files.push(...(found.inputs ?? [found.file]));
  }
  for (const [k, v] of Object.entries(asObj(post.substitute) ?? {})) values[k] = String(v).replace(/\n/g, '');
  return { values, files };
}

/** The options as kustomization fields over the folder (components relative to the repo root). */
function overlayOf(spec: Obj, dir: string): Obj {
  const k: Obj = {};
  if (spec.targetNamespace !== undefined) k.namespace = spec.targetNamespace;
  if (spec.namePrefix !== undefined) k.namePrefix = spec.namePrefix;
  if (spec.nameSuffix !== undefined) k.nameSuffix = spec.nameSuffix;
  const meta = asObj(spec.commonMetadata);
  if (meta?.labels) k.labels = [{ pairs: meta.labels, includeSelectors: false }];
  if (meta?.annotations) k.commonAnnotations = meta.annotations;
  if (spec.patches !== undefined) k.patches = spec.patches;
  if (spec.images !== undefined) k.images = spec.images;
  if (spec.components !== undefined)
    k.components = asArray(spec.components).map((c) => repoJoin(dir, String(c)) ?? String(c));
  return k;
}
