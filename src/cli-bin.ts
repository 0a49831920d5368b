#!/usr/bin/env node
// The package's bin, bundled as CommonJS (dist/cli.cjs): the same start as src/cli.ts (dist/cli.js),
// but on Node 20 a working command reaches the one-script build through require alone. An ES entry
// costs every start Node's ES module loader first (resolving, translating, the built-ins' ES
// facades: ~10 ms before any of our code runs); a CommonJS one loads it only if an ES module is
// imported: the commands' modules where the script is not used, the embedded schemas when needed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Main } from './commands/code-cache.js';
import { startCli } from './commands/start.js';

/** The ES build's commands (dist/cli-main.js), imported only where the script does not serve. */
const loadModules = async (): Promise<Main> => {
  const modules = (await import(pathToFileURL(path.join(__dirname, 'cli-main.js')).href)) as { main: Main };
  return modules.main;
};

// The code cache's module (crypto, vm, the cache secret) is bundled into this file and initialised
// only on Node 20 (commands/start.ts).
startCli(path.join(__dirname, 'cli-script.cjs'), loadModules);
