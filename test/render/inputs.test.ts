// A change to a file behind a symlink, or to the link itself, must reach the target: the input
// lists carry every path both as written and as resolved (r6: a kustomize base that is a link,
// r7: a values file under a linked folder).
import { afterAll, describe, expect, it } from 'vitest';
import { helmInputs, renderTarget, walkKustomization } from '../../src/render/index.js';
import { SMALL_CHART, cleanup, helmTarget, kustomizeTarget, request, tools, tree } from './helpers.js';

afterAll(cleanup);

describe('helmInputs(...).paths', () => {
  it('lists a values file under a symlinked folder as written and as resolved, and renders it', async () => {
    const root = tree({
      ...SMALL_CHART,
      'shared/prod/values.yaml': 'color: shared\n',
      'envs/prod': { link: '../shared/prod' },
    });
    const target = helmTarget('chart', { valueFiles: ['envs/prod/values.yaml'] });
    const inputs = await helmInputs(root, target);
    expect(inputs.problems).toEqual([]);
    expect(inputs.paths).toEqual(expect.arrayContaining(['chart', 'envs/prod/values.yaml', 'shared/prod/values.yaml']));
    const r = await renderTarget(request(root, target, await tools()));
    expect(r.ok && r.chunks[0]?.text).toContain('color: "shared"');
  });

  it('lists a symlinked chart folder and a file:// dependency reached through a link, both ways', async () => {
    const root = tree({
      'real/app/Chart.yaml':
        'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: lib\n  version: 0.1.0\n  repository: file://../../libs/lib\n',
      'real/app/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      'vendor/lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
      libs: { link: 'vendor' },
      'charts/app': { link: '../real/app' },
    });
    const inputs = await helmInputs(root, helmTarget('charts/app'));
    expect(inputs.problems).toEqual([]);
    expect(inputs.paths).toEqual(expect.arrayContaining(['charts/app', 'real/app', 'libs/lib', 'vendor/lib']));
  });
});

describe('walkKustomization(...).files', () => {
  const SHARED = {
    'shared/v2/kustomization.yaml': 'resources: [deploy.yaml]\n',
    'shared/v2/deploy.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: v2}\n',
    'apps/web/overlays/prod/kustomization.yaml': 'resources: [../../base]\n',
    'apps/web/base': { link: '../../shared/v2' },
  };

  it('lists a base reached through a symlinked folder as written and as resolved, and renders it', async () => {
    const root = tree(SHARED);
    const walk = await walkKustomization(root, 'apps/web/overlays/prod');
    expect(walk.problems).toEqual([]);
    expect(walk.files).toEqual(
      expect.arrayContaining(['apps/web/base', 'shared/v2', 'shared/v2/kustomization.yaml', 'shared/v2/deploy.yaml']),
    );
    const r = await renderTarget(request(root, kustomizeTarget('apps/web/overlays/prod'), await tools()));
    expect(r.ok && r.chunks[0]?.text).toContain('name: v2');
  });

  it('lists a symlinked start folder and a symlinked resource file both ways', async () => {
    const root = tree({
      ...SHARED,
      'shared/v2/kustomization.yaml': 'resources: [deploy.yaml, extra.yaml]\n',
      'common/extra.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: extra}\n',
      'shared/v2/extra.yaml': { link: '../../common/extra.yaml' },
      prod: { link: 'apps/web/overlays/prod' },
    });
    const walk = await walkKustomization(root, 'prod');
    expect(walk.files).toEqual(
      expect.arrayContaining([
        'prod',
        'apps/web/overlays/prod',
        'shared/v2/extra.yaml',
        'common/extra.yaml',
        'apps/web/base',
      ]),
    );
    expect(walk.files).toEqual([...walk.files].sort());
  });

  it('lists no folders when no symlink is involved (files stay precise)', async () => {
    const plain = tree({
      'base/kustomization.yaml': 'resources: [a.yaml]\n',
      'base/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n',
      'o/kustomization.yaml': 'resources: [../base]\n',
    });
    expect((await walkKustomization(plain, 'o')).files).toEqual([
      'base/a.yaml',
      'base/kustomization.yaml',
      'o/kustomization.yaml',
    ]);
  });
});
