// Security cases B1-B3, B5, B7-B9 against the real renderer, with a fake helm that leaves a marker
// when spawned (so "refused before helm runs" is observed, not assumed).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { helmInputs, helmTemplateArgs, renderTarget } from '../../src/render/index.js';
import type { RenderResult } from '../../src/render/types.js';
import { SMALL_CHART, cleanup, fakeTool, fakeTools, helmTarget, request, tools, tree, write } from './helpers.js';

afterAll(cleanup);

const PASSWD_MARK = 'root:x:0:0';

function spyHelm(): { tools: ReturnType<typeof fakeTools>; spawned: () => boolean } {
  const marker = path.join(tree(), 'spawned');
  return { tools: fakeTools(fakeTool(`touch '${marker}'\necho 'apiVersion: v1'`)), spawned: () => existsSync(marker) };
}

function expectRefused(r: RenderResult, code: string): string {
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.code).toBe(code);
  expect(r.error).not.toContain(PASSWD_MARK);
  return r.error;
}

describe('B1 symlinks in a chart', () => {
  it.each([
    [
      'templates/passwd.yaml -> /etc/passwd',
      { 'chart/templates/passwd.yaml': { link: '/etc/passwd' } },
      'E_SYMLINK_ESCAPE',
    ],
    [
      'files/a -> ../../../../../../etc/passwd',
      { 'chart/files/a': { link: '../../../../../../../../etc/passwd' } },
      'E_SYMLINK_ESCAPE',
    ],
    ['charts/sub -> /', { 'chart/charts/sub': { link: '/' } }, 'E_SYMLINK_ESCAPE'],
    [
      'files/b -> ../../.git/config',
      {
        '.git/config': '[http]\n\textraheader = AUTHORIZATION: basic x\n',
        'chart/files/b': { link: '../../.git/config' },
      },
      'E_SYMLINK_ESCAPE',
    ],
    ['a -> b -> a', { 'chart/files/a': { link: 'b' }, 'chart/files/b': { link: 'a' } }, 'E_SYMLINK_LOOP'],
  ])('%s is refused before helm runs', async (_name, links, code) => {
    const root = tree({ ...SMALL_CHART, ...links });
    const spy = spyHelm();
    const error = expectRefused(await renderTarget(request(root, helmTarget('chart'), spy.tools)), code);
    expect(error).toMatch(/chart\//);
    expect(error).not.toContain('extraheader');
    expect(spy.spawned()).toBe(false);
  });

  it('refuses a 40-link chain', async () => {
    const links: Record<string, { link: string }> = {};
    for (let i = 0; i < 40; i++) links[`chart/files/l${i}`] = { link: i === 39 ? '../values.yaml' : `l${i + 1}` };
    const root = tree({ ...SMALL_CHART, ...links });
    expectRefused(await renderTarget(request(root, helmTarget('chart'), spyHelm().tools)), 'E_SYMLINK_LOOP');
  });

  it('allows a benign in-chart symlink and renders through it with real helm', async () => {
    const root = tree({
      ...SMALL_CHART,
      'chart/values-common.yaml': 'color: linked\n',
      'chart/values-dev.yaml': { link: 'values-common.yaml' },
    });
    const r = await renderTarget(
      request(root, helmTarget('chart', { valueFiles: ['chart/values-dev.yaml'] }), await tools()),
    );
    expect(r.ok && r.chunks[0]?.text).toContain('color: "linked"');
    expect((await helmInputs(root, helmTarget('chart', { valueFiles: ['chart/values-dev.yaml'] }))).paths).toContain(
      'chart/values-common.yaml',
    );
  });

  it('an escaping symlink elsewhere in the repo does not fail this chart', async () => {
    const root = tree({ ...SMALL_CHART, 'other/leak.yaml': { link: '/etc/passwd' } });
    const r = await renderTarget(request(root, helmTarget('chart'), spyHelm().tools));
    expect(r.ok).toBe(true);
  });

  it('refuses a chart at a root that holds .git/ (A5)', async () => {
    const root = tree({ 'Chart.yaml': 'apiVersion: v2\nname: x\nversion: 0.1.0\n', '.git/config': '[core]\n' });
    expectRefused(await renderTarget(request(root, helmTarget('.'), spyHelm().tools)), 'E_FORBIDDEN_PATH');
  });
});

describe('B2 irregular files', () => {
  it('refuses a symlink to /dev/zero', async () => {
    const root = tree({ ...SMALL_CHART, 'chart/templates/z.yaml': { link: '/dev/zero' } });
    const r = await renderTarget(request(root, helmTarget('chart'), spyHelm().tools));
    expect(r.ok).toBe(false); // escapes the root, so refused either way
  });

  it('refuses a FIFO in the chart and an in-root link to it', async () => {
    const root = tree({ ...SMALL_CHART });
    mkdirSync(path.join(root, 'chart/files'), { recursive: true });
    execFileSync('mkfifo', [path.join(root, 'chart/files/p')]);
    write(root, { 'chart/files/q': { link: 'p' } });
    const spy = spyHelm();
    const error = expectRefused(await renderTarget(request(root, helmTarget('chart'), spy.tools)), 'E_IRREGULAR_FILE');
    expect(error).toContain('chart/files/');
    expect(spy.spawned()).toBe(false);
  });
});

describe('B3 values files and parameters', () => {
  it.each([
    ['/etc/passwd', 'E_PATH_OUTSIDE_ROOT'],
    ['../../../../../tmp/x.yaml', 'E_PATH_OUTSIDE_ROOT'],
    ['https://169.254.169.254/latest/meta-data/', 'E_VALUES_URL_FORBIDDEN'],
    ['secrets://values.enc.yaml', 'E_VALUES_URL_FORBIDDEN'],
    ['https://user:SEKRET@charts.example/values.yaml', 'E_VALUES_URL_FORBIDDEN'],
    ['.git/config', 'E_FORBIDDEN_PATH'],
  ])('values file %s → %s, helm not spawned', async (ref, code) => {
    const root = tree({ ...SMALL_CHART, '.git/config': '[core]\n' });
    const spy = spyHelm();
    const error = expectRefused(
      await renderTarget(request(root, helmTarget('chart', { valueFiles: [ref] }), spy.tools)),
      code,
    );
    expect(error).not.toContain('SEKRET');
    expect(spy.spawned()).toBe(false);
  });

  it('refuses a values file that is a symlink leaving the root', async () => {
    const root = tree({ ...SMALL_CHART, 'envs/prod.yaml': { link: '/etc/passwd' } });
    expectRefused(
      await renderTarget(request(root, helmTarget('chart', { valueFiles: ['envs/prod.yaml'] }), spyHelm().tools)),
      'E_SYMLINK_ESCAPE',
    );
  });

  it('with real helm, no byte of /etc/passwd reaches the result of any refused variant', async () => {
    const t = await tools();
    const variants = [
      tree({ ...SMALL_CHART, 'chart/templates/passwd.yaml': { link: '/etc/passwd' } }),
      tree({
        ...SMALL_CHART,
        'chart/files/p': { link: '/etc/passwd' },
        'chart/templates/f.yaml': 'x: {{ .Files.Get "files/p" | quote }}\n',
      }),
    ];
    for (const root of variants) {
      const r = await renderTarget(request(root, helmTarget('chart', { valueFiles: ['/etc/passwd'] }), t));
      expect(JSON.stringify(r)).not.toContain(PASSWD_MARK);
      const r2 = await renderTarget(request(root, helmTarget('chart'), t));
      expect(JSON.stringify(r2)).not.toContain(PASSWD_MARK);
      expect(r2.ok).toBe(false);
    }
  });

  it('refuses parameter names that would inject more --set pairs', async () => {
    const root = tree(SMALL_CHART);
    const r = await renderTarget(
      request(root, helmTarget('chart', { parameters: [{ name: 'a=b,c', value: 'x' }] }), spyHelm().tools),
    );
    expect(r.ok).toBe(false);
  });
});

describe('B6 dependencies', () => {
  const chartWith = (repository: string): Record<string, string> => ({
    'chart/Chart.yaml': `apiVersion: v2\nname: app\nversion: 0.1.0\ndependencies:\n- name: dep\n  version: 0.1.0\n  repository: ${repository}\n`,
  });

  it.each([
    ['http://169.254.169.254/', 'E_DEPENDENCY_NOT_VENDORED'],
    ['oci://attacker.test/x', 'E_DEPENDENCY_NOT_VENDORED'],
    ['file://../../../../../../etc', 'E_PATH_OUTSIDE_ROOT'],
    ['file://..', 'E_SYMLINK_LOOP'],
  ])('a dependency from %s is refused (%s) and helm is not spawned', async (repo, code) => {
    const spy = spyHelm();
    expectRefused(await renderTarget(request(tree(chartWith(repo)), helmTarget('chart'), spy.tools)), code);
    expect(spy.spawned()).toBe(false);
  });

  it('a file:// dependency brings its own symlink problems along', async () => {
    const root = tree({
      ...chartWith('file://../lib/dep'),
      'lib/dep/Chart.yaml': 'apiVersion: v2\nname: dep\nversion: 0.1.0\n',
      'lib/dep/files/x': { link: '/etc/passwd' },
    });
    const inputs = await helmInputs(root, helmTarget('chart'));
    expect(inputs.paths).toContain('lib/dep');
    expectRefused(await renderTarget(request(root, helmTarget('chart'), spyHelm().tools)), 'E_SYMLINK_ESCAPE');
  });
});

describe('B5/B7 helm argv and environment', () => {
  it('never passes --enable-dns, --post-renderer, kubeconfig or dependency commands', async () => {
    const argsFile = path.join(tree(), 'args');
    const fake = fakeTool(`printf '%s\\n' "$@" > '${argsFile}'\necho 'apiVersion: v1'`);
    const root = tree(SMALL_CHART);
    const r = await renderTarget(request(root, helmTarget('chart', { values: { a: 1 } }), fakeTools(fake)));
    expect(r.ok).toBe(true);
    const args = readFileSync(argsFile, 'utf8').trim().split('\n');
    expect(args[0]).toBe('template');
    // Options end with `--`; only the release name and the chart path follow.
    expect(args.slice(-3, -1)).toEqual(['--', 'app']);
    expect(args.at(-1)).toMatch(/\/chart$/);
    expect(args).toContain('--include-crds');
    for (const bad of [
      '--enable-dns',
      '--post-renderer',
      '--kubeconfig',
      '--dry-run',
      '--validate',
      'dependency',
      '--repo',
    ]) {
      expect(args.some((a) => a.startsWith(bad))).toBe(false);
    }
  });

  it('starts helm with a minimal env: no tokens, fresh HELM_* dirs, no inherited plugins', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      GITHUB_TOKEN: 'ghs_leak',
      AWS_ACCESS_KEY_ID: 'AKIA',
      KUBECONFIG: '/k',
      HELM_PLUGINS: '/runner/plugins',
      ARGOCD_AUTH_TOKEN: 'tok',
    });
    try {
      const fake = fakeTool(
        'echo "# env"; env | sed "s/^/# /"; ls -A "$HELM_PLUGINS" 2>/dev/null | wc -l | sed "s/^/# plugins=/"',
      );
      const r = await renderTarget(request(tree(SMALL_CHART), helmTarget('chart'), fakeTools(fake)));
      const out = r.ok ? (r.chunks[0]?.text ?? '') : '';
      expect(out).toContain('# LANG=C');
      expect(out).not.toMatch(/GITHUB_|_TOKEN|AWS_|KUBECONFIG|ghs_leak|\/runner\/plugins/);
      expect(out).toMatch(/# HELM_CONFIG_HOME=.*dg-exec-/);
    } finally {
      for (const k of ['GITHUB_TOKEN', 'AWS_ACCESS_KEY_ID', 'KUBECONFIG', 'HELM_PLUGINS', 'ARGOCD_AUTH_TOKEN']) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  });

  it('builds the documented argv (values files in order, then inline values, then --set)', async () => {
    const root = tree({ ...SMALL_CHART, 'v1.yaml': 'a: 1\n', 'v2.yaml': 'a: 2\n' });
    const target = helmTarget(
      'chart',
      { valueFiles: ['v1.yaml', 'v2.yaml'], parameters: [{ name: 'p', value: 'x,y' }] },
      { namespace: 'ns' },
    );
    const inputs = await helmInputs(root, target);
    const args = helmTemplateArgs({
      req: request(root, target, spyHelm().tools, { extraApiVersions: ['a/v1'] }),
      inputs,
      inlineValuesFile: '/tmp/inline.json',
    });
    expect(Array.isArray(args)).toBe(true);
    const a = args as string[];
    // Every option is one `--flag=value` element: a value can never be read as a flag.
    expect(a.filter((x) => x.startsWith('--values=')).map((v) => path.basename(v))).toEqual([
      'v1.yaml',
      'v2.yaml',
      'inline.json',
    ]);
    expect(a.slice(a.indexOf('--set=p=x\\,y'))).toEqual(['--set=p=x\\,y', '--', 'app', inputs.chartAbs]);
    expect(a).toContain('--kube-version=v1.31.0');
    expect(a).toContain('--api-versions=a/v1');
    expect(a).toContain('--namespace=ns');
  });
});

