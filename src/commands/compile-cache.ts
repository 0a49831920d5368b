// Node 22.1+ can keep V8's compiled code of the modules it loads on disk, so the next start reads
// the bundle's ~2 MB without compiling it again (a stale entry is detected by the source's hash
// and recompiled, never used). Node 20 has no such API and starts without it.
import module from 'node:module';
import { toolCacheDir } from '../cache/dir.js';

type EnableCompileCache = (dir?: string) => { status: number; message?: string; directory?: string };

/**
 * Where the compiled code is kept: the tool cache of a GitHub runner (RUNNER_TOOL_CACHE), else the
 * XDG cache dir, beside the schema and render caches.
 */
export function compileCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('compile-cache', env);
}

/**
 * Turns the cache on for the modules imported after this call (the commands and the engine are
 * imported on demand). NODE_DISABLE_COMPILE_CACHE, Node's own switch, turns it off; a cache that
 * cannot be written only costs the speed-up, so no failure here stops a run.
 */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const enable = (module as unknown as { enableCompileCache?: EnableCompileCache }).enableCompileCache;
  if (typeof enable !== 'function' || env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  try {
    return enable(compileCacheDir(env)).directory;
  } catch {
    return undefined;
  }
}
