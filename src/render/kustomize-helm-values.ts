// Values files a `helmCharts` entry names outside its kustomization's folder (`../base/values.yaml`),
// as Argo CD reads them with the common `kustomize.buildOptions: --enable-helm --load-restrictor
// LoadRestrictionsNone`. The build keeps LoadRestrictionsRootOnly for everything else (C2): each
// such file (already confined to the repository by the walk, symlinks resolved) is copied into a
// fresh folder beside the kustomization in our temp tree, and the entry is pointed at the copy.
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { rewriteFile } from './rewrite-file.js';
import path from 'node:path';
import type { HelmChartUse } from './kustomize-helm-charts.js';
import { GENERATED_DIR } from './overlay.js';

/** Copies every values file outside its kustomization's folder beside it and rewrites the entries. */
export async function bringValuesBeside(rootReal: string, charts: HelmChartUse[]): Promise<void> {
  const byFile = new Map<string, Set<string>>();
  for (const use of charts) {
    const outside = use.valuesFiles.filter((v) => v.startsWith('../') || v === '..');
    if (outside.length === 0) continue;
    const set = byFile.get(use.file) ?? new Set<string>();
    outside.forEach((v) => set.add(v));
    byFile.set(use.file, set);
  }
  for (const [file, values] of byFile) {
    const kustomization = path.join(rootReal, file);
    const dir = path.dirname(kustomization);
    const copies = await mkdtemp(path.join(dir, `${GENERATED_DIR}-values-`));
    let text = await readFile(kustomization, 'utf8');
    let n = 0;
    for (const written of values) {
      const copy = path.join(copies, `${n++}-${path.basename(written)}`);
      await copyFile(path.resolve(dir, written), copy);
      text = replaceValue(text, written, path.relative(dir, copy).split(path.sep).join('/'));
    }
    await rewriteFile(kustomization, text);
  }
}

/** The path as a whole YAML scalar (plain or quoted), never a longer path that starts with it. */
function replaceValue(text: string, from: string, to: string): string {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[\\s:'"\\[,-])${escaped}(?=$|[\\s'",\\]#])`, 'gm'), `$1${to}`);
}
