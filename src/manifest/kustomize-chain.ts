// The kustomizations a kustomize target reaches (its own, its bases' and components'), breadth
// first: `depth` is the distance from the target, and a nearer one applies its fields later.
import { isMap, LineCounter, parseAllDocuments } from 'yaml';
import type { Document } from 'yaml';
import { repoRelative, type SourceFiles } from './source-files.js';
import { asStrings as strings } from '../kube/object.js';

export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];
const MAX_KUSTOMIZATIONS = 200;

export interface ReachedKustomization {
  dir: string;
  /** The kustomization file, repo-relative. */
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  obj: Record<string, unknown>;
  depth: number;
}

export function reachedKustomizations(targetPath: string, files: SourceFiles): ReachedKustomization[] {
  const out: ReachedKustomization[] = [];
  const queue: Array<{ dir: string; depth: number }> = [{ dir: targetPath, depth: 0 }];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_KUSTOMIZATIONS) {
    const { dir, depth } = queue.shift() as { dir: string; depth: number };
    if (seen.has(dir)) continue;
    seen.add(dir);
    const file = KUSTOMIZATION_FILES.map((f) => repoRelative(dir, f) ?? f).find((f) => files.exists(f));
    const lineCounter = new LineCounter();
    const docs = file ? parseAllDocuments(files.read(file) ?? '', { lineCounter }) : [];
    const doc = Array.isArray(docs) ? docs[0] : undefined;
    if (!file || !doc || doc.errors.length > 0 || !isMap(doc.contents)) continue;
    const obj = doc.toJSON() as Record<string, unknown>;
    out.push({ dir, file, doc, lineCounter, obj, depth });
    for (const ref of [...strings(obj.resources), ...strings(obj.bases), ...strings(obj.components)]) {
      const next = repoRelative(dir, ref);
      if (next !== undefined) queue.push({ dir: next, depth: depth + 1 });
    }
  }
  return out;
}
