import os from 'node:os';
import path from 'node:path';

/**
 * One of the gate's caches, by name: under RUNNER_TOOL_CACHE in GitHub Actions (kept on self-hosted
 * runners, restorable with actions/cache), else under the XDG cache dir.
 */
export function toolCacheDir(name: string, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const base = env.RUNNER_TOOL_CACHE || env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'deploy-gate', name);
}

/** Where fetched schemas are kept between runs. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return toolCacheDir('schemas', env);
}

/** Compiled validators (compiled-cache.ts) under the schema cache: restoring one restores both. */
export function compiledCacheDir(cacheDir: string): string {
  return path.join(cacheDir, 'validators');
}
