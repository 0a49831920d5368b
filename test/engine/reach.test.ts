// The reach's path arithmetic (src/engine/reach.ts) takes shortcuts for plain names; these cases
// hold the shortcuts to the plain definitions: normalizeRel to path.posix.normalize, and a file's
// words to "an existing path, or an absent one outside the kustomization folder".
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeRel, targetReach, type SideReader } from '../../src/engine/reach.js';
import { namesNothingBeside, resolveText } from '../../src/engine/reach-refs.js';
import { touchIndex } from '../../src/engine/path-sets.js';
import { touches } from '../../src/targets/index.js';
import { fromConfig } from '../../src/targets/discover.js';

const reference = (p: string): string => {
  const n = path.posix.normalize(p.replace(/\\/g, '/')).replace(/\/+$/, '');
  return n === '' ? '.' : n;
};

describe('reach path arithmetic', () => {
  it.each([
    'a',
    'a/b',
    './a',
    'a/./b',
    'a/../b',
    '..',
    '.',
    'a/',
    '/a',
    'a//b',
    'a\\b',
    '.a/b',
    'a/..b',
    '...',
    'a/.',
    'a/..',
    '',
    'a/b/../../..',
  ])('normalizeRel(%j) is the plain normalize', (p) => expect(normalizeRel(p)).toBe(reference(p)));

  it('a file above the kustomization folder names existing paths inside it, and absent ones only outside it', async () => {
    const files: Record<string, string> = {
      'apps/web/overlays/prod/kustomization.yaml': 'resources: [../../common.yaml]\n',
      'apps/web/overlays/prod/deploy.yaml': 'kind: Deployment\n',
      // Read from apps/web (its own folder) and from the overlay (the root).
      'apps/web/common.yaml': 'a: overlays/prod/deploy.yaml\nb: overlays/prod/absent.yaml\nc: elsewhere.yaml\nd: x\n',
    };
    const listing = {
      files: new Map(Object.keys(files).map((f) => [f, { mode: '100644', oid: f, size: files[f]!.length }])),
      dirs: new Set(['apps', 'apps/web', 'apps/web/overlays', 'apps/web/overlays/prod']),
    };
    const side: SideReader = { listing, tokens: new Map(), text: (f) => Promise.resolve(files[f]) };
    const target = fromConfig(
      { app: 'web', environment: 'prod', kustomize: 'apps/web/overlays/prod' },
      '.deploy-gate.yaml',
    );
    const reach = await targetReach(side, target, '.deploy-gate.yaml', new Map());
    expect(reach.doubt).toBeUndefined();
    expect(reach.paths).toContain('apps/web/overlays/prod/deploy.yaml');
    expect(reach.paths).toContain('apps/web/elsewhere.yaml');
    expect(reach.paths).toContain('apps/web/x');
    expect(reach.paths).not.toContain('apps/web/overlays/prod/absent.yaml');
  });

  it('a file the shortcut skips names nothing but its own folder when every word is resolved', () => {
    // Folders and files with short names (`a`, `x y`), and texts built from words that name them
    // in every spelling the reach reads: relative, `./`, `../`, quoted, escaped, folded, `?ref=`.
    const files = [
      'k/kustomization.yaml',
      'k/a',
      'k/b.yaml',
      'k/x y/c.yaml',
      'k/sub/d.yaml',
      'k/sub/e/f.yaml',
      'o/g.yaml',
    ];
    const listing = {
      files: new Map(files.map((f) => [f, { mode: '100644', oid: f, size: 1 }])),
      dirs: new Set(['k', 'k/x y', 'k/sub', 'k/sub/e', 'o']),
    };
    const words = [
      'a',
      'b.yaml',
      'sub',
      'sub/e',
      '"x y"',
      './a',
      '../o',
      'sub/../a',
      'zz',
      'app',
      'name',
      '.',
      'kind: A',
      'b\\x2eyaml',
      "'it''s'",
      'sub/e/f.yaml?ref=1',
      'y',
    ];
    let seed = 7;
    const rnd = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    let skipped = 0;
    let named = 0;
    for (let i = 0; i < 3000; i++) {
      const lines = Array.from({ length: 1 + rnd(3) }, (_, j) => {
        const w = words[rnd(words.length)];
        return [`k${j}: ${w}`, `- ${w}`, `k${j}: [${w}, q]`, `k${j}: ${w}\n  more`][rnd(4)];
      });
      const text = `${lines.join('\n')}\n`;
      const file = ['k/b.yaml', 'k/a', 'k/kustomization.yaml'][rnd(3)] as string;
      const full = resolveText(listing, new Map(), file, 'k', text);
      if (namesNothingBeside(listing, file, 'k', text)) {
        skipped++;
        expect(typeof full === 'string' ? full : full.filter((r) => r !== 'k'), text).toEqual([]);
      } else if (Array.isArray(full) && full.some((r) => r !== 'k')) named++;
    }
    expect(skipped).toBeGreaterThan(100);
    expect(named).toBeGreaterThan(100);
  });

  it('touchIndex answers as touches() asked of every changed file and path', () => {
    const spellings = [
      '',
      '.',
      'a',
      'a/',
      'a/b',
      'a/b/',
      'a/b/c.yaml',
      'a/bc',
      'ab',
      'a/b/c.yaml/',
      'x/a/b',
      'a//b',
      '/a',
      '.gitattributes',
      'a/.gitattributes',
      'a/b/.gitattributes',
      'x/.gitattributes',
    ];
    for (const c1 of spellings)
      for (const c2 of ['a/b/c.yaml', 'x/y.yaml', c1]) {
        const changed = [c1, c2];
        const index = touchIndex(changed);
        for (const p of spellings) {
          const want = changed.some((c) => touches(c, p));
          expect(index([p]), `${JSON.stringify(changed)} ${JSON.stringify(p)}`).toBe(want);
        }
      }
  });

  it('a base named by many overlays (and naming one back) gives each the whole reach, doubt included', async () => {
    const files: Record<string, string | { unread: string }> = {
      'o1/kustomization.yaml': 'resources: [../base]\n',
      'o2/kustomization.yaml': 'resources: [../base, extra.yaml]\n',
      'o2/extra.yaml': 'kind: ConfigMap\n',
      'base/kustomization.yaml': 'resources: [../o1, ../shared, cm.yaml]\n',
      'base/cm.yaml': 'kind: ConfigMap\n',
      'shared/kustomization.yaml': 'resources: [big.yaml]\n',
      'shared/big.yaml': { unread: 'git printed more than the output budget' },
    };
    const names = Object.keys(files);
    const listing = {
      files: new Map(names.map((f) => [f, { mode: '100644', oid: f, size: 10 }])),
      dirs: new Set(['o1', 'o2', 'base', 'shared']),
    };
    const side: SideReader = { listing, tokens: new Map(), text: (f) => Promise.resolve(files[f]) };
    const reachOf = async (dir: string) =>
      targetReach(side, fromConfig({ app: dir, environment: 'e', kustomize: dir }, 'c.yaml'), 'c.yaml', new Map());
    const [r1, r2, rb] = await Promise.all([reachOf('o1'), reachOf('o2'), reachOf('base')]);
    const common = ['c.yaml', 'o1', 'o1/kustomization.yaml', 'base', 'base/kustomization.yaml', 'base/cm.yaml'];
    const shared = ['shared', 'shared/kustomization.yaml', 'shared/big.yaml'];
    expect([...r1.paths].sort()).toEqual([...common, ...shared].sort());
    expect([...r2.paths].sort()).toEqual([...common, ...shared, 'o2', 'o2/kustomization.yaml', 'o2/extra.yaml'].sort());
    expect([...rb.paths].sort()).toEqual([...common, ...shared].sort());
    for (const r of [r1, r2, rb]) expect(r.doubt).toMatch(/shared\/big.yaml could not be read from git/);
  });

  it('names that folding or a doubled quote can spell are still found (the shortcut does not skip them)', () => {
    const files = ['k/b.yaml', 'k/x y/c.yaml', "k/it's.yaml"];
    const listing = {
      files: new Map(files.map((f) => [f, { mode: '100644', oid: f, size: 1 }])),
      dirs: new Set(['k', 'k/x y']),
    };
    for (const [text, named] of [
      ['a: x\n  y/c.yaml\n', 'k/x y/c.yaml'],
      ["a: 'it''s.yaml'\n", "k/it's.yaml"],
    ] as const) {
      expect(resolveText(listing, new Map(), 'k/b.yaml', 'k', text)).toContain(named);
      expect(namesNothingBeside(listing, 'k/b.yaml', 'k', text), text).toBe(false);
    }
  });
});
