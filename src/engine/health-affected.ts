import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const MARKER = 'resource.customizations';
const MAX_FILES = 500;

async function fileMentions(file: string): Promise<boolean> {
  const s = await stat(file);
  if (s.size > 4 * 1024 * 1024) return false;
  return (await readFile(file, 'utf8')).includes(MARKER);
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
 * A change to the repository's health tests is judged with the scripts argocd-cm configures, so
 * the targets whose inputs hold health customizations must render too (check renders only what
 * a change affects). True when any input file mentions `resource.customizations`.
 */
export async function readsHealthCustomizations(root: string, inputs: readonly string[]): Promise<boolean> {
  const budget = { left: MAX_FILES };
  for (const input of inputs) {
    if (await mentions(path.resolve(root, input), budget)) return true;
  }
  return false;
}
