// A chart dependency's `name` becomes the link `<chart>/charts/<name>`: `../../x` escaped the
// revision tree and left a symlink behind. Names are plain file names or refused before any write.
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import { cleanup, helmTarget, request, tools, tree, write } from './helpers.js';

afterAll(cleanup);

function chartDependingOn(name: string): Record<string, string> {
  return {
    'charts/app/Chart.yaml': `apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: ${JSON.stringify(name)}\n  version: 0.1.0\n  repository: file://../../lib\n`,
    'charts/app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: app}\n',
    'lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    'lib/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: from-lib}\n',
  };
}

describe('file:// dependency names', () => {
  it('refuses a name that climbs out of charts/, and writes nothing anywhere', async () => {
    const outside = tree(); // a dir outside the revision tree the name aims at
    const root = tree();
    const aim = path.relative(path.join(root, 'charts/app/charts'), path.join(outside, 'PWNED-LINK'));
    expect(aim.startsWith('../')).toBe(true);
    write(root, chartDependingOn(aim));
    const r = await renderTarget(request(root, helmTarget('charts/app'), await tools()));
    expect(r).toMatchObject({ ok: false, code: 'E_INVALID_DEPENDENCY_NAME' });
    expect(!r.ok && r.error).toContain('not a plain name');
    expect(!r.ok && r.error).not.toContain(os.tmpdir());
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(path.join(root, 'charts/app/charts'))).toBe(false);
  });

  it.each(['..', '.', 'a/b', 'x\\y', ''])('refuses the name %j', async (name) => {
    const root = tree(chartDependingOn(name));
    const r = await renderTarget(request(root, helmTarget('charts/app'), await tools()));
    expect(r.ok).toBe(false);
    expect(existsSync(path.join(root, 'charts/app/charts'))).toBe(false);
  });

  it('links a plain name inside charts/ and renders it with real helm', async () => {
    const root = tree(chartDependingOn('lib'));
    const r = await renderTarget(request(root, helmTarget('charts/app'), await tools()));
    expect(r.ok && r.chunks[0]?.text).toContain('name: from-lib');
    expect(lstatSync(path.join(root, 'charts/app/charts/lib')).isSymbolicLink()).toBe(true);
  });
});
