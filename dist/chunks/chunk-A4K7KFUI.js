import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  scratchDir
} from "./chunk-URNH3GDA.js";

// src/render/child-memory.ts
import { accessSync, constants } from "node:fs";
import os from "node:os";
import path from "node:path";
var MiB = 1024 * 1024;
var MIN_CHILD_MEMORY_BYTES = 512 * MiB;
var MAX_CHILD_MEMORY_BYTES = 4096 * MiB;
var CHILDREN_SHARE = 0.6;
function childMemoryLimitBytes(totalBytes, jobs) {
  const share = Math.floor(totalBytes * CHILDREN_SHARE / Math.max(1, jobs));
  const clamped = Math.min(MAX_CHILD_MEMORY_BYTES, Math.max(MIN_CHILD_MEMORY_BYTES, share));
  return Math.floor(clamped / MiB) * MiB;
}
function defaultChildMemoryLimitBytes() {
  return childMemoryLimitBytes(os.totalmem(), os.availableParallelism());
}
function goMemLimit(limitBytes) {
  const soft = Math.floor(limitBytes * 3 / 4);
  return soft < 1024 * MiB ? `${Math.floor(soft / MiB)}MiB` : void 0;
}
var prlimitPath;
function findPrlimit() {
  if (prlimitPath === void 0) {
    const dirs = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"].join(path.delimiter);
    prlimitPath = process.platform === "linux" ? executableOn("prlimit", dirs) ?? null : null;
  }
  return prlimitPath;
}
function withMemoryLimit(file, args, limitBytes, pathEnv) {
  const prlimit = findPrlimit();
  const resolved = prlimit === null ? void 0 : executableOn(file, pathEnv);
  if (prlimit === null || resolved === void 0) return { file, args, limited: false };
  return { file: prlimit, args: [`--data=${limitBytes}`, "--", resolved, ...args], limited: true };
}
function executableOn(file, pathEnv) {
  const candidates = file.includes("/") ? [file] : pathEnv.split(path.delimiter).filter(Boolean).map((d) => path.join(d, file));
  return candidates.find((c) => {
    try {
      accessSync(c, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
var OUT_OF_MEMORY = /fatal error: (?:runtime: )?(?:out of memory|cannot allocate memory)|runtime: out of memory|fatal: (?:Out of memory|unable to allocate)|std::bad_alloc/i;
function saysOutOfMemory(stderr) {
  return OUT_OF_MEMORY.test(stderr);
}
function showBytes(bytes) {
  return `${Math.round(bytes / MiB)} MiB`;
}

// src/render/exec.ts
import { spawn } from "node:child_process";
import { mkdir, rm, rmdir } from "node:fs/promises";
import path2 from "node:path";
import { performance } from "node:perf_hooks";
var DEFAULT_STDERR_BYTES = 64 * 1024;
function execSucceeded(r) {
  return r.exitCode === 0 && !r.timedOut && !r.overBudget && r.spawnError === void 0;
}
var GO_RUNTIME_ENV = { GOGC: "400", GOMEMLIMIT: "1GiB" };
function minimalEnv(scratch, pathEnv) {
  const home = path2.join(scratch, "home");
  return {
    PATH: pathEnv,
    HOME: home,
    LANG: "C",
    LC_ALL: "C",
    TMPDIR: path2.join(scratch, "tmp"),
    XDG_CONFIG_HOME: path2.join(home, ".config"),
    XDG_CACHE_HOME: path2.join(home, ".cache"),
    XDG_DATA_HOME: path2.join(home, ".local", "share"),
    HELM_CONFIG_HOME: path2.join(scratch, "helm", "config"),
    HELM_CACHE_HOME: path2.join(scratch, "helm", "cache"),
    HELM_DATA_HOME: path2.join(scratch, "helm", "data"),
    HELM_PLUGINS: path2.join(scratch, "helm", "plugins"),
    HELM_REGISTRY_CONFIG: path2.join(scratch, "helm", "registry.json"),
    HELM_REPOSITORY_CONFIG: path2.join(scratch, "helm", "repositories.yaml"),
    HELM_REPOSITORY_CACHE: path2.join(scratch, "helm", "repository"),
    // git, when it runs through here, must never wait for a credential prompt.
    GIT_TERMINAL_PROMPT: "0",
    ...GO_RUNTIME_ENV
  };
}
var NO_NETWORK_ENV = {
  HTTP_PROXY: "http://127.0.0.1:9",
  HTTPS_PROXY: "http://127.0.0.1:9",
  ALL_PROXY: "http://127.0.0.1:9",
  http_proxy: "http://127.0.0.1:9",
  https_proxy: "http://127.0.0.1:9",
  all_proxy: "http://127.0.0.1:9",
  NO_PROXY: "",
  no_proxy: "",
  // kustomize clones remote bases with git: no transport at all.
  GIT_ALLOW_PROTOCOL: "none"
};
var CappedText = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  head = [];
  headBytes = 0;
  tail = Buffer.alloc(0);
  dropped = 0;
  push(chunk) {
    const headCap = Math.floor(this.cap / 4);
    if (this.headBytes < headCap) {
      const take = chunk.subarray(0, headCap - this.headBytes);
      this.head.push(take);
      this.headBytes += take.length;
      chunk = chunk.subarray(take.length);
    }
    if (chunk.length === 0) return;
    const tailCap = this.cap - headCap;
    const joined = Buffer.concat([this.tail, chunk]);
    const excess = Math.max(0, joined.length - tailCap);
    this.dropped += excess;
    this.tail = joined.subarray(excess);
  }
  text() {
    const gap = this.dropped > 0 ? `
[... ${this.dropped} bytes of stderr omitted ...]
` : "";
    return Buffer.concat(this.head).toString("utf8") + gap + this.tail.toString("utf8");
  }
};
function killGroup(pid) {
  if (pid === void 0) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
  }
}
async function execTool(file, args, opts) {
  const scratch = await scratchDir("dg-exec-");
  try {
    const pathEnv = opts.pathEnv ?? process.env.PATH ?? "/usr/bin:/bin";
    const limit = opts.memoryLimitBytes ?? defaultChildMemoryLimitBytes();
    const soft = goMemLimit(limit);
    const env = { ...minimalEnv(scratch, pathEnv), ...soft ? { GOMEMLIMIT: soft } : {}, ...opts.env };
    await Promise.all([mkdir(path2.join(scratch, "home")), mkdir(path2.join(scratch, "tmp"))]);
    const limited = withMemoryLimit(file, args, limit, pathEnv);
    const result = await run(limited.file, limited.args, opts, env);
    return limited.limited ? { ...result, memoryLimitBytes: limit } : result;
  } finally {
    await removeScratch(scratch);
  }
}
async function removeScratch(scratch) {
  const emptied = await Promise.allSettled([rmdir(path2.join(scratch, "home")), rmdir(path2.join(scratch, "tmp"))]);
  try {
    if (emptied.some((r) => r.status === "rejected")) throw new Error("not empty");
    await rmdir(scratch);
  } catch {
    await rm(scratch, { recursive: true, force: true });
  }
}
var BudgetedOutput = class {
  constructor(budget) {
    this.budget = budget;
  }
  budget;
  chunks = [];
  bytes = 0;
  over = false;
  /** Returns false when this chunk broke the budget. */
  push(chunk) {
    if (this.over) return true;
    this.bytes += chunk.length;
    if (this.bytes > this.budget) {
      this.over = true;
      this.chunks = [];
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }
  text() {
    return Buffer.concat(this.chunks).toString("utf8");
  }
};
function run(file, args, opts, env) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: opts.cwd,
      env,
      shell: false,
      detached: true,
      // own process group, so a timeout kills grandchildren too
      stdio: [opts.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      windowsHide: true
    });
    const out = new BudgetedOutput(opts.maxOutputBytes);
    const err = new CappedText(opts.maxStderrBytes ?? DEFAULT_STDERR_BYTES);
    let timedOut = false;
    let spawnError;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, opts.timeoutMs);
    child.stdout?.on("data", (chunk) => out.push(chunk) || killGroup(child.pid));
    child.stderr?.on("data", (chunk) => err.push(chunk));
    if (opts.input !== void 0 && child.stdin) {
      child.stdin.on("error", () => void 0);
      child.stdin.end(opts.input);
    }
    child.on("exit", () => killGroup(child.pid));
    child.on("error", (e) => spawnError = e.message);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: spawnError === void 0 ? code : null,
        signal,
        stdout: out.text(),
        stderr: err.text(),
        timedOut,
        overBudget: out.over,
        durationMs: Math.round(performance.now() - started),
        ...spawnError === void 0 ? {} : { spawnError }
      });
    });
  });
}

export {
  childMemoryLimitBytes,
  executableOn,
  saysOutOfMemory,
  showBytes,
  execSucceeded,
  NO_NETWORK_ENV,
  execTool
};
