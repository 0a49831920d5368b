// Argo CD edits the app folder's kustomization in its own checkout before the build. The revision
// tree here is shared by every target of the revision, so a target with Argo CD kustomize options
// is built from a private copy of its folder, placed beside it (same parent, so every `../` path in
// it resolves to the same files, and origin paths relative to it name the original files), under a
// name discovery and manifest folders skip. Nothing outside the copy changes.
import { randomBytes } from 'node:crypto';
import { cp, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import type { Target } from '../model/target.js';
import { EditRefused, applyKustomizeEdits } from './kustomize-edit.js';
import { findKustomization } from './kustomize-walk.js';
import { readKustomizeYaml, type Obj } from './kustomize-yaml.js';
import { GENERATED_DIR } from './overlay.js';
import { confinePath, isInside } from './paths.js';
import type { RenderProblem } from './types.js';

const isGenerated = (name: string): boolean => name.startsWith(GENERATED_DIR);

/** The target to build: the same one, or one whose path is an edited private copy of its folder. */
export async function withKustomizeEdits(root: string, target: Target): Promise<Target | RenderProblem> {
  const edits = target.kustomizeEdits;
  if (!edits || target.kind !== 'kustomize') return target;
  const rootReal = await realpath(root);
  const src = await confinePath(rootReal, '.', target.path, 'kustomization dir', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!src.ok) return { code: src.code, message: src.message };
  if (!src.exists || !src.isDir) return { code: 'E_PATH_NOT_FOUND', message: `'${target.path}' is not a folder` };
  if (src.rel === '.' || src.rel !== src.realRel)
    return {
      code: 'E_RENDER_FAILED',
      message: `Argo CD kustomize options on '${target.path}' (the repository root or a symlinked folder) are not applied here`,
    };
  const parent = path.posix.dirname(src.rel);
  const name = `${GENERATED_DIR}-argo-${randomBytes(6).toString('hex')}`;
  const copyRel = parent === '.' ? name : `${parent}/${name}`;
  await cp(src.real, path.join(rootReal, copyRel), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => !isGenerated(path.basename(from)),
  });
  const file = await findKustomization(rootReal, copyRel);
  if (!file) return { code: 'E_PATH_NOT_FOUND', message: `'${target.path}' has no kustomization.yaml` };
  const components = new Map<string, boolean>();
  for (const c of edits.components ?? []) components.set(c, await componentExists(rootReal, copyRel, c));
  const shown = `${target.path}/${path.posix.basename(file)}`;
  const edited = await editFile(path.join(rootReal, file), shown, (k) =>
    applyKustomizeEdits(k, edits, (c) => components.get(c) === true),
  );
  if (edited) return edited;
  return { ...target, path: copyRel };
}

/** A component path (relative to the app folder) that exists inside the repository. */
async function componentExists(rootReal: string, dirRel: string, c: string): Promise<boolean> {
  const abs = path.resolve(rootReal, dirRel, c);
  if (!isInside(rootReal, abs)) return false;
  return stat(abs).then(
    () => true,
    () => false,
  );
}

async function editFile(abs: string, shown: string, apply: (k: Obj) => void): Promise<RenderProblem | undefined> {
  const text = await readFile(abs, 'utf8');
  const read = readKustomizeYaml(text, shown);
  if (!read.ok) return { code: read.problem.code, message: read.problem.message };
  const docs = parseAllDocuments(text, { version: '1.1', merge: true });
  if (docs.length !== 1 || docs[0]?.errors.length)
    return { code: 'E_RENDER_FAILED', message: `${shown}: Argo CD's kustomize edit needs exactly one YAML document` };
  const k = docs[0]?.toJS({ maxAliasCount: 100 }) as unknown;
  if (!k || typeof k !== 'object' || Array.isArray(k))
    return { code: 'E_RENDER_FAILED', message: `${shown} is not a mapping` };
  try {
    apply(k as Obj);
  } catch (e) {
    if (!(e instanceof EditRefused)) throw e;
    return { code: 'E_RENDER_FAILED', message: `Argo CD's kustomize edit of ${shown} fails: ${e.message}` };
  }
  // YAML 1.1 quoting: kustomize reads `yes`/`on` as booleans, so they must come back quoted.
  await writeFile(abs, stringify(k, { version: '1.1' }));
  return undefined;
}
