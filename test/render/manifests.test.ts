import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import { cleanup, manifestsTarget, request, tools, tree } from './helpers.js';

afterAll(cleanup);

const CM = (n: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${n}\n`;

describe('plain manifests', () => {
  it('reads .yaml/.yml/.json directly in the dir, sorted, one chunk per file', async () => {
    const root = tree({
      'raw/b.yaml': CM('b'),
      'raw/a.yml': CM('a'),
      'raw/c.json': '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c"}}',
      'raw/README.md': '# not a manifest',
      'raw/sub/d.yaml': CM('d'),
    });
    const r = await renderTarget(request(root, manifestsTarget('raw'), await tools()));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.chunks.map((c) => c.file)).toEqual(['raw/a.yml', 'raw/b.yaml', 'raw/c.json']);
    expect(r.chunks[1]?.text).toBe(CM('b'));
  });

  it('refuses a manifest symlinked outside the root, with no content in the error', async () => {
    const root = tree({ 'raw/a.yaml': CM('a'), 'raw/passwd.yaml': { link: '/etc/passwd' } });
    const r = await renderTarget(request(root, manifestsTarget('raw'), await tools()));
    expect(r).toMatchObject({ ok: false, code: 'E_SYMLINK_ESCAPE' });
    expect(JSON.stringify(r)).not.toContain('root:x:0:0');
  });

  // Regular files found by the walk skip the per-file realpath (their folder is confined already):
  // these keep every other kind of entry on the checked path.
  it('reads through a symlinked target dir, and still refuses an escaping link, a link into .git and a link loop there', async () => {
    const ok = tree({ 'real/a.yaml': CM('a'), 'real/b.yaml': { link: 'a.yaml' }, 'env/raw': { link: '../real' } });
    const r = await renderTarget(request(ok, manifestsTarget('env/raw'), await tools()));
    expect(r.ok && r.chunks.map((c) => [c.file, c.text])).toEqual([
      ['env/raw/a.yaml', CM('a')],
      ['env/raw/b.yaml', CM('a')],
    ]);
    for (const [link, code] of [
      ['/etc/passwd', 'E_SYMLINK_ESCAPE'],
      ['../.git/config', 'E_SYMLINK_ESCAPE'],
      ['z.yaml', 'E_SYMLINK_LOOP'],
    ]) {
      const bad = tree({
        '.git/config': 'secret',
        'real/a.yaml': CM('a'),
        'real/z.yaml': { link: link! },
        'env/raw': { link: '../real' },
      });
      const refused = await renderTarget(request(bad, manifestsTarget('env/raw'), await tools()));
      expect(refused).toMatchObject({ ok: false, code });
      expect(JSON.stringify(refused)).not.toContain('root:x:0:0');
    }
  });

  it('refuses a target dir that is a symlink out of the root or into .git', async () => {
    const root = tree({ '.git/config': 'secret', 'raw/a.yaml': CM('a'), out: { link: '/etc' }, git: { link: '.git' } });
    for (const [dir, code] of [
      ['out', 'E_SYMLINK_ESCAPE'],
      ['git', 'E_SYMLINK_ESCAPE'],
      ['.git', 'E_FORBIDDEN_PATH'],
    ])
      expect(await renderTarget(request(root, manifestsTarget(dir!), await tools())), dir).toMatchObject({
        ok: false,
        code,
      });
  });

  it('refuses a FIFO named *.yaml in the target dir', async () => {
    const root = tree({ 'raw/a.yaml': CM('a') });
    execFileSync('mkfifo', [path.join(root, 'raw', 'p.yaml')]);
    expect(await renderTarget(request(root, manifestsTarget('raw'), await tools()))).toMatchObject({
      ok: false,
      code: 'E_IRREGULAR_FILE',
    });
  });

  it('refuses a dir outside the root and more bytes than the budget', async () => {
    const root = tree({ 'raw/a.yaml': CM('a'.repeat(100)) });
    expect(await renderTarget(request(root, manifestsTarget('../'), await tools()))).toMatchObject({
      ok: false,
      code: 'E_PATH_OUTSIDE_ROOT',
    });
    expect(
      await renderTarget(request(root, manifestsTarget('raw'), await tools(), { maxOutputBytes: 50 })),
    ).toMatchObject({ ok: false, code: 'E_OUTPUT_TOO_LARGE' });
    expect(await renderTarget(request(root, manifestsTarget('nope'), await tools()))).toMatchObject({
      ok: false,
      code: 'E_PATH_NOT_FOUND',
    });
  });
});

describe('plain manifests with recurse (Argo CD directory.recurse: true)', () => {
  const recursive = (dir: string): ReturnType<typeof manifestsTarget> => ({ ...manifestsTarget(dir), recurse: true });

  it("reads sub-folders too, in Argo CD's walk order, with the same extensions", async () => {
    const root = tree({
      'deploy/web/cm.yaml': CM('top'),
      'deploy/web/sub/pod.yaml': CM('pod'),
      'deploy/web/sub/cm.yml': CM('sub-cm'),
      'deploy/web/sub/deeper/x.json': '{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"x"}}',
      'deploy/web/sub/notes.txt': 'not a manifest',
      'deploy/web/sub.yaml': CM('sub-file'),
      'deploy/web/.hidden/h.yaml': CM('hidden'),
    });
    const r = await renderTarget(request(root, recursive('deploy/web'), await tools()));
    expect(r.ok && r.chunks.map((c) => c.file)).toEqual([
      'deploy/web/.hidden/h.yaml',
      'deploy/web/cm.yaml',
      'deploy/web/sub/cm.yml',
      'deploy/web/sub/deeper/x.json',
      'deploy/web/sub/pod.yaml',
      'deploy/web/sub.yaml',
    ]);
    const flat = await renderTarget(request(root, manifestsTarget('deploy/web'), await tools()));
    expect(flat.ok && flat.chunks.map((c) => c.file)).toEqual(['deploy/web/cm.yaml', 'deploy/web/sub.yaml']);
  });

  it('confines files in sub-folders like any other input', async () => {
    const root = tree({ 'deploy/web/cm.yaml': CM('a'), 'deploy/web/sub/passwd.yaml': { link: '/etc/passwd' } });
    const r = await renderTarget(request(root, recursive('deploy/web'), await tools()));
    expect(r).toMatchObject({ ok: false, code: 'E_SYMLINK_ESCAPE' });
    expect(JSON.stringify(r)).not.toContain('root:x:0:0');
    const fifo = tree({ 'deploy/web/cm.yaml': CM('a') });
    mkdirSync(path.join(fifo, 'deploy/web/sub'));
    execFileSync('mkfifo', [path.join(fifo, 'deploy/web/sub/p.yaml')]);
    expect(await renderTarget(request(fifo, recursive('deploy/web'), await tools()))).toMatchObject({
      ok: false,
      code: 'E_IRREGULAR_FILE',
    });
  });

  it('counts sub-folder bytes against the output budget', async () => {
    const root = tree({ 'deploy/web/sub/a.yaml': CM('a'.repeat(100)) });
    expect(
      await renderTarget(request(root, recursive('deploy/web'), await tools(), { maxOutputBytes: 50 })),
    ).toMatchObject({ ok: false, code: 'E_OUTPUT_TOO_LARGE' });
  });

  it("does not descend a symlinked folder (as Argo CD's walk), and refuses a *.yaml link to a folder", async () => {
    const root = tree({
      'deploy/web/cm.yaml': CM('a'),
      'other/o.yaml': CM('o'),
      'deploy/web/linked': { link: '../../other' },
    });
    const r = await renderTarget(request(root, recursive('deploy/web'), await tools()));
    expect(r.ok && r.chunks.map((c) => c.file)).toEqual(['deploy/web/cm.yaml']);
    const bad = tree({
      'deploy/web/cm.yaml': CM('a'),
      'other/o.yaml': CM('o'),
      'deploy/web/d.yaml': { link: '../../other' },
    });
    expect(await renderTarget(request(bad, recursive('deploy/web'), await tools()))).toMatchObject({
      ok: false,
      code: 'E_RENDER_FAILED',
    });
  });
});
