// The first things a run asks git: which commits its revisions name, and the config file's text.
// Kept apart from the rest of the engine (and its imports) so that `check` can ask them before the
// engine's code is loaded (check-start.ts).
import { readFile } from 'node:fs/promises';
import path, { isAbsolute } from 'node:path';
import type { RevisionInfo } from '../model/report.js';
import { RevisionError, readFileAt, resolveRevision, type NameAnswers } from '../git/index.js';
import { DEFAULT_CONFIG_FILE } from '../model/config.js';
import { UsageError } from './options.js';

/** The commit a user-given revision names; a bad one is a usage error (exit 2). `known`: lookUpNames's answers. */
export async function resolveSide(repo: string, ref: string, known?: NameAnswers): Promise<RevisionInfo> {
  try {
    return await resolveRevision(repo, ref, known);
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}

/** `given` relative to the repository when it lies inside it; undefined when it lies outside. */
function insideRepo(repo: string, given: string): string | undefined {
  const rel = path.relative(path.resolve(repo), path.resolve(repo, given));
  if (rel === '' || rel.split(path.sep)[0] === '..' || isAbsolute(rel)) return undefined;
  // As written when it was relative (git reads `ci//gate.yaml` as ci/gate.yaml itself).
  return isAbsolute(given) || given.split(/[\\/]/).includes('..') ? rel.split(path.sep).join('/') : given;
}

/** Where the config a run used came from (the report names it). */
export type ConfigFrom = 'revision' | 'working tree' | 'file' | 'none';

export interface ConfigChoice {
  /** Repo-relative, or the path as given for a file outside the repository. */
  rel: string;
  text: string | undefined;
  from: ConfigFrom;
}

/**
 * The config a run uses. A file outside the repository (`--config /etc/gate.yaml`) is read as it
 * is. Inside it, the revision's committed file wins (for `check`, the base's: a change cannot
 * switch off the checks that judge it); a file the revision does not have is read from the working
 * tree when it is not committed anywhere the run looks — an uncommitted config has effect — but a
 * config the change itself adds (`head` has it) is not (the defaults apply, and config/changed
 * says so). `workingTreeFirst` (`targets`, `render` on HEAD): the working tree's file, committed
 * or not, is what the user is editing.
 */
export async function readConfig(
  repo: string,
  sha: string,
  given: string | undefined,
  opts: { headSha?: string; workingTreeFirst?: boolean } = {},
): Promise<ConfigChoice> {
  const file = given ?? DEFAULT_CONFIG_FILE;
  const inside = insideRepo(repo, file);
  if (inside === undefined) {
    const text = await readFile(path.resolve(repo, file), 'utf8').catch((err: unknown) => {
      throw new UsageError(`--config ${file}: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { rel: file, text, from: 'file' };
  }
  const onDisk = () => readFile(path.join(repo, inside), 'utf8').catch(() => undefined);
  if (opts.workingTreeFirst) {
    const text = await onDisk();
    if (text !== undefined) return { rel: inside, text, from: 'working tree' };
  }
  const committed = await configText(repo, sha, inside);
  if (committed !== undefined) return { rel: inside, text: committed, from: 'revision' };
  // Anything the head has at that path (a file, a folder, a symlink) is the change's, not the user's.
  const atHead = opts.headSha ? await configText(repo, opts.headSha, inside).catch(() => '') : undefined;
  if (atHead !== undefined) return { rel: inside, text: undefined, from: 'none' };
  const text = await onDisk();
  return text === undefined ? { rel: inside, text, from: 'none' } : { rel: inside, text, from: 'working tree' };
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
