import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  JOB_DONE,
  JOB_RUNNING,
  JOB_WAITING,
  SCRIPT_BUDGET_MS,
  WORKER_HEAP_MB
} from "./chunk-M2ALONYX.js";
import {
  packageRoot
} from "./chunk-L3AFQ6AO.js";

// src/health/lua-sandbox.ts
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";
var GRACE_MS = 1e3;
var START_MS = 12e4;
var sandbox;
var runDeadline;
function setLuaRunDeadline(deadline) {
  runDeadline = deadline;
}
function runHealthScript(script, object, options) {
  const left = runDeadline === void 0 ? Infinity : runDeadline - Date.now();
  const budgetMs = Math.min(options.budgetMs ?? SCRIPT_BUDGET_MS, left);
  if (budgetMs <= 0) return overLimit("the run deadline (--timeout) passed before the script ran", "run deadline");
  const limitName = budgetMs < (options.budgetMs ?? SCRIPT_BUDGET_MS) ? "run deadline (--timeout)" : `time budget of ${budgetMs} ms`;
  const job = { script, object, options: { ...options, budgetMs } };
  const box = sandbox ??= start();
  Atomics.store(box.state, 0, JOB_WAITING);
  box.port.postMessage(job);
  const startMs = Math.min(START_MS, runDeadline === void 0 ? Infinity : Math.max(0, runDeadline - Date.now()));
  Atomics.wait(box.state, 0, JOB_WAITING, startMs);
  if (Atomics.load(box.state, 0) === JOB_WAITING) {
    stop();
    return overLimit(`the Lua worker did not start within ${Math.round(startMs / 1e3)} s`, "worker start");
  }
  Atomics.wait(box.state, 0, JOB_RUNNING, budgetMs + GRACE_MS);
  const reply = receiveMessageOnPort(box.port);
  if (Atomics.load(box.state, 0) === JOB_DONE && reply) return reply.message;
  stop();
  return overLimit(
    `the script was stopped: it ran past its ${limitName}, or over the Lua worker's ${WORKER_HEAP_MB} MiB heap`,
    limitName
  );
}
var overLimit = (error, limit) => ({ kind: "error", error, limit });
function start() {
  const { port1, port2 } = new MessageChannel();
  const flag = new SharedArrayBuffer(4);
  const worker = new Worker(workerFile(), {
    workerData: { port: port2, flag },
    transferList: [port2],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 }
  });
  worker.on("error", () => void 0);
  worker.unref();
  return { worker, port: port1, state: new Int32Array(flag) };
}
function stop() {
  if (!sandbox) return;
  void sandbox.worker.terminate();
  sandbox.port.close();
  sandbox = void 0;
}
var testBundle;
function workerFile() {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return path.join(packageRoot(), "dist", "lua-worker.js");
  if (testBundle) return testBundle;
  const esbuild = createRequire(import.meta.url)("esbuild");
  const [bundle] = esbuild.buildSync({
    entryPoints: [path.join(path.dirname(here), "lua-worker.ts")],
    write: false,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "warning",
    banner: {
      js: "import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);"
    }
  }).outputFiles;
  if (!bundle) throw new Error("esbuild gave no Lua worker bundle");
  const hash = createHash("sha256").update(bundle.contents).digest("hex").slice(0, 16);
  const out = path.join(tmpdir(), `dg-lua-worker-${process.getuid?.() ?? "u"}-${hash}.mjs`);
  const there = existsSync(out) ? readFileSync(out) : void 0;
  if (!there?.equals(bundle.contents)) {
    const partial = `${out}.${process.pid}`;
    writeFileSync(partial, bundle.contents);
    renameSync(partial, out);
  }
  testBundle = out;
  return out;
}

export {
  setLuaRunDeadline,
  runHealthScript
};
