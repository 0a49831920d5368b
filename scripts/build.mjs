#!/usr/bin/env node
// The one bundler config for dist/cli.js and dist/index.js. CI rebuilds and fails on any difference.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { thirdPartyNotices } from './notices.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Start clean: a chunk left from an earlier build would otherwise linger (and be committed).
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

const result = await build({
  absWorkingDir: root,
  // validate-worker: the worker-thread entry of `deploy-gate validate` (src/engine/validate/pool.ts starts it).
  // lua-worker: the worker thread every health script runs in (src/health/lua-sandbox.ts starts it).
  entryPoints: {
    cli: 'src/cli.ts',
    index: 'src/index.ts',
    'validate-worker': 'src/engine/validate/worker.ts',
    'lua-worker': 'src/health/lua-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: false,
  legalComments: 'none',
  // Module paths land in the bundle as comments: keep them project-relative even when
  // node_modules is a symlink, so every checkout builds the same bytes.
  preserveSymlinks: true,
  logLevel: 'warning',
  metafile: true,
  // Bundled CommonJS dependencies call require(); give them one in the ESM output.
  banner: {
    js: "import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);",
  },
});

// The licenses of everything bundled travel with the bundle (see scripts/notices.mjs).
writeFileSync(path.join(root, 'dist', 'THIRD-PARTY-NOTICES.txt'), thirdPartyNotices(result.metafile, root));
