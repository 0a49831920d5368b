// src/engine/path-sets.ts: the files of a listing under a set of wanted paths (what the partial
// plan writes out), held to the plain rule on random listings full of names that nearly match.
import { describe, expect, it } from 'vitest';
import type { TreeListing } from '../../src/git/index.js';
import { filesUnder } from '../../src/engine/path-sets.js';
import { KUSTOMIZATION_FILES } from '../../src/manifest/index.js';

/** A small deterministic random source (a failure must be reproducible). */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * n);
  };
}

const NAMES = [
  ...KUSTOMIZATION_FILES,
  'kustomization.yaml.bak',
  'xkustomization.yaml',
  'kustomization.yamlx',
  'kustomization_yaml',
  'kustomizationXyaml',
  'Kustomization.yaml',
  'kustomization',
  'deployment.yaml',
  'a b.yaml',
  'é.yaml',
  'x\nkustomization.yaml',
];
const FOLDERS = ['apps', 'base', 'overlays', 'dev', 'kustomization.yaml', 'Kustomization', 'a b', 'é'];

function listingOf(paths: string[]): TreeListing {
  const files = new Map(paths.map((p) => [p, { mode: '100644', oid: 'x', size: 1 }]));
  return { files, dirs: new Set() };
}

function randomPaths(next: (n: number) => number): string[] {
  const paths = new Set<string>();
  for (let n = 1 + next(30); n > 0; n--) {
    const folders = Array.from({ length: next(4) }, () => FOLDERS[next(FOLDERS.length)] as string);
    paths.add([...folders, NAMES[next(NAMES.length)] as string].join('/'));
  }
  // A name that is a folder elsewhere is left out: git lists a path as a file or a folder, not both.
  return [...paths].filter((p) => ![...paths].some((q) => q.startsWith(`${p}/`)));
}

describe('files under wanted paths (path-sets.ts filesUnder)', () => {
  /** The plain rule: a path that is one of `wanted` or lies under one (`.` is every path). */
  const plain = (paths: string[], wanted: Set<string>) =>
    paths.filter((p) => wanted.has('.') || [...wanted].some((w) => p === w || p.startsWith(`${w}/`)));

  it('are the paths the plain rule gives, in listing order, for few and for many wanted paths', () => {
    const next = random(11);
    const SPELLED = [
      'apps',
      'apps/',
      'a b',
      'é',
      'base',
      'dev',
      'kustomization.yaml',
      'apps/base',
      'x(y)',
      'a.b',
      '',
      '.',
    ];
    let found = 0;
    for (let n = 0; n < 2000; n++) {
      const paths = randomPaths(next);
      const wanted = new Set<string>();
      for (let k = next(6); k > 0; k--)
        wanted.add(
          next(2) === 0
            ? (SPELLED[next(SPELLED.length)] as string)
            : (paths[next(paths.length)] as string)
                .split('/')
                .slice(0, 1 + next(3))
                .join('/'),
        );
      if (next(5) === 0) for (let i = 0; i < 70; i++) wanted.add(`z${i}`);
      if (wanted.has('.') && next(2) === 0) wanted.delete('.');
      const want = plain(paths, wanted);
      expect(filesUnder(listingOf(paths), wanted), `${paths.join(' | ')} / ${[...wanted].join(' ')}`).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(3000);
  });
});

describe('very long names (review rv9b)', () => {
  // A word of a contract's bytecode in a file a kustomization names must not make the partial plan fail.
  const long = `${'0x6080'.repeat(7000)}.json`;
  const listing = listingOf([`config/${long}`, 'config/other.json', 'apps/a/kustomization.yaml']);

  it('filesUnder finds the files under a long wanted path', () => {
    expect(filesUnder(listing, new Set([`config/${long}`, 'apps/a']))).toEqual(
      [`config/${long}`, 'apps/a/kustomization.yaml'].sort(
        (a, b) => [...listing.files.keys()].indexOf(a) - [...listing.files.keys()].indexOf(b),
      ),
    );
  });
});
