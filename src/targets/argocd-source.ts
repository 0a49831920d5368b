import { helmSource, refsOf } from './argocd-helm.js';
import { kustomizeSource } from './argocd-kustomize.js';
import {
  isEmptyOption,
  repoJoin,
  wrong,
  type NotCheckable,
  type ResolvedSource,
  type SourceProblem,
} from './argocd-source-types.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { joinRel, type RepoIndex } from './walk.js';
import { asObj, asString, type Obj } from './yaml-docs.js';

/**
 * One Argo CD source (`spec.source` or an entry of `spec.sources`) of a git repository, taken
 * to be this repository: Argo CD's own detection order decides the kind (explicit helm/kustomize
 * settings, then Chart.yaml, then kustomization, else a plain directory).
 */
export function resolveSource(
  src: Obj,
  refs: Map<string, Obj>,
  index: RepoIndex,
  appName: string,
): ResolvedSource | SourceProblem | NotCheckable {
  const srcPath = repoJoin('.', asString(src.path) ?? '.');
  if (srcPath === undefined) return wrong(`source path "${String(src.path)}" leaves the repository`);
  if (src.plugin !== undefined)
    return {
      notChecked: `source.plugin: a config management plugin renders it (${pluginName(src.plugin)}); plugins are not run here`,
      inputs: [srcPath],
    };
  const dir = index.dirs.get(srcPath);
  if (!dir)
    return {
      notChecked: `source path "${srcPath}" is not a folder of this repository (does repoURL ${String(src.repoURL ?? '')} name another repository?)`,
      inputs: [],
    };
  const helm = asObj(src.helm);
  const hasKustomization = dir.files.some((f) => KUSTOMIZATION_FILES.includes(f));
  if (dir.chart || (helm && !hasKustomization)) {
    if (!dir.chart) return wrong(`source path "${srcPath}" has helm settings but no Chart.yaml`);
    return helmSource(srcPath, helm ?? {}, { refs: refsOf(src, refs), index, appName });
  }
  if (hasKustomization) return kustomizeSource(srcPath, asObj(src.kustomize));
  return directorySource(srcPath, asObj(src.directory), index);
}

function pluginName(plugin: unknown): string {
  return asString(asObj(plugin)?.name) ?? 'discovered by the plugin itself';
}

/**
 * Argo CD's directory source reads *.yaml, *.yml, *.json and evaluates *.jsonnet files; `include`
 * and `exclude` globs filter them. jsonnet and the globs are not applied here: not checked.
 */
function directorySource(srcPath: string, directory: Obj | undefined, index: RepoIndex): ResolvedSource | NotCheckable {
  const recurse = directory?.recurse === true;
  const filters = ['include', 'exclude'].filter((key) => !isEmptyOption(directory?.[key]));
  if (filters.length > 0)
    return { notChecked: `directory.${filters.join('/')} globs are not applied here`, inputs: [srcPath] };
  if (!isEmptyOption(directory?.jsonnet))
    return { notChecked: 'directory.jsonnet options are set; jsonnet is not evaluated here', inputs: [srcPath] };
  const jsonnet = jsonnetFiles(srcPath, recurse, index);
  if (jsonnet.length > 0)
    return {
      notChecked: `Argo CD evaluates the jsonnet file(s) ${jsonnet.slice(0, 3).join(', ')}${jsonnet.length > 3 ? ', …' : ''}; jsonnet is not evaluated here`,
      inputs: [srcPath],
    };
  const notes = recurse ? ['directory.recurse: manifests are read from sub-folders too'] : [];
  return recurse
    ? { kind: 'manifests', path: srcPath, recurse: true, notes }
    : { kind: 'manifests', path: srcPath, notes };
}

function jsonnetFiles(srcPath: string, recurse: boolean, index: RepoIndex): string[] {
  const out: string[] = [];
  for (const dir of index.dirs.values()) {
    const inside = dir.rel === srcPath || (recurse && (srcPath === '.' || dir.rel.startsWith(`${srcPath}/`)));
    if (inside) out.push(...dir.files.filter((f) => f.endsWith('.jsonnet')).map((f) => joinRel(dir.rel, f)));
  }
  return out.sort();
}
