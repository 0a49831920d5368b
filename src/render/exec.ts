// The ONLY module that spawns processes (lint enforces it). Every child gets an argv array (never a
// shell), a minimal environment with a fresh empty HOME, its own process group killed whole on
// timeout or budget breach, and a stdout byte budget that turns overflow into a failure instead of
// a silently truncated success (security cases B7, B8, B9), and a memory ceiling (child-memory.ts).
import { scratchDir } from '../cache/scratch.js';
import { spawn } from 'node:child_process';
import { mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultChildMemoryLimitBytes, goMemLimit, withMemoryLimit } from './child-memory.js';

export interface ExecOptions {
  cwd?: string;
  /** Added to the minimal environment (callers name exactly what a tool needs). */
  env?: Record<string, string>;
  /** Written to stdin, which is then closed. Without it stdin is /dev/null. */
  input?: string | Buffer;
  timeoutMs: number;
  maxOutputBytes: number;
  /** Stderr kept (head + tail); default 64 KiB. */
  maxStderrBytes?: number;
  /** PATH handed to the child; default: this process's PATH. */
  pathEnv?: string;
  /** The child's memory ceiling (RLIMIT_DATA); default: sized from this machine's memory and CPU count. */
  memoryLimitBytes?: number;
}

export interface ExecResult {
  /** null when the child was killed by a signal or could not start. */
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  overBudget: boolean;
  durationMs: number;
  /** Set when the process could not be started (ENOENT, EACCES). */
  spawnError?: string;
  /** The ceiling the child ran under; absent when none could be set (no `prlimit`, not Linux). */
  memoryLimitBytes?: number;
}

export const DEFAULT_STDERR_BYTES = 64 * 1024;

/** True when the child ran to completion, exited 0, and its stdout is complete. */
export function execSucceeded(r: ExecResult): boolean {
  return r.exitCode === 0 && !r.timedOut && !r.overBudget && r.spawnError === undefined;
}

/**
 * Go runtime settings for the children (helm, kubectl): a render is a short burst, so Go's
 * collector at its default (GOGC=100) burns CPU on garbage the exit frees anyway. GOGC=400 lets the
 * heap grow to five times the live data before collecting, and the soft GOMEMLIMIT (1 GiB, or three
 * quarters of a smaller ceiling) collects earlier near it; the hard ceiling is RLIMIT_DATA
 * (child-memory.ts). Measured (docs/performance.md): on a 40k-object chart helm took 1.5 s CPU and
 * 208 MB under it, 1.9 s and 139 MB with Go's defaults, and 1.7 s and 812 MB under GOGC=off (which
 * never collects below the soft limit, so every parallel render could hold 1 GiB). Outputs are
 * byte-identical (test/render/go-env.test.ts); bench/go-env.mjs gives the bench's floor the same.
 */
export const GO_RUNTIME_ENV: Readonly<Record<string, string>> = { GOGC: '400', GOMEMLIMIT: '1GiB' };

/**
 * The environment every child starts from. Nothing is inherited but PATH (GO_RUNTIME_ENV is
 * added): no tokens, no cloud credentials, no KUBECONFIG, no HOME with dotfiles. HOME/XDG/HELM dirs point into `scratch`.
 */
export function minimalEnv(scratch: string, pathEnv: string): Record<string, string> {
  const home = path.join(scratch, 'home');
  return {
    PATH: pathEnv,
    HOME: home,
    LANG: 'C',
    LC_ALL: 'C',
    TMPDIR: path.join(scratch, 'tmp'),
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    HELM_CONFIG_HOME: path.join(scratch, 'helm', 'config'),
    HELM_CACHE_HOME: path.join(scratch, 'helm', 'cache'),
    HELM_DATA_HOME: path.join(scratch, 'helm', 'data'),
    HELM_PLUGINS: path.join(scratch, 'helm', 'plugins'),
    HELM_REGISTRY_CONFIG: path.join(scratch, 'helm', 'registry.json'),
    HELM_REPOSITORY_CONFIG: path.join(scratch, 'helm', 'repositories.yaml'),
    HELM_REPOSITORY_CACHE: path.join(scratch, 'helm', 'repository'),
    // git, when it runs through here, must never wait for a credential prompt.
    GIT_TERMINAL_PROMPT: '0',
    ...GO_RUNTIME_ENV,
  };
}

/**
 * Added for renderers (never for git, which may fetch): a fetch that got past the static checks
 * goes to a dead proxy instead of the network. Go's net/http and git both honour these; Go does
 * not proxy loopback addresses, so this is a second line, never the guard itself.
 */
