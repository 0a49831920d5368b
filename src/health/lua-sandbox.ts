// Every health script a pull request can write runs here: in a worker thread with a capped heap,
// which this thread stops when the script outlives its budget. The count hook inside the worker
// (lua-limits.ts) stops scripts that keep executing instructions; a pattern match that backtracks
// inside one C call never reaches it, and is stopped by terminating the worker. One worker is
// reused for every script and replaced only after it was stopped, so a check of many scripts does
// not pay a thread start per script. The caller blocks, as it did when Lua ran on this thread.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { packageRoot } from '../package-root.js';
import type { HealthRun } from './health-script.js';
import type { HealthScriptOptions } from './lua-job.js';
import { JOB_DONE, JOB_RUNNING, JOB_WAITING, SCRIPT_BUDGET_MS, WORKER_HEAP_MB, type LuaJob } from './lua-job.js';

/** How long past its budget a script may take to stop on its own (the hook's error) before its worker is terminated: a loaded runner (GC, two cores shared) can stall a thread that long. */
const GRACE_MS = 1000;
/**
 * How long a new worker may take to start and load fengari. It takes ~50 ms when idle; a CI
 * runner whose two cores run a whole test suite once took over 30 s, so the wait is long: no
 * script runs before the worker starts, and the run deadline still bounds it.
 */
const START_MS = 120_000;

interface Sandbox {
  worker: Worker;
  port: MessagePort;
  state: Int32Array;
}

let sandbox: Sandbox | undefined;
let runDeadline: number | undefined;

/** The whole run's deadline (`--timeout`): no script runs past it. */
export function setLuaRunDeadline(deadline: number | undefined): void {
  runDeadline = deadline;
}

/** Runs one health script on one object in the Lua worker, under its time budget, heap and string limits. */
export function runHealthScript(script: string, object: unknown, options: HealthScriptOptions): HealthRun {
  const left = runDeadline === undefined ? Infinity : runDeadline - Date.now();
  const budgetMs = Math.min(options.budgetMs ?? SCRIPT_BUDGET_MS, left);
  if (budgetMs <= 0) return overLimit('the run deadline (--timeout) passed before the script ran', 'run deadline');
  const limitName =
    budgetMs < (options.budgetMs ?? SCRIPT_BUDGET_MS) ? 'run deadline (--timeout)' : `time budget of ${budgetMs} ms`;
  const job: LuaJob = { script, object, options: { ...options, budgetMs } };
  const box = (sandbox ??= start());
  Atomics.store(box.state, 0, JOB_WAITING);
  box.port.postMessage(job);
  const startMs = Math.min(START_MS, runDeadline === undefined ? Infinity : Math.max(0, runDeadline - Date.now()));
  Atomics.wait(box.state, 0, JOB_WAITING, startMs);
  if (Atomics.load(box.state, 0) === JOB_WAITING) {
    stop();
    return overLimit(`the Lua worker did not start within ${Math.round(startMs / 1000)} s`, 'worker start');
  }
  Atomics.wait(box.state, 0, JOB_RUNNING, budgetMs + GRACE_MS);
  const reply = receiveMessageOnPort(box.port);
  if (Atomics.load(box.state, 0) === JOB_DONE && reply) return reply.message as HealthRun;
  stop();
  return overLimit(
    `the script was stopped: it ran past its ${limitName}, or over the Lua worker's ${WORKER_HEAP_MB} MiB heap`,
    limitName,
  );
}

const overLimit = (error: string, limit: string): HealthRun => ({ kind: 'error', error, limit });

function start(): Sandbox {
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(workerFile(), {
    workerData: { port: port2, flag },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
  });
  // A worker that dies on its own (heap limit) is found by the next wait; never an unhandled error.
  worker.on('error', () => undefined);
  worker.unref();
  return { worker, port: port1, state: new Int32Array(flag) };
}

function stop(): void {
  if (!sandbox) return;
  void sandbox.worker.terminate();
  sandbox.port.close();
  sandbox = undefined;
}

let testBundle: string | undefined;

/**
 * dist/lua-worker.js beside the bundle. Run from the TypeScript sources (tests), the worker is
 * bundled with esbuild (a devDependency, never reached from dist/) into a file named by its
 * content: test processes that are killed leave no file behind each, and reuse the one there is.
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) return path.join(packageRoot(), 'dist', 'lua-worker.js');
  if (testBundle) return testBundle;
  const esbuild = createRequire(import.meta.url)('esbuild') as {
    buildSync(o: object): { outputFiles: Array<{ contents: Uint8Array }> };
  };
  const [bundle] = esbuild.buildSync({
    entryPoints: [path.join(path.dirname(here), 'lua-worker.ts')],
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);",
    },
  }).outputFiles;
  if (!bundle) throw new Error('esbuild gave no Lua worker bundle');
  const hash = createHash('sha256').update(bundle.contents).digest('hex').slice(0, 16);
  // Per user, and checked when there: another user of the machine cannot plant the file tests run.
  const out = path.join(tmpdir(), `dg-lua-worker-${process.getuid?.() ?? 'u'}-${hash}.mjs`);
  const there = existsSync(out) ? readFileSync(out) : undefined;
  if (!there?.equals(bundle.contents)) {
    const partial = `${out}.${process.pid}`;
    writeFileSync(partial, bundle.contents);
    renameSync(partial, out);
  }
  testBundle = out;
  return out;
}
