#!/usr/bin/env node
// The package's bin, bundled as CommonJS (dist/cli.cjs): the same start as src/cli.ts (dist/cli.js),
// but on Node 20 a working command reaches the one-script build through require alone. An ES entry
// costs every start Node's ES module loader first (resolving, translating, the built-ins' ES
// facades: ~10 ms before any of our code runs); a CommonJS one loads it only if an ES module is
// imported: the commands' modules where the script is not used, the embedded schemas when needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Main } from './commands/code-cache.js';
import { enableCompileCache, hasCompileCacheApi } from './commands/compile-cache.js';
import { startFailClosed } from './commands/start.js';

/** The ES build's commands (dist/cli-main.js), imported only where the script does not serve. */
const loadModules = async (): Promise<Main> => {
  const modules = (await import(pathToFileURL(path.join(__dirname, 'cli-main.js')).href)) as { main: Main };
  return modules.main;
};

async function start(): Promise<void> {
  // Before any ES module loads, as in src/cli.ts: Node 22.1+ keeps their compiled code.
  enableCompileCache();
  if (hasCompileCacheApi()) {
    process.exitCode = await (await loadModules())(process.argv);
    return;
  }
  // Bundled into this file, so no ES import: the code cache's one source, commands/code-cache.ts.
  // Its module (crypto, vm, the cache secret) is initialised only here, never on Node 22+.
  const { runCli } = await import('./commands/code-cache.js');
  await runCli(path.join(__dirname, 'cli-script.cjs'), loadModules);
}

startFailClosed(start);
