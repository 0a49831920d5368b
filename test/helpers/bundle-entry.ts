// One source entry bundled as the project's dist/ bundles it (esbuild, ESM, node20, a `require` for
// the CommonJS dependencies), for tests that must run code in a worker thread or a fresh process.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * Bundles `entry` (repo-relative) to `<tmp>/<name>` and returns its path. The folder is made inside
 * the package (node_modules/.cache-…), so the bundle finds policies/ as dist/ does; the caller
 * removes `path.dirname()` of it when done.
 */
export async function bundleEntry(entry: string, name: string, prefix: string): Promise<string> {
  const outfile = path.join(mkdtempSync(path.join(ROOT, 'node_modules', `.cache-${prefix}-`)), name);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
  });
  return outfile;
}
