import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { ensureOriginAnnotations, renderTarget, walkKustomization } from '../../src/render/index.js';
import type { RenderResult } from '../../src/render/types.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { cleanup, copyTree, fakeTool, fakeTools, kustomizeTarget, request, tools, tree } from './helpers.js';

afterAll(cleanup);

type Obj = { kind: string; metadata: { name: string; annotations?: Record<string, string> } };
function objects(r: RenderResult): Obj[] {
  if (!r.ok) throw new Error(`${r.code}: ${r.error}`);
  return r.chunks.flatMap((c) => parseAllDocuments(c.text).map((d) => d.toJS() as Obj));
}

const OVERLAY = {
  'base/kustomization.yaml':
    'resources:\n- deployment.yaml\nconfigMapGenerator:\n- name: cfg\n  files:\n  - app.properties\n',
  'base/deployment.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  template:\n    spec:\n      containers:\n      - name: web\n        image: nginx:1.27\n',
  'base/app.properties': 'a=1\n',
  'overlays/prod/kustomization.yaml': 'resources:\n- ../../base\nnamePrefix: prod-\npatches:\n- path: replicas.yaml\n',
  'overlays/prod/replicas.yaml':
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3\n',
};

describe('kustomize rendering', () => {
  it('renders an overlay over a base, with origin annotations relative to the overlay dir', async () => {
    const root = tree(OVERLAY);
    const r = await renderTarget(request(root, kustomizeTarget('overlays/prod'), await tools()));
    expect(r.ok && r.originAnnotationsAdded).toBe(true);
    const objs = objects(r);
    const deploy = objs.find((o) => o.kind === 'Deployment');
    expect(deploy?.metadata.name).toBe('prod-web');
    expect(deploy?.metadata.annotations?.['config.kubernetes.io/origin']).toBe('path: ../../base/deployment.yaml\n');
    const cm = objs.find((o) => o.kind === 'ConfigMap');
    expect(cm?.metadata.annotations?.['config.kubernetes.io/origin']).toContain(
      'configuredIn: ../../base/kustomization.yaml',
    );
    // The annotation was added at the end: existing lines keep their numbers.
    const k = readFileSync(path.join(root, 'overlays/prod/kustomization.yaml'), 'utf8');
    expect(k.startsWith(OVERLAY['overlays/prod/kustomization.yaml'])).toBe(true);
  });

  it('keeps a user-requested buildMetadata and reports the annotation as theirs', async () => {
    const root = tree({
      ...OVERLAY,
      'overlays/prod/kustomization.yaml': 'resources:\n- ../../base\nbuildMetadata: [originAnnotations]\n',
    });
    const r = await renderTarget(request(root, kustomizeTarget('overlays/prod'), await tools()));
    expect(r.ok && r.originAnnotationsAdded).toBe(false);
    const other = tree({ 'k/kustomization.yaml': 'buildMetadata:\n- managedByLabel\n' });
    expect(await ensureOriginAnnotations(path.join(other, 'k/kustomization.yaml'))).toBe(true);
    expect(readFileSync(path.join(other, 'k/kustomization.yaml'), 'utf8')).toMatch(
      /managedByLabel[\s\S]*originAnnotations/,
    );
    // A second render in the same tree still knows the annotation is deploy-gate's, not the user's.
    expect(await ensureOriginAnnotations(path.join(other, 'k/kustomization.yaml'))).toBe(true);
    const again = await renderTarget(request(root, kustomizeTarget('overlays/prod'), await tools()));
    expect(again.ok && again.originAnnotationsAdded).toBe(false);
  });

  it('lists every file an overlay reaches', async () => {
    const root = tree(OVERLAY);
    expect((await walkKustomization(root, 'overlays/prod')).files).toEqual([
      'base/app.properties',
      'base/deployment.yaml',
      'base/kustomization.yaml',
      'overlays/prod/kustomization.yaml',
      'overlays/prod/replicas.yaml',
    ]);
  });

  it('passes the load restrictor explicitly and never enables plugins, exec or helm', async () => {
    const argsFile = path.join(tree(), 'args');
    const fake = fakeTool(`printf '%s\\n' "$@" > '${argsFile}'\necho 'apiVersion: v1'`);
    const root = tree(OVERLAY);
    const r = await renderTarget(request(root, kustomizeTarget('overlays/prod'), fakeTools(fake, 'kustomize')));
    expect(r.ok).toBe(true);
    const args = readFileSync(argsFile, 'utf8').split('\n');
    expect(args).toContain('--load-restrictor');
    expect(args[args.indexOf('--load-restrictor') + 1]).toBe('LoadRestrictionsRootOnly');
    for (const flag of [
      '--enable-alpha-plugins',
      '--enable-exec',
      '--enable-helm',
      '--helm-command',
      '--mount',
      '--network',
    ]) {
      expect(args).not.toContain(flag);
    }
  });

  it('maps a load-restrictor refusal to E_LOAD_RESTRICTED without content or absolute paths', async () => {
    // A file symlink inside the root passes our checks; kustomize refuses files outside the kustomization dir.
    const root = tree({
      'shared/env.txt': 'SECRET_FROM_ELSEWHERE=1\n',
      'k/kustomization.yaml': 'configMapGenerator:\n- name: x\n  files:\n  - ../shared/env.txt\n',
    });
    const r = await renderTarget(request(root, kustomizeTarget('k'), await tools()));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_LOAD_RESTRICTED');
    expect(r.error).not.toContain('SECRET_FROM_ELSEWHERE');
    expect(r.error).not.toContain(root);
  });
});

