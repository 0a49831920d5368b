// A target with `overlay` (Flux Kustomization options) is built through a kustomization written
// into the render's own copy of the revision, over the target's folder, under a folder discovery
// never walks. The build then runs on that overlay instead of the folder. A Flux folder without a
// kustomization (`overlay.generate`) gets the one kustomize-controller generates, written into the
// folder itself as Flux does: every .yaml/.yml file, and sub-folders holding a kustomization as a
// whole (not descended into); the options go into it directly.
import { createHash } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Target } from '../model/target.js';
import { KUSTOMIZATION_FILES } from '../manifest/index.js';
import { rewriteFile } from './rewrite-file.js';

export const GENERATED_DIR = '.deploy-gate-generated';

/** The target to build: the same one, or one whose path is the written overlay. */
export async function withOverlay(root: string, target: Target): Promise<Target> {
  if (!target.overlay || target.kind !== 'kustomize') return target;
  if (target.overlay.generate === true) {
    await generateKustomization(root, target);
    return target;
  }
  const key = createHash('sha256')
    .update(JSON.stringify([target.path, target.overlay]))
    .digest('hex')
    .slice(0, 16);
  const dir = `${GENERATED_DIR}/overlay-${key}`;
  const rel = (p: string): string => path.posix.relative(dir, p) || '.';
  const fields = { ...target.overlay };
  if (Array.isArray(fields.components)) fields.components = fields.components.map((c) => rel(String(c)));
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    resources: [rel(target.path)],
    ...fields,
  };
  await mkdir(path.join(root, dir), { recursive: true });
  await rewriteFile(path.join(root, dir, 'kustomization.yaml'), stringify(kustomization));
  return { ...target, path: dir };
}

async function generateKustomization(root: string, target: Target): Promise<void> {
  const { generate: _generate, ...fields } = target.overlay ?? {};
  if (Array.isArray(fields.components))
    fields.components = fields.components.map((c) => path.posix.relative(target.path, String(c)) || '.');
  const resources = await scanManifests(path.join(root, target.path), '.');
  const kustomization = {
    apiVersion: 'kustomize.config.k8s.io/v1beta1',
    kind: 'Kustomization',
    ...(resources.length > 0 ? { resources } : { namespace: '_placeholder' }),
    ...fields,
  };
  await rewriteFile(path.join(root, target.path, 'kustomization.yaml'), stringify(kustomization));
}

/**
 * The sub-folders of `dir` (repo-relative) that the kustomization Flux generates for it lists as
 * resources: those holding a kustomization, found as scanManifests finds them.
 */
export async function generatedFolders(root: string, dir: string): Promise<string[]> {
  const resources = await scanManifests(path.join(root, dir), '.');
  const folders: string[] = [];
  for (const r of resources) {
    const rel = path.posix.join(dir, r);
    if ((await stat(path.join(root, rel)).catch(() => undefined))?.isDirectory()) folders.push(rel);
  }
  return folders;
}

/** fluxcd/pkg scanManifests: .yaml/.yml files; a sub-folder with a kustomization is one resource. */
async function scanManifests(abs: string, rel: string): Promise<string[]> {
  const entries = (await readdir(abs, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const out: string[] = [];
  for (const e of entries) {
    const childRel = rel === '.' ? `./${e.name}` : `${rel}/${e.name}`;
    if (e.isDirectory()) {
      const inner = await readdir(path.join(abs, e.name)).catch(() => [] as string[]);
      if (inner.some((n) => KUSTOMIZATION_FILES.includes(n))) out.push(childRel);
      else out.push(...(await scanManifests(path.join(abs, e.name), childRel)));
    } else if (/\.ya?ml$/.test(e.name) && !KUSTOMIZATION_FILES.includes(e.name)) {
      out.push(childRel);
    }
  }
  return out;
}
