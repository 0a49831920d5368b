// The one way a render changes a file of the revision tree it renders in (an origin-annotations
// line, a localised remote base, values brought beside a kustomization): written beside it and
// renamed, so a render of another target in the same tree reads the old text or the new, never half.
import { rename, writeFile } from 'node:fs/promises';

export async function rewriteFile(file: string, text: string): Promise<void> {
  const tmp = `${file}.dg-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}
