import { readdir, readFile, stat } from '../local/tree-files.js';
import path from 'node:path';
import type { Config } from '../model/config.js';
import { memoised } from '../cache/memo.js';

/** Text every argocd-cm health customization (and argo-cd chart value under configs.cm) contains. */
const HEALTH_CUSTOMIZATIONS_MARKER = 'resource.customizations';
const MAX_FILES = 500;

async function fileMentions(file: string): Promise<boolean> {
  const s = await stat(file);
  if (s.size > 4 * 1024 * 1024) return false;
  return (await readFile(file, 'utf8')).includes(HEALTH_CUSTOMIZATIONS_MARKER);
}

async function mentions(abs: string, budget: { left: number }): Promise<boolean> {
  const s = await stat(abs).catch(() => undefined);
  if (!s || budget.left-- <= 0) return false;
  if (s.isFile()) return /\.(ya?ml|json)$/.test(abs) && fileMentions(abs);
  if (!s.isDirectory()) return false;
  for (const entry of await readdir(abs)) {
    if (entry.startsWith('.')) continue;
    if (await mentions(path.join(abs, entry), budget)) return true;
  }
  return false;
}

/**
 * Whether `check` must also render the targets that hold Argo CD health customizations: a change
 * to the repository's health tests is judged with the scripts argocd-cm configures, and any other
 * change may add a custom resource whose kind `health/missing` looks up there (without argocd-cm
 * in the run that finding can only be inconclusive). Unchanged targets rendered for this add no
 * new findings of their own.
 */
export function needsHealthCustomizations(changed: readonly string[], config: Config, healthChanged: boolean): boolean {
  return healthChanged || (changed.length > 0 && config.rules['health/missing'] !== 'off');
}

/**
 * Whether a target's inputs hold health customizations (argocd-cm, or argo-cd chart values under
 * `configs.cm`): true when any input file mentions `resource.customizations`. `cache` is shared by
 * the targets of one run, and by both revisions of a check: it is asked only for targets no changed
 * file reaches (one that reads a change is affected without it), so each input reads the same on
 * both sides and is answered once, by its repo-relative path.
 */
export async function readsHealthCustomizations(
  root: string,
  inputs: readonly string[],
  cache: Map<string, Promise<boolean>> = new Map(),
): Promise<boolean> {
  for (const input of inputs) {
    // Targets share inputs (a chart, a base): each input path is read once per run, at most MAX_FILES files.
    if (await memoised(cache, input, () => mentions(path.resolve(root, input), { left: MAX_FILES }))) return true;
  }
  return false;
}
