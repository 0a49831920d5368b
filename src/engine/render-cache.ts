// Render cache for audits: a successful render is kept under an exact hash of everything it was made
// from (every file the target reads, the tools, the Kubernetes and API versions, the options), so a
// nightly audit of an unchanged repo spawns no helm/kustomize. Parsing, schemas and checks still
// run on the cached output every time: only the process is saved, never a judgement.
import { createHash } from 'node:crypto';
import { lstat, mkdir, readFile, readdir, readlink, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetParts } from '../model/target.js';
import { targetInputs } from '../targets/index.js';
import type { RenderRequest, RenderResult, ToolStatus } from '../render/index.js';
import { toolVersion } from '../package-root.js';
import { toolCacheDir } from '../schema/cache-dir.js';

/** Bumped whenever what is stored, or how a key is made, changes. */
const FORMAT = 'deploy-gate render cache 1';

/** Where rendered outputs are kept: beside the schema cache (RUNNER_TOOL_CACHE in Actions, else XDG). */
export function defaultRenderCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('renders', env);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

let codeHash: Promise<string> | undefined;
/** The running renderer's own code: a new deploy-gate build may render differently (arguments, annotations). */
function ownCode(): Promise<string> {
  codeHash ??= readFile(fileURLToPath(import.meta.url)).then((b) => `${toolVersion()} ${sha256(b)}`);
  return codeHash;
}

/** A tool as named, versioned, and as its binary is on disk (a swapped binary is another tool). */
async function toolKey(status: ToolStatus): Promise<unknown> {
  if (!status.ok) return status;
  const s = await stat(status.bin).catch(() => undefined);
  return {
    tool: status.tool,
    bin: status.bin,
    renderArgs: status.renderArgs,
    size: s?.size,
    mtime: s?.mtimeMs,
    ino: s?.ino,
  };
}

/** Every file under `rel` (a file, folder or symlink) as path → kind and content hash. */
async function describeInput(root: string, rel: string, out: Map<string, string>): Promise<void> {
  if (out.has(rel)) return;
  const abs = path.join(root, rel);
  const st = await lstat(abs).catch(() => undefined);
  if (!st) out.set(rel, 'absent');
  else if (st.isSymbolicLink()) out.set(rel, `link ${await readlink(abs)}`);
  else if (st.isFile()) out.set(rel, `file ${st.mode & 0o111 ? 'x' : '-'} ${sha256(await readFile(abs))}`);
  else if (st.isDirectory()) {
    out.set(rel, 'dir');
    for (const name of (await readdir(abs)).sort()) await describeInput(root, path.posix.join(rel, name), out);
  } else out.set(rel, `other ${st.mode}`);
}

/**
 * The key of one render, or undefined when the target's inputs cannot be worked out (then it is
 * rendered and not cached: when in doubt, render).
 */
export async function renderKey(req: RenderRequest, configFile: string): Promise<string | undefined> {
  let inputs: string[];
  try {
    // Only a target whose every input is known can be keyed: a walk problem means render, not cache.
    inputs = await targetInputs(req.root, req.target, configFile, { complete: true });
  } catch {
    return undefined;
  }
  const files = new Map<string, string>();
  for (const rel of [...new Set(inputs.map((i) => path.posix.normalize(i.replace(/\/+$/, '') || '.')))].sort()) {
    await describeInput(req.root, rel, files);
  }
  const material = {
    format: FORMAT,
    code: await ownCode(),
    target: req.target,
    env: req.env,
    helm: await toolKey(req.tools.helm),
    kustomize: await toolKey(req.tools.kustomize),
    // Not the timeout: only successes are kept, and the run's deadline shortens it from target to target.
    extraApiVersions: req.extraApiVersions ?? [],
    maxOutputBytes: req.maxOutputBytes,
    files: [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
  return sha256(JSON.stringify(material));
}

export interface RenderCache {
  get(key: string): Promise<RenderResult | undefined>;
  put(key: string, result: RenderResult): Promise<void>;
}

/** A cache folder of `<key>.json` files. Unreadable or foreign entries are misses; write errors are ignored. */
export function renderCacheAt(dir: string): RenderCache {
  const file = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  return {
    async get(key) {
      try {
        const stored = JSON.parse(await readFile(file(key), 'utf8')) as { key?: string; result?: RenderResult };
        return stored.key === key && stored.result?.ok === true ? stored.result : undefined;
      } catch {
        return undefined;
      }
    },
    async put(key, result) {
      if (!result.ok) return; // failures are rendered again: a timeout on a loaded runner is not a fact about the inputs
      const target = file(key);
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temp, JSON.stringify({ key, result }));
        await rename(temp, target); // readers see a whole entry or none
      } catch {
        // a read-only or full cache dir costs a render next time, nothing else
      }
    },
  };
}

type Rendered = Extract<RenderResult, { ok: true }>;

/** The render of `req`, from the cache when its key is there; stores fresh successes. */
export async function cachedRender<R extends { ok: boolean }>(
  cache: RenderCache,
  req: RenderRequest,
  configFile: string,
  render: () => Promise<R>,
): Promise<R | (Rendered & { cached: true })> {
  // Reading files is not worth a cache.
  if (targetParts(req.target).every((p) => p.kind === 'manifests')) return render();
  const key = await renderKey(req, configFile);
  if (key === undefined) return render();
  const hit = await cache.get(key);
  if (hit?.ok) return { ...hit, cached: true };
  const result = await render();
  // A remote chart's bytes are not among the repo files hashed here: never kept.
  const remote = 'sources' in result && Array.isArray(result.sources) && result.sources.length > 0;
  if (result.ok && !remote) await cache.put(key, result as unknown as Rendered);
  return result;
}
