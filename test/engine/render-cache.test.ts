// The audit render cache: the key changes with every single input, and a warm audit reuses the
// renders (judged again all the same) while a changed input renders again.
import { chmodSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderCacheAt, renderKey, cachedRender } from '../../src/engine/render-cache.js';
import type { RenderRequest, RenderResult, Tools } from '../../src/render/index.js';
import { runOptionsOf, type GateFlags } from '../../src/commands/gate.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import {
  ENV,
  SMALL_CHART,
  cleanup,
  fakeTool,
  helmTarget,
  kustomizeTarget,
  request,
  tree,
  write,
} from '../render/helpers.js';
import { auditHead } from '../helpers/run-repo.js';

afterAll(cleanup);

const FILES = {
  ...SMALL_CHART,
  'envs/staging.yaml': 'color: blue\n',
  'k/base/kustomization.yaml': 'resources: [cm.yaml]\n',
  'k/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\n',
  'k/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: team\n',
  'other/unrelated.yaml': 'a: 1\n',
  '.deploy-gate.yaml': 'version: 1\n',
};

function fakeTools(): Tools {
  const bin = fakeTool('echo ok');
  return {
    helm: { ok: true, tool: { name: 'helm', version: 'v3.18.0', path: bin }, bin, renderArgs: [] },
    kustomize: { ok: true, tool: { name: 'kustomize', version: 'v5.7.1', path: bin }, bin, renderArgs: ['kustomize'] },
  };
}

/** A fresh tree and the two requests (helm with a values file, kustomize overlay) on it. */
function setup() {
  const root = tree(FILES);
  const tools = fakeTools();
  const helm = request(
    root,
    helmTarget('chart', { valueFiles: ['envs/staging.yaml'], releaseName: 'r' }, { namespace: 'ns' }),
    tools,
  );
  const kustomize = request(root, kustomizeTarget('k/overlay'), tools);
  return { root, tools, helm, kustomize };
}

const key = (req: RenderRequest) => renderKey(req, '.deploy-gate.yaml');

