import path from 'node:path';
import type { HelmParameter, HelmSource, TargetKind } from '../model/target.js';
import type { RepoIndex } from './walk.js';
import { asArray, asObj, asString, parseDocs, type Obj } from './yaml-docs.js';

/** Why a source cannot become a target: `fail` when it is wrong, `inconclusive` when it is out of reach. */
export interface SourceProblem {
  verdict: 'fail' | 'inconclusive';
  message: string;
}

export interface ResolvedSource {
  kind: TargetKind;
  path: string;
  helm?: HelmSource;
  /** Argo CD `directory.recurse: true`: manifests in sub-folders too. */
  recurse?: true;
  notes: string[];
}

/** A repo-relative path made from `base` and `ref`, or undefined when it leaves the repository. */
export function repoJoin(base: string, ref: string): string | undefined {
  if (ref.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) return undefined;
  const joined = path.posix.normalize(path.posix.join(base, ref));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return joined === '' ? '.' : joined.replace(/\/+$/, '') || '.';
}

/**
 * One Argo CD source (`spec.source` or an entry of `spec.sources`) of a git repository, taken
 * to be this repository: Argo CD's own detection order decides the kind (explicit helm/kustomize
 * settings, then Chart.yaml, then kustomization, else a plain directory).
 */
export function resolveSource(src: Obj, refs: Map<string, Obj>, index: RepoIndex, appName: string): ResolvedSource | SourceProblem {
  const srcPath = repoJoin('.', asString(src.path) ?? '.');
  if (srcPath === undefined) return { verdict: 'fail', message: `source path "${String(src.path)}" leaves the repository` };
  const dir = index.dirs.get(srcPath);
  if (!dir) return { verdict: 'inconclusive', message: `source path "${srcPath}" is not a folder of this repository (does repoURL ${String(src.repoURL ?? '')} name another repository?)` };
  const helm = asObj(src.helm);
  const hasKustomization = dir.files.some((f) => ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].includes(f));
  if (dir.chart || (helm && !hasKustomization)) {
    if (!dir.chart) return { verdict: 'fail', message: `source path "${srcPath}" has helm settings but no Chart.yaml` };
    return helmSource(srcPath, helm ?? {}, refs, appName);
  }
  const notes: string[] = [];
  if (hasKustomization) {
    const k = asObj(src.kustomize);
    const ignored = Object.keys(k ?? {}).filter((key) => key !== 'version');
    if (ignored.length > 0) notes.push(`Argo CD kustomize options not applied: ${ignored.sort().join(', ')}`);
    return { kind: 'kustomize', path: srcPath, notes };
  }
  const directory = asObj(src.directory);
  if (directory?.recurse === true) notes.push('directory.recurse: manifests are read from sub-folders too');
  if (directory?.include !== undefined || directory?.exclude !== undefined) notes.push('directory include/exclude not applied');
  if (directory?.jsonnet !== undefined) notes.push('jsonnet not rendered');
  return directory?.recurse === true ? { kind: 'manifests', path: srcPath, recurse: true, notes } : { kind: 'manifests', path: srcPath, notes };
}

export function helmSource(chart: string, helm: Obj, refs: Map<string, Obj>, appName: string): ResolvedSource | SourceProblem {
  const valueFiles: string[] = [];
  for (const raw of asArray(helm.valueFiles)) {
    const vf = resolveValueFile(chart, String(raw), refs);
    if (typeof vf !== 'string') return vf;
    valueFiles.push(vf);
  }
  const source: HelmSource = { chart, valueFiles, releaseName: asString(helm.releaseName) ?? appName };
  const parameters = asArray(helm.parameters).map(asObj).filter((p): p is Obj => p !== undefined && typeof p.name === 'string');
  if (parameters.length > 0) source.parameters = parameters.map(toParameter);
  const inline = inlineValues(helm);
  if ('problem' in inline) return inline.problem;
  if (inline.values) source.values = inline.values;
  const notes = helm.ignoreMissingValueFiles === true ? ['ignoreMissingValueFiles is set'] : [];
  return { kind: 'helm', path: chart, helm: source, notes };
}

/** `values.yaml` is relative to the chart; `$ref/x.yaml` to the root of the `ref` source. */
function resolveValueFile(chart: string, vf: string, refs: Map<string, Obj>): string | SourceProblem {
  if (vf.startsWith('$')) {
    const slash = vf.indexOf('/');
    const refName = vf.slice(1, slash < 0 ? undefined : slash);
    const ref = refs.get(refName);
    if (!ref) return { verdict: 'fail', message: `value file "${vf}" names a source ref "${refName}" the Application does not declare` };
    if (ref.chart !== undefined) return { verdict: 'inconclusive', message: `value file "${vf}" comes from a Helm repository source` };
    const resolved = repoJoin('.', slash < 0 ? '.' : vf.slice(slash + 1));
    return resolved ?? { verdict: 'fail', message: `value file "${vf}" leaves the repository` };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(vf)) return { verdict: 'fail', message: `value file "${vf}" is a URL; remote values are refused` };
  return repoJoin(chart, vf) ?? { verdict: 'fail', message: `value file "${vf}" leaves the repository` };
}

function toParameter(p: Obj): HelmParameter {
  const param: HelmParameter = { name: String(p.name), value: p.value === undefined || p.value === null ? '' : String(p.value) };
  if (p.forceString === true) param.forceString = true;
  return param;
}

/** `valuesObject` wins over the `values` string, as in Argo CD. */
function inlineValues(helm: Obj): { values?: Obj } | { problem: SourceProblem } {
  const object = asObj(helm.valuesObject);
  if (object) return { values: object };
  if (typeof helm.values === 'string' && helm.values.trim() !== '') return valuesString(helm.values);
  const values = asObj(helm.values);
  return values ? { values } : {};
}

/** `helm.values` as a string: read as helm reads it (merge keys, line breaks only go-yaml sees are refused). */
function valuesString(text: string): { values?: Obj } | { problem: SourceProblem } {
  const docs = parseDocs(text);
  const bad = docs.find((d) => d.error !== undefined);
  if (bad) return { problem: { verdict: 'fail', message: `helm.values does not parse (line ${bad.line} of the string): ${bad.error ?? ''}` } };
  if (docs.length > 1) return { problem: { verdict: 'fail', message: 'helm.values holds more than one YAML document' } };
  const parsed = asObj(docs[0]?.value);
  return parsed ? { values: parsed } : { problem: { verdict: 'fail', message: 'helm.values is not a YAML mapping' } };
}
