// A memory ceiling for every child process (security case B8): a 600-byte YAML alias bomb drove
// kustomize to 3.9 GB and `range until 1000000000` drove helm to 4.6 GB, and with `--jobs` set to
// the CPU count such children add up until the runner is killed before any verdict.
//
// The ceiling is RLIMIT_DATA, set by util-linux `prlimit` (present on GitHub's ubuntu runners),
// which then execs the tool, so the pid and process group stay the tool's own. RLIMIT_AS is not
// used: the Go runtime reserves address space it never touches, and measured with helm 4.1 and
// kubectl 1.35 it refuses to start below ~800 MB of address space and fails at some sizes above
// it ("failed to reserve page summary memory"). RLIMIT_DATA counts only writable private mappings,
// the memory Go really commits: both tools render normally under 64 MiB of it.
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MiB = 1024 * 1024;
export const MIN_CHILD_MEMORY_BYTES = 512 * MiB;
export const MAX_CHILD_MEMORY_BYTES = 4096 * MiB;
/** The share of the machine's memory all parallel children may use together (Node and the OS keep the rest). */
const CHILDREN_SHARE = 0.6;

/**
 * The ceiling of one child: the children's share of the machine split over `jobs` parallel renders,
 * between 512 MiB and 4 GiB. On a 7 GB runner with 2 jobs that is 2 GiB each; with 4 jobs 1 GiB.
 */
export function childMemoryLimitBytes(totalBytes: number, jobs: number): number {
  const share = Math.floor((totalBytes * CHILDREN_SHARE) / Math.max(1, jobs));
  const clamped = Math.min(MAX_CHILD_MEMORY_BYTES, Math.max(MIN_CHILD_MEMORY_BYTES, share));
  return Math.floor(clamped / MiB) * MiB;
}

/** The default when a caller names no limit: `--jobs` defaults to the CPU count. */
export function defaultChildMemoryLimitBytes(): number {
  return childMemoryLimitBytes(os.totalmem(), os.availableParallelism());
}

/**
 * Go's soft limit under the hard one, so a Go child collects before it meets
 * the ceiling instead of dying at it: three quarters of a ceiling under 1⅓ GiB; else the usual
 * 1GiB (exec.ts GO_RUNTIME_ENV), undefined here.
 */
export function goMemLimit(limitBytes: number): string | undefined {
  const soft = Math.floor((limitBytes * 3) / 4);
  return soft < 1024 * MiB ? `${Math.floor(soft / MiB)}MiB` : undefined;
}

let prlimitPath: string | null | undefined;

/** util-linux `prlimit`, looked up once (Linux only); null when absent: children then run without a ceiling. */
export function findPrlimit(): string | null {
  if (prlimitPath === undefined) {
    const dirs = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'].join(path.delimiter);
    prlimitPath = process.platform === 'linux' ? (executableOn('prlimit', dirs) ?? null) : null;
  }
  return prlimitPath;
}

/**
 * `file args` wrapped so it starts with the ceiling; unchanged when no `prlimit` is available, or
 * when `file` is not an executable on `pathEnv` (spawn then reports ENOENT for the tool itself, not
 * prlimit's "failed to execute").
 */
export function withMemoryLimit(
  file: string,
  args: readonly string[],
  limitBytes: number,
  pathEnv: string,
): { file: string; args: readonly string[]; limited: boolean } {
  const prlimit = findPrlimit();
  const resolved = prlimit === null ? undefined : executableOn(file, pathEnv);
  if (prlimit === null || resolved === undefined) return { file, args, limited: false };
  return { file: prlimit, args: [`--data=${limitBytes}`, '--', resolved, ...args], limited: true };
}

/** `file` as given when it holds a slash, else the first of that name on `pathEnv`; undefined if not executable. */
export function executableOn(file: string, pathEnv: string): string | undefined {
  const candidates = file.includes('/')
    ? [file]
    : pathEnv
        .split(path.delimiter)
        .filter(Boolean)
        .map((d) => path.join(d, file));
  return candidates.find((c) => {
    try {
      accessSync(c, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** What a Go runtime, git or a C allocator prints when an allocation is refused. */
const OUT_OF_MEMORY =
  /fatal error: (?:runtime: )?(?:out of memory|cannot allocate memory)|runtime: out of memory|fatal: (?:Out of memory|unable to allocate)|std::bad_alloc/i;

export function saysOutOfMemory(stderr: string): boolean {
  return OUT_OF_MEMORY.test(stderr);
}

export function showBytes(bytes: number): string {
  return `${Math.round(bytes / MiB)} MiB`;
}
