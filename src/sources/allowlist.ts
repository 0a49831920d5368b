// The base config's `sources:` allowlist, and the sources the base revision already deploys from
// (trusted unless `sources.trustBase: false`). A PR decides which charts its Applications name, so
// the lists it is judged by come from the base revision: a source outside them is refused before
// any process or socket is opened, with the exact line that would allow it. Every URL, listed or
// asked for, is compared in the canonical form its fetching tool reads (source-url.ts).
import type { RenderProblem } from '../model/render-problem.js';
import type { SourcesConfig } from '../model/sources.js';
import { stripUserinfo } from '../redact/index.js';
import { canonicalSourceURL, type SourceKind } from './source-url.js';

/** Sources the base revision deploys from, canonical: exact repositories (OCI: the registry path that holds charts). */
export interface TrustedSources {
  helm: ReadonlySet<string>;
  /** `oci://host/org`: any chart directly below it (`oci://host/org/<chart>`). */
  ociRepos: ReadonlySet<string>;
  git: ReadonlySet<string>;
}

export type RepoRef = { kind: 'helm' | 'oci'; url: string; refused?: string };

/**
 * An Argo CD chart repoURL as fetched: `http(s)://` is a Helm repository, `oci://` or no scheme an
 * OCI registry. `refused` says why the URL cannot be fetched as written (`url` is then as written).
 */
export function normalizeRepoURL(repoURL: string): RepoRef {
  const trimmed = repoURL.trim().replace(/\/+$/, '');
  const kind = /^https?:\/\//i.test(trimmed) ? 'helm' : 'oci';
  const c = canonicalSourceURL(kind, trimmed);
  if (c.ok) return { kind, url: c.url };
  return { kind, url: kind === 'oci' && !/^oci:\/\//i.test(trimmed) ? `oci://${trimmed}` : trimmed, refused: c.reason };
}

function canonical(kind: SourceKind, url: string): string | undefined {
  const c = canonicalSourceURL(kind, url);
  return c.ok ? c.url : undefined;
}

/** `prefix` allows `url` when equal or when `url` continues it at a `/` (no `https://a.com` for `https://a.com.evil`). */
function prefixAllows(kind: SourceKind, prefix: string, url: string): boolean {
  const p = canonical(kind, prefix);
  return p !== undefined && (url === p || url.startsWith(`${p}/`));
}

/** `oci://host/org/*` allows everything below `oci://host/org/`; anything else names one repository. */
function ociAllows(pattern: string, ref: string): boolean {
  const p = pattern.trim();
  if (p.endsWith('/*')) return prefixAllows('oci', p.slice(0, -2), ref) && ref !== canonical('oci', p.slice(0, -2));
  return ref === canonical('oci', p);
}

/** `url` must be canonical (normalizeRepoURL / canonicalSourceURL); a listed entry is read the same way. */
export function isAllowed(kind: SourceKind, url: string, sources: SourcesConfig): boolean {
  if (canonical(kind, url) !== url) return false; // not canonical: credentials, dot segments, encodings
  if (kind === 'oci') return sources.oci.some((p) => ociAllows(p, url));
  return (kind === 'helm' ? sources.helm : sources.git).some((p) => prefixAllows(kind, p, url));
}

export function isTrusted(kind: SourceKind, url: string, trusted: TrustedSources): boolean {
  if (kind === 'helm') return trusted.helm.has(url);
  if (kind === 'git') return trusted.git.has(url);
  const slash = url.lastIndexOf('/');
  return slash > 'oci://'.length && trusted.ociRepos.has(url.slice(0, slash));
}

const WHAT: Record<SourceKind, string> = {
  helm: 'Helm repository',
  oci: 'OCI chart repository',
  git: 'git repository',
};

/** Where the allowlists come from, and the base revision's own sources when they are trusted. */
export interface AllowContext {
  sources: SourcesConfig;
  configFile: string;
  /** The sources the base revision uses; absent when `sources.trustBase` is false. */
  trusted?: () => Promise<TrustedSources>;
}

/**
 * E_SOURCE_NOT_ALLOWED with the line to add, or the canonical URL to fetch. `url` is the
 * repository (helm, git) or the full chart reference (oci: `oci://host/org/chart`).
 */
export async function allowedURL(
  kind: SourceKind,
  url: string,
  ctx: AllowContext,
): Promise<{ ok: true; url: string } | { ok: false; problem: RenderProblem }> {
  const c = canonicalSourceURL(kind, url);
  if (!c.ok)
    return {
      ok: false,
      problem: {
        code: 'E_SOURCE_NOT_ALLOWED',
        message: `${WHAT[kind]} ${stripUserinfo(url)} was refused, so nothing was fetched from it: ${c.reason}. Write the URL as the tool fetches it (no dot segments, encodings or credentials).`,
      },
    };
  if (isAllowed(kind, c.url, ctx.sources)) return { ok: true, url: c.url };
  if (ctx.trusted && isTrusted(kind, c.url, await ctx.trusted())) return { ok: true, url: c.url };
  return { ok: false, problem: notAllowedProblem(kind, c.url, ctx) };
}

function notAllowedProblem(kind: SourceKind, url: string, ctx: AllowContext): RenderProblem {
  const base = ctx.trusted
    ? 'the base revision does not use it and the base config does not list it'
    : 'the base config does not list it (sources.trustBase is false)';
  return {
    code: 'E_SOURCE_NOT_ALLOWED',
    message:
      `${WHAT[kind]} ${url} is not an allowed source (${base}), so nothing was fetched from it. ` +
      `To allow it, add this line under \`sources:\` → \`${kind}:\` in ${ctx.configFile} on the base branch ` +
      `(a pull request cannot allow its own sources):\n  sources:\n    ${kind}:\n      - ${JSON.stringify(url)}`,
  };
}
