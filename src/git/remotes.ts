import { git } from './run-git.js';
import { answerOf, type NameAnswers } from './names.js';

/**
 * The URLs of the repository's git remotes (a CI checkout has `origin`): an Argo CD source whose
 * repoURL is none of them deploys another repository. Empty when there are none (a local repo):
 * then the repository's identity is unknown and sources are taken to be this repository.
 */
export async function remoteUrls(repo: string): Promise<string[]> {
  const r = await git(repo, ['config', '--get-regexp', '^remote\\..*\\.(url|pushurl)$']).catch(() => undefined);
  if (!r || r.exitCode !== 0) return [];
  return r.stdout
    .split('\n')
    .map((line) => line.split(' ').slice(1).join(' ').trim())
    .filter(isNetworkUrl);
}

/** A clone from a local path or `file://` says nothing about which hosted repository this is. */
function isNetworkUrl(url: string): boolean {
  if (url === '' || /^file:/i.test(url) || url.startsWith('/') || url.startsWith('.')) return false;
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^[^@/\s]+@[^:/\s]+:/.test(url) || /^[^:/\s]+\.[^:/\s]+:[^/]/.test(url)
  );
}

/**
 * The branch a revision argument names (`main`, `origin/main`, `refs/heads/main`), or for `HEAD`
 * the checked-out branch; undefined for a commit id or anything that is not a branch. Argo CD
 * Applications whose targetRevision is another branch do not deploy what this change makes.
 */
export async function branchOf(repo: string, rev: string, known?: NameAnswers): Promise<string | undefined> {
  if (rev === 'HEAD') {
    const r = await git(repo, ['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => undefined);
    return r && r.exitCode === 0 ? r.stdout.trim() || undefined : undefined;
  }
  const [local = '', remote] = branchRefs(rev);
  if (await refExists(repo, local, known)) return local.slice('refs/heads/'.length);
  if (remote && (await refExists(repo, remote, known)))
    return remote.slice(remote.indexOf('/', 'refs/remotes/'.length) + 1);
  return undefined;
}

/** The refs branchOf asks about for `rev` (not `HEAD`): the local branch, then the remote one if any. */
export function branchRefs(rev: string): string[] {
  const local = `refs/heads/${rev.replace(/^refs\/heads\//, '')}`;
  const remote = rev.replace(/^refs\/remotes\//, '');
  return remote.includes('/') ? [local, `refs/remotes/${remote}`] : [local];
}

async function refExists(repo: string, ref: string, known?: NameAnswers): Promise<boolean> {
  const said = answerOf(known, ref);
  if (said !== undefined) return said !== null;
  const r = await git(repo, ['rev-parse', '--verify', '--quiet', ref]).catch(() => undefined);
  return r !== undefined && r.exitCode === 0;
}
