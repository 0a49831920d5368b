// Render cache for audits: a successful render is kept under an exact hash of everything it was made
// from (every file the target reads, the tools, the Kubernetes and API versions, the options), so a
// nightly audit of an unchanged repo spawns no helm/kustomize. Parsing, schemas and checks still
// run on the cached output every time: only the process is saved, never a judgement.
//
// Two keys per render. The input key hashes the files the target reads (worked out per target), so
// a change elsewhere keeps the entry. The tree key hashes the whole revision tree instead
// (render-cache-tree.ts, once per run): found, it saves working out and hashing each target's
// inputs, and its entry also holds the parse (render-cache-parse.ts; a pure function of the text,
// the options and the tree). Schemas and checks run every time, on either.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetParts } from '../model/target.js';
import { targetInputs } from '../targets/index.js';
import type { RenderRequest, ToolStatus } from '../render/index.js';
import type { ParseOptions, ParsedRender } from '../manifest/index.js';
import { toolVersion } from '../package-root.js';
import { toolCacheDir } from '../cache/dir.js';
import { entryLine, type TreeSnapshot } from './render-cache-tree.js';
import type { CacheEntry, RenderCache, Rendered } from './render-cache-store.js';
import { packParse, type CacheExtras, type StoredParse } from './render-cache-parse.js';

/** Bumped whenever what is stored, or how a key is made, changes. */
const FORMAT = 'deploy-gate render cache 3';

/** Where rendered outputs are kept: beside the schema cache (RUNNER_TOOL_CACHE in Actions, else XDG). */
export function defaultRenderCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('renders', env);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let codeHash: Promise<string> | undefined;
/**
 * The running deploy-gate's own code: a new build may render or parse differently. This module's
 * bytes, and the names of the files beside it: in the bundle those are chunks named by a hash of
 * their content, so a change to the renderer or the parser renames one.
 */
function ownCode(): Promise<string> {
  const self = fileURLToPath(import.meta.url);
  codeHash ??= readFile(self).then((b) => {
    const siblings = readdirSync(path.dirname(self)).sort().join('\n');
    return `${toolVersion()} ${sha256(b)} ${sha256(siblings)}`;
  });
  return codeHash;
}

/**
 * A tool as named, versioned, and as its binary is on disk (a swapped binary is another tool).
 * Read with statSync: asked once per target, and a promise per stat costs more than the stat.
 */
function toolKey(status: ToolStatus): unknown {
  if (!status.ok) return status;
  let s: Stats | undefined;
  try {
    s = statSync(status.bin);
  } catch {
    s = undefined;
  }
  return {
    tool: status.tool,
    bin: status.bin,
    renderArgs: status.renderArgs,
    size: s?.size,
    mtime: s?.mtimeMs,
    ino: s?.ino,
  };
}

/** Every entry under `rel` (a file, folder or symlink) as path → its description (entryLine), or `absent`. */
function describeInput(root: string, rel: string, out: Map<string, string>): void {
  if (out.has(rel)) return;
  const abs = path.join(root, rel);
  let st: Stats | undefined;
  try {
    st = lstatSync(abs);
  } catch {
    st = undefined; // absent, or no path there (a file in the way): both are described as absent
  }
  out.set(rel, st ? entryLine(abs, st) : 'absent');
  if (st?.isDirectory())
    for (const name of readdirSync(abs).sort()) describeInput(root, path.posix.join(rel, name), out);
}

type RequestMaterial = Record<string, unknown>;

/** Everything but the tree's files: the code, the target, its environment, the tools, the options. */
async function requestMaterial(req: RenderRequest): Promise<RequestMaterial> {
  return {
    format: FORMAT,
    code: await ownCode(),
    target: req.target,
    env: req.env,
    helm: toolKey(req.tools.helm),
    kustomize: toolKey(req.tools.kustomize),
    // Not the timeout: only successes are kept, and the run's deadline shortens it from target to target.
    extraApiVersions: req.extraApiVersions ?? [],
    maxOutputBytes: req.maxOutputBytes,
  };
}

/**
 * The input key of one render, or undefined when the target's inputs cannot be worked out (then it
 * is rendered and not cached: when in doubt, render).
 */
export async function renderKey(
  req: RenderRequest,
  configFile: string,
  snapshot?: TreeSnapshot,
  request?: RequestMaterial,
): Promise<string | undefined> {
  let inputs: string[];
  try {
    // Only a target whose every input is known can be keyed: a walk problem means render, not cache.
    inputs = await targetInputs(req.root, req.target, configFile, { complete: true });
  } catch {
    return undefined;
  }
  const files = new Map<string, string>();
  for (const rel of [...new Set(inputs.map((i) => path.posix.normalize(i.replace(/\/+$/, '') || '.')))].sort()) {
    // From the run's snapshot of the tree when it saw the path; else read (outside it, or behind a link).
    if (!snapshot?.describe(rel, files)) describeInput(req.root, rel, files);
  }
  const material = {
    ...(request ?? (await requestMaterial(req))),
    files: [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
  return sha256(JSON.stringify(material));
}

/** The tree key: the same material with the whole tree's hash (treeDigest) for the target's files. */
export async function treeKey(req: RenderRequest, digest: string, request?: RequestMaterial): Promise<string> {
  return sha256(JSON.stringify({ ...(request ?? (await requestMaterial(req))), tree: digest }));
}

export { renderCacheAt, type RenderCache } from './render-cache-store.js';

/** The render of `req`, from the cache when its key is there; stores fresh successes. */
export async function cachedRender<R extends { ok: boolean }>(
  cache: RenderCache,
  req: RenderRequest,
  configFile: string,
  render: () => Promise<R>,
): Promise<R | (Rendered & CacheExtras)> {
  // Reading files is not worth a cache.
  if (targetParts(req.target).every((p) => p.kind === 'manifests')) return render();
  // Before the first await: no render of this tree has started yet, so the tree is as checked out.
  const snapshot = cache.tree(req.root);
  const request = await requestMaterial(req);
  const tree = snapshot === undefined ? undefined : await treeKey(req, snapshot.digest, request);
  const whole = tree === undefined ? undefined : await cache.get(tree, snapshot?.digest);
  if (whole) return { ...whole.result, cached: true, ...(whole.parsed ? { parsed: whole.parsed } : {}) };
  const key = await renderKey(req, configFile, snapshot, request);
  if (key === undefined) return render();
  const keepAt = (result: Rendered) =>
    tree === undefined
      ? {}
      : {
          keep: (parsed: ParsedRender, opts: ParseOptions) =>
            cache.put(tree, withParse(result, parsed, opts), snapshot?.digest),
        };
  const hit = await cache.get(key);
  if (hit) return { ...hit.result, cached: true, ...keepAt(hit.result) };
  const result = await render();
  // A remote chart's bytes are not among the repo files hashed here: never kept.
  const remote = 'sources' in result && Array.isArray(result.sources) && result.sources.length > 0;
  if (!result.ok || remote) return result;
  const rendered = result as unknown as Rendered;
  await cache.put(key, { result: rendered });
  return { ...rendered, ...keepAt(rendered) };
}

function withParse(result: Rendered, parsed: ParsedRender, opts: ParseOptions): CacheEntry {
  let stored: StoredParse | undefined;
  try {
    stored = packParse(parsed, opts);
  } catch {
    stored = undefined; // data JSON cannot write (a cycle, a BigInt): the render alone is kept, parsed next time
  }
  return { result, ...(stored ? { parsed: stored } : {}) };
}
