import path from 'node:path';
import type { HelmParameter, HelmSource, TargetKind } from '../model/target.js';
import type { RepoIndex } from './walk.js';
import { asArray, asObj, asString, parseDocs, type Obj } from './yaml-docs.js';

/** Why a source cannot become a target: `fail` when it is wrong, `inconclusive` when it is out of reach. */
export interface SourceProblem {
  verdict: 'fail' | 'inconclusive';
  message: string;
}

/** A source the gate cannot render as Argo CD would: the unit is reported as not checked, never rendered differently. */
export interface NotCheckable {
  notChecked: string;
  /** Repo paths it would read, when known. */
  inputs: string[];
}

export interface ResolvedSource {
  kind: TargetKind;
  path: string;
  helm?: HelmSource;
  /** Argo CD `directory.recurse: true`: manifests in sub-folders too. */
  recurse?: true;
  /** Argo CD `helm.namespace`: replaces the destination namespace for the render. */
  namespace?: string;
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
export function resolveSource(
  src: Obj,
  refs: Map<string, Obj>,
  index: RepoIndex,
  appName: string,
): ResolvedSource | SourceProblem | NotCheckable {
  const srcPath = repoJoin('.', asString(src.path) ?? '.');
  if (srcPath === undefined)
    return { verdict: 'fail', message: `source path "${String(src.path)}" leaves the repository` };
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
  const hasKustomization = dir.files.some((f) =>
    ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].includes(f),
  );
  if (dir.chart || (helm && !hasKustomization)) {
    if (!dir.chart) return { verdict: 'fail', message: `source path "${srcPath}" has helm settings but no Chart.yaml` };
    return helmSource(srcPath, helm ?? {}, { refs: refsOf(src, refs), index, appName });
  }
  if (hasKustomization) return kustomizeSource(srcPath, asObj(src.kustomize));
  return directorySource(srcPath, asObj(src.directory), index);
}

function pluginName(plugin: unknown): string {
  return asString(asObj(plugin)?.name) ?? 'discovered by the plugin itself';
}

/**
 * Argo CD applies these to a copy of the kustomization (`kustomize edit set image`, `edit add
 * patch`, …) before building. The gate does not apply them, so the unit is not checked rather
 * than checked without them. `version` only picks the kustomize binary.
 */
function kustomizeSource(srcPath: string, k: Obj | undefined): ResolvedSource | NotCheckable {
  const unapplied = Object.keys(k ?? {}).filter((key) => key !== 'version' && !isEmptyOption(k?.[key]));
  if (unapplied.length > 0)
    return {
      notChecked: `Argo CD kustomize option(s) ${unapplied.sort().join(', ')} change what is deployed and are not applied here`,
      inputs: [srcPath],
    };
  return { kind: 'kustomize', path: srcPath, notes: [] };
}

function isEmptyOption(v: unknown): boolean {
  return (
    v === undefined ||
    v === null ||
    v === false ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && Object.keys(v).length === 0)
  );
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
    if (inside)
      out.push(
        ...dir.files.filter((f) => f.endsWith('.jsonnet')).map((f) => (dir.rel === '.' ? f : `${dir.rel}/${f}`)),
      );
  }
  return out.sort();
}

/** Helm options Argo CD's repo-server reads that the gate applies (or that only make Argo CD stricter or looser about tests). */
const HELM_APPLIED = new Set([
  'valueFiles',
  'values',
  'valuesObject',
  'parameters',
  'releaseName',
  'namespace',
  'kubeVersion',
  'apiVersions',
  'skipCrds',
  'ignoreMissingValueFiles',
  'passCredentials',
  'skipSchemaValidation',
  'skipTests',
  'version',
]);

export interface HelmContext {
  refs: Map<string, Obj>;
  index: RepoIndex;
  appName: string;
}

export function helmSource(chart: string, helm: Obj, ctx: HelmContext): ResolvedSource | SourceProblem | NotCheckable {
  const unknown = Object.keys(helm).filter((key) => !HELM_APPLIED.has(key) && !isEmptyOption(helm[key]));
  if (unknown.length > 0)
    return { notChecked: `helm option(s) ${unknown.sort().join(', ')} are not applied here`, inputs: [chart] };
  const valueFiles = helmValueFiles(chart, helm, ctx);
  if (!Array.isArray(valueFiles)) return valueFiles;
  const source: HelmSource = { chart, valueFiles, releaseName: asString(helm.releaseName) ?? ctx.appName };
  const parameters = asArray(helm.parameters)
    .map(asObj)
    .filter((p): p is Obj => p !== undefined && typeof p.name === 'string');
  if (parameters.length > 0) source.parameters = parameters.map(toParameter);
  const inline = inlineValues(helm);
  if ('problem' in inline) return inline.problem;
  if (inline.values) source.values = inline.values;
  applyCapabilities(helm, source);
  const namespace = asString(helm.namespace);
  return { kind: 'helm', path: chart, helm: source, notes: [], ...(namespace ? { namespace } : {}) };
}

