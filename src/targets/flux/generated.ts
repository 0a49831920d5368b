// ConfigMaps and Secrets that a Flux Kustomization's build generates (kustomize `configMapGenerator`
// / `secretGenerator`), for the HelmReleases' `valuesFrom` and the Kustomizations' `substituteFrom`
// that name them: on the cluster they exist once the build is applied, so helm-controller and
// kustomize-controller find them. Matched by the name the build gives them (with
// `disableNameSuffixHash`, or the hashed name a nameReference rewrote), in the namespace it sets.
import { walkCheckedOut } from '../../render/kustomize-walk.js';
import { repoJoin } from '../argocd-source-types.js';
import { parentRel } from '../walk.js';
import { asArray, asObj, asString, readYamlDocs, type Obj } from '../yaml-docs.js';
import { nameOf, type Declared } from './objects.js';

const GENERATORS = ['configMapGenerator', 'secretGenerator'] as const;

/** What a build made of kind ConfigMap or Secret, each with the repo files its generator read. */
export type BuiltData = Declared & { inputs: string[] };

/**
 * The generated ConfigMaps and Secrets among a build's objects. Only what a generator made counts
 * (an object written out in a file is already among the repository's declared data).
 */
export async function generatedData(root: string, dir: string, objects: Obj[]): Promise<BuiltData[]> {
  const data = objects.filter((o) => o.apiVersion === 'v1' && (o.kind === 'ConfigMap' || o.kind === 'Secret'));
  if (data.length === 0) return [];
  const generators = await generatorsOf(root, dir);
  const out: BuiltData[] = [];
  for (const obj of data) {
    const name = nameOf(obj);
    const gen = generators.find(
      (g) => g.kind === obj.kind && (name === g.name || name.startsWith(`${g.name}-`)) && hashed(name, g.name),
    );
    if (gen) out.push({ obj, file: gen.file, line: 1, inputs: [gen.file, ...gen.reads] });
  }
  return out;
}

/** The generated name: the generator's own, or that name plus kustomize's 10-character hash. */
const hashed = (name: string, base: string): boolean =>
  name === base || /^[a-z0-9]{10}$/.test(name.slice(base.length + 1));

interface Generator {
  kind: 'ConfigMap' | 'Secret';
  name: string;
  file: string;
  reads: string[];
}

/** Every generator of the kustomizations a build reaches, with the files each reads. */
async function generatorsOf(root: string, dir: string): Promise<Generator[]> {
  const walk = await walkCheckedOut(root, dir).catch(() => undefined);
  const files = walk?.files.filter((f) => /(^|\/)(kustomization\.ya?ml|Kustomization)$/.test(f)) ?? [];
  const out: Generator[] = [];
  for (const file of files) {
    const read = await readYamlDocs(root, file);
    const k = read.ok ? asObj(read.docs[0]?.value) : undefined;
    if (!k) continue;
    const base = parentRel(file);
    for (const field of GENERATORS) {
      for (const g of asArray(k[field]).map(asObj)) {
        const name = asString(g?.name);
        if (!g || !name) continue;
        const sources = [
          ...asArray(g.files).map((s) => String(s).split('=').pop() ?? ''),
          ...asArray(g.envs).map(String),
        ];
        if (typeof g.env === 'string') sources.push(g.env);
        out.push({
          kind: field === 'secretGenerator' ? 'Secret' : 'ConfigMap',
          name,
          file,
          reads: sources
            .filter(Boolean)
            .map((s) => repoJoin(base, s))
            .filter((s): s is string => s !== undefined),
        });
      }
    }
  }
  return out;
}
