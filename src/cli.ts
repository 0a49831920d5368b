#!/usr/bin/env node
// The `deploy-gate` command line (the package's bin, dist/cli.js): everything lives in commands/;
// this only starts it.
import { startCli } from './commands/start.js';

startCli(async () => (await import('./commands/main.js')).main);
