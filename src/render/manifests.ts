// Plain manifests: the .yaml/.yml/.json files in the target dir, one chunk per file. Without
// `recurse`, only the files directly in the dir, like `kubectl apply -f DIR` without -R and Argo CD
// by default: subfolders (often other environments or kustomize bases) are not part of the target.
// With `recurse` (Argo CD `directory.recurse: true`) sub-folders are read too, in Argo CD's order
// (filepath.Walk: names sorted per folder, a folder's files at the folder's place). Like Argo CD's
// walk, a symlinked *folder* is not descended (it is not part of what Argo CD deploys), a symlinked
// *file* is read after confinement. Every file is confined like any other input.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { elapsed, failure, type RunContext } from './outcome.js';
import { confinePath, type Confined } from './paths.js';
import { problemsUnder, scanTree } from './tree-scan.js';
import type { RenderedChunk, RenderRequest, RenderResult } from './types.js';

const MANIFEST_EXT = /\.(ya?ml|json)$/i;

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A manifest file found by the walk. `real` is set for a regular file (Dirent types come from
 * lstat): it sits in a folder reached from the confined, realpath'd target dir through real
 * folders only, so its realpath is that folder's plus its name and it is confined already (no
 * per-file realpath/stat). A symlink (or anything else) has no `real` and goes through
 * `confinePath` like any other input.
 */
interface ManifestFile {
  rel: string;
  real?: string;
}

/** Manifest files under `dirAbs` (realpath'd; repo-relative `dirRel`), in Argo CD's order. */
async function manifestFiles(dirAbs: string, dirRel: string, recurse: boolean): Promise<ManifestFile[]> {
  const entries = (await readdir(dirAbs, { withFileTypes: true })).sort((a, b) => byName(a.name, b.name));
  const files: ManifestFile[] = [];
  for (const e of entries) {
    const rel = dirRel === '.' ? e.name : `${dirRel}/${e.name}`;
    // A real folder (Dirent types come from lstat); .git is repository metadata, never a manifest.
    if (e.isDirectory()) {
      if (recurse && e.name !== '.git') files.push(...(await manifestFiles(path.join(dirAbs, e.name), rel, true)));
    } else if (MANIFEST_EXT.test(e.name)) files.push(e.isFile() ? { rel, real: path.join(dirAbs, e.name) } : { rel });
  }
  return files;
}

/** The real path to read `file` from, or why it may not be read. */
async function confineFile(
  root: string,
  file: ManifestFile,
): Promise<{ real: string } | Extract<Confined, { ok: false }>> {
  if (file.real !== undefined) return { real: file.real };
  const f = await confinePath(root, '.', file.rel, 'manifest', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!f.ok) return f;
  // A symlink to a folder named *.yaml: Argo CD fails reading it; so does this, by name.
  if (f.isDir)
    return {
      ok: false,
      code: 'E_RENDER_FAILED',
      message: `manifest '${file.rel}' is a symlink to a directory, not a file`,
    };
  return { real: f.real };
}

export async function renderManifests(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  const scan = await scanTree(req.root);
  const dir = await confinePath(scan.root, '.', req.target.path, 'manifests dir', 'E_REMOTE_RESOURCE_FORBIDDEN');
  if (!dir.ok) return failure(dir.code, dir.message, ctx);
  if (!dir.exists || !dir.isDir)
    return failure('E_PATH_NOT_FOUND', `manifests directory '${dir.rel}' does not exist`, ctx);
  const files = await manifestFiles(dir.real, dir.rel, req.target.recurse === true);
  const refused = problemsUnder(
    scan,
    files.map((f) => f.rel),
  )[0];
  if (refused) return failure(refused.code, refused.message, ctx);
  const chunks: RenderedChunk[] = [];
  let bytes = 0;
  for (const file of files) {
    const f = await confineFile(scan.root, file);
    if (!('real' in f)) return failure(f.code, f.message, ctx);
    const text = await readFile(f.real, 'utf8');
    bytes += Buffer.byteLength(text);
    if (bytes > req.maxOutputBytes)
      return failure(
        'E_OUTPUT_TOO_LARGE',
        `manifests in '${dir.rel}' exceed the output budget of ${req.maxOutputBytes} bytes`,
        ctx,
      );
    chunks.push({ text, file: file.rel });
  }
  return { ok: true, chunks, durationMs: elapsed(ctx) };
}
