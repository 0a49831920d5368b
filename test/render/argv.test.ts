// Argument injection through values that reach helm's argv (an Argo CD `releaseName:
// --post-renderer=./pr.sh` ran repository code with helm 3). Real helm 4 and helm 3 throughout.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Target } from '../../src/model/target.js';
import { helmInputs, helmTemplateArgs, renderTarget } from '../../src/render/index.js';
import type { Tools } from '../../src/render/tools.js';
import { ENV, SMALL_CHART, cleanup, fakeTool, fakeTools, helmTarget, request, tools, tools3, tree } from './helpers.js';

afterAll(cleanup);

/** A chart holding an executable post-renderer that leaves a marker outside the tree when run. */
function chartWithPostRenderer(): { root: string; marker: string } {
  const marker = path.join(tree(), 'post-renderer-ran');
  const root = tree({ ...SMALL_CHART, 'chart/pr.sh': `#!/bin/sh\ntouch '${marker}'\ncat\n` });
  execFileSync('chmod', ['+x', path.join(root, 'chart/pr.sh')]);
  return { root, marker };
}

/** A file a release name tries to make helm read: its text must never come back (a short hostname would match by chance). */
const SECRET = 'dg-argv-secret-5f1c9e';
const SECRET_FILE = path.join(tree({ 'secret.txt': `${SECRET}\n` }), 'secret.txt');

const BINARIES: [string, () => Promise<Tools>][] = [
  ['helm 4', tools],
  ['helm 3', tools3],
];

describe.each(BINARIES)('release name injection with %s', (_name, getTools) => {
  it.each([
    '--post-renderer=./pr.sh',
    '--post-renderer=pr.sh',
    `--set-file=color=${SECRET_FILE}`,
    `-f${SECRET_FILE}`,
    'Upper-Case',
    'a'.repeat(54),
  ])('refuses release name %s before helm runs (E_UNSAFE_ARGUMENT)', async (releaseName) => {
    const { root, marker } = chartWithPostRenderer();
    const r = await renderTarget(request(root, helmTarget('chart', { releaseName }), await getTools()));
    expect(r).toMatchObject({ ok: false, code: 'E_UNSAFE_ARGUMENT' });
    expect(!r.ok && r.error).toContain('release name');
    expect(existsSync(marker)).toBe(false);
    expect(JSON.stringify(r)).not.toContain(SECRET);
  });

  it("accepts helm's own dotted names and renders through `--`", async () => {
    const { root } = chartWithPostRenderer();
    const r = await renderTarget(
      request(root, helmTarget('chart', { releaseName: 'web.prod-1' }, { namespace: 'team-a' }), await getTools()),
    );
    expect(r.ok && r.chunks[0]?.text).toContain('name: web.prod-1-cm');
    expect(r.ok && r.chunks[0]?.text).toContain('namespace: team-a');
  });

  it('the second layer holds: after `--` the binary takes a dash-leading release name as a name, not a flag', async () => {
    const { root, marker } = chartWithPostRenderer();
    const t = await getTools();
    if (!t.helm.ok) throw new Error('helm missing');
    let stderr = '';
    try {
      execFileSync(t.helm.bin, ['template', '--', '--post-renderer=./pr.sh', path.join(root, 'chart')], {
        cwd: path.join(root, 'chart'),
        stdio: 'pipe',
      });
    } catch (e) {
      stderr = String((e as { stderr?: Buffer }).stderr);
    }
    expect(stderr).toMatch(/invalid release name/);
    expect(existsSync(marker)).toBe(false);
  });

  it('a parameter value or name that looks like a flag stays inside its --set', async () => {
    const { root, marker } = chartWithPostRenderer();
    const params = [
      { name: 'color', value: '--post-renderer=./pr.sh' },
      { name: '--post-renderer', value: './pr.sh' },
    ];
    const r = await renderTarget(request(root, helmTarget('chart', { parameters: params }), await getTools()));
    expect(r.ok && r.chunks[0]?.text).toContain('color: "--post-renderer=./pr.sh"');
    expect(existsSync(marker)).toBe(false);
  });
});

describe('every other argv value', () => {
  function spy(): { tools: Tools; spawned: () => boolean } {
    const marker = path.join(tree(), 'spawned');
    return {
      tools: fakeTools(fakeTool(`touch '${marker}'\necho 'apiVersion: v1'`)),
      spawned: () => existsSync(marker),
    };
  }
  const cases: [string, Partial<Target>, Partial<NonNullable<Target['helm']>>, Partial<typeof ENV>][] = [
    ['namespace --post-renderer=x', { namespace: '--post-renderer=./pr.sh' }, {}, {}],
    ['namespace -n', { namespace: '-n' }, {}, {}],
    ['kubernetesVersion --post-renderer', {}, {}, { kubernetesVersion: '--post-renderer=./pr.sh' }],
    ['api version -f', {}, {}, { apiVersions: ['-f/etc/hostname'] }],
    ['api version with a comma', {}, {}, { apiVersions: ['a/v1,--x'] }],
    ['parameter name with a line break', {}, { parameters: [{ name: 'a\nb', value: '1' }] }, {}],
  ];
  it.each(cases)('%s is refused before helm runs', async (_n, t, helm, env) => {
    const s = spy();
    const r = await renderTarget(
      request(tree(SMALL_CHART), helmTarget('chart', helm, t), s.tools, { env: { ...ENV, ...env } }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_UNSAFE_ARGUMENT' });
    expect(s.spawned()).toBe(false);
  });

  it('a values file whose path has a comma is refused: helm splits --values at commas', async () => {
    // <root>/d,/etc/v.yaml would reach helm as `<root>/d` and `/etc/v.yaml` (a runner file).
    const root = tree({ ...SMALL_CHART, 'd,/etc/v.yaml': 'color: x\n', d: 'color: y\n' });
    const target = helmTarget('chart', { valueFiles: ['d,/etc/v.yaml'] });
    const r = await renderTarget(request(root, target, await tools()));
    expect(r).toMatchObject({ ok: false, code: 'E_UNSAFE_ARGUMENT' });
    expect(!r.ok && r.error).toContain('d,/etc/v.yaml');
    const args = helmTemplateArgs({
      req: request(root, target, await tools()),
      inputs: await helmInputs(root, target),
    });
    expect(Array.isArray(args)).toBe(false);
  });

  it('a refused release name writes nothing: no charts/ link for a file:// dependency', async () => {
    const root = tree({
      'chart/Chart.yaml':
        'apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: lib\n  version: 0.1.0\n  repository: file://../lib\n',
      'chart/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      'lib/Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
    });
    const r = await renderTarget(
      request(root, helmTarget('chart', { releaseName: '--post-renderer=x' }), await tools()),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_UNSAFE_ARGUMENT' });
    expect(existsSync(path.join(root, 'chart/charts'))).toBe(false);
  });
});