describe('B8/B9 time and output limits', () => {
  it('kills a render that outlives the timeout and reports E_RENDER_TIMEOUT', async () => {
    const fake = fakeTool('echo partial; sleep 30');
    const r = await renderTarget(request(tree(SMALL_CHART), helmTarget('chart'), fakeTools(fake), { timeoutMs: 500 }));
    expectRefused(r, 'E_RENDER_TIMEOUT');
  });

  it('refuses output over the budget instead of truncating it', async () => {
    const fake = fakeTool(`head -c 1048577 /dev/zero | tr '\\0' 'x'`);
    const r = await renderTarget(
      request(tree(SMALL_CHART), helmTarget('chart'), fakeTools(fake), { maxOutputBytes: 1024 * 1024 }),
    );
    expectRefused(r, 'E_OUTPUT_TOO_LARGE');
  });

  it('a non-zero exit is a failure even with output', async () => {
    const fake = fakeTool(`echo 'apiVersion: v1'; echo "Error: boom at $PWD/templates/x.yaml" >&2; exit 1`);
    const root = tree(SMALL_CHART);
    const r = await renderTarget(request(root, helmTarget('chart'), fakeTools(fake)));
    const error = expectRefused(r, 'E_RENDER_FAILED');
    expect(error).toContain('boom at chart/templates/x.yaml');
  });
});
