#!/usr/bin/env node
// The `deploy-gate` command line as an ES module (`node dist/cli.js`; the package's bin is its
// CommonJS twin, src/cli-bin.ts): everything lives in commands/; this only starts it.
import { fileURLToPath } from 'node:url';
import { startCli } from './commands/start.js';

// On Node 22+ the commands' compiled code is kept for the next start; on Node 20 a working command
// runs from the one-script build with a V8 code cache (commands/code-cache.ts).
startCli(
  fileURLToPath(new URL('./cli-script.cjs', import.meta.url)),
  async () => (await import('./commands/main.js')).main,
);
