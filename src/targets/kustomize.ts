import type { Target } from '../model/target.js';
import { repoJoin } from './argocd-source.js';
import { nameFromPath } from './naming.js';
import { insideChart, joinRel, KUSTOMIZATION_FILES, type RepoIndex } from './walk.js';
import { asObj, readYamlDocs, strings } from './yaml-docs.js';

interface Kustomization {
  dir: string;
  file: string;
  component: boolean;
  refs: string[];
}

/**
 * Leaf overlays: folders with a kustomization that no other kustomization includes (as a
 * resource, base or component) and that are not Components (which cannot be built alone).
 */
export async function discoverOverlays(root: string, index: RepoIndex, known: readonly string[]): Promise<Target[]> {
  const all: Kustomization[] = [];
  for (const dir of index.dirs.values()) {
    const name = KUSTOMIZATION_FILES.find((f) => dir.files.includes(f));
    if (name === undefined || insideChart(index, dir.rel)) continue;
    all.push(await readKustomization(root, dir.rel, joinRel(dir.rel, name)));
  }
  const referenced = new Set(all.flatMap((k) => k.refs));
  return all
    .filter((k) => !k.component && !referenced.has(k.dir))
    .map((k) => ({ ...nameFromPath(k.dir, known), kind: 'kustomize' as const, path: k.dir, origin: { how: 'kustomize-overlay' as const, file: k.file } }));
}

async function readKustomization(root: string, dir: string, file: string): Promise<Kustomization> {
  const read = await readYamlDocs(root, file);
  // A kustomization that does not parse is still a target: its render reports the error.
  const obj = read.ok ? asObj(read.docs[0]?.value) : undefined;
  const entries = obj ? [...strings(obj.resources), ...strings(obj.bases), ...strings(obj.components)] : [];
  const refs = entries.map((e) => repoJoin(dir, e)).filter((r): r is string => r !== undefined);
  return { dir, file, component: obj?.kind === 'Component', refs };
}
