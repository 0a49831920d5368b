import type { Target } from '../model/target.js';
import { targetParts } from '../model/target.js';
import { canonicalJson } from '../kube/object.js';
import { helmInputs, inputClosure, oncePerTwins, scanTree, walkCheckedOut } from '../render/sandbox.js';
import { generatedFolders } from '../render/index.js';
import { repoJoin } from './argocd-source-types.js';

/**
 * True when `changed` (a repo-relative file) is the input itself, lies under it (a folder), or
 * lies above it: a changed file that is a folder of an input's path is a symlink there (git
 * tracks no folders), and changing or re-pointing it changes what the input reads. A changed
 * `.gitattributes` touches everything in its folder: a checkout (ours, Argo CD's, Flux's) writes
 * the files below it with its `eol` and `working-tree-encoding`, so their bytes change with it.
 */
export function touches(changed: string, input: string): boolean {
  const prefix = input.replace(/\/+$/, '');
  const raw = changed.replace(/\/+$/, '');
  if (raw === ATTRIBUTES) return true; // the top .gitattributes: every file of the tree
  const file = attributesScope(raw);
  if (prefix === '' || prefix === '.' || file === prefix || file.startsWith(`${prefix}/`)) return true;
  return file !== '' && file !== '.' && prefix.startsWith(`${file}/`);
}

/** Whether `file` is a `.gitattributes` (at any depth). */
function isAttributesFile(file: string): boolean {
  return file === ATTRIBUTES || file.endsWith(`/${ATTRIBUTES}`);
}

const ATTRIBUTES = '.gitattributes';

/** What a changed file stands for: a `.gitattributes` below the top for its whole folder. */
function attributesScope(file: string): string {
  return isAttributesFile(file) && file !== ATTRIBUTES ? file.slice(0, -ATTRIBUTES.length - 1) : file;
}

export interface InputOptions {
  /**
   * Throw unless every input is known (no kustomize walk problem: missing path, remote base,
   * refused entry). The render cache needs this; which targets a change affects does not.
   */
  complete?: boolean;
}

/**
 * What a target reads, repo-relative (folders count with everything under them): the chart
 * folder and values files, every file its kustomization reaches, the manifests folder, the
 * file that declared it and the config file. `root` is the revision folder.
 *
 * Worked out once per revision tree and target (discovery, the render cache and the affected
 * targets all ask), and once per check where the other revision has worked it out already, found
 * every path it depends on (no walk or chart problem: a refused reference names no path), and none
 * of the files it found differs between the two: reading the same files finds the same ones. A
 * speed path: the plain path of discovery's (DEPLOY_GATE_PLAIN_DISCOVERY=1) works it out on every
 * ask.
 */
export async function targetInputs(
  root: string,
  target: Target,
  configFile: string,
  opts: InputOptions = {},
): Promise<string[]> {
  if (process.env.DEPLOY_GATE_PLAIN_DISCOVERY === '1') return (await inputsOf(root, target, configFile, opts)).inputs;
  const key = `target inputs ${canonicalJson([target, configFile, opts.complete === true])}`;
  const sameAtBoth = (found: Found, changed: readonly string[]) => found.whole && untouchedBy(found.inputs, changed);
  const found = await oncePerTwins(root, key, sameAtBoth, () => inputsOf(root, target, configFile, opts));
  return [...found.inputs];
}

/** What a target reads, and whether it names every path the answer depends on. */
interface Found {
  inputs: string[];
  whole: boolean;
}

/** Whether none of the `changed` files is one of `inputs`, or in or above one. */
export function untouchedBy(inputs: readonly string[], changed: readonly string[]): boolean {
  return !changed.some((file) => inputs.some((input) => touches(file, input)));
}

