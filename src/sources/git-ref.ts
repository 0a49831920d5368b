// Kustomize remote bases as kustomize spells them, read into repository URL + path + ref:
//   https://github.com/org/repo//deploy/base?ref=v1.2.3     (also git::https://…, git://…, ssh://…)
//   github.com/org/repo/deploy/base?ref=<commit>            (github.com/gitlab.com: org/repo, then the path)
//   https://git.example.com/org/repo.git/deploy/base?ref=…  (the repository ends at .git)
// A plain file URL (https://raw…/x.yaml) is no git base: it stays refused.

export interface GitBaseRef {
  /** Repository URL without credentials, `//path` or query (`https://github.com/org/repo`). */
  repoURL: string;
  /** Folder inside the repository ('' for its root). */
  path: string;
  /** `?ref=` (or `?version=`) as written; undefined when absent. */
  ref?: string;
}

const KNOWN_HOSTS = /^(github\.com|gitlab\.com|bitbucket\.org)$/i;

function splitQuery(spec: string): { body: string; ref?: string } {
  const q = spec.indexOf('?');
  if (q < 0) return { body: spec };
  const params = new URLSearchParams(spec.slice(q + 1));
  const ref = params.get('ref') ?? params.get('version') ?? undefined;
  return { body: spec.slice(0, q), ...(ref ? { ref } : {}) };
}

/** `scheme://host/a/b/c` → [`scheme://host`, 'a/b/c']. */
function hostAndPath(body: string): [string, string] | undefined {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/]+)\/?(.*)$/i.exec(body);
  return m ? [m[1] as string, m[2] as string] : undefined;
}

/** Where the repository ends in a path without `//`: after `.git`, or after org/repo on a known host. */
function splitRepoPath(host: string, rest: string): [string, string] | undefined {
  const git = /^(.*?\.git)(?:\/(.*))?$/.exec(rest);
  if (git) return [git[1] as string, git[2] ?? ''];
  if (!KNOWN_HOSTS.test(host.replace(/^[a-z]+:\/\//i, ''))) return undefined;
  const parts = rest.split('/');
  if (parts.length < 2) return undefined;
  return [parts.slice(0, 2).join('/'), parts.slice(2).join('/')];
}

export function parseGitBase(spec: string): GitBaseRef | undefined {
  let s = spec.trim().replace(/^git::/i, '');
  if (/^(github\.com|gitlab\.com|bitbucket\.org)\//i.test(s)) s = `https://${s}`;
  const { body, ref } = splitQuery(s);
  const hp = hostAndPath(body);
  if (!hp || !/^(https?|git|ssh):\/\//i.test(hp[0]) || hp[0].includes('@')) return undefined;
  const [host, rest] = hp;
  const dbl = rest.indexOf('//');
  const split = dbl >= 0 ? ([rest.slice(0, dbl), rest.slice(dbl + 2)] as [string, string]) : splitRepoPath(host, rest);
  if (!split) return undefined;
  const repoPath = split[0].replace(/\/+$/, '');
  const inRepo = split[1].replace(/^\/+|\/+$/g, '');
  if (repoPath === '' || inRepo.split('/').includes('..')) return undefined;
  // A single-file URL is a plain remote resource, not a base.
  if (dbl < 0 && /\.(ya?ml|json)$/i.test(inRepo)) return undefined;
  return { repoURL: `${host}/${repoPath}`, path: inRepo, ...(ref ? { ref } : {}) };
}