describe('kustomize refusals (offline, no plugins)', () => {
  it('refuses remote resources, naming the URL without userinfo, before kustomize runs', async () => {
    const marker = path.join(tree(), 'spawned');
    const fake = fakeTool(`touch '${marker}'`);
    const root = tree({
      'k/kustomization.yaml':
        'resources:\n- https://user:SEKRET@github.com/evil/repo//base?ref=main&timeout=600s\n- http://169.254.169.254/latest/meta-data/iam/\n',
    });
    const r = await renderTarget(request(root, kustomizeTarget('k'), fakeTools(fake, 'kustomize')));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('E_REMOTE_RESOURCE_FORBIDDEN');
    expect(r.error).toContain('https://***@github.com/evil/repo//base');
    expect(r.error).not.toContain('SEKRET');
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['git@github.com:evil/repo.git//base'],
    ['github.com/evil/repo/base?ref=v1'],
    ['example.com/some/base'],
    ['ssh://git@host/repo'],
  ])('refuses the remote form %s', async (ref) => {
    const root = tree({ 'k/kustomization.yaml': `resources:\n- ${ref}\n` });
    const w = await walkKustomization(root, 'k');
    expect(w.problems.map((p) => p.code)).toEqual(['E_REMOTE_RESOURCE_FORBIDDEN']);
  });

  it('refuses remote bases, components and patches reached through a local base', async () => {
    const root = tree({
      'base/kustomization.yaml': 'components:\n- ../comp\n',
      'comp/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n- path: https://example.com/p.yaml\n',
      'k/kustomization.yaml': 'resources:\n- ../base\n',
    });
    const w = await walkKustomization(root, 'k');
    expect(w.problems).toHaveLength(1);
    expect(w.problems[0]?.message).toContain('comp/kustomization.yaml');
  });

  it('refuses an exec KRM function; the script never runs', async () => {
    const marker = path.join(os.tmpdir(), `pwned-${process.pid}-${Date.now()}`);
    const root = tree({
      'k/kustomization.yaml': 'resources:\n- cm.yaml\ntransformers:\n- fn.yaml\n',
      'k/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
      'k/fn.yaml':
        'apiVersion: example.com/v1\nkind: Pwn\nmetadata:\n  name: pwn\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ./pwn.sh\n',
      'k/pwn.sh': `#!/bin/sh\ntouch '${marker}'\ncat\n`,
    });
    const r = await renderTarget(request(root, kustomizeTarget('k'), await tools()));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('E_PLUGIN_FORBIDDEN');
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses container functions (also inline), helm config from the repository and the legacy helm field', async () => {
    const root = tree({
      'a/kustomization.yaml':
        'generators:\n- |\n  apiVersion: x/v1\n  kind: G\n  metadata:\n    name: g\n    annotations:\n      config.kubernetes.io/function: |\n        container:\n          image: attacker/x\n',
      'b/kustomization.yaml':
        'helmGlobals:\n  configHome: helm\nhelmCharts:\n- name: x\n  repo: https://charts.example\n',
      'c/kustomization.yaml': 'helmChartInflationGenerator:\n- chartName: x\n',
      'd/kustomization.yaml': 'helmCharts:\n- name: --post-renderer=./x\n',
    });
    expect((await walkKustomization(root, 'a')).problems[0]?.message).toMatch(/container KRM function/);
    expect((await walkKustomization(root, 'b')).problems[0]?.code).toBe('E_PLUGIN_FORBIDDEN');
    expect((await walkKustomization(root, 'c')).problems[0]?.code).toBe('E_PLUGIN_FORBIDDEN');
    expect((await walkKustomization(root, 'd')).problems[0]?.code).toBe('E_UNSAFE_ARGUMENT');
  });

  it('helmCharts: the chart kustomize reads is found where kustomize looks, and is an input of the target', async () => {
    const root = tree({
      'k/kustomization.yaml':
        'helmCharts:\n- name: local\n  valuesFile: ../v/values.yaml\n- name: pinned\n  repo: https://charts.example\n  version: 1.0.0\n',
      'k/charts/local/Chart.yaml': 'apiVersion: v2\nname: local\nversion: 0.1.0\n',
      'v/values.yaml': 'a: 1\n',
    });
    const walk = await walkKustomization(root, 'k');
    expect(walk.problems).toEqual([]);
    expect(walk.charts.map((c) => [c.name, c.chartDir, c.present])).toEqual([
      ['local', 'k/charts/local', true],
      ['pinned', 'k/charts/pinned-1.0.0/pinned', false],
    ]);
    expect(walk.files).toContain('k/charts/local');
    expect(walk.files).toContain('v/values.yaml');
    const missing = tree({ 'k/kustomization.yaml': 'helmCharts:\n- name: gone\n' });
    expect((await walkKustomization(missing, 'k')).problems[0]).toMatchObject({
      code: 'E_PATH_NOT_FOUND',
      missing: 'k/charts/gone',
    });
  });

  it('refuses bases outside the root and symlinked dirs leaving it (C3); ../base inside renders', async () => {
    const outside = tree({ 'kustomization.yaml': 'resources: []\n' });
    const root = tree({ 'k/kustomization.yaml': `resources:\n- ../../${path.basename(outside)}\n` });
    expect((await walkKustomization(root, 'k')).problems[0]?.code).toBe('E_PATH_OUTSIDE_ROOT');
    const linked = tree({ 'k/kustomization.yaml': 'resources:\n- base\n', 'k/base': { link: outside } });
    expect((await walkKustomization(linked, 'k')).problems[0]?.code).toBe('E_SYMLINK_ESCAPE');
    const gen = tree({
      'k/kustomization.yaml':
        'configMapGenerator:\n- name: x\n  envs:\n  - /proc/self/environ\n  files:\n  - k=../../../../etc/passwd\n',
    });
    expect((await walkKustomization(gen, 'k')).problems.map((p) => p.code)).toEqual([
      'E_PATH_OUTSIDE_ROOT',
      'E_PATH_OUTSIDE_ROOT',
    ]);
  });
});

