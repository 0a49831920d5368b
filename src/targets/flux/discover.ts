// Flux repositories: every Flux Kustomization declared in the repo becomes a target, as Flux
// applies it: when another Kustomization's build outputs it (patched by an overlay, or made by a
// generator), the built version wins, and ones only a build makes are added (a few rounds deep).
// The HelmReleases a Kustomization's build outputs become targets of the same environment;
// HelmReleases declared in files that no Kustomization builds become targets too.
import path from 'node:path';
import { readFile } from '../../local/tree-files.js';
import { canonicalJson } from '../../kube/object.js';
import { memoised } from '../../cache/memo.js';
import type { FindingDraft } from '../../model/finding.js';
import type { Target } from '../../model/target.js';
import { DEFAULT_ENVIRONMENT, nameFromPath } from '../naming.js';
import type { RenderObjects } from '../rendered.js';
import { targetInputs } from '../affected.js';
import { KUSTOMIZATION_FILES, maySpell } from '../../manifest/index.js';
import { kustomizationFields } from '../../render/index.js';
import { parentRel, type RepoIndex } from '../walk.js';
import { asObj, asString, type Obj } from '../yaml-docs.js';
import { helmReleaseTarget } from './helmrelease.js';
import { kustomizationTarget, type FluxNaming, type Unit } from './kustomization.js';
import { nameOf, namespaceOf, readFluxObjects, type Declared, type FluxObjects } from './objects.js';
import { generatedData, type BuiltData } from './generated.js';
import { repoJoin } from '../argocd-source-types.js';

export interface FluxFound {
  targets: Target[];
  problems: FindingDraft[];
  /** Repo folders a Flux object renders (checked or not): never rendered again standalone. */
  pointed: string[];
}

/** What a build's inputs must be able to spell for it to output a HelmRelease or a Kustomization. */
const FLUX_OBJECTS = {
  test: (text: string) => maySpell(text, 'helm.toolkit.fluxcd.io') || maySpell(text, 'kustomize.toolkit.fluxcd.io'),
};
/** Rounds of builds: a Kustomization waits for the one whose build reads its file, so a round per level of nesting. */
const MAX_ROUNDS = 8;
const isKind = (o: Obj, group: string, kind: string): boolean =>
  String(o.apiVersion ?? '').startsWith(`${group}/`) && o.kind === kind;
const keyOf = (o: Obj): string => `${namespaceOf(o)}/${nameOf(o)}`;

interface Built {
  unit: Unit;
  decl: Declared;
  objects: Obj[];
  /** The ConfigMaps and Secrets the build generated (for valuesFrom and substituteFrom). */
  data: BuiltData[];
  /** Whether the build reads a repo file. */
  reads: (file: string) => boolean;
}

