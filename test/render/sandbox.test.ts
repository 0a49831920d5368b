import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  confinePath,
  forgetScan,
  helmInputs,
  scanTree,
  scannedDir,
  walkCheckedOut,
  walkKustomization,
} from '../../src/render/sandbox.js';
import { cleanup, helmTarget, tree } from './helpers.js';

afterAll(cleanup);

describe('scanTree', () => {
  it('records in-root symlinks, allows dangling in-root links, refuses dangling links outside', async () => {
    const root = tree({
      'a/real.yaml': 'x: 1\n',
      'a/link.yaml': { link: 'real.yaml' },
      'a/dangling.yaml': { link: 'missing.yaml' },
      'b/out.yaml': { link: '../../../../../../nonexistent-outside/x.yaml' },
    });
    const scan = await scanTree(root);
    expect(scan.symlinks.get('a/link.yaml')).toBe('a/real.yaml');
    expect(scan.problems.map((p) => [p.path, p.code])).toEqual([['b/out.yaml', 'E_SYMLINK_ESCAPE']]);
  });

  it('skips a real .git directory but checks a .git symlink', async () => {
    const root = tree({ '.git/hooks/evil': { link: '/etc/passwd' }, 'x/.git': { link: '/' } });
    const scan = await scanTree(root);
    expect(scan.problems.map((p) => p.path)).toEqual(['x/.git']);
  });

  it('caches per root', async () => {
    const root = tree({ 'a.yaml': '' });
    expect(await scanTree(root)).toBe(await scanTree(root));
  });

  it('forgetScan: a tree rewritten at the same path is scanned again', async () => {
    const root = tree({ 'a.yaml': '' });
    expect((await scanTree(root)).problems).toEqual([]);
    rmSync(root, { recursive: true });
    mkdirSync(root);
    symlinkSync('/etc/passwd', path.join(root, 'a.yaml'));
    forgetScan(root);
    expect((await scanTree(root)).problems.map((p) => [p.path, p.code])).toEqual([['a.yaml', 'E_SYMLINK_ESCAPE']]);
  });

  it('walkCheckedOut: walks a folder once per tree, as walkKustomization does; forgotten with the scan; every ask walks on the plain path', async () => {
    const root = tree({ 'app/kustomization.yaml': 'resources: [a.yaml]\n', 'app/a.yaml': '' });
    const first = await walkCheckedOut(root, 'app');
    expect(first).toEqual(await walkKustomization(root, 'app'));
    expect(first.files).toEqual(['app/a.yaml', 'app/kustomization.yaml']);
    expect(await walkCheckedOut(root, 'app')).toBe(first);
    writeFileSync(path.join(root, 'app/kustomization.yaml'), 'resources: [b.yaml]\n');
    writeFileSync(path.join(root, 'app/b.yaml'), '');
    expect(await walkCheckedOut(root, 'app')).toBe(first);
    process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
    try {
      expect((await walkCheckedOut(root, 'app')).files).toEqual(['app/b.yaml', 'app/kustomization.yaml']);
    } finally {
      delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
    }
    forgetScan(root);
    expect((await walkCheckedOut(root, 'app')).files).toEqual(['app/b.yaml', 'app/kustomization.yaml']);
  });

  it('lists real folders only: scannedDir answers for a real folder, and leaves everything else to confinePath', async () => {
    const root = tree({
      'a/b/x.yaml': '',
      '.git/hooks/h.yaml': '',
      'real/y.yaml': '',
      'env/raw': { link: '../real' },
      out: { link: '/etc' },
    });
    const scan = await scanTree(root);
    expect(scannedDir(scan, 'a/b')).toEqual({ rel: 'a/b', real: path.join(scan.root, 'a', 'b') });
    expect(scannedDir(scan, './a/../a/b/')?.rel).toBe('a/b');
    expect(scan.dirs.get('a/b')).toEqual([{ name: 'x.yaml', type: 'file' }]);
    expect(scan.dirs.get('env')).toEqual([{ name: 'raw', type: 'link' }]);
    for (const ref of ['env/raw', 'out', '../', '/etc', '.git', '.git/hooks', 'missing', 'https://x/y', 'a/b/x.yaml'])
      expect(scannedDir(scan, ref), ref).toBeUndefined();
    expect(scan.dirs.has('.git') || scan.dirs.has('.git/hooks') || scan.dirs.has('env/raw')).toBe(false);
  });
});

describe('confinePath', () => {
  it.each([
    ['values.yaml', true],
    ['../x.yaml', false],
    ['/etc/passwd', false],
    ['oci://registry/x', false],
    ['git::https://example.com/x', false],
  ])('%s inside=%s', async (ref, ok) => {
    const root = tree({ 'values.yaml': '' });
    expect((await confinePath(root, '.', ref, 'values file', 'E_VALUES_URL_FORBIDDEN')).ok).toBe(ok);
  });
});

describe('helmInputs', () => {
  it('follows a chart-dir symlink to another dir of the repo and takes its problems along', async () => {
    const root = tree({
      'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
      'chart/charts/common': { link: '../../lib/common' },
      'lib/common/Chart.yaml': 'apiVersion: v2\nname: common\nversion: 0.1.0\n',
      'lib/common/files/leak': { link: '/etc/passwd' },
      'env/prod.yaml': 'a: 1\n',
    });
    const inputs = await helmInputs(root, helmTarget('chart', { valueFiles: ['env/prod.yaml'] }));
    expect(inputs.paths).toEqual(['chart', 'env/prod.yaml', 'lib/common']);
    expect(inputs.problems.map((p) => [p.path, p.code])).toEqual([['lib/common/files/leak', 'E_SYMLINK_ESCAPE']]);
    expect(inputs.valueFilesAbs[0]).toBe(
      path.join(await import('node:fs/promises').then((f) => f.realpath(root)), 'env/prod.yaml'),
    );
  });

  it('reports missing chart and values files', async () => {
    const root = tree({ 'chart/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n' });
    const inputs = await helmInputs(root, helmTarget('nochart', { valueFiles: ['nope.yaml'] }));
    expect(inputs.problems.map((p) => p.code)).toEqual(['E_PATH_NOT_FOUND', 'E_PATH_NOT_FOUND']);
  });
});
