// A file or folder whose name only starts with `..` (`..data`, `..2024`) is inside the repository:
// confinement, the kustomize walk and helm's values files must read it, while `..` itself and
// paths above the root stay refused.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isInside } from '../../src/render/paths.js';
import { confinePath, helmInputs, walkKustomization } from '../../src/render/sandbox.js';
import { cleanup, helmTarget, tree } from './helpers.js';

afterAll(cleanup);

const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n';

describe('names that start with ..', () => {
  it('isInside tells a name starting with .. from a step up', () => {
    const root = path.resolve('/repo');
    expect(isInside(root, path.join(root, '..data', 'x.yaml'))).toBe(true);
    expect(isInside(root, path.join(root, '..'))).toBe(false);
    expect(isInside(root, path.resolve(root, '..', 'other'))).toBe(false);
    expect(isInside(root, root)).toBe(true);
  });

  it('confines a ..data folder and file as inside the root', async () => {
    const root = tree({ '..data/cm.yaml': CM });
    const c = await confinePath(root, '.', '..data/cm.yaml', 'resource', 'E_REMOTE_RESOURCE_FORBIDDEN');
    expect(c).toMatchObject({ ok: true, rel: '..data/cm.yaml', exists: true, isDir: false });
    const up = await confinePath(root, '.', '../x.yaml', 'resource', 'E_REMOTE_RESOURCE_FORBIDDEN');
    expect(up).toMatchObject({ ok: false, code: 'E_PATH_OUTSIDE_ROOT' });
  });

  it('a ..data symlink that leaves the root is still refused', async () => {
    const root = tree({ 'app/..data': { link: '/etc' } });
    const c = await confinePath(root, 'app', '..data/hostname', 'resource', 'E_REMOTE_RESOURCE_FORBIDDEN');
    expect(c).toMatchObject({ ok: false, code: 'E_SYMLINK_ESCAPE' });
  });

  it('a kustomization reads a resource under ..data, and a values file there is read by helm', async () => {
    const root = tree({
      'app/kustomization.yaml': 'resources: [..data/cm.yaml]\n',
      'app/..data/cm.yaml': CM,
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
      'charts/web/templates/cm.yaml': CM,
      '..values/prod.yaml': 'x: 1\n',
    });
    const walk = await walkKustomization(root, 'app');
    expect(walk.problems).toEqual([]);
    expect(walk.files).toContain('app/..data/cm.yaml');
    const helm = await helmInputs(root, helmTarget('charts/web', { valueFiles: ['..values/prod.yaml'] }));
    expect(helm.problems).toEqual([]);
  });
});
