import { git } from './run-git.js';

/**
 * The URLs of the repository's git remotes (a CI checkout has `origin`): an Argo CD source whose
 * repoURL is none of them deploys another repository. Empty when there are none (a local repo):
 * then the repository's identity is unknown and sources are taken to be this repository.
 */
export async function remoteUrls(repo: string): Promise<string[]> {
  const r = await git(repo, ['config', '--get-regexp', '^remote\\..*\\.(url|pushurl)$']).catch(() => undefined);
  if (!r || r.exitCode !== 0) return [];
  return r.stdout.split('\n').map((line) => line.split(' ').slice(1).join(' ').trim()).filter(isNetworkUrl);
}

/** A clone from a local path or `file://` says nothing about which hosted repository this is. */
function isNetworkUrl(url: string): boolean {
  if (url === '' || /^file:/i.test(url) || url.startsWith('/') || url.startsWith('.')) return false;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^[^@/\s]+@[^:/\s]+:/.test(url) || /^[^:/\s]+\.[^:/\s]+:[^/]/.test(url);
}
