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
  // cli-main: the commands, a named entry so that the CommonJS bin (dist/cli.cjs) can import them.
  entryPoints: {
    cli: 'src/cli.ts',
    'cli-main': 'src/commands/main.ts',
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

// Node 20 has no module compile cache: there dist/cli.js runs the commands from this one CommonJS
// script through vm.Script with a V8 code cache (src/commands/code-cache.ts). The same sources as
// the CLI's commands; `import()` becomes a lazy require, so modules still run only when first needed.
// The embedded Kubernetes schemas (2.8 MB, loaded one kind at a time) stay the ES chunks built above:
// the script imports them through the `__dgImport` code-cache.ts passes (vm.Script cannot `import()`).
const schemaChunks = schemaChunksOf(result.metafile);
const script = await build({
  absWorkingDir: root,
  entryPoints: ['src/commands/main.ts'],
  outfile: 'dist/cli-script.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  // No comments: a smaller script to read and hash; non-ASCII only where escaping cannot reach.
  minifyWhitespace: true,
  charset: 'ascii',
  preserveSymlinks: true,
  logLevel: 'warning',
  write: false,
  // code-cache.ts passes the script's own URL, as import.meta.url would be for a module in dist/.
  define: { 'import.meta.url': '__dgImportMetaUrl' },
  plugins: [
    {
      name: 'schemas-from-es-chunks',
      setup(b) {
        b.onResolve({ filter: /^kubernetes-models\/_schemas\// }, (args) => {
          const chunk = schemaChunks.get(args.path);
          if (!chunk) throw new Error(`no ES chunk for ${args.path}`);
          return { path: chunk, external: true };
        });
      },
    },
  ],
});
writeLatin1Script(script.outputFiles[0], schemaChunks.size);

// The package's bin (package.json `bin`): CommonJS, so that Node 20 starts the script above without
// its ES module loader (src/cli-bin.ts). Only the start is bundled here (the compile cache and the
// code cache); the commands stay dist/cli-main.js and dist/cli-script.cjs.
await build({
  absWorkingDir: root,
  entryPoints: ['src/cli-bin.ts'],
  outfile: 'dist/cli.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  preserveSymlinks: true,
  logLevel: 'warning',
  plugins: [onlyTheStart()],
});

/** The bin bundles the start's few modules; anything reaching for the commands fails the build. */
function onlyTheStart() {
  const allowed =
    /^src\/(cli-bin|commands\/(code-cache|compile-cache|internal-error|start)|cache\/(dir|secret|signature))\.ts$/;
  return {
    name: 'only-the-start',
    setup(b) {
      // Every input, not only scripts: a JSON or other loader's file would be bundled as well.
      b.onLoad({ filter: /.*/ }, (args) => {
        const rel = path.relative(root, args.path).split(path.sep).join('/');
        if (!allowed.test(rel)) throw new Error(`dist/cli.cjs would bundle ${rel}: keep the bin to the start`);
        return undefined;
      });
    },
  };
}

/** `kubernetes-models/_schemas/X` -> `./chunks/X-HASH.js`, from the ES build's dynamic-import chunks. */
function schemaChunksOf(metafile) {
  const chunks = new Map();
  for (const [out, info] of Object.entries(metafile.outputs)) {
    const from = /node_modules\/(kubernetes-models\/_schemas\/[^/]+)\.js$/.exec(info.entryPoint ?? '');
    if (from) chunks.set(from[1], `./chunks/${path.basename(out)}`);
  }
  return chunks;
}

/**
 * Written in Latin-1 so that code-cache.ts reads it as a one-byte string (UTF-8 decoding of a
 * non-ASCII text costs ~20 ms more). Every `import()` of a schema chunk becomes `__dgImport()`; a
 * character Latin-1 cannot hold, or any other `import()` left in the script, fails the build instead
 * of a run.
 */
function writeLatin1Script(file, schemaImports) {
  let imports = 0;
  let text = file.text.replace(/(^|[^\w$.])import\(("\.\/chunks\/[\w-]+\.js")\)/g, (_, before, chunk) => {
    imports += 1;
    return `${before}__dgImport(${chunk})`;
  });
  if (imports !== schemaImports) throw new Error(`cli-script.cjs: ${imports} schema imports, ${schemaImports} chunks`);
  // A bundled package's lazy `import("node:…")` of a built-in (secretlint's rules) is a require here.
  text = text.replace(/(^|[^\w$.])import\(("node:[\w/]+")\)/g, '$1Promise.resolve(require($2))');
  if (/(^|[^\w$.])import\(/.test(text)) throw new Error('cli-script.cjs: an import() was left in the script');
  const wide = /[\u0100-\u{10ffff}]/u.exec(text);
  if (wide) throw new Error(`cli-script.cjs: ${JSON.stringify(wide[0])} at ${wide.index} does not fit Latin-1`);
  writeFileSync(file.path, text, 'latin1');
}
