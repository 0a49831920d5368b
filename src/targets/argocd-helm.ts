// Argo CD `source.helm` options, applied the way its repo-server applies them (value files with
// missing-file handling, inline values, parameters, capabilities), or the unit is not checked.
import type { HelmParameter, HelmSource } from '../model/target.js';
import {
  isEmptyOption,
  normalizeRepoUrl,
  repoJoin,
  wrong,
  type NotCheckable,
  type ResolvedSource,
  type SourceProblem,
} from './argocd-source-types.js';
import { parentRel, type RepoIndex } from './walk.js';
import { asArray, asObj, asString, objects, parseDocs, type Obj } from './yaml-docs.js';

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
  const parameters = objects(helm.parameters).filter((p) => typeof p.name === 'string');
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
  const dir = index.dirs.get(parentRel(rel));
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  return dir !== undefined && !dir.files.includes(name) && !(dir.links ?? []).includes(name);
}

/** `values.yaml` is relative to the chart; `$ref/x.yaml` to the root of the `ref` source. */
function resolveValueFile(chart: string, vf: string, refs: Map<string, Obj>): string | SourceProblem | NotCheckable {
  if (vf.startsWith('$')) {
    const slash = vf.indexOf('/');
    const refName = vf.slice(1, slash < 0 ? undefined : slash);
    const ref = refs.get(refName);
    if (!ref) return wrong(`value file "${vf}" names a source ref "${refName}" the Application does not declare`);
    if (ref.chart !== undefined)
      return { notChecked: `value file "${vf}" comes from a Helm repository source`, inputs: [] };
    if (ref[OTHER_REPO] === true)
      return {
        notChecked: `value file "${vf}" comes from another repository (${String(ref.repoURL)}); only this repository's files are read`,
        inputs: [],
      };
    const resolved = repoJoin('.', slash < 0 ? '.' : vf.slice(slash + 1));
    return resolved ?? wrong(`value file "${vf}" leaves the repository`);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(vf)) return wrong(`value file "${vf}" is a URL; remote values are refused`);
  return repoJoin(chart, vf) ?? wrong(`value file "${vf}" leaves the repository`);
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
  if (bad) return { problem: wrong(`helm.values does not parse (line ${bad.line} of the string): ${bad.error ?? ''}`) };
  if (docs.length > 1) return { problem: wrong('helm.values holds more than one YAML document') };
  const parsed = asObj(docs[0]?.value);
  return parsed ? { values: parsed } : { problem: wrong('helm.values is not a YAML mapping') };
}

const OTHER_REPO = '__deployGateOtherRepo';

/** The source being rendered is this repository: a `ref` source with another repoURL names another repository. */
export function refsOf(src: Obj, refs: Map<string, Obj>): Map<string, Obj> {
  const here = normalizeRepoUrl(asString(src.repoURL));
  if (here === undefined) return refs;
  return new Map(
    [...refs].map(([name, ref]) => {
      const there = normalizeRepoUrl(asString(ref.repoURL));
      return [name, there !== undefined && there !== here ? { ...ref, [OTHER_REPO]: true } : ref];
    }),
  );
}
