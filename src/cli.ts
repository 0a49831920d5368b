#!/usr/bin/env node
// The `deploy-gate` command line: everything lives in commands/; this only runs it.
import { fileURLToPath } from 'node:url';
import { enableCompileCache, hasCompileCacheApi } from './commands/compile-cache.js';

// Before the commands load: on Node 22+ their compiled code is kept for the next start; on Node 20
// a working command runs from the one-script build with a V8 code cache (commands/code-cache.ts).
enableCompileCache();
const script = hasCompileCacheApi() ? undefined : await scriptMain();
if (script && process.env.DEPLOY_GATE_TIMING) {
  process.stderr.write(`deploy-gate timing: code cache ${script.cached ? 'used' : 'none yet (kept after this run)'}\n`);
}
const main = script?.main ?? (await import('./commands/main.js')).main;
process.exitCode = await main(process.argv);
script?.save();

async function scriptMain() {
  const { loadScriptMain, wantsScript } = await import('./commands/code-cache.js');
  if (!wantsScript(process.argv)) return undefined;
  return loadScriptMain(fileURLToPath(new URL('./cli-script.cjs', import.meta.url)), process.argv);
}
