/** Pushes synthetic images to a registry through the distribution HTTP API (blob upload + manifest PUT). */
import { sha256 } from './registry-server.js';

export const OCI_MANIFEST = 'application/vnd.oci.image.manifest.v1+json';
export const OCI_INDEX = 'application/vnd.oci.image.index.v1+json';

async function check(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

export async function pushBlob(base: string, repo: string, data: Buffer, auth?: string): Promise<string> {
  const digest = sha256(data);
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  const start = await check(
    await fetch(`${base}/v2/${repo}/blobs/uploads/`, { method: 'POST', headers }),
    'start upload',
  );
  const location = new URL(start.headers.get('location') ?? '', base);
  location.searchParams.set('digest', digest);
  await check(
    await fetch(location, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: data,
    }),
    'put blob',
  );
  return digest;
}

export async function putManifest(
  base: string,
  repo: string,
  reference: string,
  body: string,
  mediaType: string,
  auth?: string,
): Promise<string> {
  const headers: Record<string, string> = { 'content-type': mediaType, ...(auth ? { authorization: auth } : {}) };
  await check(
    await fetch(`${base}/v2/${repo}/manifests/${reference}`, { method: 'PUT', headers, body }),
    `put manifest ${reference}`,
  );
  return sha256(body);
}

/** One single-platform image; returns its manifest digest. */
export async function pushImage(
  base: string,
  repo: string,
  reference: string,
  opts: { arch?: string; seed?: string; auth?: string } = {},
): Promise<string> {
  const arch = opts.arch ?? 'amd64';
  const config = Buffer.from(
    JSON.stringify({
      architecture: arch,
      os: 'linux',
      rootfs: { type: 'layers', diff_ids: [] },
      seed: opts.seed ?? '',
    }),
  );
  const layer = Buffer.from(`layer ${arch} ${opts.seed ?? ''}`);
  const configDigest = await pushBlob(base, repo, config, opts.auth);
  const layerDigest = await pushBlob(base, repo, layer, opts.auth);
  // Serialised with spacing on purpose: the digest is over these exact bytes, not a re-serialisation.
  const manifest = JSON.stringify(
    {
      schemaVersion: 2,
      mediaType: OCI_MANIFEST,
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: configDigest, size: config.length },
      layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', digest: layerDigest, size: layer.length }],
    },
    null,
    3,
  );
  return putManifest(base, repo, reference, manifest, OCI_MANIFEST, opts.auth);
}

/** An OCI index with linux/amd64 and linux/arm64 manifests under `tag`. */
export async function pushIndex(
  base: string,
  repo: string,
  tag: string,
  opts: { seed?: string; auth?: string } = {},
): Promise<{ index: string; amd64: string; arm64: string }> {
  const children: Record<string, { digest: string; size: number }> = {};
  for (const arch of ['amd64', 'arm64']) {
    const digest = await pushImage(base, repo, `${tag}-${arch}`, { arch, ...opts });
    const res = await fetch(`${base}/v2/${repo}/manifests/${digest}`, {
      headers: { accept: OCI_MANIFEST, ...(opts.auth ? { authorization: opts.auth } : {}) },
    });
    children[arch] = { digest, size: (await res.arrayBuffer()).byteLength };
  }
  const index = JSON.stringify({
    schemaVersion: 2,
    mediaType: OCI_INDEX,
    manifests: ['amd64', 'arm64'].map((arch) => ({
      mediaType: OCI_MANIFEST,
      digest: children[arch]?.digest,
      size: children[arch]?.size,
      platform: { os: 'linux', architecture: arch },
    })),
  });
  const digest = await putManifest(base, repo, tag, index, OCI_INDEX, opts.auth);
  return { index: digest, amd64: children.amd64?.digest ?? '', arm64: children.arm64?.digest ?? '' };
}
