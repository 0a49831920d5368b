// The first things a run asks git: which commits its revisions name, and the config file's text.
// Kept apart from the rest of the engine (and its imports) so that `check` can ask them before the
// engine's code is loaded (check-start.ts).
import { isAbsolute } from 'node:path';
import type { RevisionInfo } from '../model/report.js';
import { RevisionError, readFileAt, resolveRevision, type NameAnswers } from '../git/index.js';
import { DEFAULT_CONFIG_PATH, UsageError } from './options.js';

/** The commit a user-given revision names; a bad one is a usage error (exit 2). `known`: lookUpNames's answers. */
export async function resolveSide(repo: string, ref: string, known?: NameAnswers): Promise<RevisionInfo> {
  try {
    return await resolveRevision(repo, ref, known);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}

export function configPathOf(configPath: string | undefined): string {
  const rel = configPath ?? DEFAULT_CONFIG_PATH;
  if (isAbsolute(rel) || rel.split(/[\\/]/).includes('..')) {
    throw new UsageError(`--config must be a path inside the repository, got ${rel}`);
  }
  return rel;
}

/** The config file's text at a revision; one that is a symlink or a folder is an invalid config (exit 2). */
export async function configText(repo: string, sha: string, rel: string): Promise<string | undefined> {
  try {
    return await readFileAt(repo, sha, rel);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(`${rel}: ${err.message}`);
    throw err;
  }
}
