// Kustomize remote bases from a git remote on 127.0.0.1 (the real git daemon), fetched by the real
// git, copied into the revision tree and built by the real kustomize.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderTarget } from '../../src/render/index.js';
import type { RemoteContext } from '../../src/render/remote-chart.js';
import { parseGitBase } from '../../src/sources/git-ref.js';
import { SourceCache } from '../../src/sources/cache.js';
import { emptySources, type SourcesConfig } from '../../src/model/sources.js';
import { TempRepo } from '../helpers/git-repo.js';
import { cleanup, kustomizeTarget, request, tools, tree } from '../render/helpers.js';
import { startGitServer, type GitServer } from './git-server.js';

let server: GitServer;
let upstream: TempRepo;
let repoURL: string;
let pinned: string;
let cacheDir: string;
const cacheDirs: string[] = [];

beforeAll(async () => {
  server = await startGitServer();
  upstream = new TempRepo('dg-upstream-');
  upstream.write({
    'deploy/base/kustomization.yaml': 'resources: [cm.yaml]\n',
    'deploy/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-remote\ndata:\n  v: one\n',
    'deploy/plugin/kustomization.yaml': 'resources: [cm.yaml]\ngenerators: [gen.yaml]\n',
    'deploy/plugin/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: p\n',
    'deploy/plugin/gen.yaml':
      'apiVersion: x/v1\nkind: Gen\nmetadata:\n  name: g\n  annotations:\n    config.kubernetes.io/function: |\n      exec:\n        path: ./run.sh\n',
  });
  pinned = upstream.commit('v1');
  upstream.git('tag', 'v1.0.0');
  upstream
    .write({
      'deploy/base/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-remote\ndata:\n  v: two\n',
    })
    .commit('v2');
  repoURL = server.publish(upstream, 'bases');
});
afterAll(async () => {
  await server?.stop();
  upstream?.cleanup();
});
afterEach(() => {
  cleanup();
  for (const dir of cacheDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function remote(sources: Partial<SourcesConfig>, offline = false): RemoteContext {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-gitcache-'));
  cacheDirs.push(cacheDir);
  return {
    sources: { ...emptySources(), ...sources },
    configFile: '.deploy-gate.yaml',
    offline,
    cache: new SourceCache(cacheDir),
  };
}

const overlay = (ref: string) => ({
  'app/kustomization.yaml': `resources:\n  - local.yaml\n  - ${ref}\n`,
  'app/local.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: local\n',
});

async function render(files: Record<string, string>, ctx: RemoteContext) {
  const root = tree(files);
  return { root, r: await renderTarget(request(root, kustomizeTarget('app'), await tools(), { remote: ctx })) };
}

describe('parseGitBase', () => {
  it.each([
    [
      'https://github.com/org/repo//deploy/base?ref=v1.2.3',
      { repoURL: 'https://github.com/org/repo', path: 'deploy/base', ref: 'v1.2.3' },
    ],
    [
      'github.com/org/repo/deploy/base?ref=abc',
      { repoURL: 'https://github.com/org/repo', path: 'deploy/base', ref: 'abc' },
    ],
    [
      'git::https://git.example.com/team/repo.git/base?version=v2.0.0',
      { repoURL: 'https://git.example.com/team/repo.git', path: 'base', ref: 'v2.0.0' },
    ],
    ['git://127.0.0.1:9/bases.git//x', { repoURL: 'git://127.0.0.1:9/bases.git', path: 'x' }],
  ])('%s', (spec, want) => expect(parseGitBase(spec)).toEqual(want));

  it.each([
    ['https://example.com/remote.yaml'],
    ['https://raw.githubusercontent.com/o/r/main/x.yaml'],
    ['https://u:p@github.com/o/r//x'],
    ['https://github.com/o/r//../x'],
  ])('%s is no git base', (spec) => {
    expect(parseGitBase(spec)).toBeUndefined();
  });
});

describe('kustomize remote bases from an allowed git repository', () => {
  it('fetches a base pinned to a commit, builds it with the local resources, and records its digest', async () => {
    const { r, root } = await render(overlay(`${repoURL}//deploy/base?ref=${pinned}`), remote({ git: [server.url] }));
    if (!r.ok) throw new Error(r.error);
    const text = r.chunks.map((c) => c.text).join('\n');
    expect(text).toContain('name: from-remote');
    expect(text).toContain('v: one');
    expect(text).toContain('name: local');
    expect(r.sources).toEqual([
      expect.objectContaining({
        type: 'git',
        url: repoURL,
        name: 'deploy/base',
        version: pinned,
        cached: false,
        digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      }),
    ]);
    expect(readFileSync(path.join(root, 'app', 'kustomization.yaml'), 'utf8')).not.toContain('git://');
  });

  it('an exact version tag is pinned too, and the next run comes from the cache even offline', async () => {
    const ctx = remote({ git: [repoURL] });
    const first = await render(overlay(`${repoURL}//deploy/base?ref=v1.0.0`), ctx);
    expect(first.r.ok).toBe(true);
    const warm = await render(overlay(`${repoURL}//deploy/base?ref=v1.0.0`), { ...ctx, offline: true });
    expect(warm.r.ok && warm.r.sources?.[0]).toMatchObject({ cached: true });
  });

  it.each([['?ref=main'], ['']])('ref %j is sources/unpinned', async (query) => {
    const { r } = await render(overlay(`${repoURL}//deploy/base${query}`), remote({ git: [server.url] }));
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_UNPINNED' });
  });

  it('a repository the config does not list is refused with the line to add', async () => {
    const { r } = await render(
      overlay(`${repoURL}//deploy/base?ref=${pinned}`),
      remote({ git: ['https://github.com/acme/bases'] }),
    );
    expect(r).toMatchObject({ ok: false, code: 'E_SOURCE_NOT_ALLOWED' });
    expect(!r.ok && r.error).toContain(`git:\n      - "${repoURL}"`);
  });

  it('a fetched base gets every check a local one gets: a KRM exec function in it is refused', async () => {
    const { r } = await render(overlay(`${repoURL}//deploy/plugin?ref=${pinned}`), remote({ git: [server.url] }));
    expect(r).toMatchObject({ ok: false, code: 'E_PLUGIN_FORBIDDEN' });
  });

  it('offline with a cold cache, an unknown commit, and a dead server are unreachable (inconclusive)', async () => {
    const cold = await render(overlay(`${repoURL}//deploy/base?ref=${pinned}`), remote({ git: [server.url] }, true));
    expect(cold.r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    const unknown = await render(
      overlay(`${repoURL}//deploy/base?ref=${'0'.repeat(40)}`),
      remote({ git: [server.url] }),
    );
    expect(unknown.r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
    const dead = await render(
      overlay(`git://127.0.0.1:9/bases.git//deploy/base?ref=${pinned}`),
      remote({ git: ['git://127.0.0.1:9'] }),
    );
    expect(dead.r).toMatchObject({ ok: false, code: 'E_SOURCE_UNREACHABLE' });
  });

  it('a cached tree whose files were changed is a digest mismatch', async () => {
    const ctx = remote({ git: [server.url] });
    const first = await render(overlay(`${repoURL}//deploy/base?ref=${pinned}`), ctx);
    if (!first.r.ok) throw new Error(first.r.error);
    const hex = (first.r.sources?.[0]?.digest ?? '').slice('sha256:'.length);
    writeFileSync(
      path.join(cacheDir, 'trees', hex, 'deploy', 'base', 'cm.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: evil\n',
    );
    const again = await render(overlay(`${repoURL}//deploy/base?ref=${pinned}`), ctx);
    expect(again.r).toMatchObject({ ok: false, code: 'E_SOURCE_DIGEST_MISMATCH' });
  });
});
