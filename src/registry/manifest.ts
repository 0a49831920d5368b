/** What a manifest body says about itself: manifest or index, and an index's platform manifests. */
import type { ManifestKind, PlatformManifest } from './types.js';
import { isObject } from '../kube/object.js';

const INDEX_TYPES = new Set([
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
]);

export function kindOf(mediaType: string): ManifestKind {
  return INDEX_TYPES.has(mediaType) ? 'index' : 'manifest';
}

function platformOf(p: unknown): string | undefined {
  if (!isObject(p)) return undefined;
  const { os, architecture, variant } = p;
  if (typeof os !== 'string' || typeof architecture !== 'string') return undefined;
  return [os, architecture, typeof variant === 'string' ? variant : undefined].filter(Boolean).join('/');
}

/** Reads the raw bytes (the digest was computed over them already; parsing here only describes). */
export function describeManifest(
  body: Buffer,
  contentType: string | null,
): { mediaType: string; kind: ManifestKind; children?: PlatformManifest[] } {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (isObject(value)) parsed = value;
  } catch {
    // Not JSON: the digest stands, the description stays minimal.
  }
  const header = (contentType ?? '').split(';')[0]?.trim() ?? '';
  const mediaType = typeof parsed.mediaType === 'string' ? parsed.mediaType : header;
  const kind =
    kindOf(mediaType) === 'index' || kindOf(header) === 'index' || Array.isArray(parsed.manifests)
      ? 'index'
      : 'manifest';
  if (kind !== 'index' || !Array.isArray(parsed.manifests)) return { mediaType, kind };
  const children = parsed.manifests.filter(isObject).flatMap(({ digest, platform }): PlatformManifest[] => {
    const p = platformOf(platform);
    return typeof digest === 'string' ? [{ digest, ...(p ? { platform: p } : {}) }] : [];
  });
  return { mediaType, kind, children };
}
