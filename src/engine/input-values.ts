/**
 * Credential values in a target's inputs, for masking when its render fails: a helm `fail`,
 * `required` or kustomize error may quote a value that no successful render ever showed
 * (security case E5). Read only when the render failed, confined to the revision tree, capped.
 */
import { lstat, readFile, realpath } from '../local/tree-files.js';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { targetParts, type Target } from '../model/target.js';
import { collectMaskValues, isCredentialName } from '../redact/index.js';

const MAX_INPUT_BYTES = 2 * 1024 * 1024;

async function readConfined(root: string, rel: string): Promise<string | undefined> {
  try {
    const rootReal = await realpath(root);
    const real = await realpath(path.resolve(root, rel));
    const inside = path.relative(rootReal, real);
    if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
    const st = await lstat(real);
    if (!st.isFile() || st.size > MAX_INPUT_BYTES) return undefined;
    return await readFile(real, 'utf8');
  } catch {
    return undefined;
  }
}

function yamlObjects(text: string | undefined): unknown[] {
  if (text === undefined) return [];
  try {
    return [...parseAllDocuments(text)].map((d) => d.toJS({ maxAliasCount: 100 }) as unknown);
  } catch {
    return [];
  }
}

/** `KEY=VALUE` literals of secretGenerator (all) and configMapGenerator (credential keys). */
function generatorLiterals(kustomization: unknown): string[] {
  const out: string[] = [];
  if (typeof kustomization !== 'object' || kustomization === null) return out;
  const k = kustomization as Record<string, unknown>;
  for (const [field, all] of [
    ['secretGenerator', true],
    ['configMapGenerator', false],
  ] as const) {
    for (const gen of Array.isArray(k[field]) ? k[field] : []) {
      const literals = (gen as Record<string, unknown>)?.literals;
      for (const lit of Array.isArray(literals) ? literals : []) {
        const [key, ...rest] = String(lit).split('=');
        // A secret literal without `=` is quoted whole in kustomize's error ("invalid literal source …").
        if (rest.length === 0 && all) out.push(String(lit));
        else if (rest.length > 0 && (all || isCredentialName(key ?? ''))) out.push(rest.join('='));
      }
    }
  }
  return out;
}

async function helmValues(root: string, target: Target): Promise<string[]> {
  const chart = target.helm?.chart ?? target.path;
  const files = [path.posix.join(chart, 'values.yaml'), ...(target.helm?.valueFiles ?? [])];
  const objects = (await Promise.all(files.map((f) => readConfined(root, f)))).flatMap(yamlObjects);
  if (target.helm?.values) objects.push(target.helm.values);
  const params = (target.helm?.parameters ?? []).filter((p) => isCredentialName(p.name)).map((p) => p.value);
  return [...collectMaskValues(objects), ...collectMaskValues([params.map((v) => ({ password: v }))])];
}

async function kustomizeValues(root: string, target: Target): Promise<string[]> {
  const names = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
  const docs = (await Promise.all(names.map((n) => readConfined(root, path.posix.join(target.path, n))))).flatMap(
    yamlObjects,
  );
  return collectMaskValues([...docs, ...docs.flatMap(generatorLiterals).map((v) => ({ password: v }))]);
}

/** Credential values a failed render of `target` might quote in its error. */
export async function inputMaskValues(root: string, target: Target): Promise<string[]> {
  const values = await Promise.all(targetParts(target).map((part) => partMaskValues(root, part)));
  return values.flat();
}

function partMaskValues(root: string, target: Target): Promise<string[]> {
  if (target.kind === 'helm') return helmValues(root, target);
  if (target.kind === 'kustomize') return kustomizeValues(root, target);
  return Promise.resolve([]);
}
