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

  it('refuses a dir outside the root and more bytes than the budget', async () => {
    const root = tree({ 'raw/a.yaml': CM('a'.repeat(100)) });
    expect(await renderTarget(request(root, manifestsTarget('../'), await tools()))).toMatchObject({ ok: false, code: 'E_PATH_OUTSIDE_ROOT' });
    expect(await renderTarget(request(root, manifestsTarget('raw'), await tools(), { maxOutputBytes: 50 }))).toMatchObject({ ok: false, code: 'E_OUTPUT_TOO_LARGE' });
    expect(await renderTarget(request(root, manifestsTarget('nope'), await tools()))).toMatchObject({ ok: false, code: 'E_PATH_NOT_FOUND' });
  });
});
