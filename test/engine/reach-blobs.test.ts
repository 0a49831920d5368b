// The blobs the reach reads (src/engine/reach-blobs.ts): read ahead in one batch when the listings
// are known, otherwise on demand. The read ahead must give exactly what the on-demand reads give
// (texts, "not UTF-8", "git could not give it"), and a failed read ahead must only cost the reads
// on demand, never turn an unreadable blob into "names nothing".
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listTree, type TreeListing } from '../../src/git/index.js';
import { blobReader, prefetchReachBlobs, type BlobText } from '../../src/engine/reach-blobs.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const FILES: Record<string, string> = {
  'apps/a/kustomization.yaml': 'resources: [deploy.yaml, ../../shared]\n',
  'apps/a/deploy.yaml': 'kind: Deployment\n',
  'apps/a/sub/patch.yaml': 'kind: Patch\n',
  'shared/kustomization.yml': 'resources: [cm.yaml]\n',
  'shared/cm.yaml': 'kind: ConfigMap\n',
  'charts/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 1.0.0\n',
  'charts/c/values.yaml': 'a: 1\n',
  'docs/readme.md': 'not read ahead\n',
};

async function setUp(): Promise<{ listings: [TreeListing, TreeListing]; oids: Map<string, string> }> {
  repo = new TempRepo();
  repo.write(FILES);
  writeFileSync(path.join(repo.dir, 'apps/a/bin.dat'), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
  const base = repo.commit('base');
  const head = repo.write({ 'apps/a/deploy.yaml': 'kind: Deployment\nchanged: true\n' }).commit('head');
  const listings = await Promise.all([listTree(repo.dir, base), listTree(repo.dir, head)]);
  const oids = new Map<string, string>();
  for (const l of listings)
    for (const [file, e] of l.files) oids.set(`${l === listings[0] ? 'base' : 'head'}:${file}`, e.oid);
  return { listings, oids };
}

async function readAll(read: (oid: string) => Promise<BlobText>, oids: Map<string, string>) {
  return Object.fromEntries(await Promise.all([...oids].map(async ([k, oid]) => [k, await read(oid)] as const)));
}

describe('blobs read for the reach', () => {
  it('read ahead gives every blob exactly as the reads on demand do, both revisions, binary and unlisted files too', async () => {
    const { listings, oids } = await setUp();
    const onDemand = await readAll(blobReader(repo.dir, listings), oids);
    expect(onDemand['head:apps/a/deploy.yaml']).toBe('kind: Deployment\nchanged: true\n');
    expect(onDemand['base:apps/a/deploy.yaml']).toBe('kind: Deployment\n');
    expect(onDemand['head:apps/a/bin.dat']).toBeUndefined();
    prefetchReachBlobs(repo.dir, listings);
    expect(await readAll(blobReader(repo.dir, listings), oids)).toEqual(onDemand);
  });

  it('serves the files under a kustomization folder and chart metadata from the read ahead', async () => {
    const { listings, oids } = await setUp();
    prefetchReachBlobs(repo.dir, listings);
    const kustomization = oids.get('head:apps/a/kustomization.yaml') as string;
    expect(await blobReader(repo.dir, listings)(kustomization)).toBe(FILES['apps/a/kustomization.yaml']);
    // Gone from git now: only the read ahead can still give these.
    const ahead = [
      'head:apps/a/deploy.yaml',
      'base:apps/a/deploy.yaml',
      'head:shared/cm.yaml',
      'head:charts/c/Chart.yaml',
      'head:apps/a/sub/patch.yaml',
    ];
    for (const k of ahead) {
      const oid = oids.get(k) as string;
      rmSync(path.join(repo.dir, '.git/objects', oid.slice(0, 2), oid.slice(2)));
    }
    const read = blobReader(repo.dir, listings);
    expect(await read(oids.get('base:apps/a/deploy.yaml') as string)).toBe('kind: Deployment\n');
    expect(await read(oids.get('head:charts/c/Chart.yaml') as string)).toBe(FILES['charts/c/Chart.yaml']);
    expect(await read(oids.get('head:shared/cm.yaml') as string)).toBe(FILES['shared/cm.yaml']);
    // Under a kustomization folder, a level down: read ahead too.
    expect(await read(oids.get('head:apps/a/sub/patch.yaml') as string)).toBe(FILES['apps/a/sub/patch.yaml']);
    // Under no kustomization folder, and no chart metadata: read on demand.
    expect(await read(oids.get('head:docs/readme.md') as string)).toBe(FILES['docs/readme.md']);
  });

  it('a revision not read ahead gets the blobs it shares with the one that was', async () => {
    const { listings, oids } = await setUp();
    prefetchReachBlobs(repo.dir, [listings[1]]);
    const shared = oids.get('base:shared/cm.yaml') as string;
    expect(shared).toBe(oids.get('head:shared/cm.yaml'));
    // Once the read ahead is in (a read from it waits for it), the object goes from git.
    expect(await blobReader(repo.dir, listings)(oids.get('head:apps/a/kustomization.yaml') as string)).toBeDefined();
    rmSync(path.join(repo.dir, '.git/objects', shared.slice(0, 2), shared.slice(2)));
    expect(await blobReader(repo.dir, listings)(shared)).toBe(FILES['shared/cm.yaml']);
  });

  it('a failed read ahead (an object git does not have) leaves the others to the reads on demand, and that one unread', async () => {
    const { listings, oids } = await setUp();
    const lost = oids.get('head:shared/cm.yaml') as string;
    rmSync(path.join(repo.dir, '.git/objects', lost.slice(0, 2), lost.slice(2)));
    prefetchReachBlobs(repo.dir, listings);
    const read = blobReader(repo.dir, listings);
    expect(await read(oids.get('head:apps/a/kustomization.yaml') as string)).toBe(FILES['apps/a/kustomization.yaml']);
    expect(await read(oids.get('head:docs/readme.md') as string)).toBe(FILES['docs/readme.md']);
    expect(await read(lost)).toEqual({ unread: expect.stringContaining(`git has no object ${lost}`) });
  });
});
