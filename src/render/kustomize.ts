// `kustomize build` (or `kubectl kustomize`) for one overlay, after the static walk refused remote
// resources, plugins and escapes. Never --enable-alpha-plugins/--enable-exec (C4); --enable-helm
// only for a kustomization with `helmCharts`, its charts placed first and helm wrapped
// (kustomize-helm.ts); the load restrictor is passed explicitly (C2).
//
// Source locations: before building we add `buildMetadata: [originAnnotations]` to the target's own
// kustomization (in our temp revision tree, never a user's checkout). Kustomize then puts on every
// object an annotation `config.kubernetes.io/origin` whose value is a YAML block, e.g.
//   path: ../../base/deployment.yaml            (resources; relative to the BUILT dir, i.e. the
//                                                target's kustomization dir, also for objects from bases)
//   configuredIn: ../../base/kustomization.yaml  (generated objects: the kustomization holding the
//   configuredBy: {apiVersion: builtin, kind: ConfigMapGenerator}   generator, same relative base)
// Remote bases are fetched and copied into the tree first (remote-bases.ts), so kustomize sees local paths. Verified with
// kustomize v5.7.1 (kubectl 1.35). The manifest parser resolves `path`/`configuredIn` against the
// target dir and strips the annotation when `originAnnotationsAdded` is true.
import { readFile } from 'node:fs/promises';
import { rewriteFile } from './rewrite-file.js';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { NO_NETWORK_ENV, execTool } from './exec.js';
import { elapsed, failure, toolFailure, type RunContext } from './outcome.js';
import { prepareKustomizeHelm } from './kustomize-helm.js';
import { localizeRemoteBases } from './remote-bases.js';
import type { RenderRequest, RenderResult } from './types.js';

/** The last line of a kustomization deploy-gate asked for origin annotations (in its own tree copy). */
const ADDED_MARK = '# deploy-gate: originAnnotations added for source locations';

/**
 * Makes kustomize annotate origins. Returns true when we added it, false when the user already asked
 * for it. Written with rewriteFile, so a concurrent reader never sees a half-written file.
 */
export async function ensureOriginAnnotations(file: string): Promise<boolean> {
  const text = await readFile(file, 'utf8');
  // Rendered again in the same tree (the determinism re-render of a multi-source unit): still ours.
  if (text.endsWith(`${ADDED_MARK}\n`)) return true;
  // The one YAML read outside manifest/ (yaml-file.ts): the edit must keep the user's text, comments
  // and line numbers, which only yaml's Document can do (a plain value cannot be written back).
  const parsed = parseDocument(text);
  const js: unknown = parsed.errors.length === 0 ? parsed.toJS({ maxAliasCount: 100 }) : undefined;
  const list: unknown = js && typeof js === 'object' ? (js as Record<string, unknown>).buildMetadata : undefined;
  if (Array.isArray(list) && list.includes('originAnnotations')) return false;
  let next: string;
  if (list === undefined || list === null) {
    // Append so every existing line keeps its number (source locations point into this file).
    next = `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}buildMetadata: [originAnnotations]\n`;
  } else {
    parsed.set('buildMetadata', [...(Array.isArray(list) ? list : []), 'originAnnotations']);
    next = parsed.toString();
  }
  next = `${next}${ADDED_MARK}\n`;
  await rewriteFile(file, next);
  return true;
}

export function kustomizeArgs(renderArgs: string[], dirAbs: string): string[] {
  return [...renderArgs, dirAbs, '--load-restrictor', 'LoadRestrictionsRootOnly'];
}

export async function renderKustomize(req: RenderRequest, ctx: RunContext): Promise<RenderResult> {
  const tool = req.tools.kustomize;
  if (!tool.ok) return failure(tool.code, tool.reason, ctx, tool.tool);
  const local = await localizeRemoteBases(req, ctx.rootReal);
  if (!('walk' in local)) return failure(local.code, local.message, ctx, tool.tool, local.written);
  const { walk } = local;
  const root = ctx.rootReal;
  const added = await ensureOriginAnnotations(path.join(root, walk.kustomization));
  const dirAbs = path.join(root, path.dirname(walk.kustomization));
  const helm = await prepareKustomizeHelm(req, root, walk.charts);
  if (!('args' in helm)) return failure(helm.code, helm.message, ctx, tool.tool, helm.written);
  const r = await execTool(tool.bin, [...kustomizeArgs(tool.renderArgs, dirAbs), ...helm.args], {
    cwd: dirAbs,
    env: { ...NO_NETWORK_ENV },
    timeoutMs: req.timeoutMs,
    maxOutputBytes: req.maxOutputBytes,
    ...(req.memoryLimitBytes === undefined ? {} : { memoryLimitBytes: req.memoryLimitBytes }),
  }).finally(helm.cleanup);
  const failed = toolFailure(r, { ...ctx, tool: tool.tool });
  if (failed) return failed;
  const used = [...local.sources, ...helm.sources];
  const sources = used.length > 0 ? { sources: used } : {};
  return {
    ok: true,
    chunks: [{ text: r.stdout }],
    tool: tool.tool,
    durationMs: elapsed(ctx),
    originAnnotationsAdded: added,
    ...sources,
  };
}
