// Argo CD `source.kustomize` options as the render applies them (render/kustomize-edit.ts): read
// from the Application into KustomizeEdits, or, where the gate cannot apply one exactly, the unit
// is not checked, with the reason.
import type { KustomizeEdits } from '../model/target.js';
import {
  isEmptyOption,
  wrong,
  type NotCheckable,
  type ResolvedSource,
  type SourceProblem,
} from './argocd-source-types.js';
import { asArray, asObj, asString, type Obj } from './yaml-docs.js';

/** Options that only change which kustomize runs, or reach nothing the gate runs. */
const NO_EFFECT = new Set([
  'version',
  // Argo CD passes these as --helm-kube-version/--helm-api-versions, only with --enable-helm,
  // which deploy-gate passes only for a kustomization with helmCharts (render/kustomize-helm.ts).
  'kubeVersion',
  'apiVersions',
]);

const STRING_FIELDS = ['namePrefix', 'nameSuffix', 'namespace'] as const;
const FLAGS = [
  'forceCommonLabels',
  'labelWithoutSelector',
  'labelIncludeTemplates',
  'forceCommonAnnotations',
  'ignoreMissingComponents',
] as const;
const KNOWN = new Set<string>([
  ...NO_EFFECT,
  ...STRING_FIELDS,
  ...FLAGS,
  'images',
  'replicas',
  'commonLabels',
  'commonAnnotations',
  'commonAnnotationsEnvsubst',
  'patches',
  'components',
]);

const PATCH_FIELDS = ['path', 'patch', 'target', 'options'];
/** A glob `kustomize edit add component` would expand against the folder. */
const GLOB = /[*?[\\]/;

function notChecked(srcPath: string, why: string): NotCheckable {
  return { notChecked: why, inputs: [srcPath] };
}

/** A kustomize source with Argo CD's options as edits for the render. */
export function kustomizeSource(srcPath: string, k: Obj | undefined): ResolvedSource | NotCheckable | SourceProblem {
  const set = Object.keys(k ?? {}).filter((key) => !isEmptyOption(k?.[key]));
  const unknown = set.filter((key) => !KNOWN.has(key));
  if (unknown.length > 0)
    return notChecked(srcPath, `Argo CD kustomize option(s) ${unknown.sort().join(', ')} are not applied here`);
  const effective = set.filter((key) => !NO_EFFECT.has(key));
  if (!k || effective.length === 0) return { kind: 'kustomize', path: srcPath, notes: [] };
  if (srcPath === '.')
    return notChecked(
      srcPath,
      'Argo CD kustomize options on a kustomization at the repository root are not applied here',
    );
  const edits = readEdits(srcPath, k);
  if ('notChecked' in edits || 'verdict' in edits) return edits;
  return {
    kind: 'kustomize',
    path: srcPath,
    kustomizeEdits: edits,
    notes: [`kustomize options applied as Argo CD applies them: ${effective.sort().join(', ')}`],
  };
}

function readEdits(srcPath: string, k: Obj): KustomizeEdits | NotCheckable | SourceProblem {
  const edits: KustomizeEdits = {};
  for (const field of STRING_FIELDS) {
    const v = k[field];
    if (isEmptyOption(v)) continue;
    if (typeof v !== 'string') return wrong(`kustomize.${field} is not a string`);
    edits[field] = v;
  }
  for (const flag of FLAGS) if (k[flag] === true) edits[flag] = true;
  const lists = readLists(srcPath, k, edits);
  if (lists) return lists;
  const maps = readMaps(srcPath, k, edits);
  if (maps) return maps;
  return edits;
}

/** `$VAR` in images and labels is replaced from Argo CD's build environment (the revision, …): not known here. */
const usesEnv = (v: string): boolean => v.includes('$');

function readLists(srcPath: string, k: Obj, edits: KustomizeEdits): NotCheckable | SourceProblem | undefined {
  const images = asArray(k.images);
  if (images.some((i) => typeof i !== 'string')) return wrong('kustomize.images entries must be strings');
  if (images.some((i) => usesEnv(String(i))))
    return notChecked(srcPath, 'kustomize.images uses Argo CD build environment variables ($…), not known here');
  if (images.length > 0) edits.images = images.map(String);
  const replicas: Array<{ name: string; count: number }> = [];
  for (const r of asArray(k.replicas)) {
    const name = asString(asObj(r)?.name);
    const raw = asObj(r)?.count;
    const count = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : NaN;
    if (!name || !Number.isInteger(count))
      return wrong(`kustomize.replicas entry ${JSON.stringify(r)} needs a name and an integer count`);
    replicas.push({ name, count });
  }
  if (replicas.length > 0) edits.replicas = replicas;
  const patches = asArray(k.patches).map(asObj);
  if (patches.some((p) => !p)) return wrong('kustomize.patches entries must be mappings');
  if (patches.length > 0)
    edits.patches = patches.map((p) =>
      Object.fromEntries(PATCH_FIELDS.filter((f) => !isEmptyOption(p?.[f])).map((f) => [f, p?.[f]])),
    );
  const components = asArray(k.components);
  if (components.some((c) => typeof c !== 'string')) return wrong('kustomize.components entries must be strings');
  if (components.some((c) => GLOB.test(String(c))))
    return notChecked(srcPath, 'kustomize.components uses a glob that kustomize edit would expand; not applied here');
  if (components.length > 0) edits.components = components.map(String);
  return undefined;
}

function readMaps(srcPath: string, k: Obj, edits: KustomizeEdits): NotCheckable | SourceProblem | undefined {
  for (const field of ['commonLabels', 'commonAnnotations'] as const) {
    const map = asObj(k[field]);
    if (isEmptyOption(k[field])) continue;
    if (!map) return wrong(`kustomize.${field} is not a mapping`);
    const out: Record<string, string> = {};
    for (const [key, v] of Object.entries(map)) out[key] = v === null || v === undefined ? '' : String(v);
    const substituted = field === 'commonLabels' || k.commonAnnotationsEnvsubst === true;
    if (substituted && Object.values(out).some(usesEnv))
      return notChecked(srcPath, `kustomize.${field} uses Argo CD build environment variables ($…), not known here`);
    edits[field] = out;
  }
  return undefined;
}
