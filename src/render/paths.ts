// Path confinement shared by the helm, kustomize and manifests renderers (security cases B1, B3, C1, C3).
import { realpath, stat } from '../local/tree-files.js';
import path from 'node:path';
import type { RenderErrorCode, RenderProblem } from './types.js';
import { stripUserinfo } from '../redact/index.js';

/** Whether `abs` is `root` or below it (a name that only starts with `..`, such as `..data`, is below). */
export function isInside(root: string, abs: string): boolean {
  const rel = path.relative(root, abs);
  return rel.split(path.sep)[0] !== '..' && !path.isAbsolute(rel);
}

/** Repo-relative, '/'-separated; '.' for the root itself. */
export function toRel(root: string, abs: string): string {
  const rel = path.relative(root, abs).split(path.sep).join('/');
  return rel === '' ? '.' : rel;
}

export function inGitDir(rel: string): boolean {
  return rel.split('/').includes('.git');
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Any URL or plugin scheme (`https://`, `oci://`, `secrets://`, `git::https://`). */
export function hasScheme(ref: string): boolean {
  return SCHEME.test(ref) || /^[a-z][a-z0-9+.-]*::/i.test(ref);
}

/**
 * What kustomize would try to fetch: URLs, scp-like `git@host:repo`, `github.com/org/repo/...`,
 * and any ref carrying go-getter/kustomize query parameters.
 */
export function isRemoteRef(ref: string): boolean {
  return (
    hasScheme(ref) ||
    /^[\w.-]+@[\w.-]+:/.test(ref) ||
    /^(github\.com|gitlab\.com|bitbucket\.org)[/:]/i.test(ref) ||
    /[?&](ref|version|timeout|submodules)=/.test(ref)
  );
}

/** A first segment that looks like a host (`example.com/x`): kustomize tries it remotely when absent locally. */
export function looksHostLike(ref: string): boolean {
  const first = ref.split('/')[0] ?? '';
  return ref.includes('/') && !first.startsWith('.') && /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(first);
}

/** What a path is, following symlinks; undefined when it does not exist. */
export function pathKind(abs: string): Promise<'file' | 'dir' | 'other' | undefined> {
  return stat(abs).then(
    (st) => (st.isFile() ? 'file' : st.isDirectory() ? 'dir' : 'other'),
    () => undefined,
  );
}

export type Confined =
  | { ok: true; rel: string; abs: string; realRel: string; real: string; exists: boolean; isDir: boolean }
  | ({ ok: false } & RenderProblem);

function refuse(code: RenderErrorCode, message: string, rel?: string): Confined {
  return { ok: false, code, message, ...(rel === undefined ? {} : { path: rel }) };
}

/**
 * Resolves `ref` (relative to the repo-relative dir `fromRel`) and proves it stays in `root`
 * (an absolute, realpath'd dir) after following symlinks. `what` names the ref in messages.
 */
export async function confinePath(
  root: string,
  fromRel: string,
  ref: string,
  what: string,
  urlCode: RenderErrorCode,
): Promise<Confined> {
  if (hasScheme(ref))
    return refuse(
      urlCode,
      `${what} '${stripUserinfo(ref)}' is a URL or plugin scheme; deploy-gate renders offline from local files only`,
    );
  if (path.isAbsolute(ref))
    return refuse(
      'E_PATH_OUTSIDE_ROOT',
      `${what} '${ref}' is an absolute path; only paths inside the repository are allowed`,
    );
  const abs = path.resolve(root, fromRel, ref);
  if (!isInside(root, abs))
    return refuse('E_PATH_OUTSIDE_ROOT', `${what} '${ref}' resolves outside the repository root`);
  const rel = toRel(root, abs);
  if (inGitDir(rel)) return refuse('E_FORBIDDEN_PATH', `${what} '${rel}' is inside .git/`, rel);
  let real: string;
  try {
    real = await realpath(abs);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') return refuse('E_SYMLINK_LOOP', `${what} '${rel}' is a symlink loop`, rel);
    return { ok: true, rel, abs, realRel: rel, real: abs, exists: false, isDir: false };
  }
  if (!isInside(root, real))
    return refuse(
      'E_SYMLINK_ESCAPE',
      `${what} '${rel}' is a symlink resolving outside the repository (target=<outside-root>)`,
      rel,
    );
  const realRel = toRel(root, real);
  if (inGitDir(realRel))
    return refuse('E_SYMLINK_ESCAPE', `${what} '${rel}' is a symlink into .git/ (target=forbidden)`, rel);
  const kind = await pathKind(real);
  if (kind !== 'file' && kind !== 'dir')
    return refuse('E_IRREGULAR_FILE', `${what} '${rel}' is not a regular file or directory`, rel);
  return { ok: true, rel, abs, realRel, real, exists: true, isDir: kind === 'dir' };
}
