// The render cache's tree key: the whole tree hashed once per run. Any single change anywhere in the
// tree changes the hash; the hash is taken before renders write into the tree; a tree entry is found
// without working out the target's inputs, and a change elsewhere falls back to the input key.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TREE_LIMITS, treeSnapshot } from '../../src/engine/render-cache-tree.js';

const treeDigest = (root: string, limits = TREE_LIMITS) => treeSnapshot(root, limits)?.digest;
import { cachedRender, renderCacheAt, renderKey, treeKey } from '../../src/engine/render-cache.js';
import { KEPT_TREES } from '../../src/engine/render-cache-store.js';
import type { ParsedRender } from '../../src/manifest/index.js';
import type { RenderResult, Tools } from '../../src/render/index.js';
import { cleanup, fakeTool, helmTarget, kustomizeTarget, request, tree, write } from '../render/helpers.js';

afterAll(cleanup);

const FILES = {
  'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
  'chart/values.yaml': 'a: 1\n',
  'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\n',
  'docs/readme.md': '# hi\n',
  '.deploy-gate.yaml': 'version: 1\n',
};

describe('treeDigest', () => {
  it('is the same for the same tree in another folder', () => {
    expect(treeDigest(tree(FILES))).toMatch(/^[0-9a-f]{64}$/);
    expect(treeDigest(tree(FILES))).toBe(treeDigest(tree(FILES)));
  });

  const changes: [string, (root: string) => void][] = [
    ['a file no target reads', (r) => write(r, { 'docs/readme.md': '# ho\n' })],
    ['a chart file', (r) => write(r, { 'chart/values.yaml': 'a: 2\n' })],
    ['a new file', (r) => write(r, { 'docs/new.md': '' })],
    ['a removed file', (r) => unlinkSync(path.join(r, 'docs/readme.md'))],
    ['a renamed file', (r) => renameSync(path.join(r, 'docs/readme.md'), path.join(r, 'docs/README.md'))],
    ['a new empty folder', (r) => mkdirSync(path.join(r, 'empty'))],
    ['an executable bit', (r) => chmodSync(path.join(r, 'chart/values.yaml'), 0o755)],
    ['a new symlink', (r) => symlinkSync('values.yaml', path.join(r, 'chart/link.yaml'))],
    ['the config file', (r) => write(r, { '.deploy-gate.yaml': 'version: 1\n# x\n' })],
  ];
  it.each(changes)('changes with %s', (_what, change) => {
    const root = tree(FILES);
    const before = treeDigest(root);
    change(root);
    expect(treeDigest(root)).not.toBe(before);
  });

  it("changes with a symlink's target", () => {
    const root = tree({ ...FILES, 'chart/link.yaml': { link: 'values.yaml' } });
    const before = treeDigest(root);
    unlinkSync(path.join(root, 'chart/link.yaml'));
    symlinkSync('Chart.yaml', path.join(root, 'chart/link.yaml'));
    expect(treeDigest(root)).not.toBe(before);
  });

  it('never hashes two trees alike through a link target that spells out other entries (git keeps newlines and quotes in one)', () => {
    // Tree A: a link `n -> x` and a file after it; tree B: no such file, and a link whose target
    // imitates that file's line in the hash input.
    const a = tree({ 'd/n': { link: 'x' }, 'd/np.yaml': 'kind: NetworkPolicy\n' });
    const fileLine = (root: string) => {
      const snap = treeSnapshot(root);
      const lines = new Map<string, string>();
      snap?.describe('d/np.yaml', lines);
      return lines.get('d/np.yaml') as string;
    };
    const forged = `x\n${JSON.stringify('d/np.yaml')}\t${fileLine(a)}`;
    const b = tree({ 'd/n': { link: forged } });
    expect(treeDigest(b)).not.toBe(treeDigest(a));
  });

  it('is undefined past the limits (each target is then keyed by its own inputs)', () => {
    const root = tree(FILES);
    expect(treeDigest(root, { maxEntries: 3, maxBytes: 1 << 20 })).toBeUndefined();
    expect(treeDigest(root, { maxEntries: 100, maxBytes: 10 })).toBeUndefined();
    expect(treeDigest(path.join(root, 'missing'))).toBeUndefined();
  });
});

function fakeTools(): Tools {
  const bin = fakeTool('echo ok');
  const tool = (name: 'helm' | 'kustomize') => ({
    ok: true as const,
    tool: { name, version: 'v1.0.0', path: bin },
    bin,
    renderArgs: [],
  });
  return { helm: tool('helm'), kustomize: tool('kustomize') };
}

const PARSED: ParsedRender = { resources: [], problems: [] };
const OPTS = { kind: 'helm' as const, targetPath: 'chart' };

