// A target with `overlay` (Flux Kustomization options) is built through a kustomization written
// into the render's own copy of the revision, over the target's folder, under a folder discovery
// never walks. The build then runs on that overlay instead of the folder.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Target } from '../model/target.js';

export const GENERATED_DIR = '.deploy-gate-generated';

/** The target to build: the same one, or one whose path is the written overlay. */
export async function withOverlay(root: string, target: Target): Promise<Target> {
  if (!target.overlay || target.kind !== 'kustomize') return target;
  const key = createHash('sha256').update(JSON.stringify([target.path, target.overlay])).digest('hex').slice(0, 16);
  const dir = `${GENERATED_DIR}/overlay-${key}`;
  const rel = (p: string): string => path.posix.relative(dir, p) || '.';
  const fields = { ...target.overlay };
  if (Array.isArray(fields.components)) fields.components = fields.components.map((c) => rel(String(c)));
  const kustomization = { apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', resources: [rel(target.path)], ...fields };
  await mkdir(path.join(root, dir), { recursive: true });
  await writeFile(path.join(root, dir, 'kustomization.yaml'), stringify(kustomization));
  return { ...target, path: dir };
}
