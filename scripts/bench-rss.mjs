// Runs dist/cli.js in this process and reports its peak RSS on stderr when it exits.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.on('exit', () => {
  process.stderr.write(`\nBENCH_MAX_RSS_KB=${process.resourceUsage().maxRSS}\n`);
});
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
process.argv = [process.argv[0], cli, ...process.argv.slice(2)];
await import(cli);
