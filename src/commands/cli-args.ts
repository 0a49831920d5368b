// What the command line needs before any command runs (--version, --help, argument checks): kept
// free of the engine and the report writers, which main.ts loads only for the command that runs.
import { statSync } from 'node:fs';
import { UsageError } from '../engine/options.js';

export type Format = 'text' | 'json' | 'sarif' | 'markdown' | 'junit';
export const FORMATS: readonly Format[] = ['text', 'json', 'sarif', 'markdown', 'junit'];

/** 2: the invocation is wrong (0 pass, 1 fail, 3 inconclusive). */
export const EXIT_USAGE = 2;

export type MarkdownSize = 'comment' | 'summary';
export const MARKDOWN_SIZES: readonly MarkdownSize[] = ['comment', 'summary'];

/** `--repo /nonexistent` would otherwise surface as "spawn git ENOENT" (git started in a missing cwd). */
export function checkRepoDir(repo: string): void {
  const stat = statSync(repo, { throwIfNoEntry: false });
  if (!stat)
    throw new UsageError(
      `--repo ${repo}: no such directory (give the path of a git checkout of the deploy repository)`,
    );
  if (!stat.isDirectory())
    throw new UsageError(`--repo ${repo}: not a directory (give the path of a git checkout of the deploy repository)`);
}
