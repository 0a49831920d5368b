// Discovery is a union: every deployable root of the repository is a unit. A root that an Argo CD
// Application, a Flux object or the config renders is rendered the way that declaration says, never
// again standalone; a root nothing points to is rendered standalone (leaf overlays, charts with
// their values files). A root reachable only through an ApplicationSet that cannot be expanded here
// (a generator reading another repository, an unknown cluster list) is not rendered with its
// defaults: it is a not-checked unit naming that set.
import type { NotCheckedUnit, Target } from '../model/target.js';
import { asArray, asObj, asString, objects, type Obj } from './yaml-docs.js';
import type { SetDoc } from './appset/discover.js';
import type { AppSourceRef } from './argocd-types.js';
import { sameRepository } from './repo-url.js';

/** The repo folders a declared target renders: its path, each source's path and local chart. */
function rootsOf(t: Target): string[] {
  const out = [t.path];
  if (t.helm && !t.helm.remote) out.push(t.helm.chart);
  for (const s of t.sources ?? []) {
    out.push(s.path);
    if (s.helm && !s.helm.remote) out.push(s.helm.chart);
  }
  return out;
}

const under = (dir: string, parent: string): boolean => parent === '.' || dir.startsWith(`${parent}/`);

/**
 * Whether a standalone root's folder `dir` is already rendered by a declared target. A Flux
 * Kustomization builds the folders below its path that hold a kustomization (kustomize-controller's
 * generated kustomization lists them), so those are covered too.
 */
function renderedBy(root: Target, dir: string, declared: readonly Target[]): boolean {
  return declared.some(
    (t) =>
      rootsOf(t).includes(dir) ||
      (t.origin.how === 'flux' && t.kind === 'kustomize' && root.kind === 'kustomize' && under(dir, t.path)),
  );
}

/** A path template of an ApplicationSet as a pattern over repo folders (`charts/{{.name}}` → `charts/[^]*`). */
function pathPattern(template: string): RegExp | undefined {
  const clean = template.replace(/^\.\//, '').replace(/\/+$/, '');
  const parts = clean.split(/\{\{.*?\}\}/s);
  // A template with no literal folder part (`{{.path.path}}`) could be any folder: it names none.
  if (parts.join('').replace(/\//g, '') === '') return undefined;
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`);
}

/** The source paths an ApplicationSet's template deploys from (single and multi-source). */
export function setPathPatterns(set: Obj): RegExp[] {
  const spec = asObj(asObj(asObj(set.spec)?.template)?.spec) ?? {};
  const sources = objects([spec.source, ...asArray(spec.sources)]);
  return sources
    .map((s) => asString(s.path))
    .filter((p): p is string => p !== undefined)
    .map(pathPattern)
    .filter((r): r is RegExp => r !== undefined);
}

/** The repo folders Argo CD Applications' sources in this repository name (`./apps/web/` → `apps/web`). */
export function applicationPaths(apps: readonly AppSourceRef[], own: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const app of apps)
    for (const s of app.sources) {
      if (s.path === undefined || s.chart !== undefined) continue;
      if (s.repoURL && own.length > 0 && !sameRepository(s.repoURL, own)) continue;
      out.add(s.path.replace(/^(\.\/)+/, '').replace(/\/+$/, '') || '.');
    }
  return out;
}

export interface UnexpandedSet {
  name: string;
  doc: SetDoc;
  reason: string;
}

export interface Standalone {
  targets: Target[];
  notChecked: NotCheckedUnit[];
}

/**
 * The standalone roots that no declared target renders. One an unchecked unit reads, or one an
 * unexpanded ApplicationSet's template path matches, is not rendered alone (its values come from
 * elsewhere): the latter is listed as not-checked with the set's reason.
 */
export function standaloneRoots(
  roots: readonly Target[],
  declared: readonly Target[],
  units: readonly NotCheckedUnit[],
  sets: readonly UnexpandedSet[],
  /** Folders an Application's source names (rendered, broken or not checked alike). */
  pointed: ReadonlySet<string> = new Set(),
): Standalone {
  const out: Standalone = { targets: [], notChecked: [] };
  const patterns = sets.map((s) => ({ set: s, patterns: setPathPatterns(s.doc.obj) }));
  const listed = new Set<string>();
  for (const root of roots) {
    const dir = root.kind === 'helm' && root.helm ? root.helm.chart : root.path;
    // A root a not-checked unit reads is deployed by that unit, which could not be checked.
    if (pointed.has(dir) || renderedBy(root, dir, declared) || units.some((u) => u.inputs.includes(dir))) continue;
    const via = patterns.find((p) => p.patterns.some((r) => r.test(dir)));
    if (!via) {
      out.targets.push(root);
      continue;
    }
    if (listed.has(dir)) continue;
    listed.add(dir);
    const what = root.kind === 'helm' ? 'chart' : 'kustomization';
    out.notChecked.push({
      unit: `${what} ${dir}`,
      file: via.set.doc.file,
      line: via.set.doc.line,
      reason: `deployed only through ApplicationSet ${via.set.name}, which is not expanded (${via.set.reason}); not rendered with its default values`,
      inputs: [dir],
      declaration: JSON.stringify({ set: via.set.name, root: dir }),
      key: `${what} ${dir} via ApplicationSet ${via.set.name}`,
    });
  }
  return out;
}
