// The reach's path arithmetic (src/engine/reach.ts) takes shortcuts for plain names; these cases
// hold the shortcuts to the plain definitions: normalizeRel to path.posix.normalize, and a file's
// words to "an existing path, or an absent one outside the kustomization folder".
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeRel, targetReach, type SideReader } from '../../src/engine/reach.js';
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
});