describe('cachedRender with the tree key', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-tree-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a kept render and parse by the tree; a change elsewhere falls back to the input key', async () => {
    const root = tree(FILES);
    const req = request(root, helmTarget('chart', { releaseName: 'r' }), fakeTools());
    let renders = 0;
    const render = async (): Promise<RenderResult> => (
      renders++,
      { ok: true, chunks: [{ text: 'a: 1\n' }], durationMs: 1 }
    );
    const first = await cachedRender(renderCacheAt(dir), req, '.deploy-gate.yaml', render);
    expect(renders).toBe(1);
    expect('keep' in first && first.keep).toBeTypeOf('function');
    if ('keep' in first) await first.keep?.(PARSED, OPTS);
    // A new run: found by the tree, with its parse, offering nothing to keep.
    const second = await cachedRender(renderCacheAt(dir), req, '.deploy-gate.yaml', render);
    expect(second).toMatchObject({
      cached: true,
      chunks: [{ text: 'a: 1\n' }],
      parsed: { resources: [], problems: [] },
    });
    expect('keep' in second).toBe(false);
    // A file the target does not read: the tree key misses, the input key finds the render (no parse).
    write(root, { 'docs/readme.md': '# changed\n' });
    const third = await cachedRender(renderCacheAt(dir), req, '.deploy-gate.yaml', render);
    expect(third).toMatchObject({ cached: true });
    expect('parsed' in third).toBe(false);
    expect('keep' in third).toBe(true);
    expect(renders).toBe(1);
    // A file it reads: rendered again.
    write(root, { 'chart/values.yaml': 'a: 3\n' });
    expect('cached' in (await cachedRender(renderCacheAt(dir), req, '.deploy-gate.yaml', render))).toBe(false);
    expect(renders).toBe(2);
  });

  it('keeps the newest few trees; input entries stay', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-prune-'));
    try {
      const digests: string[] = [];
      const tools = fakeTools();
      const render = async (): Promise<RenderResult> => ({ ok: true, chunks: [{ text: 'c: 1\n' }], durationMs: 1 });
      for (let i = 0; i < KEPT_TREES + 2; i++) {
        const root = tree({ ...FILES, 'docs/readme.md': `night ${i}\n` });
        const req = request(root, helmTarget('chart', { releaseName: 'r' }), tools);
        const cache = renderCacheAt(own); // one run each
        const got = await cachedRender(cache, req, '.deploy-gate.yaml', render);
        if ('keep' in got) await got.keep?.(PARSED, OPTS);
        const digest = cache.tree(root)?.digest as string;
        digests.push(digest);
        const when = new Date(Date.UTC(2026, 0, 1 + i));
        utimesSync(path.join(own, 'trees', digest), when, when);
      }
      expect(readdirSync(path.join(own, 'trees')).sort()).toEqual(digests.slice(-KEPT_TREES).sort());
      // The input entry (the chart did not change) is one, kept throughout.
      const inputEntries = readdirSync(own).filter((d) => d !== 'trees');
      expect(inputEntries).toHaveLength(1);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('keeps the trees in use: a tree read in a run counts as new, however old its folder', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-use-'));
    try {
      const tools = fakeTools();
      const render = async (): Promise<RenderResult> => ({ ok: true, chunks: [{ text: 'c: 1\n' }], durationMs: 1 });
      const night = async (i: number) => {
        const root = tree({ ...FILES, 'docs/readme.md': `night ${i}\n` });
        const req = request(root, helmTarget('chart', { releaseName: 'r' }), tools);
        const cache = renderCacheAt(own);
        const got = await cachedRender(cache, req, '.deploy-gate.yaml', render);
        if ('keep' in got) await got.keep?.(PARSED, OPTS);
        return { digest: cache.tree(root)?.digest as string, cached: 'cached' in got };
      };
      const at = (digest: string, day: number) => {
        const when = new Date(Date.UTC(2021, 0, day));
        utimesSync(path.join(own, 'trees', digest), when, when);
      };
      const first = await night(0);
      at(first.digest, 1); // written long ago
      for (let i = 1; i < KEPT_TREES; i++) at((await night(i)).digest, 1 + i); // others, written later
      expect((await night(0)).cached).toBe(true); // read again tonight: used now
      await night(KEPT_TREES); // a new tree: pruning keeps the newest by use
      expect(readdirSync(path.join(own, 'trees'))).toContain(first.digest);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('trusts only entries signed with its own secret: an edited or foreign entry is a miss', async () => {
    const own = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-sign-'));
    try {
      const root = tree(FILES);
      const req = request(root, helmTarget('chart', { releaseName: 'r' }), fakeTools());
      let renders = 0;
      const render = async (): Promise<RenderResult> => {
        renders++;
        return { ok: true, chunks: [{ text: 'c: 1\n' }], durationMs: 1 };
      };
      const mine = Buffer.alloc(32, 1);
      await cachedRender(renderCacheAt(own, mine), req, '.deploy-gate.yaml', render);
      expect('cached' in (await cachedRender(renderCacheAt(own, mine), req, '.deploy-gate.yaml', render))).toBe(true);
      // Another installation's secret (a pull request's job that wrote the folder): rendered again.
      expect(
        'cached' in (await cachedRender(renderCacheAt(own, Buffer.alloc(32, 2)), req, '.deploy-gate.yaml', render)),
      ).toBe(false);
      // An entry edited in place, its signature line kept: a miss, and the render is made again.
      const files = readdirSync(own, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.json'));
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        const abs = path.join(own, f);
        writeFileSync(abs, readFileSync(abs, 'utf8').replace('c: 1', 'c: 2'));
      }
      const before = renders;
      const edited = await cachedRender(renderCacheAt(own, mine), req, '.deploy-gate.yaml', render);
      expect('cached' in edited).toBe(false);
      expect(renders).toBe(before + 1);
      expect(edited.ok && edited.chunks[0]?.text).toBe('c: 1\n');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('hashes the tree once per run, before renders write into it', async () => {
    const root = tree(FILES);
    const req = request(root, helmTarget('chart', { releaseName: 'r' }), fakeTools());
    const cache = renderCacheAt(dir);
    const before = cache.tree(root)?.digest;
    const render = async (): Promise<RenderResult> => {
      write(root, { 'chart/charts/dep': 'written by a render\n' });
      return { ok: true, chunks: [{ text: 'b: 1\n' }], durationMs: 1 };
    };
    await cachedRender(cache, req, '.deploy-gate.yaml', render);
    expect(cache.tree(root)?.digest).toBe(before);
    expect(treeDigest(root)).not.toBe(before);
  });

  it('the tree key changes with the request as the input key does', async () => {
    const root = tree(FILES);
    const req = request(root, helmTarget('chart', { releaseName: 'r' }), fakeTools());
    const digest = treeDigest(root) as string;
    const base = await treeKey(req, digest);
    expect(await treeKey(req, digest)).toBe(base);
    expect(await treeKey(req, 'f'.repeat(64))).not.toBe(base);
    expect(await treeKey({ ...req, env: { ...req.env, kubernetesVersion: '1.29' } }, digest)).not.toBe(base);
    expect(await treeKey({ ...req, target: { ...req.target, namespace: 'other' } }, digest)).not.toBe(base);
    expect(await treeKey({ ...req, extraApiVersions: ['x.io/v1'] }, digest)).not.toBe(base);
  });
});

describe('input keys from the tree snapshot', () => {
  const LAYOUT = {
    ...FILES,
    'chart/templates/link.yaml': { link: 'cm.yaml' },
    'envs/dev.yaml': 'a: 2\n',
    'k/base/kustomization.yaml': 'resources: [cm.yaml]\n',
    'k/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\n',
    'k/overlay/kustomization.yaml': 'resources: [../base]\n',
    'k/shared': { link: 'base' },
    'kustomization.yaml': 'resources: [k/overlay]\n',
  };
  const targets: [string, ReturnType<typeof helmTarget>][] = [
    ['a helm chart with a values file and a symlink', helmTarget('chart', { valueFiles: ['envs/dev.yaml'] })],
    ['a kustomize overlay', kustomizeTarget('k/overlay')],
    ['a kustomization at the top of the repo', kustomizeTarget('.')],
    ['a path behind a symlinked folder', kustomizeTarget('k/shared')],
  ];
  it.each(targets)('give the key reading the files gives: %s', async (_what, target) => {
    const root = tree(LAYOUT);
    chmodSync(path.join(root, 'chart/values.yaml'), 0o755);
    const req = request(root, target, fakeTools());
    const read = await renderKey(req, '.deploy-gate.yaml');
    expect(read).toMatch(/^[0-9a-f]{64}$/);
    expect(await renderKey(req, '.deploy-gate.yaml', treeSnapshot(root))).toBe(read);
  });

  it('are of the tree as first seen: a file a render writes later is not in them', async () => {
    const root = tree(LAYOUT);
    const req = request(root, helmTarget('chart'), fakeTools());
    const snapshot = treeSnapshot(root);
    const before = await renderKey(req, '.deploy-gate.yaml', snapshot);
    write(root, { 'chart/charts/dep/Chart.yaml': 'x\n' });
    expect(await renderKey(req, '.deploy-gate.yaml', snapshot)).toBe(before);
    expect(await renderKey(req, '.deploy-gate.yaml', treeSnapshot(root))).not.toBe(before);
  });
});
