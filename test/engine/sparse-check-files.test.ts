// filesUnder (sparse-check.ts) picks the files a partial tree writes out: it must give exactly the
// files that are wanted or lie under a wanted path, in listing order, however the paths are spelled.
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../../src/engine/path-sets.js';
import { planSparseCheck } from '../../src/engine/sparse-check.js';
import type { TreeListing } from '../../src/git/index.js';
import { loadConfigDetailed } from '../../src/config/index.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

/** The plain definition: the file, or any folder above it, is wanted. */
function plainFilesUnder(listing: TreeListing, wanted: Set<string>): string[] {
  if (wanted.has('.')) return [...listing.files.keys()];
  return [...listing.files.keys()].filter((file) => {
    const parts = file.split('/');
    return parts.some((_, i) => wanted.has(parts.slice(0, i + 1).join('/')));
  });
}

function listingOf(files: string[]): TreeListing {
  const entry = { mode: '100644', oid: '0'.repeat(40), size: 1 };
  return { files: new Map(files.map((f) => [f, entry])), dirs: new Set() };
}

/** A small deterministic generator, so a failure names its seed. */
function rng(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const NAMES = ['a', 'b', 'a b', 'a.b', 'a-b', '.', '..', '', 'ab', 'base'];

function randomPath(next: () => number): string {
  const depth = 1 + Math.floor(next() * 4);
  return Array.from({ length: depth }, () => NAMES[Math.floor(next() * NAMES.length)]).join('/');
}

describe('filesUnder', () => {
  it('matches the plain definition on a bench-like tree', () => {
    const files = ['.deploy-gate.yaml', 'apps/a1/base/x.yaml', 'apps/a1/overlays/dev/kustomization.yaml'];
    files.push('apps/a10/base/x.yaml', 'apps/a1-b/y.yaml', 'charts/a1/Chart.yaml', 'envs/dev/a1.yaml');
    const wanted = new Set(['.deploy-gate.yaml', 'apps/a1', 'charts/a1', 'envs/dev/a1.yaml', 'absent/x']);
    const got = filesUnder(listingOf(files), wanted);
    // Not apps/a10 nor apps/a1-b: a name that starts like a wanted folder is not under it.
    expect(got).toEqual([
      '.deploy-gate.yaml',
      'apps/a1/base/x.yaml',
      'apps/a1/overlays/dev/kustomization.yaml',
      'charts/a1/Chart.yaml',
      'envs/dev/a1.yaml',
    ]);
    expect(got).toEqual(plainFilesUnder(listingOf(files), wanted));
    expect(filesUnder(listingOf(files), new Set(['.']))).toEqual(files);
  });

  it('matches the plain definition on 2,000 random trees and wanted sets (odd spellings too)', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = rng(seed);
      const files = [...new Set(Array.from({ length: 1 + Math.floor(next() * 30) }, () => randomPath(next)))];
      const wanted = new Set(Array.from({ length: Math.floor(next() * 6) }, () => randomPath(next)));
      // Wanted paths that are exactly a folder or a file of the tree, not only random spellings.
      for (const f of files.slice(0, 2))
        wanted.add(
          f
            .split('/')
            .slice(0, 1 + Math.floor(next() * 2))
            .join('/'),
        );
      const listing = listingOf(files);
      expect(filesUnder(listing, wanted), `seed ${seed}`).toEqual(plainFilesUnder(listing, wanted));
    }
  });
});

describe('the files a partial plan writes out', () => {
  const config = `version: 1
targets:
  - {app: web, environment: dev, kustomize: apps/web/dev}
  - {app: web, environment: production, kustomize: apps/web/production}
  - {app: api, environment: production, kustomize: apps/api}
`;
  const files: Record<string, string> = {
    '.deploy-gate.yaml': config,
    'apps/web/base/kustomization.yaml': 'resources: [cm.yaml, ../../../shared/web]\n',
    'apps/web/base/cm.yaml': 'kind: ConfigMap\n',
    'shared/web/kustomization.yaml': 'resources: [extra.yaml]\n',
    'shared/web/extra.yaml': 'kind: ConfigMap\n',
    'apps/web/dev/kustomization.yaml': 'resources: [../base, ../../../envs/dev.yaml]\n',
    'apps/web/production/kustomization.yaml': 'resources: [../base, ../../../envs/production.yaml]\n',
    'envs/dev.yaml': 'kind: ConfigMap\n',
    'envs/production.yaml': 'kind: ConfigMap\n',
    'apps/api/kustomization.yaml': 'resources: [../../envs/api.yaml]\n',
    'envs/api.yaml': 'kind: ConfigMap\n',
  };

  it("hold the whole reach of the candidate's app at both sides: its other environments too, and nothing else", async () => {
    repo = new TempRepo();
    repo.write(files).commit('base');
    const base = repo.git('rev-parse', 'HEAD').trim();
    repo.write({ 'envs/production.yaml': 'kind: ConfigMap\ndata: {a: b}\n' }).commit('change');
    const head = repo.git('rev-parse', 'HEAD').trim();
    const loaded = loadConfigDetailed(config, '.deploy-gate.yaml').config;
    const plan = await planSparseCheck({
      repo: repo.dir,
      base,
      head,
      config: loaded,
      changed: ['envs/production.yaml'],
    });
    if (!('candidates' in plan)) throw new Error(`no plan: ${plan.reason}`);
    expect([...plan.candidates]).toEqual(['web/production']);
    // web/dev is not a candidate, but drift renders it beside web/production: its reach (worked
    // out again after the scan dropped it) must be written, down to the shared folder and envs/dev.yaml.
    const expected = Object.keys(files)
      .filter((f) => !f.includes('api'))
      .sort();
    expect([...plan.files.head].sort()).toEqual(expected);
    expect([...plan.files.base].sort()).toEqual(expected);
  });
});
