import { execTool, type ExecResult } from '../render/exec.js';

export const GIT_TIMEOUT_MS = 300_000;
const DEFAULT_BUDGET = 256 * 1024 * 1024;

/**
 * A revision the user named cannot be used (unknown ref, not a repository, git missing). The CLI
 * exits 2 on it: the invocation is wrong, nothing was judged.
 */
export class RevisionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RevisionError';
  }
}

export interface GitOptions {
  env?: Record<string, string>;
  maxOutputBytes?: number;
  /** Written to git's stdin (`--stdin`, `--batch`). */
  input?: string;
}

/**
 * Runs git in `repo` through execTool (the only spawner). The minimal environment drops the
 * user's GIT_DIR/GIT_INDEX_FILE, global config and the machine's gitattributes (only the
 * repository's own `.gitattributes` shape a checkout, as for Argo CD's); these `-c` settings make
 * the result the same on every machine and keep git from running anything configured for
 * interactive use.
 */
export async function git(repo: string, args: readonly string[], opts: GitOptions = {}): Promise<ExecResult> {
  const settings = [
    `safe.directory=${repo}`,
    'core.symlinks=true',
    'core.autocrlf=false',
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    'protocol.allow=never',
    // The repository's own config could otherwise narrow or reshape what git reports or writes:
    // `diff.relative` lists only the current folder's changes, `core.attributesFile` adds rules
    // the revision does not hold.
    'diff.relative=false',
    'core.attributesFile=/dev/null',
    'color.ui=false',
    // git 2.34–2.42 ignores every `.gitattributes` outside a cone-mode sparse checkout's folders,
    // even when writing a private index's files (`read-tree --no-sparse-checkout` does not stop it).
    'core.sparseCheckout=false',
  ];
  const r = await execTool('git', [...settings.flatMap((setting) => ['-c', setting]), ...args], {
    cwd: repo,
    env: { GIT_CONFIG_NOSYSTEM: '1', GIT_ATTR_NOSYSTEM: '1', GIT_OPTIONAL_LOCKS: '0', ...opts.env },
    timeoutMs: GIT_TIMEOUT_MS,
    maxOutputBytes: opts.maxOutputBytes ?? DEFAULT_BUDGET,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
  });
  if (r.spawnError !== undefined) throw new RevisionError(`cannot run git: ${r.spawnError}`);
  if (r.timedOut) throw new Error(`git ${args[0] ?? ''} timed out after ${GIT_TIMEOUT_MS / 1000} s in ${repo}`);
  if (r.overBudget) throw new Error(`git ${args[0] ?? ''} printed more than the output budget in ${repo}`);
  return r;
}

/** Like git(), but a non-zero exit is a fault naming the command and git's own message. */
export async function gitOk(repo: string, args: readonly string[], opts: GitOptions = {}): Promise<string> {
  const r = await git(repo, args, opts);
  if (r.exitCode !== 0) throw new Error(`git ${args.join(' ')} failed (exit ${r.exitCode}): ${r.stderr.trim()}`);
  return r.stdout;
}