export async function discoverFlux(
  root: string,
  index: RepoIndex,
  naming: FluxNaming,
  renderObjects: RenderObjects,
): Promise<FluxFound> {
  const objs = await readFluxObjects(root, index);
  const cache = new Map<string, Promise<Built>>();
  let built = await buildAll(root, objs, index, naming, renderObjects, undefined, cache);
  // substituteFrom a ConfigMap/Secret that another build generates (a cluster's settings): read
  // the builds again with what they generated, as the objects exist on the cluster by then.
  // Each Kustomization sees what the builds that apply it generate (its own cluster's settings).
  const first = built;
  if (first.some((b) => b.data.length > 0) && first.some((b) => !b.unit.target))
    built = await buildAll(
      root,
      objs,
      index,
      naming,
      renderObjects,
      (d) =>
        asObj(asObj(d.obj.spec)?.postBuild)?.substituteFrom === undefined
          ? []
          : first.filter((b) => b.reads(d.file)).flatMap((b) => b.data),
      cache,
    );
  const found: FluxFound = { targets: [], problems: [], pointed: [] };
  const releasesBuilt: Array<{ key: string; name: string; reads: Built['reads'] }> = [];
  const declaredNamed = groupBy(objs.helmReleases, (d) => nameOf(d.obj));
  for (const { unit, decl, objects, data, reads } of built) {
    found.problems.push(...unit.problems);
    if (!unit.target) continue;
    found.targets.push(unit.target);
    for (const release of objects.filter((o) => isKind(o, 'helm.toolkit.fluxcd.io', 'HelmRelease'))) {
      releasesBuilt.push({ key: keyOf(release), name: nameOf(release), reads });
      const r = helmReleaseTarget(release, {
        ...sourcesOf(objs, index),
        // What this build generates first: that is the object helm-controller finds in the namespace.
        data: [...data, ...objs.data],
        at: { file: decl.file, line: decl.line },
        environment: unit.target.environment,
        via: `Kustomization ${keyOf(decl.obj)}`,
      });
      found.problems.push(...r.problems);
      if (r.target) found.targets.push(withReleaseFile(r.target, declaredNamed.get(nameOf(release)) ?? [], reads));
    }
  }
  // A HelmRelease file a Kustomization builds is that build's HelmRelease (in the namespace the
  // build gives it), never a second target from the file as written.
  const builtKeys = new Set(releasesBuilt.map((b) => b.key));
  const builtNamed = groupBy(releasesBuilt, (b) => b.name);
  const isBuilt = (d: Declared) =>
    builtKeys.has(keyOf(d.obj)) || (builtNamed.get(nameOf(d.obj)) ?? []).some((b) => b.reads(d.file));
  for (const d of objs.helmReleases.filter((h) => !isBuilt(h))) {
    const label = asString(asObj(asObj(d.obj.metadata)?.labels)?.[naming.envLabel]);
    const environment = label ?? nameFromPath(parentRel(d.file), naming.known).environment ?? DEFAULT_ENVIRONMENT;
    const r = helmReleaseTarget(d.obj, { ...sourcesOf(objs, index), at: { file: d.file, line: d.line }, environment });
    found.problems.push(...r.problems);
    if (r.target) found.targets.push(r.target);
  }
  found.pointed = pointedFolders(objs, built, index);
  found.targets = kustomizationsBesideReleases(found.targets);
  return found;
}

/**
 * A Flux Kustomization is often named after the HelmRelease it applies (`ks.yaml` beside `app/`):
 * the HelmRelease keeps the name, the Kustomization is `<name>-ks`, rather than both renamed to
 * their paths later.
 */
function kustomizationsBesideReleases(targets: Target[]): Target[] {
  const releases = new Set(targets.filter((t) => t.kind === 'helm').map((t) => `${t.app}/${t.environment}`));
  return targets.map((t) =>
    t.kind === 'kustomize' && releases.has(`${t.app}/${t.environment}`)
      ? {
          ...t,
          app: `${t.app}-ks`,
          origin: {
            ...t.origin,
            detail: [t.origin.detail, `named ${t.app}-ks: a HelmRelease is named ${t.app}`].filter(Boolean).join('; '),
          },
        }
      : t,
  );
}

/** A built HelmRelease reads the file that declares it too (an edit of its values there changes it): `named`, the declarations of its name. */
function withReleaseFile(target: Target, named: Declared[], reads: Built['reads']): Target {
  const files = named.filter((d) => reads(d.file)).map((d) => d.file);
  if (files.length === 0) return target;
  return { ...target, origin: { ...target.origin, inputs: [...new Set([...files, ...(target.origin.inputs ?? [])])] } };
}

function groupBy<T>(items: T[], by: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) memoised(out, by(item), () => []).push(item);
  return out;
}

/** The chart folders every HelmRelease names and the paths every Kustomization builds, checked or not. */
function pointedFolders(objs: FluxObjects, built: Built[], index: RepoIndex): string[] {
  const out = new Set<string>();
  const releases = [...objs.helmReleases.map((d) => d.obj), ...built.flatMap((b) => b.objects)];
  for (const r of releases.filter((o) => isKind(o, 'helm.toolkit.fluxcd.io', 'HelmRelease'))) {
    const chart = asString(asObj(asObj(asObj(r.spec)?.chart)?.spec)?.chart);
    const dir = chart === undefined ? undefined : repoJoin('.', chart);
    if (dir && index.dirs.get(dir)?.chart) out.add(dir);
  }
  for (const k of [...objs.kustomizations.map((d) => d.obj), ...built.map((b) => b.decl.obj)]) {
    const dir = repoJoin('.', asString(asObj(k.spec)?.path) ?? '.');
    if (dir && index.dirs.has(dir)) out.add(dir);
  }
  return [...out];
}

const sourcesOf = (objs: FluxObjects, index: RepoIndex) => ({ index, sources: objs.sources, data: objs.data });