async function inputsOf(root: string, target: Target, configFile: string, opts: InputOptions): Promise<Found> {
  const inputs = [configFile];
  const gaps = { found: false };
  if (target.origin.file) inputs.push(target.origin.file);
  if (target.origin.inputs) inputs.push(...target.origin.inputs);
  // A multi-source Application reads what each of its sources reads.
  for (const part of targetParts(target)) {
    if (part.helm) inputs.push(part.helm.chart, ...part.helm.valueFiles, ...(await helmPaths(root, part, gaps)));
    if (part.kind === 'kustomize')
      inputs.push(...(await fluxKustomizeInputs(root, part, opts.complete === true, gaps)));
    else inputs.push(part.path);
    if (part.kustomizeEdits) inputs.push(...(await editInputs(root, part, opts.complete === true, gaps)));
  }
  // A file a symlink inside the inputs points at is an input too.
  return { inputs: inputClosure(await scanTree(root), [...new Set(inputs)]), whole: !gaps.found };
}

/** Set when a walk or a chart's inputs had a problem: the answer may depend on a path it does not name. */
interface Gaps {
  found: boolean;
}

/**
 * A kustomize folder reads what its kustomization reaches. Where Flux generates the kustomization
 * (the folder has none), it reads every file below the folder and what the kustomizations of the
 * sub-folders it lists reach. The components a Flux Kustomization adds are read too.
 */
async function fluxKustomizeInputs(root: string, part: Target, complete: boolean, gaps: Gaps): Promise<string[]> {
  const generated = part.overlay?.generate === true;
  const out = generated ? [part.path] : [];
  for (const dir of generated ? await generatedFolders(root, part.path) : [part.path])
    out.push(...(await kustomizeInputs(root, dir, complete, gaps)));
  const components = part.overlay?.components;
  for (const c of Array.isArray(components) ? components : [])
    out.push(...(await kustomizeInputs(root, String(c), complete, gaps)));
  return out;
}

/** Argo CD kustomize options name files too: a patch `path` and the components they add. */
async function editInputs(root: string, target: Target, complete: boolean, gaps: Gaps): Promise<string[]> {
  const edits = target.kustomizeEdits ?? {};
  const out: string[] = [];
  for (const p of edits.patches ?? []) {
    const file = typeof p.path === 'string' ? repoJoin(target.path, p.path) : undefined;
    if (file) out.push(file);
  }
  for (const c of edits.components ?? []) {
    const dir = repoJoin(target.path, c);
    if (dir) out.push(...(await kustomizeInputs(root, dir, complete, gaps)));
  }
  return out;
}

/**
 * Also `file://` dependencies and symlink targets the chart reads; a problem means the render will
 * fail anyway, but a missing dependency or values file that appears changes it.
 */
async function helmPaths(root: string, target: Target, gaps: Gaps): Promise<string[]> {
  const inputs = await helmInputs(root, target);
  if (inputs.problems.length > 0) gaps.found = true;
  return [...(inputs.problems.length ? [] : inputs.paths), ...inputs.absent];
}

/**
 * What the walk reached, plus what it was told to read and did not find and what else it looked
 * up (adding or removing it changes the target) and the folder itself. A remote base is not in the repository: the kustomization that
 * names it is an input, so a change of the reference's text affects the target, and a change
 * elsewhere does not re-render (and re-fail) it.
 */
async function kustomizeInputs(root: string, dir: string, complete: boolean, gaps: Gaps): Promise<string[]> {
  const walk = await walkCheckedOut(root, dir);
  if (walk.problems.length > 0) gaps.found = true;
  if (complete && walk.problems.length > 0)
    throw new Error(`inputs of ${dir} are incomplete: ${walk.problems[0]?.message ?? ''}`);
  // A kustomization the walk cannot read names bases it cannot see (kustomize may still build it):
  // the target reads the whole tree, so any change re-renders it.
  if (walk.unreadable.length > 0) return ['.'];
  const missing = walk.problems.flatMap((p) => (p.missing ? [p.missing] : []));
  return [...walk.files, ...missing, ...walk.lookups, ...(walk.files.length === 0 ? [dir] : [])];
}
