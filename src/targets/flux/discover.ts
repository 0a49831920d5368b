// Flux repositories: every Flux Kustomization declared in the repo becomes a target; the
// HelmReleases its build outputs (after its overlays and patches) become targets of the same
// environment; HelmReleases declared in files that no Kustomization builds become targets too.
import type { FindingDraft } from '../../model/finding.js';
import type { Target } from '../../model/target.js';
import { DEFAULT_ENVIRONMENT, nameFromPath } from '../naming.js';
import type { RenderObjects } from '../rendered.js';
import { parentRel, type RepoIndex } from '../walk.js';
import { asObj, asString } from '../yaml-docs.js';
import { helmReleaseTarget } from './helmrelease.js';
import { kustomizationTarget, type FluxNaming } from './kustomization.js';
import { nameOf, namespaceOf, readFluxObjects } from './objects.js';

export interface FluxFound {
  targets: Target[];
  problems: FindingDraft[];
}

const HELM_RELEASE = /helm\.toolkit\.fluxcd\.io/;

export async function discoverFlux(root: string, index: RepoIndex, naming: FluxNaming, renderObjects: RenderObjects): Promise<FluxFound> {
  const objs = await readFluxObjects(root, index);
  const found: FluxFound = { targets: [], problems: [] };
  const releasesBuilt = new Set<string>();
  for (const k of objs.kustomizations) {
    const unit = kustomizationTarget(k, objs, index, naming);
    found.problems.push(...unit.problems);
    if (!unit.target) continue;
    found.targets.push(unit.target);
    for (const release of (await renderObjects(unit.target, HELM_RELEASE)).filter(isHelmRelease)) {
      releasesBuilt.add(`${namespaceOf(release)}/${nameOf(release)}`);
      const r = helmReleaseTarget(release, { index, sources: objs.sources, data: objs.data, at: { file: k.file, line: k.line }, environment: unit.target.environment, via: `Kustomization ${namespaceOf(k.obj)}/${nameOf(k.obj)}` });
      found.problems.push(...r.problems);
      if (r.target) found.targets.push(r.target);
    }
  }
  for (const d of objs.helmReleases.filter((h) => !releasesBuilt.has(`${namespaceOf(h.obj)}/${nameOf(h.obj)}`))) {
    const label = asString(asObj(asObj(d.obj.metadata)?.labels)?.[naming.envLabel]);
    const environment = label ?? nameFromPath(parentRel(d.file), naming.known).environment ?? DEFAULT_ENVIRONMENT;
    const r = helmReleaseTarget(d.obj, { index, sources: objs.sources, data: objs.data, at: { file: d.file, line: d.line }, environment });
    found.problems.push(...r.problems);
    if (r.target) found.targets.push(r.target);
  }
  return found;
}

const isHelmRelease = (o: Record<string, unknown>): boolean => String(o.apiVersion ?? '').startsWith('helm.toolkit.fluxcd.io/') && o.kind === 'HelmRelease';
