// Kustomizations parsed once per text (render/kustomize-yaml.ts readKustomizeYamlOnce) walk as
// parsing each time does (DEPLOY_GATE_PLAIN_WALK=1): every kustomization folder of the bundled
// example and of ../shared/corpus when it is there; and a file rewritten between two walks is read
// anew.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { walkKustomization } from '../../src/render/kustomize-walk.js';
import { readKustomizeYaml, readKustomizeYamlOnce } from '../../src/render/kustomize-yaml.js';
import { TempTrees } from '../helpers/temp-tree.js';

const ROOT = path.resolve(__dirname, '../..');
const CORPUS = path.resolve(ROOT, '../shared/corpus');

const trees = new TempTrees('dg-walk-once-');
afterEach(() => {
  delete process.env.DEPLOY_GATE_PLAIN_WALK;
  trees.remove();
});

/** Folders holding a kustomization.yaml below `root` (repo-relative), skipping .git and node_modules. */
function kustomizationDirs(root: string, rel = '.'): string[] {
  const out: string[] = [];
  const entries = readdirSync(path.join(root, rel), { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'kustomization.yaml')) out.push(rel);
  for (const e of entries)
    if (e.isDirectory() && e.name !== '.git' && e.name !== 'node_modules')
      out.push(...kustomizationDirs(root, rel === '.' ? e.name : `${rel}/${e.name}`));
  return out;
}

async function walksBothWays(root: string): Promise<number> {
  const dirs = kustomizationDirs(root);
  for (const dir of dirs) {
    process.env.DEPLOY_GATE_PLAIN_WALK = '1';
    const plain = await walkKustomization(root, dir);
    delete process.env.DEPLOY_GATE_PLAIN_WALK;
    const once = await walkKustomization(root, dir);
    const again = await walkKustomization(root, dir);
    expect(once, `${root}: ${dir}`).toEqual(plain);
    expect(again, `${root}: ${dir}`).toEqual(plain);
  }
  return dirs.length;
}

describe('kustomizations parsed once per text', () => {
  it('walk the bundled example as parsing each time does', async () => {
    expect(await walksBothWays(path.join(ROOT, 'examples/deploy-repo'))).toBeGreaterThan(2);
  });

  it.skipIf(!existsSync(CORPUS))('walk every kustomization of ../shared/corpus as parsing each time does', async () => {
    let walked = 0;
    for (const repo of readdirSync(CORPUS, { withFileTypes: true }).filter((e) => e.isDirectory()))
      walked += await walksBothWays(path.join(CORPUS, repo.name));
    expect(walked).toBeGreaterThan(10);
  });

  it('reads a file rewritten between two walks anew, and gives one text one answer', async () => {
    const root = trees.make({
      'app/kustomization.yaml': 'resources: [a.yaml]\n',
      'app/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n',
      'app/b.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n',
    });
    expect((await walkKustomization(root, 'app')).files).toEqual(['app/a.yaml', 'app/kustomization.yaml']);
    writeFileSync(path.join(root, 'app/kustomization.yaml'), 'resources: [b.yaml]\n');
    expect((await walkKustomization(root, 'app')).files).toEqual(['app/b.yaml', 'app/kustomization.yaml']);
    const text = 'resources: [x.yaml]\n';
    expect(readKustomizeYamlOnce(text, 'k.yaml')).toBe(readKustomizeYamlOnce(text, 'k.yaml'));
    expect(readKustomizeYamlOnce(text, 'k.yaml')).toEqual(readKustomizeYaml(text, 'k.yaml'));
  });
});
