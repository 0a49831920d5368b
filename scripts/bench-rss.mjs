// Runs dist/cli.js in this process and reports its peak RSS and CPU time on stderr when it exits
// (CPU time is steadier than wall time on a shared machine).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nBENCH_MAX_RSS_KB=${u.maxRSS}\nBENCH_CPU_US=${u.userCPUTime + u.systemCPUTime}\n`);
});
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
process.argv = [process.argv[0], cli, ...process.argv.slice(2)];
await import(cli);
