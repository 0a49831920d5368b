// Plain manifests: the .yaml/.yml/.json files directly in the target dir, sorted by name.
// Non-recursive, like `kubectl apply -f DIR` without -R: subfolders (often other environments or
// kustomize bases) are not part of the target. Every file is confined like any other input.
import { readdir, readFile } from 'node:fs/promises';
import { elapsed, failure, type RunContext } from './outcome.js';
import { confinePath } from './paths.js';
import { problemsUnder, scanTree } from './tree-scan.js';
import type { RenderedChunk, RenderRequest, RenderResult } from './types.js';

const MANIFEST_EXT = /\.(ya?ml|json)$/i;

export async function renderManifests(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  const scan = await scanTree(req.root);
  const dir = await confinePath(scan.root, '.', req.target.path, 'manifests dir', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!dir.ok) return failure(dir.code, dir.message, ctx);
  if (!dir.exists || !dir.isDir) return failure('E_PATH_NOT_FOUND', `manifests directory '${dir.rel}' does not exist`, ctx);
  const names = (await readdir(dir.real, { withFileTypes: true }))
    .filter((e) => MANIFEST_EXT.test(e.name) && !e.isDirectory())
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const files = names.map((n) => (dir.rel === '.' ? n : `${dir.rel}/${n}`));
  const refused = problemsUnder(scan, files)[0];
  if (refused) return failure(refused.code, refused.message, ctx);
  const chunks: RenderedChunk[] = [];
  let bytes = 0;
  for (const rel of files) {
    const f = await confinePath(scan.root, '.', rel, 'manifest', 'E_REMOTE_RESOURCE_FORBIDDEN');
    if (!f.ok) return failure(f.code, f.message, ctx);
    if (f.isDir) continue; // a symlink to a dir named *.yaml
    const text = await readFile(f.real, 'utf8');
    bytes += Buffer.byteLength(text);
    if (bytes > req.maxOutputBytes) return failure('E_OUTPUT_TOO_LARGE', `manifests in '${dir.rel}' exceed the output budget of ${req.maxOutputBytes} bytes`, ctx);
    chunks.push({ text, file: rel });
  }
  return { ok: true, chunks, durationMs: elapsed(ctx) };
}

