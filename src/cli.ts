#!/usr/bin/env node
// The `deploy-gate` command line: everything lives in commands/; this only runs it.
import { main } from './commands/main.js';

process.exitCode = await main(process.argv);
