import path from 'node:path';
import type { Config } from '../model/config.js';
import type { RevisionInfo } from '../model/report.js';
import { ConfigError, loadConfigOrDefault } from '../config/index.js';
import { RevisionError, checkoutRevision, readFileAt, resolveRevision } from '../git/index.js';
import { DEFAULT_CONFIG_PATH, UsageError } from './options.js';

/** One revision read into a temp folder of our own. */
export interface Side {
  info: RevisionInfo;
  root: string;
  cleanup(): Promise<void>;
}

export async function openSide(repo: string, ref: string): Promise<Side> {
  try {
    const info = await resolveRevision(repo, ref);
    const tree = await checkoutRevision(repo, info.sha);
    return { info, root: tree.root, cleanup: tree.cleanup };
  } catch (err) {
    if (err instanceof RevisionError) throw new UsageError(err.message);
    throw err;
  }
}

export function configPathOf(configPath: string | undefined): string {
  const rel = configPath ?? DEFAULT_CONFIG_PATH;
  if (path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..')) {
    throw new UsageError(`--config must be a path inside the repository, got ${rel}`);
  }
  return rel;
}

/** The config of a revision (defaults when the file is absent). Invalid config: exit 2 naming file:line. */
export async function configAt(repo: string, sha: string, rel: string): Promise<{ config: Config; text?: string }> {
  const text = await readFileAt(repo, sha, rel);
  try {
    return { config: loadConfigOrDefault(text, rel), text };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}