describe('render cache key', () => {
  it('is stable for the same inputs and ignores files the target does not read', async () => {
    const { root, helm, kustomize } = setup();
    const [h, k] = [await key(helm), await key(kustomize)];
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(await key(helm)).toBe(h);
    write(root, { 'other/unrelated.yaml': 'a: 2\n' });
    expect(await key(helm)).toBe(h);
    expect(await key(kustomize)).toBe(k);
  });

  const fileChanges: [string, 'helm' | 'kustomize', (root: string) => void][] = [
    ['a chart template', 'helm', (r) => write(r, { 'chart/templates/cm.yaml': 'x: 1\n' })],
    ['Chart.yaml', 'helm', (r) => write(r, { 'chart/Chart.yaml': 'apiVersion: v2\nname: small\nversion: 0.1.1\n' })],
    ['the chart values', 'helm', (r) => write(r, { 'chart/values.yaml': 'color: red\n' })],
    ['a values file', 'helm', (r) => write(r, { 'envs/staging.yaml': 'color: green\n' })],
    ['a new file in the chart', 'helm', (r) => write(r, { 'chart/templates/new.yaml': '' })],
    ['an executable bit', 'helm', (r) => chmodSync(path.join(r, 'chart/values.yaml'), 0o755)],
    ['a symlink in the chart', 'helm', (r) => symlinkSync('values.yaml', path.join(r, 'chart/link.yaml'))],
    ['the config file', 'helm', (r) => write(r, { '.deploy-gate.yaml': 'version: 1\n# x\n' })],
    [
      'the overlay kustomization',
      'kustomize',
      (r) => write(r, { 'k/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: m\n' }),
    ],
    [
      'a base resource',
      'kustomize',
      (r) => write(r, { 'k/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm2}\n' }),
    ],
  ];
  it.each(fileChanges)('changes with %s', async (_what, kind, change) => {
    const s = setup();
    const before = await key(s[kind]);
    change(s.root);
    expect(await key(s[kind])).not.toBe(before);
  });

  const requestChanges: [string, (r: RenderRequest) => RenderRequest][] = [
    ['the Kubernetes version', (r) => ({ ...r, env: { ...r.env, kubernetesVersion: '1.30' } })],
    ['the environment API versions', (r) => ({ ...r, env: { ...r.env, apiVersions: ['x.io/v1'] } })],
    ['the CRD API versions', (r) => ({ ...r, extraApiVersions: ['y.io/v1'] })],
    ['the release name', (r) => ({ ...r, target: { ...r.target, helm: { ...r.target.helm!, releaseName: 'other' } } })],
    ['the namespace', (r) => ({ ...r, target: { ...r.target, namespace: 'other' } })],
    ['the inline values', (r) => ({ ...r, target: { ...r.target, helm: { ...r.target.helm!, values: { a: 1 } } } })],
    [
      'the environment name',
      (r) => ({ ...r, target: { ...r.target, environment: 'prod' }, env: { ...ENV, name: 'prod' } }),
    ],
    ['the output budget', (r) => ({ ...r, maxOutputBytes: 1024 })],
    [
      'the helm version',
      (r) => ({
        ...r,
        tools: { ...r.tools, helm: { ...r.tools.helm, tool: { name: 'helm', version: 'v4.1.4' } } as Tools['helm'] },
      }),
    ],
    [
      'the helm binary',
      (r) => ({ ...r, tools: { ...r.tools, helm: { ...r.tools.helm, bin: fakeTool('echo ok') } as Tools['helm'] } }),
    ],
  ];
  it.each(requestChanges)('changes with %s', async (_what, change) => {
    const { helm } = setup();
    expect(await key(change(helm))).not.toBe(await key(helm));
  });

  it('changes when the tool binary is replaced in place', async () => {
    const { helm } = setup();
    const before = await key(helm);
    const bin = (helm.tools.helm as { bin: string }).bin;
    writeFileSync(bin, '#!/bin/sh\necho other\n');
    utimesSync(bin, new Date(), new Date(Date.now() + 5000));
    expect(await key(helm)).not.toBe(before);
  });

  it('covers every source of a multi-source target: a change to any source, its values or a plain folder', async () => {
    const { root, helm } = setup();
    write(root, { 'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: p}\n' });
    const first = helm.target;
    const joined = {
      ...helm,
      target: {
        ...first,
        sources: [
          { label: 'source 1 of 3', kind: 'helm' as const, path: 'chart', ...(first.helm ? { helm: first.helm } : {}) },
          { label: 'source 2 of 3', kind: 'kustomize' as const, path: 'k/overlay' },
          { label: 'source 3 of 3', kind: 'manifests' as const, path: 'plain' },
        ],
      },
    };
    const changes: Array<Record<string, string>> = [
      { 'envs/staging.yaml': 'color: green\n' },
      { 'k/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm3}\n' },
      { 'plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: q}\n' },
    ];
    let before = await key(joined);
    expect(before).toMatch(/^[0-9a-f]{64}$/);
    write(root, { 'other/unrelated.yaml': 'a: 3\n' });
    expect(await key(joined)).toBe(before);
    for (const change of changes) {
      write(root, change);
      const after = await key(joined);
      expect(after, JSON.stringify(change)).not.toBe(before);
      before = after;
    }
    // One of its sources cannot be worked out: the joined render is not cached.
    const broken = {
      ...joined.target,
      sources: [...joined.target.sources, { label: 'x', kind: 'kustomize' as const, path: 'missing' }],
    };
    expect(await key({ ...joined, target: broken })).toBeUndefined();
  });

  it('is undefined when the inputs cannot be worked out (then nothing is cached)', async () => {
    const { helm } = setup();
    expect(await key({ ...helm, target: kustomizeTarget('missing') })).toBeUndefined();
  });
});