export const NO_NETWORK_ENV: Readonly<Record<string, string>> = {
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  ALL_PROXY: 'http://127.0.0.1:9',
  http_proxy: 'http://127.0.0.1:9',
  https_proxy: 'http://127.0.0.1:9',
  all_proxy: 'http://127.0.0.1:9',
  NO_PROXY: '',
  no_proxy: '',
  // kustomize clones remote bases with git: no transport at all.
  GIT_ALLOW_PROTOCOL: 'none',
};

/** Keeps the first quarter and the last three quarters of a stream: tools print the error last. */
class CappedText {
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail: Buffer = Buffer.alloc(0);
  private dropped = 0;
  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
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

  text(): string {
    const gap = this.dropped > 0 ? `\n[... ${this.dropped} bytes of stderr omitted ...]\n` : '';
    return Buffer.concat(this.head).toString('utf8') + gap + this.tail.toString('utf8');
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** Runs `file args` and resolves with everything known about the run; never rejects for a tool failure. */
export async function execTool(file: string, args: readonly string[], opts: ExecOptions): Promise<ExecResult> {
  const scratch = await scratchDir('dg-exec-');
  try {
    const pathEnv = opts.pathEnv ?? process.env.PATH ?? '/usr/bin:/bin';
    const limit = opts.memoryLimitBytes ?? defaultChildMemoryLimitBytes();
    const soft = goMemLimit(limit);
    const env = { ...minimalEnv(scratch, pathEnv), ...(soft ? { GOMEMLIMIT: soft } : {}), ...opts.env };
    // HOME and TMPDIR exist (empty): some tools refuse a missing TMPDIR.
    await Promise.all([mkdir(path.join(scratch, 'home')), mkdir(path.join(scratch, 'tmp'))]);
    const limited = withMemoryLimit(file, args, limit, pathEnv);
    const result = await run(limited.file, limited.args, opts, env);
    return limited.limited ? { ...result, memoryLimitBytes: limit } : result;
  } finally {
    await removeScratch(scratch);
  }
}

/**
 * Most tools (git always) leave the scratch dir as it was made: three rmdirs remove it, where a
 * recursive rm walks it with a dozen calls and promises (~1 ms of main-thread CPU per process; git
 * runs 13 times before a check's first render). Anything else (a tool wrote to HOME, TMPDIR or the
 * helm dirs, or removed one) is removed recursively, as before. Asynchronous: on a busy disk one
 * rmdir can take milliseconds, which must not stop the main thread.
 */
async function removeScratch(scratch: string): Promise<void> {
  // allSettled: the recursive rm must not start while the other rmdir is still running.
  const emptied = await Promise.allSettled([rmdir(path.join(scratch, 'home')), rmdir(path.join(scratch, 'tmp'))]);
  try {
    if (emptied.some((r) => r.status === 'rejected')) throw new Error('not empty');
    await rmdir(scratch);
  } catch {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Stdout up to a byte budget; past it, everything is dropped (a truncated render must never be used). */
class BudgetedOutput {
  private chunks: Buffer[] = [];
  private bytes = 0;
  over = false;
  constructor(private readonly budget: number) {}

  /** Returns false when this chunk broke the budget. */
  push(chunk: Buffer): boolean {
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

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

function run(
  file: string,
  args: readonly string[],
  opts: ExecOptions,
  env: Record<string, string>,
): Promise<ExecResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: opts.cwd,
      env,
      shell: false,
      detached: true, // own process group, so a timeout kills grandchildren too
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const out = new BudgetedOutput(opts.maxOutputBytes);
    const err = new CappedText(opts.maxStderrBytes ?? DEFAULT_STDERR_BYTES);
    let timedOut = false;
    let spawnError: string | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, opts.timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk) || killGroup(child.pid));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    if (opts.input !== undefined && child.stdin) {
      child.stdin.on('error', () => undefined); // EPIPE when the child does not read stdin
      child.stdin.end(opts.input);
    }
    // Leftover grandchildren holding the pipes open would keep 'close' from firing: reap the group.
    child.on('exit', () => killGroup(child.pid));
    child.on('error', (e) => (spawnError = e.message));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        exitCode: spawnError === undefined ? code : null,
        signal,
        stdout: out.text(),
        stderr: err.text(),
        timedOut,
        overBudget: out.over,
        durationMs: Math.round(performance.now() - started),
        ...(spawnError === undefined ? {} : { spawnError }),
      });
    });
  });
}
