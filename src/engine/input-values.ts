/**
 * Credential values in a target's inputs, for masking when its render fails: a helm `fail`,
 * `required` or kustomize error may quote a value that no successful render ever showed
 * (security case E5). Read only when the render failed, confined to the revision tree, capped.
 * And the values of the Secrets a target reads from the repository (Flux `substituteFrom`,
 * `valuesFrom`): read on every render, since the render carries them into other objects.
 */
import { lstat, readFile, realpath } from '../local/tree-files.js';
import path from 'node:path';
import { parseYamlFile } from '../manifest/yaml-file.js';
import { isInside } from '../render/paths.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { targetParts, type Target } from '../model/target.js';
import { collectLeafValues, collectMaskValues, isCredentialName, isSecretKind, secretValues } from '../redact/index.js';

const MAX_INPUT_BYTES = 2 * 1024 * 1024;

async function readConfined(root: string, rel: string): Promise<string | undefined> {
  try {
    const rootReal = await realpath(root);
    const real = await realpath(path.resolve(root, rel));
    if (!isInside(rootReal, real)) return undefined;
    const st = await lstat(real);
    if (!st.isFile() || st.size > MAX_INPUT_BYTES) return undefined;
    return await readFile(real, 'utf8');
  } catch {
    return undefined;
  }
}

function yamlObjects(text: string | undefined): unknown[] {
  if (text === undefined) return [];
  // Documents with a duplicate key still count (last wins, as helm reads them): their secrets are masked too.
  return [...parseYamlFile(text).documents];
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
  const docs = (
    await Promise.all(KUSTOMIZATION_FILES.map((n) => readConfined(root, path.posix.join(target.path, n))))
  ).flatMap(yamlObjects);
  const fileValues = await secretGeneratorFileValues(root, target.path, docs);
  return collectMaskValues([
    ...docs,
    ...[...docs.flatMap(generatorLiterals), ...fileValues].map((v) => ({ password: v })),
  ]);
}

/**
 * What a secretGenerator's `envs` and `files` hold: each env value (and each whole line, which
 * kustomize quotes in its errors) and each file's text and lines.
 */
async function secretGeneratorFileValues(root: string, dir: string, docs: unknown[]): Promise<string[]> {
  const files: { file: string; env: boolean }[] = [];
  for (const doc of docs) {
    const gens = (doc as Record<string, unknown> | null)?.secretGenerator;
    for (const gen of Array.isArray(gens) ? (gens as Record<string, unknown>[]) : []) {
      for (const [field, env] of [
        ['envs', true],
        ['env', true],
        ['files', false],
      ] as const) {
        const list = field === 'env' ? [gen?.env] : gen?.[field];
        for (const f of Array.isArray(list) ? list : []) {
          // `files` entries may be `key=path`.
          if (typeof f === 'string') files.push({ file: f.includes('=') ? f.slice(f.indexOf('=') + 1) : f, env });
        }
      }
    }
  }
  const texts = await Promise.all(files.map((f) => readConfined(root, path.posix.join(dir, f.file))));
  return texts.flatMap((text, i) => {
    if (text === undefined) return [];
    const lines = text.split(/\r?\n/).map((l) => l.trim());
    const envValues = files[i]?.env ? lines.map((l) => l.slice(l.indexOf('=') + 1)) : [text];
    return [...lines, ...envValues].filter(Boolean);
  });
}

/**
 * Every value of every Secret in the repository files a target reads besides its own folder (a Flux
 * Kustomization's `substituteFrom`, a HelmRelease's `valuesFrom`): each value, each line of it, the
 * value with its line breaks removed (how postBuild substitutes it), and every leaf of a value that
 * is a YAML document (a `valuesKey`). Masked in every output whether the render succeeds or not.
 */
export async function secretInputMaskValues(root: string, target: Target): Promise<string[]> {
  const files = [...new Set(target.origin.inputs ?? [])];
  if (files.length === 0) return [];
  const secrets = (await Promise.all(files.map((f) => readConfined(root, f))))
    .flatMap(yamlObjects)
    .filter((o): o is Record<string, unknown> => isSecretKind(o));
  const values = new Set<string>(collectMaskValues(secrets));
  for (const secret of secrets) {
    for (const bytes of secretValues(secret)?.values() ?? []) {
      const text = bytes.toString('utf8');
      for (const v of collectMaskValues([{ password: text.replace(/\n/g, '') }])) values.add(v);
      for (const v of collectLeafValues(yamlObjects(text))) values.add(v);
    }
  }
  return [...values];
}

/** Credential values a failed render of `target` might quote in its error. */
export async function inputMaskValues(root: string, target: Target): Promise<string[]> {
  const values = await Promise.all([
    ...targetParts(target).map((part) => partMaskValues(root, part)),
    secretInputMaskValues(root, target),
  ]);
  return values.flat();
}

function partMaskValues(root: string, target: Target): Promise<string[]> {
  if (target.kind === 'helm') return helmValues(root, target);
  if (target.kind === 'kustomize') return kustomizeValues(root, target);
  return Promise.resolve([]);
}
