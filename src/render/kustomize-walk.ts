// Static walk of every kustomization a target reaches, before kustomize runs (security cases C1,
// C3, C4). Kustomize confines file loads but not relative bases, fetches anything that looks
// remote, and runs KRM functions when asked: all of that is refused here, by name. The YAML is
// read as kustomize reads it, or refused where the readings could differ (kustomize-yaml.ts).
import path from 'node:path';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { builtinConfigFiles } from './kustomize-builtins.js';
import { checkFunctionText, functionMention } from './kustomize-functions.js';
import { readHelmCharts, type HelmChartUse } from './kustomize-helm-charts.js';
import { readKustomizeYamlOnce, type Obj } from './kustomize-yaml.js';
import { readFile, realpath } from '../local/tree-files.js';
import { confinePath, isRemoteRef, looksHostLike, pathKind } from './paths.js';
import { stripUserinfo } from '../redact/index.js';
import { oncePerTree } from './tree-scan.js';
import type { RenderProblem } from './types.js';

/** Field names as kustomize matches them (folded, see kustomize-yaml.ts). */
const HELM_FIELDS = ['helmcharts', 'helmchartinflationgenerator', 'helmglobals'];

export interface KustomizeWalk {
  /** Repo-relative kustomization file of the start dir ('' when there is none). */
  kustomization: string;
  /**
   * Every repo-relative file reached (kustomizations, resources, patches, generator sources), both
   * as written and through symlinks resolved; a folder reached through a symlink is listed too, as
   * written and as resolved (a change to the link, or to any file behind it, touches the target). Sorted.
   */
  files: string[];
  problems: RenderProblem[];
  /** Kustomization files the walk could not read as YAML (kustomize may still build them: UTF-16). */
  unreadable: string[];
  /** Every `helmCharts` entry reached: kustomize builds the target only with --enable-helm. */
  charts: HelmChartUse[];
  /**
   * Paths looked up beside the files reached, present or not: the other kustomization file names
   * of each folder read (kustomize refuses a folder with two), a local path tried before a
   * reference that looks remote, an unvendored `helmCharts` chart folder. Creating or deleting one
   * changes the walk, so what a target reads counts them. Sorted.
   */
  lookups: string[];
}

type RefKind = 'resource' | 'file' | 'function';

interface Walk {
  root: string;
  files: Set<string>;
  problems: RenderProblem[];
  unreadable: string[];
  charts: HelmChartUse[];
  lookups: Set<string>;
  /** `kind:dir`: a folder reached as a resource is checked again when used as a generator/transformer. */
  visited: Set<string>;
}

interface Dir {
  rel: string;
  realRel: string;
}

const asObj = (v: unknown): Obj | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined;
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

export async function findKustomization(root: string, dirRel: string): Promise<string | undefined> {
  for (const name of KUSTOMIZATION_FILES) {
    const rel = dirRel === '.' ? name : `${dirRel}/${name}`;
    if ((await pathKind(path.join(root, rel))) === 'file') return rel;
  }
  return undefined;
}

/** Walks the kustomization in repo-relative `dir` of the revision tree `root`. */
export async function walkKustomization(root: string, dir: string): Promise<KustomizeWalk> {
  const w: Walk = {
    root: await realpath(root),
    files: new Set(),
    problems: [],
    unreadable: [],
    charts: [],
    lookups: new Set(),
    visited: new Set(),
  };
  const start = await confinePath(w.root, '.', dir, 'kustomization dir', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!start.ok) return { kustomization: '', files: [], problems: [start], unreadable: [], charts: [], lookups: [] };
  const kustomization = (await findKustomization(w.root, start.realRel)) ?? '';
  await visitDir(w, start, 'resource', `'${start.rel}'`);
  const { problems, unreadable, charts } = w;
  const lookups = [...w.lookups].filter((p) => !w.files.has(p)).sort();
  return { kustomization, files: [...w.files].sort(), problems, unreadable, charts, lookups };
}

/**
 * The walk of a folder of a revision tree as checked out: what a target reads, asked for by
 * discovery, the render cache and the affected targets alike, worked out once per tree. A speed
 * path: the plain path of discovery's (DEPLOY_GATE_PLAIN_DISCOVERY=1) walks on every ask.
 */
export function walkCheckedOut(root: string, dir: string): Promise<KustomizeWalk> {
  if (process.env.DEPLOY_GATE_PLAIN_DISCOVERY === '1') return walkKustomization(root, dir);
  return oncePerTree(root, `kustomize walk ${dir}`, () => walkKustomization(root, dir));
}

/**
 * `configRoot`: for a generator/transformer/validator folder, the folder of the kustomization that
 * lists it. Kustomize builds the folder into config objects and configures them with the listing
 * kustomization's loader, so the files they name (a PatchTransformer `path`) resolve there.
 */
async function visitDir(w: Walk, dir: Dir, kind: RefKind, from: string, configRoot?: string): Promise<void> {
  if (dir.rel !== dir.realRel) {
    w.files.add(dir.rel);
    w.files.add(dir.realRel);
  }
  const key = `${kind}:${dir.realRel}:${configRoot ?? ''}`;
  if (w.visited.has(key)) return;
  w.visited.add(key);
  const file = await findKustomization(w.root, dir.realRel);
  if (!file) {
    w.problems.push({
      code: 'E_PATH_NOT_FOUND',
      path: dir.realRel,
      missing: dir.realRel,
      message: `${from}: directory '${dir.realRel}' has no kustomization.yaml`,
    });
    return;
  }
  w.files.add(file);
  for (const name of KUSTOMIZATION_FILES) w.lookups.add(dir.realRel === '.' ? name : `${dir.realRel}/${name}`);
  const text = await readFile(path.join(w.root, file), 'utf8');
  const read = readKustomizeYamlOnce(text, file);
  if (!read.ok) {
    w.unreadable.push(file);
    return void w.problems.push(read.problem);
  }
  if (read.docs.length === 0)
    return void w.problems.push({ code: 'E_RENDER_FAILED', path: file, message: `${file} is empty` });
  if (kind === 'function') functionMention(w.problems, text, file);
  // Every document is read: more is checked than kustomize may use, never less.
  for (const k of read.docs) await visitFields(w, k, dir.realRel, file, kind, configRoot);
}

