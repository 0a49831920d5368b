// The kustomization pre-walk must read YAML as kustomize does: `<<` merge keys, case-insensitive
// field names and U+0085/U+2028/U+2029 line breaks hid remote URLs and out-of-repo bases, and real
// kustomize then fetched from the network. A local HTTP server proves every fetch absent.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTarget, walkKustomization } from '../../src/render/index.js';
import { cleanup, kustomizeTarget, request, tools, tree } from './helpers.js';

const hits: string[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('apiVersion: v1\nkind: ConfigMap\nmetadata: {name: fetched}\ndata: {a: remote}\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  cleanup();
  await new Promise((resolve) => server.close(resolve));
});

const BASE = {
  'apps/web/base/kustomization.yaml': 'resources: [cm.yaml]\n',
  'apps/web/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\ndata: {a: "1"}\n',
};
const overlay = (text: string): string => tree({ ...BASE, 'apps/web/overlays/prod/kustomization.yaml': text });

async function render(root: string): ReturnType<typeof renderTarget> {
  hits.length = 0;
  return renderTarget(request(root, kustomizeTarget('apps/web/overlays/prod'), await tools()));
}

describe('kustomize reads these fields (control: the hazard is real)', () => {
  it('kubectl kustomize itself fetches URLs behind `Resources:`, `<<`, NEL, a lone CR and !!binary', async () => {
    const t = await tools();
    if (!t.kustomize.ok) throw new Error('kustomize missing');
    const texts = [
      `Resources: [../../base, "${base}/case.yaml"]\n`,
      `<<: {resources: [../../base, "${base}/merge.yaml"]}\n`,
      `resources: [../../base]\n# note\u0085resources: [../../base, "${base}/nel.yaml"]\n`,
      `resources: [../../base]\n# note\rresources: [../../base, "${base}/cr.yaml"]\n`,
      `resources: [../../base, !!binary ${Buffer.from(`${base}/bin.yaml`).toString('base64')}]\n`,
    ];
    for (const text of texts) {
      const root = overlay(text);
      hits.length = 0;
      // Async: the server answers from this same event loop.
      const { stdout: out } = await promisify(execFile)(t.kustomize.bin, [
        ...t.kustomize.renderArgs,
        path.join(root, 'apps/web/overlays/prod'),
      ]);
      expect(out).toContain('name: fetched');
      expect(hits.length).toBeGreaterThan(0);
    }
  });
});

describe('the pre-walk refuses what kustomize would fetch, and nothing is fetched', () => {
  const cases: [string, () => string, string][] = [
    ['a `<<` merge key', () => `<<: {resources: [../../base, "${base}/meta-data.yaml"]}\n`, 'E_AMBIGUOUS_YAML'],
    ['a quoted "<<" key', () => `"<<": {resources: [../../base]}\nresources: [../../base]\n`, 'E_AMBIGUOUS_YAML'],
    ['`Resources:`', () => `Resources: [../../base, "${base}/case.yaml"]\n`, 'E_REMOTE_RESOURCE_FORBIDDEN'],
    ['`RESOURCES:`', () => `RESOURCES: ["${base}/upper.yaml"]\n`, 'E_REMOTE_RESOURCE_FORBIDDEN'],
    [
      '`reſources:` (U+017F folds to s)',
      () => `re\u017fources: ["${base}/longs.yaml"]\n`,
      'E_REMOTE_RESOURCE_FORBIDDEN',
    ],
    [
      'generator `Files:`',
      () =>
        `resources: [../../base]\nconfigMapGenerator:\n  - name: leak\n    Files: ["${base}/latest/meta-data/iam"]\n`,
      'E_REMOTE_RESOURCE_FORBIDDEN',
    ],
    [
      '`ConfigMapGenerator:` + `FILES:`',
      () => `ConfigMapGenerator:\n  - Name: leak\n    FILES: ["../../../../../../../etc/passwd"]\n`,
      'E_PATH_OUTSIDE_ROOT',
    ],
    [
      'U+0085 (NEL) as a line break',
      () => `resources: [../../base]\n# note\u0085configMapGenerator: [{name: nel, files: ["${base}/nel"]}]\n`,
      'E_AMBIGUOUS_YAML',
    ],
    ['U+2028', () => `resources: [../../base]\n# note\u2028resources: ["${base}/ls"]\n`, 'E_AMBIGUOUS_YAML'],
    ['U+2029', () => `resources: [../../base]\n# note\u2029resources: ["${base}/ps"]\n`, 'E_AMBIGUOUS_YAML'],
    [
      'a lone CR ending a comment',
      () => `resources: [../../base]\n# note\rresources: ["${base}/cr"]\n`,
      'E_AMBIGUOUS_YAML',
    ],
    [
      'a !!binary path',
      () => `resources: [../../base, !!binary ${Buffer.from(`${base}/bin.yaml`).toString('base64')}]\n`,
      'E_AMBIGUOUS_YAML',
    ],
    [
      'a !!binary field name',
      () =>
        `resources: [../../base]\n? !!binary ${Buffer.from('resources').toString('base64')}\n: ["${base}/binkey.yaml"]\n`,
      'E_AMBIGUOUS_YAML',
    ],
    [
      'a sequence as a key',
      () => `resources: [../../base]\n? [resources]\n: ["${base}/seqkey.yaml"]\n`,
      'E_AMBIGUOUS_YAML',
    ],
    [
      '`Resources:` naming a base outside the repository',
      () => 'Resources: [../../base, ../../../../../../outside]\n',
      'E_PATH_OUTSIDE_ROOT',
    ],
  ];
  it.each(cases)('%s', async (_name, text, code) => {
    const r = await render(overlay(text()));
    expect(r).toMatchObject({ ok: false, code });
    expect(JSON.stringify(r)).not.toContain('fetched');
    expect(hits).toEqual([]);
  });

  it('says what was refused and why', async () => {
    const r = await render(overlay('resources: [../../base]\n# x\u0085resources: []\n'));
    expect(!r.ok && r.error).toMatch(
      /apps\/web\/overlays\/prod\/kustomization\.yaml: contains U\+0085 \(NEL\), which kustomize reads as a line break/,
    );
    const m = await render(overlay('<<: {resources: [../../base]}\n'));
    expect(!m.ok && m.error).toMatch(/'<<' merge key/);
  });

  it('a refusal in a base is found too (every kustomization is read the same way)', async () => {
    const root = tree({
      ...BASE,
      'apps/web/base/kustomization.yaml': `Resources: [cm.yaml, "${base}/in-base.yaml"]\n`,
      'apps/web/overlays/prod/kustomization.yaml': 'resources: [../../base]\n',
    });
    expect(await render(root)).toMatchObject({ ok: false, code: 'E_REMOTE_RESOURCE_FORBIDDEN' });
    expect(hits).toEqual([]);
  });

  it('case-insensitive fields that are local still render, and their files are listed', async () => {
    const root = overlay('Resources: [../../base]\nNamePrefix: prod-\n');
    const r = await render(root);
    expect(r.ok && r.chunks[0]?.text).toContain('name: prod-web');
    expect((await walkKustomization(root, 'apps/web/overlays/prod')).files).toContain('apps/web/base/cm.yaml');
  });
});