/**
 * Each Kustomization as Flux applies it, built once. A Kustomization some build outputs with
 * another spec than its file replaces the file's version (declared where the file declares it);
 * one no file declares is declared by the Kustomization whose build made it. A declaration whose
 * file another Kustomization's build reads waits for that build (Flux applies what it outputs), so
 * a file's version the build replaces is never built.
 */
async function buildAll(
  root: string,
  objs: FluxObjects,
  index: RepoIndex,
  naming: FluxNaming,
  renderObjects: RenderObjects,
  applierData: (decl: Declared) => Declared[] = () => [],
  cache = new Map<string, Promise<Built>>(),
): Promise<Built[]> {
  // One cluster folder's `apps` and another's are different Kustomizations: a declaration is its file too.
  const current = new Map<string, Declared>(objs.kustomizations.map((d) => [`${keyOf(d.obj)}|${d.file}`, d]));
  const build = async (key: string, decl: Declared): Promise<Built> => {
    const extra = applierData(decl);
    // Built once per spec and per generated data it can read (a second pass reuses the first's builds).
    const seen = extra.map((d) => `${d.obj.kind}/${nameOf(d.obj)}@${d.file}`).join(',');
    const id = `${key}\0${canonicalJson(decl.obj.spec ?? null)}\0${seen}`;
    if (!cache.has(id)) {
      const unit = kustomizationTarget(
        decl,
        extra.length ? { ...objs, data: [...extra, ...objs.data] } : objs,
        index,
        naming,
      );
      cache.set(id, builtOf(root, unit, decl, renderObjects));
    }
    return cache.get(id) as Promise<Built>;
  };
  const appliers = new Map<Declared, Promise<Applier>>();
  const applierOf = (decl: Declared) =>
    memoised(appliers, decl, () => applier(root, kustomizationTarget(decl, objs, index, naming).target));
  const applied = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = false;
    const waiting = await waitingOn(current, applied, applierOf);
    const ready = [...current].filter(([key]) => !waiting.has(key));
    // The builds of a round are independent: asked for together, so the renderer can make them in
    // one kustomize process (kustomize-batch.ts). A folder without a kustomization gets one written
    // into it for the build: those stay one at a time.
    const own = ready.filter(([, d]) => hasKustomization(index, d.obj));
    await Promise.all(own.map(([key, decl]) => build(key, decl)));
    for (const [parentKey, decl] of ready) {
      if (!current.has(parentKey)) continue;
      const parent = await build(parentKey, decl);
      applied.add(parentKey);
      const reads = parent.reads;
      for (const child of parent.objects.filter((o) => isKind(o, 'kustomize.toolkit.fluxcd.io', 'Kustomization'))) {
        const same = [...current].filter(([, d]) => isBuiltFrom(child, d) && reads(d.file));
        const unchanged = ([, d]: [string, Declared]) =>
          keyOf(d.obj) === keyOf(child) && canonicalJson(d.obj.spec ?? null) === canonicalJson(child.spec ?? null);
        if (same.some(unchanged)) continue;
        const key = `${keyOf(child)}|built by ${parentKey}`;
        if (current.has(key)) continue;
        // The file's version is a base this build patches: Flux applies only the built one.
        for (const [k] of same) current.delete(k);
        current.set(key, { obj: child, file: same[0]?.[1].file ?? decl.file, line: same[0]?.[1].line ?? decl.line });
        changed = true;
      }
    }
    if (!changed && waiting.size === 0) break;
  }
  const out: Built[] = [];
  for (const [key, decl] of current) {
    const built = await build(key, decl);
    // Past the last round: the Kustomizations its build outputs are not followed, and say so.
    const deeper = built.objects.some((o) => isKind(o, 'kustomize.toolkit.fluxcd.io', 'Kustomization'));
    out.push(
      applied.has(key) || !deeper
        ? built
        : { ...built, unit: { ...built.unit, problems: [...built.unit.problems, tooDeep(decl)] } },
    );
  }
  return out;
}

function tooDeep(decl: Declared): FindingDraft {
  const id = `Kustomization ${keyOf(decl.obj)}`;
  return {
    ruleId: 'targets/not-checked',
    message: `${decl.file}: the Kustomizations that ${id} outputs are not checked: they are nested more than ${MAX_ROUNDS} builds deep`,
    location: { file: decl.file, line: decl.line },
    fingerprintKey: `${id}@${decl.file}#nested`,
  };
}

