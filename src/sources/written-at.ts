// Where a refused or unreachable remote source is written: the line of the repository file that
// names it (an Application's repoURL, a Chart.yaml dependency, a kustomization entry), so the
// finding points at the line to change, or at the file alone when the text is not found there.
import path from 'node:path';
import { readFile, stat } from '../local/tree-files.js';
import type { SourceLocation } from '../model/resource.js';
import type { WrittenAt } from '../model/render-problem.js';

/** Larger files are not searched (the finding keeps the file without a line). */
const MAX_SEARCH_BYTES = 2 * 1024 * 1024;

export async function writtenLocation(root: string, fallback: string, written?: WrittenAt): Promise<SourceLocation> {
  if (!written || written.text.trim() === '') return { file: fallback };
  const abs = path.resolve(root, written.file);
  const rel = path.relative(root, abs);
  if (rel.split(path.sep)[0] === '..' || path.isAbsolute(rel)) return { file: fallback };
  try {
    if ((await stat(abs)).size > MAX_SEARCH_BYTES) return { file: written.file };
    const lines = (await readFile(abs, 'utf8')).split('\n');
    const i = lines.findIndex((l) => l.includes(written.text.trim()));
    return i < 0 ? { file: written.file } : { file: written.file, line: i + 1 };
  } catch {
    return { file: fallback };
  }
}
