// src/engine/path-sets.ts finds a listing's kustomization folders with one regular expression over
// all its paths joined. These tests hold it to the plain rule it replaces (a path whose last name
// is a kustomization file name), on random listings full of names that nearly are one; and the
// paths named by a set of words (reach-bound.ts) to the plain last-name rule.
import { describe, expect, it } from 'vitest';
import type { TreeListing } from '../../src/git/index.js';
import {
  chartMetaPaths,
  filesUnder,
  kustomizationFolders,
  pathsNamed,
  underKustomizations,
} from '../../src/engine/path-sets.js';
import { ODD_NAME } from '../../src/engine/reach-scan.js';
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

describe('paths whose last name is a word or odd (path-sets.ts pathsNamed)', () => {
  const LAST = ['a.yaml', 'b.yaml', 'a b.yaml', 'x,y', 'q?', 'h#', 'ok', 'é', 'c.yaml', '(x)', 'a.yam', '[z]', '*'];
  const WORDS = ['a.yaml', 'c.yaml', 'ok', '(x)', '*', '[z]', 'dir/a.yaml', 'a', '', 'é', '.yaml'];

  /** The plain rule: every path whose last name is one of `words` or holds a character of ODD_NAME. */
  const plain = (paths: string[], words: Set<string>) =>
    paths.filter((p) => {
      const last = p.slice(p.lastIndexOf('/') + 1);
      return words.has(last) || ODD_NAME.test(last);
    });

  it('are the paths the plain rule gives, in listing order, on 3,000 random listings and word sets', () => {
    const next = random(7);
    let found = 0;
    for (let n = 0; n < 3000; n++) {
      const paths = [
        ...new Set(
          Array.from({ length: 1 + next(20) }, () =>
            [
              ...Array.from({ length: next(3) }, () => FOLDERS[next(FOLDERS.length)] as string),
              LAST[next(LAST.length)],
            ].join('/'),
          ),
        ),
      ];
      const words = new Set(Array.from({ length: next(5) }, () => WORDS[next(WORDS.length)] as string));
      const want = plain(paths, words);
      expect(
        pathsNamed(listingOf(paths), words, ODD_NAME.source),
        `${paths.join(' | ')} / ${[...words].join(' ')}`,
      ).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(3000);
  });

  it('gives none (ask every path) past 64 words', () => {
    const words = new Set(Array.from({ length: 65 }, (_, i) => `w${i}`));
    expect(pathsNamed(listingOf(['a/w1']), words, ODD_NAME.source)).toBeUndefined();
    words.delete('w64');
    expect(pathsNamed(listingOf(['a/w1', 'b/w1x']), words, ODD_NAME.source)).toEqual(['a/w1']);
  });
});

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
      // Past 64 wanted paths filesUnder loops over the listing instead: both ways are held to the rule.
      if (next(5) === 0) for (let i = 0; i < 70; i++) wanted.add(`z${i}`);
      if (wanted.has('.') && next(2) === 0) wanted.delete('.');
      const want = plain(paths, wanted);
      expect(filesUnder(listingOf(paths), wanted), `${paths.join(' | ')} / ${[...wanted].join(' ')}`).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(3000);
  });
});

describe('chart metadata files of a listing (path-sets.ts chartMetaPaths)', () => {
  it('are the paths named Chart.yaml or requirements.yaml, in listing order, on 2,000 random listings', () => {
    const next = random(5);
    const LAST = [
      'Chart.yaml',
      'requirements.yaml',
      'Chart.yml',
      'chart.yaml',
      'XChart.yaml',
      'Chart.yaml.bak',
      'values.yaml',
      'a b',
    ];
    let found = 0;
    for (let n = 0; n < 2000; n++) {
      const paths = [
        ...new Set(
          Array.from({ length: 1 + next(12) }, () =>
            [
              ...Array.from({ length: next(3) }, () => FOLDERS[next(FOLDERS.length)] as string),
              LAST[next(LAST.length)],
            ].join('/'),
          ),
        ),
      ];
      const want = paths.filter((p) => /(^|\/)(Chart|requirements)\.yaml$/.test(p));
      expect(chartMetaPaths(listingOf(paths)), paths.join(' | ')).toEqual(want);
      found += want.length;
    }
    expect(found).toBeGreaterThan(1000);
  });
});

describe('names longer than one regular-expression alternative can hold (review rv9b)', () => {
  // V8 refuses to compile an alternative past ~32,700 characters: a word of a contract's bytecode in
  // a file a kustomization names must not make the partial plan fail.
  const long = `${'0x6080'.repeat(7000)}.json`;
  const listing = listingOf([`config/${long}`, 'config/other.json', 'apps/a/kustomization.yaml']);

  it('pathsNamed leaves such names to the loop (undefined: ask every path) instead of throwing', () => {
    expect(() => pathsNamed(listing, new Set([long]), '[\\s,]')).not.toThrow();
    expect(pathsNamed(listing, new Set([long]), '[\\s,]')).toBeUndefined();
  });

  it('filesUnder finds the files under a long wanted path by the loop', () => {
    expect(filesUnder(listing, new Set([`config/${long}`, 'apps/a']))).toEqual(
      [`config/${long}`, 'apps/a/kustomization.yaml'].sort(
        (a, b) => [...listing.files.keys()].indexOf(a) - [...listing.files.keys()].indexOf(b),
      ),
    );
  });
});
