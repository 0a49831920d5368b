#!/usr/bin/env node
// The `deploy-gate` command line as an ES module (`node dist/cli.js`; the package's bin is its
// CommonJS twin, src/cli-bin.ts): everything lives in commands/; this only runs it.
import { fileURLToPath } from 'node:url';
import { enableCompileCache, hasCompileCacheApi } from './commands/compile-cache.js';
import { startFailClosed } from './commands/start.js';

// Before the commands load: on Node 22+ their compiled code is kept for the next start; on Node 20
// a working command runs from the one-script build with a V8 code cache (commands/code-cache.ts).
enableCompileCache();
const loadModules = async () => (await import('./commands/main.js')).main;
startFailClosed(async () => {
  if (hasCompileCacheApi()) {
    process.exitCode = await (await loadModules())(process.argv);
    return;
  }
  const { runCli } = await import('./commands/code-cache.js');
  await runCli(fileURLToPath(new URL('./cli-script.cjs', import.meta.url)), loadModules);
});
