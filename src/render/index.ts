// Rendering: one target of one revision tree → rendered YAML chunks, or a refusal/failure with a
// code and a sanitised message. Never throws for a domain failure.
import { performance } from 'node:perf_hooks';
import { renderHelm } from './helm.js';
import { renderKustomize } from './kustomize.js';
import { renderManifests } from './manifests.js';
import { failure, type RunContext } from './outcome.js';
import { withKustomizeEdits } from './kustomize-edit-copy.js';
import { renderJoined } from './joined.js';
import { withOverlay } from './overlay.js';
import { realpath } from '../local/tree-files.js';
import { SubstituteError, substituteStream } from './postbuild.js';
import { sanitizeToolError } from '../redact/index.js';
import type { RenderRequest, RenderResult } from './types.js';

export type { RenderRequest, RenderResult } from './types.js';
export { NO_NETWORK_ENV, execSucceeded, execTool } from './exec.js';
export { childMemoryLimitBytes } from './child-memory.js';
export { resolveTools, versionAtLeast } from './tools.js';
export type { ToolStatus, Tools } from './tools.js';
export * from './sandbox.js';
export { helmTemplateArgs } from './helm-args.js';
export { ensureOriginAnnotations, kustomizeArgs } from './kustomize.js';
export { findKustomization } from './kustomize-walk.js';
export { GENERATED_DIR, generatedFolders, withOverlay } from './overlay.js';
export { rewriteFile } from './rewrite-file.js';

export async function renderTarget(req: RenderRequest): Promise<RenderResult> {
  if (req.target.sources?.length) return renderJoined(req, renderTarget);
  const started = performance.now();
  const rootReal = await realpath(req.root).catch(() => {
    throw new Error(`deploy-gate: revision tree ${req.root} does not exist`); // programmer fault
  });
  const ctx: RunContext = { started, root: req.root, rootReal };
  try {
    const built = await withOverlay(req.root, req.target);
    // Argo CD kustomize options edit a private copy beside the folder: origins still name the originals.
    const edited = await withKustomizeEdits(req.root, built);
    if ('code' in edited) return failure(edited.code, edited.message, ctx);
    let result = await renderKind({ ...req, target: edited }, ctx);
    if (result.ok && built !== req.target) result = { ...result, builtPath: built.path };
    return withPostBuild(result, req.target, ctx);
  } catch (e) {
    // An unexpected filesystem error on PR content (EACCES, ENAMETOOLONG) is still a render failure.
    const message = sanitizeToolError(e instanceof Error ? e.message : String(e), { roots: [req.root, rootReal] });
    return failure('E_RENDER_FAILED', `rendering failed: ${message}`, ctx);
  }
}

function renderKind(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  switch (req.target.kind) {
    case 'helm':
      return renderHelm(req, ctx);
    case 'kustomize':
      return renderKustomize(req, ctx);
    case 'manifests':
      return renderManifests(req, ctx);
  }
}

/** Flux postBuild substitution on the built objects; a missing variable fails the render as in Flux. */
export function withPostBuild(result: RenderResult, target: RenderRequest['target'], ctx: RunContext): RenderResult {
  const vars = target.postBuild?.substitute;
  if (!vars || !result.ok) return result;
  try {
    return { ...result, chunks: result.chunks.map((c) => ({ ...c, text: substituteStream(c.text, vars) })) };
  } catch (e) {
    if (!(e instanceof SubstituteError)) throw e;
    return failure('E_RENDER_FAILED', `postBuild substitution failed: ${e.message}`, ctx, result.tool);
  }
}
export { kustomizationFields } from './kustomize-yaml.js';
