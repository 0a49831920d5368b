/**
 * Container image references, parsed the way the container runtime does (the grammar of
 * distribution/reference): `[registry[:port]/]path[:tag][@algo:hex]`, with Docker Hub
 * normalisation (`nginx` → `docker.io/library/nginx`).
 */

export interface ImageRef {
  /** The reference as written. */
  original: string;
  /** `docker.io`, `ghcr.io`, `localhost:5000`, `[::1]:5000` */
  registry: string;
  /** `library/nginx`, `org/app` */
  repository: string;
  /** `registry + '/' + repository`, normalised: the identity to compare images by. */
  name: string;
  tag?: string;
  /** `sha256:…` */
  digest?: string;
}

export class ImageRefError extends Error {
  override name = 'ImageRefError';
}

export const DOCKER_HUB = 'docker.io';

// distribution/reference regexp.go, anchored per part.
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const DOMAIN_RE = new RegExp(`^(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?$`);
const PATH_COMPONENT_RE = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/;
const TAG_RE = /^[\w][\w.-]{0,127}$/;
const DIGEST_RE = /^([a-z0-9]+(?:[.+_-][a-z0-9]+)*):([a-zA-Z0-9=_-]{32,})$/;
const MAX_NAME_LENGTH = 255;
const HEX_LENGTH: Record<string, number> = { sha256: 64, sha384: 96, sha512: 128 };

function fail(ref: string, why: string): never {
  throw new ImageRefError(`invalid image reference ${JSON.stringify(ref)}: ${why}`);
}

/** Splits `name[:tag][@digest]` into its parts without judging them yet. */
function splitReference(ref: string): { name: string; tag?: string; digest?: string } {
  const at = ref.indexOf('@');
  const digest = at >= 0 ? ref.slice(at + 1) : undefined;
  const rest = at >= 0 ? ref.slice(0, at) : ref;
  // A tag colon comes after the last slash; a colon before it belongs to the registry port.
  const colon = rest.lastIndexOf(':');
  const hasTag = colon > rest.lastIndexOf('/') && !rest.endsWith(']');
  const name = hasTag ? rest.slice(0, colon) : rest;
  const tag = hasTag ? rest.slice(colon + 1) : undefined;
  return { name, ...(tag !== undefined ? { tag } : {}), ...(digest !== undefined ? { digest } : {}) };
}

/** The runtime's rule: the first component is a registry only if it looks like a host. */
function splitDomain(name: string): { registry: string; path: string } {
  const slash = name.indexOf('/');
  const first = slash < 0 ? '' : name.slice(0, slash);
  const isHost = slash >= 0 && (/[.:]/.test(first) || first === 'localhost' || first.toLowerCase() !== first);
  if (!isHost) return { registry: DOCKER_HUB, path: name };
  return { registry: first, path: name.slice(slash + 1) };
}

function checkDigest(ref: string, digest: string): void {
  const m = DIGEST_RE.exec(digest);
  if (!m) fail(ref, `digest ${JSON.stringify(digest)} is not of the form algorithm:hex`);
  const [, algo = '', hex = ''] = m;
  const want = HEX_LENGTH[algo];
  if (want !== undefined && (hex.length !== want || !/^[a-f0-9]+$/.test(hex))) {
    fail(ref, `a ${algo} digest has ${want} lowercase hex characters, got ${hex.length}`);
  }
}

function checkPath(ref: string, path: string): void {
  if (path === '') fail(ref, 'the repository name is empty');
  for (const component of path.split('/')) {
    if (!PATH_COMPONENT_RE.test(component)) {
      const why =
        component === ''
          ? 'an empty path component (double or trailing slash)'
          : /[A-Z]/.test(component)
            ? `repository names must be lowercase (${JSON.stringify(component)})`
            : `${JSON.stringify(component)} is not a valid path component`;
      fail(ref, why);
    }
  }
}

const DOCKER_HUB_ALIASES = new Set(['index.docker.io', 'registry-1.docker.io', 'registry.hub.docker.com']);

/**
 * One spelling per registry host, so that an alias cannot escape a `gateRecords.scope` glob or a
 * record lookup (security review item 2): host names are case-insensitive, `:443` (and `:80`) is
 * the default port of the registry API, and Docker Hub answers under several names.
 */
export function normalizeRegistry(host: string): string {
  const lower = host.toLowerCase().replace(/:(443|80)$/, '');
  return DOCKER_HUB_ALIASES.has(lower) ? DOCKER_HUB : lower;
}

/** A `gateRecords.scope` glob with its registry part normalised like an image name (`GHCR.IO:443/acme/*` → `ghcr.io/acme/*`). */
export function normalizeImageGlob(glob: string): string {
  const slash = glob.indexOf('/');
  if (slash < 0) return glob;
  const first = glob.slice(0, slash);
  const isHost = /[.:]/.test(first) || first.toLowerCase() === 'localhost' || first.toLowerCase() !== first;
  if (!isHost) return glob;
  const registry = normalizeRegistry(first);
  const rest = glob.slice(slash + 1);
  const path = registry === DOCKER_HUB && !rest.includes('/') && !/[*?[\]{}]/.test(rest) ? `library/${rest}` : rest;
  return `${registry}/${path}`;
}

/** Parses an image reference; throws ImageRefError with the reason on malformed input. */
export function parseImageRef(ref: string): ImageRef {
  if (typeof ref !== 'string' || ref.trim() === '') fail(String(ref), 'it is empty');
  if (ref !== ref.trim() || /\s/.test(ref)) fail(ref, 'it contains whitespace');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) fail(ref, 'an image reference has no URL scheme');
  const parts = splitReference(ref);
  if (parts.digest !== undefined) checkDigest(ref, parts.digest);
  if (parts.tag !== undefined && !TAG_RE.test(parts.tag)) {
    fail(ref, parts.tag === '' ? 'the tag after ":" is empty' : `tag ${JSON.stringify(parts.tag)} is not valid`);
  }
  if (parts.name.length > MAX_NAME_LENGTH) fail(ref, `the name is longer than ${MAX_NAME_LENGTH} characters`);
  const split = splitDomain(parts.name);
  if (!DOMAIN_RE.test(split.registry))
    fail(ref, `registry ${JSON.stringify(split.registry)} is not a valid host[:port]`);
  checkPath(ref, split.path);
  const registry = normalizeRegistry(split.registry);
  let repository = split.path;
  if (registry === DOCKER_HUB && !repository.includes('/')) repository = `library/${repository}`;
  return {
    original: ref,
    registry,
    repository,
    name: `${registry}/${repository}`,
    ...(parts.tag !== undefined ? { tag: parts.tag } : {}),
    ...(parts.digest !== undefined ? { digest: parts.digest } : {}),
  };
}

/** The parsed reference, or undefined where it is malformed (the image checks report those). */
export function tryParseImageRef(ref: string): ImageRef | undefined {
  try {
    return parseImageRef(ref);
  } catch {
    return undefined;
  }
}

/** `name[:tag][@digest]` in the normalised form (for messages and comparisons). */
export function formatImageRef(ref: ImageRef): string {
  return `${ref.name}${ref.tag !== undefined ? `:${ref.tag}` : ''}${ref.digest !== undefined ? `@${ref.digest}` : ''}`;
}