describe.skipIf(!HAS_SHARED)('kustomize corpus examples', () => {
  const examples = sharedPath('corpus', 'kustomize-examples', 'examples');

  it('renders helloWorld', async () => {
    const root = copyTree(path.join(examples, 'helloWorld'));
    const kinds = objects(await renderTarget(request(root, kustomizeTarget('.'), await tools())))
      .map((o) => o.kind)
      .sort();
    expect(kinds).toEqual(['ConfigMap', 'Deployment', 'Service']);
  });

  it('renders the ldap staging overlay', async () => {
    const root = copyTree(path.join(examples, 'ldap'));
    const objs = objects(await renderTarget(request(root, kustomizeTarget('overlays/staging'), await tools())));
    expect(objs.find((o) => o.kind === 'Deployment')?.metadata.name).toBe('staging-ldap');
  });

  it('refuses loadHttp offline before kustomize runs', async () => {
    const marker = path.join(tree(), 'spawned');
    const root = copyTree(path.join(examples, 'loadHttp'));
    const r = await renderTarget(
      request(root, kustomizeTarget('.'), fakeTools(fakeTool(`touch '${marker}'`), 'kustomize')),
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toContain(
        'https://raw.githubusercontent.com/kubernetes-sigs/kustomize/master/examples/wordpress/wordpress/deployment.yaml',
      );
    expect(existsSync(marker)).toBe(false);
  });
});