describe('render cache store', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('returns a stored success, renders failures again', async () => {
    const { helm } = setup();
    const cache = renderCacheAt(dir);
    let renders = 0;
    const ok = async (): Promise<RenderResult> => (
      renders++,
      { ok: true, chunks: [{ text: 'a: 1\n' }], durationMs: 5 }
    );
    expect('cached' in (await cachedRender(cache, helm, '.deploy-gate.yaml', ok))).toBe(false);
    expect(await cachedRender(cache, helm, '.deploy-gate.yaml', ok)).toMatchObject({
      cached: true,
      chunks: [{ text: 'a: 1\n' }],
    });
    expect(renders).toBe(1);
    const failing = setup().kustomize;
    const fail = async (): Promise<RenderResult> => (
      renders++,
      { ok: false, code: 'E_RENDER_TIMEOUT', error: 't', durationMs: 1 }
    );
    await cachedRender(cache, failing, '.deploy-gate.yaml', fail);
    await cachedRender(cache, failing, '.deploy-gate.yaml', fail);
    expect(renders).toBe(3);
  });

  it('never keeps a render that used a remote chart (its bytes are not hashed here)', async () => {
    const { helm } = setup();
    const cache = renderCacheAt(dir);
    let renders = 0;
    const remote = async () => (
      renders++,
      { ok: true as const, chunks: [{ text: 'a: 1\n' }], durationMs: 5, sources: [{ chart: 'x' }] }
    );
    await cachedRender(cache, { ...helm, target: { ...helm.target, app: 'remote' } }, '.deploy-gate.yaml', remote);
    const again = await cachedRender(
      cache,
      { ...helm, target: { ...helm.target, app: 'remote' } },
      '.deploy-gate.yaml',
      remote,
    );
    expect(renders).toBe(2);
    expect('cached' in again).toBe(false);
  });

  it('treats a corrupt entry as a miss', async () => {
    const cache = renderCacheAt(dir);
    const k = 'ab'.repeat(32);
    write(dir, { [`ab/${k}.json`]: '{not json' });
    expect(await cache.get(k)).toBeUndefined();
  });
});

describe('audits with the render cache (real helm and kustomize)', () => {
  let repo: TempRepo;
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-render-cache-audit-'));
  afterEach(() => repo?.cleanup());
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  const audit = (renderCache = true): Promise<Report> => auditHead(repo, { renderCache, renderCacheDir: cacheDir });
  const cachedOf = (r: Report) => Object.fromEntries(r.targets.map((t) => [t.app, t.renderCached === true]));
  const judged = (r: Report) => r.findings.map((f) => `${f.app} ${f.ruleId} ${f.fingerprint}`).sort();

  it('a second audit reuses every render and judges the same; a changed values file renders again', async () => {
    repo = TempRepo.committed(
      {
        ...SMALL_CHART,
        'envs/a.yaml': 'color: blue\n',
        'envs/b.yaml': 'color: red\n',
        'k/base/kustomization.yaml': 'resources: [cm.yaml]\n',
        'k/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata: {k: v}\n',
        'k/overlay/kustomization.yaml': 'resources: [../base]\nnamespace: team\n',
        '.deploy-gate.yaml':
          'version: 1\nkubernetesVersion: "1.31"\ntargets:\n' +
          '  - {app: a, environment: dev, helm: {chart: chart, valueFiles: [envs/a.yaml]}}\n' +
          '  - {app: b, environment: dev, helm: {chart: chart, valueFiles: [envs/b.yaml]}}\n' +
          '  - {app: k, environment: dev, kustomize: k/overlay}\n',
      },
      'one',
    );
    const cold = await audit();
    expect(cold.targets.map((t) => t.status)).toEqual(['rendered', 'rendered', 'rendered']);
    expect(cachedOf(cold)).toEqual({ a: false, b: false, k: false });
    const warm = await audit();
    expect(cachedOf(warm)).toEqual({ a: true, b: true, k: true });
    expect(judged(warm)).toEqual(judged(cold));
    expect(warm.summary.resources).toBe(cold.summary.resources);
    expect(warm.verdict).toBe(cold.verdict);
    repo.write({ 'envs/b.yaml': 'color: green\n' }).commit('two');
    expect(cachedOf(await audit())).toEqual({ a: true, b: false, k: true });
    expect(cachedOf(await audit(false))).toEqual({ a: false, b: false, k: false });
  });
});

describe('--render-cache [dir]', () => {
  const flags = (renderCache?: boolean | string): GateFlags => ({
    repo: '.',
    format: 'json',
    schemaLocation: [],
    crdSchemaLocation: [],
    offline: true,
    progress: false,
    renderCache,
  });
  it('is off unless asked for; a value names the folder', () => {
    expect(runOptionsOf('audit', flags())).toMatchObject({ renderCache: false });
    expect(runOptionsOf('audit', flags()).renderCacheDir).toBeUndefined();
    expect(runOptionsOf('audit', flags(true))).toMatchObject({ renderCache: true });
    expect(runOptionsOf('audit', flags('/tmp/rc'))).toMatchObject({ renderCache: true, renderCacheDir: '/tmp/rc' });
  });
});