/** kubeVersion and apiVersions replace the cluster's (Argo CD GetKubeVersionOrDefault / GetAPIVersionsOrDefault); skipCrds drops --include-crds. */
function applyCapabilities(helm: Obj, source: HelmSource): void {
  const kubeVersion = asString(helm.kubeVersion);
  if (kubeVersion) source.kubeVersion = kubeVersion;
  const apiVersions = asArray(helm.apiVersions).filter((v): v is string => typeof v === 'string');
  if (apiVersions.length > 0) source.apiVersions = apiVersions;
  if (helm.skipCrds === true) source.skipCrds = true;
}

/**
 * Value files in order. A missing file fails the render as it fails Argo CD, unless
 * `ignoreMissingValueFiles` is set: then Argo CD drops it, and so does this.
 */
function helmValueFiles(chart: string, helm: Obj, ctx: HelmContext): string[] | SourceProblem | NotCheckable {
  const out: string[] = [];
  for (const raw of asArray(helm.valueFiles)) {
    const vf = resolveValueFile(chart, String(raw), ctx.refs);
    if (typeof vf !== 'string') return vf;
    if (helm.ignoreMissingValueFiles === true && isMissing(vf, ctx.index)) continue;
    out.push(vf);
  }
  return out;
}

/** Only a file in an indexed folder can be known missing; elsewhere the render decides (and fails if it is). */
function isMissing(rel: string, index: RepoIndex): boolean {
  const slash = rel.lastIndexOf('/');
  const dir = index.dirs.get(slash < 0 ? '.' : rel.slice(0, slash));
  return (
    dir !== undefined && !dir.files.includes(rel.slice(slash + 1)) && !(dir.links ?? []).includes(rel.slice(slash + 1))
  );
}

/** `values.yaml` is relative to the chart; `$ref/x.yaml` to the root of the `ref` source. */
function resolveValueFile(chart: string, vf: string, refs: Map<string, Obj>): string | SourceProblem | NotCheckable {
  if (vf.startsWith('$')) {
    const slash = vf.indexOf('/');
    const refName = vf.slice(1, slash < 0 ? undefined : slash);
    const ref = refs.get(refName);
    if (!ref)
      return {
        verdict: 'fail',
        message: `value file "${vf}" names a source ref "${refName}" the Application does not declare`,
      };
    if (ref.chart !== undefined)
      return { notChecked: `value file "${vf}" comes from a Helm repository source`, inputs: [] };
    if (ref[OTHER_REPO] === true)
      return {
        notChecked: `value file "${vf}" comes from another repository (${String(ref.repoURL)}); only this repository's files are read`,
        inputs: [],
      };
    const resolved = repoJoin('.', slash < 0 ? '.' : vf.slice(slash + 1));
    return resolved ?? { verdict: 'fail', message: `value file "${vf}" leaves the repository` };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(vf))
    return { verdict: 'fail', message: `value file "${vf}" is a URL; remote values are refused` };
  return repoJoin(chart, vf) ?? { verdict: 'fail', message: `value file "${vf}" leaves the repository` };
}

function toParameter(p: Obj): HelmParameter {
  const param: HelmParameter = {
    name: String(p.name),
    value: p.value === undefined || p.value === null ? '' : String(p.value),
  };
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
  if (bad)
    return {
      problem: {
        verdict: 'fail',
        message: `helm.values does not parse (line ${bad.line} of the string): ${bad.error ?? ''}`,
      },
    };
  if (docs.length > 1)
    return { problem: { verdict: 'fail', message: 'helm.values holds more than one YAML document' } };
  const parsed = asObj(docs[0]?.value);
  return parsed ? { values: parsed } : { problem: { verdict: 'fail', message: 'helm.values is not a YAML mapping' } };
}

const OTHER_REPO = '__deployGateOtherRepo';

/** The source being rendered is this repository: a `ref` source with another repoURL names another repository. */
function refsOf(src: Obj, refs: Map<string, Obj>): Map<string, Obj> {
  const here = normalizeRepoUrl(asString(src.repoURL));
  if (here === undefined) return refs;
  return new Map(
    [...refs].map(([name, ref]) => {
      const there = normalizeRepoUrl(asString(ref.repoURL));
      return [name, there !== undefined && there !== here ? { ...ref, [OTHER_REPO]: true } : ref];
    }),
  );
}

/** `https://github.com/o/r.git`, `git@github.com:o/r` and `https://github.com/O/r/` name one repository. */
export function normalizeRepoUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const scp = /^[\w.-]+@([^:/]+):(.*)$/.exec(url);
  const text = scp ? `${scp[1]}/${scp[2]}` : url.replace(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?/i, '');
  return text
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .toLowerCase();
}
