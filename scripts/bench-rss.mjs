// Runs dist/cli.js in this process and reports on stderr when it exits: its own peak RSS and CPU
// time (CPU time is steadier than wall time on a shared machine), and the peak RSS of the whole
// process tree, this process and its helm/kubectl children together, sampled every 20 ms from /proc
// by a worker thread (the main thread may be busy). A child shorter than a sample can be missed;
// off Linux the tree figure is absent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setInterval } from 'node:timers';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const PAGE_KB = 4;

/** RSS in KB of `root` and every descendant, read from /proc now. */
function treeRssKb(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0;
  for (const pending = [root]; pending.length > 0;) {
    const pid = pending.pop();
    try {
      kb += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_KB;
    } catch {
      // exited meanwhile
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return kb;
}

if (!isMainThread) {
  // The sampler: keeps the peak in shared memory so the main thread reads it at exit without waiting.
  const peak = new Int32Array(workerData.peak);
  const sample = () => Atomics.store(peak, 0, Math.max(Atomics.load(peak, 0), treeRssKb(workerData.pid)));
  setInterval(sample, 20);
  sample();
  parentPort?.postMessage('started');
} else {
  const peak = new Int32Array(new SharedArrayBuffer(4));
  if (existsSync('/proc/self/statm')) {
    const sampler = new Worker(fileURLToPath(import.meta.url), { workerData: { pid: process.pid, peak: peak.buffer } });
    sampler.unref();
    await new Promise((resolve) => sampler.once('message', resolve));
  }
  process.on('exit', () => {
    const u = process.resourceUsage();
    const tree = Atomics.load(peak, 0);
    process.stderr.write(
      `\nBENCH_MAX_RSS_KB=${u.maxRSS}\nBENCH_CPU_US=${u.userCPUTime + u.systemCPUTime}\n` +
        (tree > 0 ? `BENCH_TREE_RSS_KB=${Math.max(tree, u.maxRSS)}\n` : ''),
    );
  });
  const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
  process.argv = [process.argv[0], cli, ...process.argv.slice(2)];
  await import(cli);
}