/** The string entries of a path list; anything else is refused (kustomize would not read it as we do). */
function pathList(w: Walk, v: unknown, field: string, file: string): string[] {
  const out: string[] = [];
  for (const x of asList(v)) {
    if (typeof x === 'string') out.push(x);
    else
      w.problems.push({
        code: 'E_RENDER_FAILED',
        path: file,
        message: `${file}: '${field}' entry ${JSON.stringify(x)} is not a string`,
      });
  }
  return out;
}

async function visitFields(
  w: Walk,
  k: Obj,
  dirRel: string,
  file: string,
  kind: RefKind,
  configRoot?: string,
): Promise<void> {
  const refs: [string, RefKind, string?][] = [];
  const list = (field: string, v: unknown = k[field]): string[] => pathList(w, v, field, file);
  const add = (l: string[], as: RefKind): void => l.forEach((r) => refs.push([r, as, configRoot]));
  add([...list('resources'), ...list('bases'), ...list('components')], kind === 'function' ? 'function' : 'resource');
  add([...list('crds'), ...list('configurations')], 'file');
  add(
    list('patchesstrategicmerge').filter((p) => !p.includes('\n')),
    'file',
  );
  for (const field of ['patches', 'patchesjson6902', 'replacements']) {
    add(
      asList(k[field]).flatMap((p) => list(`${field}[].path`, asObj(p)?.path)),
      'file',
    );
  }
  add(list('openapi.path', asObj(k.openapi)?.path), 'file');
  for (const gen of [...asList(k.configmapgenerator), ...asList(k.secretgenerator)]) {
    const g = asObj(gen) ?? {};
    add(
      list('files', g.files).map((f) => (f.includes('=') ? f.slice(f.indexOf('=') + 1) : f)),
      'file',
    );
    add([...list('envs', g.envs), ...list('env', g.env)], 'file');
  }
  for (const field of ['transformers', 'generators', 'validators']) {
    for (const entry of list(field)) {
      if (!entry.includes('\n')) refs.push([entry, 'function', dirRel]);
      else {
        checkFunctionText(w.problems, entry, `${file} (inline ${field})`);
        add(builtinConfigFiles(entry, `${file} (inline ${field})`), 'file');
      }
    }
  }
  if (HELM_FIELDS.some((f) => k[f] !== undefined)) {
    if (kind === 'function')
      w.problems.push({
        code: 'E_PLUGIN_FORBIDDEN',
        path: file,
        message: `${file}: helm charts inside a generator/transformer folder are not rendered by deploy-gate`,
      });
    else {
      const read = await readHelmCharts(w.root, k, dirRel, file);
      w.problems.push(...read.problems);
      w.charts.push(...read.uses);
      // A vendored chart is an input like a base: a change inside it re-renders the target.
      for (const use of read.uses) (use.present ? w.files : w.lookups).add(use.chartDir);
      add(read.valuesFiles, 'file');
    }
  }
  for (const [ref, as, root] of refs) await visitRef(w, dirRel, file, ref, as, kind === 'function', root);
}

async function visitRef(
  w: Walk,
  dirRel: string,
  file: string,
  ref: string,
  kind: RefKind,
  inFunction: boolean,
  configRoot?: string,
): Promise<void> {
  const remote = (): void => {
    w.problems.push({
      code: 'E_REMOTE_RESOURCE_FORBIDDEN',
      path: file,
      ...(kind === 'resource' && !inFunction ? { remoteRef: ref } : {}),
      message: `${file}: remote resource '${stripUserinfo(ref)}' is not allowed; vendor it into the repository, or (a git base pinned to a commit or tag) list its repository under sources.git in the base config`,
    });
  };
  if (isRemoteRef(ref)) return remote();
  const c = await confinePath(w.root, dirRel, ref, `${file}:`, 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!c.ok) {
    w.problems.push({ code: c.code, message: c.message, path: file });
    return;
  }
  if (!c.exists) {
    w.lookups.add(c.rel);
    if (looksHostLike(ref)) return remote();
    w.problems.push({
      code: 'E_PATH_NOT_FOUND',
      path: file,
      missing: c.rel,
      message: `${file}: '${ref}' does not exist`,
    });
    return;
  }
  if (c.isDir) {
    if (kind === 'file')
      w.problems.push({
        code: 'E_RENDER_FAILED',
        path: file,
        message: `${file}: '${ref}' is a directory, a file was expected`,
      });
    else await visitDir(w, c, kind, file, configRoot);
    return;
  }
  w.files.add(c.rel);
  w.files.add(c.realRel);
  if (kind !== 'function' && !inFunction) return;
  const text = await readFile(c.real, 'utf8');
  if (kind !== 'function') return functionMention(w.problems, text, c.rel);
  checkFunctionText(w.problems, text, c.rel);
  // The files a builtin config names are read by kustomize relative to the kustomization listing it.
  for (const named of builtinConfigFiles(text, c.rel))
    await visitRef(w, configRoot ?? dirRel, c.rel, named, 'file', false);
}
