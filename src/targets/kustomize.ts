import type { FindingDraft } from '../model/finding.js';
import type { Target } from '../model/target.js';
import { repoJoin } from './argocd-source-types.js';
import { nameFromPath } from './naming.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { insideChart, joinRel, type RepoIndex } from './walk.js';
import { asObj, foreignDocProblem, readYamlDocs, strings } from './yaml-docs.js';

interface Kustomization {
  dir: string;
  file: string;
  component: boolean;
  refs: string[];
  /** The chart folders its `helmCharts` inflate (render/kustomize-helm-charts.ts reads them the same way). */
  charts: string[];
  /** Set when the file holds a line break only kustomize sees: what we read of it is not what it reads. */
  problem?: FindingDraft;
}

/**
 * Leaf overlays: folders with a kustomization that no other kustomization includes (as a
 * resource, base or component) and that are not Components (which cannot be built alone).
 */
export async function discoverOverlays(
  root: string,
  index: RepoIndex,
  known: readonly string[],
): Promise<{ targets: Target[]; problems: FindingDraft[]; charts: Set<string> }> {
  const all: Kustomization[] = [];
  for (const dir of index.dirs.values()) {
    const name = KUSTOMIZATION_FILES.find((f) => dir.files.includes(f));
    if (name === undefined || insideChart(index, dir.rel)) continue;
    all.push(await readKustomization(root, dir.rel, joinRel(dir.rel, name)));
  }
  const referenced = new Set(all.flatMap((k) => k.refs));
  const targets = all
    .filter((k) => !k.component && !referenced.has(k.dir))
    .map((k) => ({
      ...nameFromPath(k.dir, known),
      kind: 'kustomize' as const,
      path: k.dir,
      origin: { how: 'kustomize-overlay' as const, file: k.file },
    }));
  // A chart a kustomization inflates is rendered through it, never alone with its default values.
  const charts = new Set(all.flatMap((k) => k.charts));
  return { targets, problems: all.flatMap((k) => (k.problem ? [k.problem] : [])), charts };
}

async function readKustomization(root: string, dir: string, file: string): Promise<Kustomization> {
  const read = await readYamlDocs(root, file);
  // A kustomization that does not parse is still a target: its render reports the error.
  const obj = read.ok ? asObj(read.docs[0]?.value) : undefined;
  const entries = obj ? [...strings(obj.resources), ...strings(obj.bases), ...strings(obj.components)] : [];
  const refs = entries.map((e) => repoJoin(dir, e)).filter((r): r is string => r !== undefined);
  const charts = inflatedCharts(dir, obj);
  const problem = foreignDocProblem(read, file);
  return { dir, file, component: obj?.kind === 'Component', refs, charts, ...(problem ? { problem } : {}) };
}

/** `<chartHome>/<name>`, or `<chartHome>/<name>-<version>/<name>` with repo and version (as kustomize looks). */
function inflatedCharts(dir: string, obj: Record<string, unknown> | undefined): string[] {
  const home = asObj(obj?.helmGlobals)?.chartHome;
  const chartHome = typeof home === 'string' && home !== '' ? home : 'charts';
  const entries = Array.isArray(obj?.helmCharts) ? obj.helmCharts : [];
  return entries.flatMap((e) => {
    const c = asObj(e);
    const name = typeof c?.name === 'string' ? c.name : '';
    if (!name) return [];
    const pinned = typeof c?.repo === 'string' && c.repo !== '' && c?.version !== undefined && c.version !== '';
    const at = repoJoin(dir, `${chartHome}/${pinned ? `${name}-${String(c?.version)}/` : ''}${name}`);
    return at === undefined ? [] : [at];
  });
}
