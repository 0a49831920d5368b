// Is an Argo CD source's repoURL this repository? URLs are compared by host and path only:
// `https://github.com/o/r.git`, `git@github.com:o/r` and `ssh://git@github.com/o/r` are one repo.

/** `host/path` in lower case, without scheme, user, port, `.git` or trailing slashes; undefined for what is not a URL. */
export function normalizeRepoUrl(url: string): string | undefined {
  const trimmed = url.trim();
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(trimmed);
  let hostPath: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      const u = new URL(trimmed);
      hostPath = `${u.hostname}${u.pathname}`;
    } catch {
      return undefined;
    }
  } else if (scp) {
    hostPath = `${scp[1]}/${scp[2]}`;
  }
  if (!hostPath) return undefined;
  return hostPath
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

export function sameRepository(url: string, own: readonly string[]): boolean {
  const n = normalizeRepoUrl(url);
  return n !== undefined && own.some((o) => normalizeRepoUrl(o) === n);
}
