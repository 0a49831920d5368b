import type { Target } from '../model/target.js';
import { targetId } from '../model/target.js';
import { helmInputs, inputClosure, scanTree, walkKustomization } from '../render/sandbox.js';

/**
 * True when `changed` (a repo-relative file) is the input itself, lies under it (a folder), or
 * lies above it: a changed file that is a folder of an input's path is a symlink there (git
 * tracks no folders), and changing or re-pointing it changes what the input reads.
 */
export function touches(changed: string, input: string): boolean {
  const prefix = input.replace(/\/+$/, '');
  const file = changed.replace(/\/+$/, '');
  if (prefix === '' || prefix === '.' || file === prefix || file.startsWith(`${prefix}/`)) return true;
  return file !== '' && file !== '.' && prefix.startsWith(`${file}/`);
}

/**
 * The ids (`app/environment`) of the targets whose inputs include a changed file. When the
 * inputs of a target cannot be worked out, it counts as affected: when in doubt, render.
 */
export async function affectedTargets(targets: Target[], changed: string[], inputsOf: (t: Target) => Promise<string[]>): Promise<Set<string>> {
  const affected = new Set<string>();
  if (changed.length === 0) return affected;
  for (const target of targets) {
    let inputs: string[];
    try {
      inputs = await inputsOf(target);
    } catch {
      affected.add(targetId(target));
      continue;
    }
    if (changed.some((file) => inputs.some((input) => touches(file, input)))) affected.add(targetId(target));
  }
  return affected;
}

/**
 * What a target reads, repo-relative (folders count with everything under them): the chart
 * folder and values files, every file its kustomization reaches, the manifests folder, the
 * file that declared it and the config file.
 */
export async function targetInputs(root: string, target: Target, configFile: string): Promise<string[]> {
  const inputs = [configFile];
  if (target.origin.file) inputs.push(target.origin.file);
  if (target.origin.inputs) inputs.push(...target.origin.inputs);
  if (target.helm) inputs.push(target.helm.chart, ...target.helm.valueFiles, ...(await helmPaths(root, target)));
  if (target.kind === 'kustomize') inputs.push(...(await kustomizeInputs(root, target.path)));
  else inputs.push(target.path);
  // A file a symlink inside the inputs points at is an input too.
  return inputClosure(await scanTree(root), [...new Set(inputs)]);
}

/** Also `file://` dependencies and symlink targets the chart reads; a problem means the render will fail anyway. */
async function helmPaths(root: string, target: Target): Promise<string[]> {
  const inputs = await helmInputs(root, target);
  return inputs.problems.length ? [] : inputs.paths;
}

/** A walk that met a problem (missing folder, remote base) may have missed inputs: in doubt, throw. */
async function kustomizeInputs(root: string, dir: string): Promise<string[]> {
  const walk = await walkKustomization(root, dir);
  if (walk.problems.length > 0) throw new Error(`inputs of ${dir} are incomplete: ${walk.problems[0]?.message ?? ''}`);
  return walk.files;
}
