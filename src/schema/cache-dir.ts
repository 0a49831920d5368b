import os from 'node:os';
import path from 'node:path';

/**
 * Where fetched schemas are kept between runs: RUNNER_TOOL_CACHE in GitHub Actions (kept on
 * self-hosted runners, restorable with actions/cache), else the XDG cache dir.
 */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RUNNER_TOOL_CACHE) return path.join(env.RUNNER_TOOL_CACHE, 'deploy-gate', 'schemas');
  const xdg = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(xdg, 'deploy-gate', 'schemas');
}

/** Compiled validators (compiled-cache.ts) under the schema cache: restoring one restores both. */
export function compiledCacheDir(cacheDir: string): string {
  return path.join(cacheDir, 'validators');
}
