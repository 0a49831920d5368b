#!/usr/bin/env node
// The `deploy-gate` command line: everything lives in commands/; this only runs it.
import { enableCompileCache } from './commands/compile-cache.js';

// Before the commands load: on Node 22+ their compiled code is kept for the next start.
enableCompileCache();
const { main } = await import('./commands/main.js');
process.exitCode = await main(process.argv);
