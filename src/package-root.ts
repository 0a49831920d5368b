import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder holding deploy-gate's package.json (and policies/, schemas/). Found by walking up
 * from this module, so it works from src/ (tests) and from the bundle in dist/ alike.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'deploy-gate') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('deploy-gate: cannot find the package root (policies/ and schemas/ live there)');
    dir = parent;
  }
}

export function toolVersion(): string {
  return JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')).version as string;
}
