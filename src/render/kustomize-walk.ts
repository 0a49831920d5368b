// Static walk of every kustomization a target reaches, before kustomize runs (security cases C1,
// C3, C4). Kustomize confines file loads but not relative bases, fetches anything that looks
// remote, and runs KRM functions when asked: all of that is refused here, by name.
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { confinePath, isRemoteRef, looksHostLike, redactUrl } from './paths.js';
import type { RenderProblem } from './types.js';

export const KUSTOMIZATION_NAMES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const FUNCTION_ANNOTATIONS = ['config.kubernetes.io/function', 'config.k8s.io/function'];
const HELM_FIELDS = ['helmCharts', 'helmChartInflationGenerator', 'helmGlobals'];

export interface KustomizeWalk {
  /** Repo-relative kustomization file of the start dir ('' when there is none). */
  kustomization: string;
  /** Every repo-relative file reached (kustomizations, resources, patches, generator sources), sorted. */
  files: string[];
  problems: RenderProblem[];
}

type RefKind = 'resource' | 'file' | 'function';
type Obj = Record<string, unknown>;

interface Walk {
  root: string;
  files: Set<string>;
  problems: RenderProblem[];
  visited: Set<string>;
}

const asObj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const strings = (v: unknown): string[] => asList(v).filter((x): x is string => typeof x === 'string');

/** toJS with the alias limit; a bomb or a broken document yields undefined (kustomize reports it). */
function toObj(doc: { toJS(o: { maxAliasCount: number }): unknown }): Obj | undefined {
  try {
    return asObj(doc.toJS({ maxAliasCount: 100 }));
  } catch {
    return undefined;
  }
}

export async function findKustomization(root: string, dirRel: string): Promise<string | undefined> {
  for (const name of KUSTOMIZATION_NAMES) {
    const rel = dirRel === '.' ? name : `${dirRel}/${name}`;
    if (await stat(path.join(root, rel)).then((st) => st.isFile(), () => false)) return rel;
  }
  return undefined;
}

/** Walks the kustomization in repo-relative `dir` of the revision tree `root`. */
export async function walkKustomization(root: string, dir: string): Promise<KustomizeWalk> {
  const w: Walk = { root: await realpath(root), files: new Set(), problems: [], visited: new Set() };
  const start = await confinePath(w.root, '.', dir, 'kustomization dir', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!start.ok) return { kustomization: '', files: [], problems: [start] };
  const kustomization = (await findKustomization(w.root, start.realRel)) ?? '';
  await visitDir(w, start.realRel, 'resource', `'${start.rel}'`);
  return { kustomization, files: [...w.files].sort(), problems: w.problems };
}

/** Every repo-relative file a kustomization reaches (to decide which targets a change affects). */
export async function kustomizationFiles(root: string, dir: string): Promise<string[]> {
  return (await walkKustomization(root, dir)).files;
}

async function visitDir(w: Walk, dirRel: string, kind: RefKind, from: string): Promise<void> {
  if (w.visited.has(dirRel)) return;
  w.visited.add(dirRel);
  const file = await findKustomization(w.root, dirRel);
  if (!file) {
    w.problems.push({ code: 'E_PATH_NOT_FOUND', path: dirRel, message: `${from}: directory '${dirRel}' has no kustomization.yaml` });
    return;
  }
  w.files.add(file);
  const docs = parseAllDocuments(await readFile(path.join(w.root, file), 'utf8'));
  const doc = docs[0];
  if (!doc || doc.errors.length > 0) {
    w.problems.push({ code: 'E_RENDER_FAILED', path: file, message: `${file} does not parse: ${doc?.errors[0]?.message ?? 'empty'}` });
    return;
  }
  const k = toObj(doc);
  if (!k) {
    w.problems.push({ code: 'E_RENDER_FAILED', path: file, message: `${file} is not a YAML mapping (or exceeds the alias limit)` });
    return;
  }
  await visitFields(w, k, dirRel, file, kind);
}

