import { git } from './run-git.js';

/**
 * The URLs of the repository's git remotes (a CI checkout has `origin`): an Argo CD source whose
 * repoURL is none of them deploys another repository. Empty when there are none (a local repo):
 * then the repository's identity is unknown and sources are taken to be this repository.
 */
export async function remoteUrls(repo: string): Promise<string[]> {
  const r = await git(repo, ['config', '--get-regexp', '^remote\\..*\\.(url|pushurl)$']).catch(() => undefined);
  if (!r || r.exitCode !== 0) return [];
  return r.stdout.split('\n').map((line) => line.split(' ').slice(1).join(' ').trim()).filter(Boolean);
}
