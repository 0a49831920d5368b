// src/engine/path-sets.ts finds a listing's kustomization folders with one regular expression over
// all its paths joined. These tests hold it to the plain rule it replaces (a path whose last name
// is a kustomization file name), on random listings full of names that nearly are one.
import { describe, expect, it } from 'vitest';
import type { TreeListing } from '../../src/git/index.js';
import { kustomizationFolders, underKustomizations } from '../../src/engine/path-sets.js';
import { KUSTOMIZATION_NAMES } from '../../src/render/kustomize-walk.js';

/** A small deterministic random source (a failure must be reproducible). */
function random(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * n);
  };
}

const NAMES = [
  ...KUSTOMIZATION_NAMES,
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

/** The plain rule: the folder of every path whose last name is a kustomization file name. */
function plainFolders(paths: string[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const slash = p.lastIndexOf('/');
    if (KUSTOMIZATION_NAMES.includes(p.slice(slash + 1))) out.add(slash < 0 ? '.' : p.slice(0, slash));
  }
  return out;
}

/** The plain rule for the files under those folders. */
function plainUnder(paths: string[]): string[] {
  const folders = plainFolders(paths);
  return paths.filter((p) => folders.has('.') || [...folders].some((f) => p.startsWith(`${f}/`)));
}

describe('kustomization folders of a listing (path-sets.ts)', () => {
  it('are the folders of the paths whose last name is a kustomization file name, on 3,000 random listings', () => {
    const next = random(22);
    let found = 0;
    for (let n = 0; n < 3000; n++) {
      const paths = randomPaths(next);
      const want = plainFolders(paths);
      expect([...kustomizationFolders(listingOf(paths))].sort(), paths.join(' | ')).toEqual([...want].sort());
      expect(underKustomizations(listingOf(paths)), paths.join(' | ')).toEqual(plainUnder(paths));
      found += want.size;
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('finds the top folder, nested folders, and none in a name that only contains one', () => {
    const paths = [
      'kustomization.yaml',
      'a/Kustomization',
      'a/b/kustomization.yml',
      'c/kustomization.yaml/d',
      'e/xkustomization.yaml',
      'f/kustomization.yaml.bak',
    ];
    expect([...kustomizationFolders(listingOf(paths))].sort()).toEqual(['.', 'a', 'a/b']);
    expect(kustomizationFolders(listingOf([])).size).toBe(0);
  });
});
