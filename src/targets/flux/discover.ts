// Flux repositories: every Flux Kustomization declared in the repo becomes a target, as Flux
// applies it: when another Kustomization's build outputs it (patched by an overlay, or made by a
// generator), the built version wins, and ones only a build makes are added (a few rounds deep).
// The HelmReleases a Kustomization's build outputs become targets of the same environment;
// HelmReleases declared in files that no Kustomization builds become targets too.
import type { FindingDraft } from '../../model/finding.js';
import type { Target } from '../../model/target.js';
import { DEFAULT_ENVIRONMENT, nameFromPath } from '../naming.js';
import type { RenderObjects } from '../rendered.js';
import { targetInputs, touches } from '../affected.js';
import { parentRel, type RepoIndex } from '../walk.js';
import { asObj, asString, type Obj } from '../yaml-docs.js';
import { helmReleaseTarget } from './helmrelease.js';
import { kustomizationTarget, type FluxNaming, type Unit } from './kustomization.js';
import { nameOf, namespaceOf, readFluxObjects, type Declared, type FluxObjects } from './objects.js';

export interface FluxFound {
  targets: Target[];
  problems: FindingDraft[];
}

const FLUX_OBJECTS = /(helm|kustomize)\.toolkit\.fluxcd\.io/;
const MAX_ROUNDS = 4;
const isKind = (o: Obj, group: string, kind: string): boolean =>
  String(o.apiVersion ?? '').startsWith(`${group}/`) && o.kind === kind;
const keyOf = (o: Obj): string => `${namespaceOf(o)}/${nameOf(o)}`;

interface Built {
  unit: Unit;
  decl: Declared;
  objects: Obj[];
}

export async function discoverFlux(
  root: string,
  index: RepoIndex,
  naming: FluxNaming,
  renderObjects: RenderObjects,
): Promise<FluxFound> {
  const objs = await readFluxObjects(root, index);
  const built = await buildAll(root, objs, index, naming, renderObjects);
  const found: FluxFound = { targets: [], problems: [] };
  const releasesBuilt = new Set<string>();
  for (const { unit, decl, objects } of built) {
    found.problems.push(...unit.problems);
    if (!unit.target) continue;
    found.targets.push(unit.target);
    for (const release of objects.filter((o) => isKind(o, 'helm.toolkit.fluxcd.io', 'HelmRelease'))) {
      releasesBuilt.add(keyOf(release));
      const r = helmReleaseTarget(release, {
        ...sourcesOf(objs, index),
        at: { file: decl.file, line: decl.line },
        environment: unit.target.environment,
        via: `Kustomization ${keyOf(decl.obj)}`,
      });
      found.problems.push(...r.problems);
      if (r.target) found.targets.push(r.target);
    }
  }
  for (const d of objs.helmReleases.filter((h) => !releasesBuilt.has(keyOf(h.obj)))) {
    const label = asString(asObj(asObj(d.obj.metadata)?.labels)?.[naming.envLabel]);
    const environment = label ?? nameFromPath(parentRel(d.file), naming.known).environment ?? DEFAULT_ENVIRONMENT;
    const r = helmReleaseTarget(d.obj, { ...sourcesOf(objs, index), at: { file: d.file, line: d.line }, environment });
    found.problems.push(...r.problems);
    if (r.target) found.targets.push(r.target);
  }
  return found;
}

const sourcesOf = (objs: FluxObjects, index: RepoIndex) => ({ index, sources: objs.sources, data: objs.data });

/**
 * Each Kustomization as Flux applies it, built once. A Kustomization some build outputs with
 * another spec than its file replaces the file's version (declared where the file declares it);
 * one no file declares is declared by the Kustomization whose build made it.
 */
async function buildAll(
  root: string,
  objs: FluxObjects,
  index: RepoIndex,
  naming: FluxNaming,
  renderObjects: RenderObjects,
): Promise<Built[]> {
  // One cluster folder's `apps` and another's are different Kustomizations: a declaration is its file too.
  const current = new Map<string, Declared>(objs.kustomizations.map((d) => [`${keyOf(d.obj)}|${d.file}`, d]));
  const cache = new Map<string, Built>();
  const build = async (key: string, decl: Declared): Promise<Built> => {
    const id = `${key}\0${JSON.stringify(decl.obj.spec ?? null)}`;
    if (!cache.has(id)) {
      const unit = kustomizationTarget(decl, objs, index, naming);
      cache.set(id, { unit, decl, objects: unit.target ? await renderObjects(unit.target, FLUX_OBJECTS) : [] });
    }
    return cache.get(id) as Built;
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = false;
    for (const [parentKey, decl] of [...current]) {
      if (!current.has(parentKey)) continue;
      const parent = await build(parentKey, decl);
      const reads = await readsOf(root, parent);
      for (const child of parent.objects.filter((o) => isKind(o, 'kustomize.toolkit.fluxcd.io', 'Kustomization'))) {
        const same = [...current].filter(([, d]) => keyOf(d.obj) === keyOf(child) && reads(d.file));
        if (same.some(([, d]) => JSON.stringify(d.obj.spec ?? null) === JSON.stringify(child.spec ?? null))) continue;
        const key = `${keyOf(child)}|built by ${parentKey}`;
        if (current.has(key)) continue;
        // The file's version is a base this build patches: Flux applies only the built one.
        for (const [k] of same) current.delete(k);
        current.set(key, { obj: child, file: same[0]?.[1].file ?? decl.file, line: same[0]?.[1].line ?? decl.line });
        changed = true;
      }
    }
    if (!changed) break;
  }
  const out: Built[] = [];
  for (const [key, decl] of current) out.push(await build(key, decl));
  return out;
}

/** Whether a repo file is read by a Flux target's build (its inputs; its folder when they cannot be worked out). */
async function readsOf(root: string, built: Built): Promise<(file: string) => boolean> {
  const target = built.unit.target;
  if (!target) return () => false;
  const inputs = await targetInputs(root, target, '').catch(() => [target.path]);
  return (file) =>
    inputs.some((i) => i !== '' && touches(file, i) && (file === i || file.startsWith(`${i}/`) || i === '.'));
}
