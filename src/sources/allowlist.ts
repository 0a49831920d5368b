// The base config's `sources:` allowlist. A PR decides which charts its Applications name, so the
// list it is judged by comes from the base revision: a source outside it is refused before any
// process or socket is opened, with the exact line that would allow it.
import type { RenderProblem } from '../render/types.js';
import type { SourcesConfig } from './types.js';
import { stripUserinfo } from '../redact/index.js';

export type RemoteKind = 'helm' | 'oci' | 'git';

/** A repository URL without trailing slashes; a scheme-less Argo CD chart repoURL is an OCI registry. */
export function normalizeRepoURL(repoURL: string): { kind: 'helm' | 'oci'; url: string } {
  const trimmed = repoURL.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'helm', url: trimmed };
  if (/^oci:\/\//i.test(trimmed)) return { kind: 'oci', url: `oci://${trimmed.slice('oci://'.length)}` };
  return { kind: 'oci', url: `oci://${trimmed}` };
}

/** `prefix` allows `url` when equal or when `url` continues it at a `/` (no `https://a.com` for `https://a.com.evil`). */
function prefixAllows(prefix: string, url: string): boolean {
  const p = prefix.trim().replace(/\/+$/, '');
  return url === p || url.startsWith(`${p}/`);
}

/** `oci://host/org/*` allows everything below `oci://host/org/`; anything else names one repository. */
function ociAllows(pattern: string, ref: string): boolean {
  const p = pattern.trim();
  if (p.endsWith('/*')) return ref.startsWith(`${p.slice(0, -1)}`);
  return ref === p.replace(/\/+$/, '');
}

export function isAllowed(kind: RemoteKind, url: string, sources: SourcesConfig): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(url)) return false; // credentials in a URL are never the allowed spelling
  if (kind === 'oci') return sources.oci.some((p) => ociAllows(p, url));
  return (kind === 'helm' ? sources.helm : sources.git).some((p) => prefixAllows(p, url));
}

const WHAT: Record<RemoteKind, string> = {
  helm: 'Helm repository',
  oci: 'OCI chart repository',
  git: 'git repository',
};

/**
 * E_SOURCE_NOT_ALLOWED with the line to add, or undefined. `url` is the repository (helm, git) or
 * the full chart reference (oci: `oci://host/org/chart`).
 */
export function notAllowed(
  kind: RemoteKind,
  url: string,
  sources: SourcesConfig,
  configFile: string,
): RenderProblem | undefined {
  if (isAllowed(kind, url, sources)) return undefined;
  const shown = stripUserinfo(url);
  const line = kind === 'oci' ? shown : shown.replace(/\/+$/, '');
  return {
    code: 'E_SOURCE_NOT_ALLOWED',
    message:
      `${WHAT[kind]} ${shown} is not an allowed source, so nothing was fetched from it. ` +
      `To allow it, add this line under \`sources:\` → \`${kind}:\` in ${configFile} on the base branch ` +
      `(a pull request cannot allow its own sources):\n  sources:\n    ${kind}:\n      - ${JSON.stringify(line)}`,
  };
}