async function visitFields(w: Walk, k: Obj, dirRel: string, file: string, kind: RefKind): Promise<void> {
  const refs: [string, RefKind][] = [];
  const add = (list: string[], as: RefKind): void => list.forEach((r) => refs.push([r, as]));
  add([...strings(k.resources), ...strings(k.bases), ...strings(k.components)], kind === 'function' ? 'function' : 'resource');
  add([...strings(k.crds), ...strings(k.configurations)], 'file');
  add(strings(k.patchesStrategicMerge).filter((p) => !p.includes('\n')), 'file');
  for (const field of ['patches', 'patchesJson6902', 'replacements']) {
    add(asList(k[field]).map((p) => asObj(p)?.path).filter((p): p is string => typeof p === 'string'), 'file');
  }
  const openapiPath = asObj(k.openapi)?.path;
  if (typeof openapiPath === 'string') add([openapiPath], 'file');
  for (const gen of [...asList(k.configMapGenerator), ...asList(k.secretGenerator)]) {
    const g = asObj(gen) ?? {};
    add(strings(g.files).map((f) => (f.includes('=') ? f.slice(f.indexOf('=') + 1) : f)), 'file');
    add([...strings(g.envs), ...strings(g.env)], 'file');
  }
  for (const field of ['transformers', 'generators', 'validators']) {
    for (const entry of strings(k[field])) {
      if (entry.includes('\n')) await checkFunctionText(w, entry, `${file} (inline ${field})`);
      else refs.push([entry, 'function']);
    }
  }
  for (const field of HELM_FIELDS.filter((f) => k[f] !== undefined)) {
    w.problems.push({
      code: 'E_PLUGIN_FORBIDDEN', path: file,
      message: `${file}: '${field}' needs kustomize --enable-helm, which deploy-gate never passes (it would run helm with network access); declare the chart as a helm target instead`,
    });
  }
  for (const [ref, as] of refs) await visitRef(w, dirRel, file, ref, as);
}

async function visitRef(w: Walk, dirRel: string, file: string, ref: string, kind: RefKind): Promise<void> {
  const remote = (): void => {
    w.problems.push({ code: 'E_REMOTE_RESOURCE_FORBIDDEN', path: file, message: `${file}: remote resource '${redactUrl(ref)}' is not allowed; deploy-gate renders offline (vendor it into the repository)` });
  };
  if (isRemoteRef(ref)) return remote();
  const c = await confinePath(w.root, dirRel, ref, `${file}: '${ref}'`, 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!c.ok) {
    w.problems.push({ code: c.code, message: c.message, path: file });
    return;
  }
  if (!c.exists) {
    if (looksHostLike(ref)) return remote();
    w.problems.push({ code: 'E_PATH_NOT_FOUND', path: file, message: `${file}: '${ref}' does not exist` });
    return;
  }
  if (c.isDir) {
    if (kind === 'file') w.problems.push({ code: 'E_RENDER_FAILED', path: file, message: `${file}: '${ref}' is a directory, a file was expected` });
    else await visitDir(w, c.realRel, kind, file);
    return;
  }
  w.files.add(c.rel);
  w.files.add(c.realRel);
  if (kind === 'function') await checkFunctionText(w, await readFile(c.real, 'utf8'), c.rel);
}

/** A KRM function (exec or container) would run PR code: refuse any function annotation. */
async function checkFunctionText(w: Walk, text: string, where: string): Promise<void> {
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length > 0) continue; // kustomize reports it; nothing can run from an unparsable config
    const meta = asObj(toObj(doc)?.metadata);
    const annotations = asObj(meta?.annotations) ?? {};
    for (const key of FUNCTION_ANNOTATIONS.filter((a) => annotations[a] !== undefined)) {
      const spec = String(annotations[key]);
      const how = /\bexec\s*:/.test(spec) ? 'an exec' : /\bcontainer\s*:/.test(spec) ? 'a container' : 'a';
      w.problems.push({
        code: 'E_PLUGIN_FORBIDDEN', path: where,
        message: `${where}: ${how} KRM function (${key}) would run code from the repository; deploy-gate never enables kustomize plugins or functions`,
      });
    }
  }
}