interface Applier {
  reads: Built['reads'];
  /** Whether its build may output a Kustomization unlike the file declaring it. */
  rewrites: boolean;
}

/**
 * The declarations whose file a Kustomization not yet applied reads and may rewrite (Flux options
 * or substitution on it, or a kustomization in its reach that does more than list resources): the
 * file's version may never be applied. When every one waits (builds rewriting each other's
 * files), none does.
 */
async function waitingOn(
  current: Map<string, Declared>,
  applied: Set<string>,
  applierOf: (decl: Declared) => Promise<Applier>,
): Promise<Set<string>> {
  const pending = [...current].filter(([key]) => !applied.has(key));
  const rewriting = (await Promise.all(pending.map(async ([key, d]) => ({ key, applier: await applierOf(d) })))).filter(
    (a) => a.applier.rewrites,
  );
  const waiting = new Set(
    pending.filter(([key, d]) => rewriting.some((a) => a.key !== key && a.applier.reads(d.file))).map(([key]) => key),
  );
  return waiting.size === pending.length ? new Set() : waiting;
}

async function applier(root: string, target: Target | undefined): Promise<Applier> {
  if (!target) return { reads: () => false, rewrites: false };
  // What its build reads: not the file declaring it.
  const inputs = await targetInputs(root, { ...target, origin: { how: target.origin.how } }, '').catch(() => undefined);
  const options = Object.keys(target.overlay ?? {}).filter((k) => k !== 'generate');
  let rewrites = inputs === undefined || options.length > 0 || target.postBuild !== undefined;
  for (const file of (inputs ?? []).filter((i) => KUSTOMIZATION_FILES.includes(path.posix.basename(i)))) {
    if (rewrites) break;
    // The walk's inputs name the kustomization file names it looked for too.
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const fields = kustomizationFields(text, file);
    rewrites = fields === undefined || [...fields].some((k) => !LISTING_FIELDS.has(k));
  }
  return { reads: readsFrom(inputs ?? [target.path]), rewrites };
}

/** Kustomization fields (folded) that only list what it builds. */
const LISTING_FIELDS = new Set(['apiversion', 'kind', 'metadata', 'resources']);

/**
 * Whether a build's Kustomization is the one a file it reads declares: the same namespace and name,
 * or the same name where the file gives no namespace (the build's `namespace:` put it in one).
 */
function isBuiltFrom(child: Obj, declared: Declared): boolean {
  if (nameOf(child) !== nameOf(declared.obj)) return false;
  return namespaceOf(declared.obj, '') === '' || namespaceOf(declared.obj) === namespaceOf(child);
}

function hasKustomization(index: RepoIndex, k: Obj): boolean {
  const dir = repoJoin('.', asString(asObj(k.spec)?.path) ?? '.');
  return dir !== undefined && (index.dirs.get(dir)?.files ?? []).some((f) => KUSTOMIZATION_FILES.includes(f));
}

async function builtOf(root: string, unit: Unit, decl: Declared, renderObjects: RenderObjects): Promise<Built> {
  const objects = unit.target ? await renderObjects(unit.target, FLUX_OBJECTS) : [];
  const data = unit.target ? await generatedData(root, unit.target.path, objects) : [];
  const b: Built = { unit, decl, objects, data, reads: () => false };
  b.reads = await readsOf(root, b);
  return b;
}

/** Whether a repo file is read by a Flux target's build (its inputs; its folder when they cannot be worked out). */
async function readsOf(root: string, built: Pick<Built, 'unit'>): Promise<(file: string) => boolean> {
  const target = built.unit.target;
  if (!target) return () => false;
  return readsFrom(await targetInputs(root, target, '').catch(() => [target.path]));
}

/** The file is an input, or lies in a folder that is one (a lookup per folder: builds ask this of every declaration). */
function readsFrom(inputs: string[]): (file: string) => boolean {
  const read = new Set(inputs);
  return (file) => {
    if (read.has('.')) return true;
    for (let at = file.length; at > 0; at = file.lastIndexOf('/', at - 1)) if (read.has(file.slice(0, at))) return true;
    return false;
  };
}