describe('KRM function configs are checked wherever they are reached', () => {
  const FN =
    'apiVersion: example.com/v1\nkind: Gen\nmetadata:\n  name: g\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ./run.sh\n';

  it('a folder first reached as a resource is checked again as a generator', async () => {
    const root = tree({
      'k/kustomization.yaml': 'resources: [fn]\ngenerators: [fn]\n',
      'k/fn/kustomization.yaml': 'resources: [gen.yaml]\n',
      'k/fn/gen.yaml': FN,
    });
    const walk = await walkKustomization(root, 'k');
    expect(walk.problems.map((p) => p.code)).toContain('E_PLUGIN_FORBIDDEN');
  });

  it('a function annotation added by commonAnnotations in a generator folder is refused', async () => {
    const root = tree({
      'k/kustomization.yaml': 'transformers: [fn]\n',
      'k/fn/kustomization.yaml':
        'resources: [t.yaml]\ncommonAnnotations:\n  config.kubernetes.io/function: "exec: {path: ./x}"\n',
      'k/fn/t.yaml': 'apiVersion: example.com/v1\nkind: T\nmetadata: {name: t}\n',
    });
    expect((await walkKustomization(root, 'k')).problems.map((p) => p.code)).toContain('E_PLUGIN_FORBIDDEN');
  });

  it('a builtin HelmChartInflationGenerator config is refused, and nothing is fetched', async () => {
    const root = tree({
      'k/kustomization.yaml': 'generators: [gen.yaml]\n',
      'k/gen.yaml': `apiVersion: builtin\nkind: HelmChartInflationGenerator\nmetadata: {name: x}\nname: foo\nrepo: ${base}/charts\nversion: 1.0.0\nreleaseName: x\n`,
    });
    hits.length = 0;
    const r = await renderTarget(request(root, kustomizeTarget('k'), await tools()));
    expect(r).toMatchObject({ ok: false, code: 'E_PLUGIN_FORBIDDEN' });
    expect(hits).toEqual([]);
  });

  it('a function config hiding its annotation behind NEL or `<<` is refused', async () => {
    for (const gen of [
      `apiVersion: x/v1\nkind: G\nmetadata: {name: g}\n# c\u0085metadata: {annotations: {config.kubernetes.io/function: "exec: {path: ./x}"}}\n`,
      `apiVersion: x/v1\nkind: G\n<<: {metadata: {name: g}}\n`,
    ]) {
      const root = tree({ 'k/kustomization.yaml': 'generators: [gen.yaml]\n', 'k/gen.yaml': gen });
      expect((await walkKustomization(root, 'k')).problems.map((p) => p.code)).toContain('E_AMBIGUOUS_YAML');
    }
  });
});
