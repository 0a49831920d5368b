// The tree reader over git (src/engine/git-tree.ts): the partial plan walks a revision's listing and
// blobs with the same walk a checked-out folder gets (targetInputs, walkKustomization, helmInputs).
// Both readers must give the same inputs and problems, target by target; and the blobs read ahead
// must be exactly what the reads on demand give.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listTree, type TreeListing } from '../../src/git/index.js';
import { blobReader, gitTree, type BlobText } from '../../src/engine/git-tree.js';
import { helmInputs, walkKustomization, type TreeReader } from '../../src/render/sandbox.js';
import { fromConfig, targetInputs } from '../../src/targets/index.js';
import { loadConfigDetailed } from '../../src/config/index.js';
import { TempRepo } from '../helpers/git-repo.js';

let repo: TempRepo;
let out: string | undefined;
afterEach(() => {
  repo?.cleanup();
  if (out) rmSync(out, { recursive: true, force: true });
  out = undefined;
});

const CONFIG = `version: 1
targets:
  - {app: web, environment: production, kustomize: apps/web/overlays/production}
  - {app: web, environment: staging, kustomize: apps/web/overlays/staging}
  - {app: odd, environment: production, kustomize: apps/odd}
  - {app: charted, environment: production, kustomize: apps/charted}
  - {app: api, environment: production, helm: {chart: charts/api, valueFiles: [values/api.yaml, values/gone.yaml]}}
  - {app: lib, environment: production, helm: {chart: "charts/shared lib"}}
  - {app: missing, environment: production, helm: {chart: charts/none}}
  - {app: plain, environment: production, manifests: manifests/plain}
`;

const FILES: Record<string, string> = {
  '.deploy-gate.yaml': CONFIG,
  'apps/web/base/kustomization.yaml': 'resources: [deploy.yaml, ../../../shared]\n',
  'apps/web/base/deploy.yaml': 'kind: Deployment\n',
  'apps/web/overlays/production/kustomization.yaml':
    'resources: [../../base]\ncomponents: [../../../../components/labels]\npatches:\n  - path: patch.yaml\nconfigMapGenerator:\n  - name: c\n    files: [conf=files/app.conf]\n    envs: [missing.env]\n',
  'apps/web/overlays/production/patch.yaml': 'kind: Deployment\n',
  'apps/web/overlays/production/files/app.conf': 'a=1\n',
  'apps/web/overlays/staging/Kustomization':
    'resources:\n  - ../../base\n  - https://github.com/acme/bases//web?ref=v1\n',
  'components/labels/kustomization.yaml': 'kind: Component\npatches: [{path: labels.yaml}]\n',
  'components/labels/labels.yaml': '- {op: add, path: /metadata/labels, value: {a: b}}\n',
  'shared/kustomization.yml': 'resources: ["my cm.yaml", nothing-here]\ntransformers: [labeller.yaml]\n',
  'shared/my cm.yaml': 'kind: ConfigMap\n',
  'shared/labeller.yaml':
    'apiVersion: builtin\nkind: PatchTransformer\nmetadata: {name: p}\npath: patches/p.yaml\ntarget: {kind: ConfigMap}\n',
  'shared/patches/p.yaml': 'kind: ConfigMap\n',
  'apps/odd/kustomization.yaml': 'resources: [../../shared/nowhere, ../../nofolder, /etc/passwd, ../../../outside]\n',
  'apps/charted/kustomization.yaml':
    'helmCharts:\n  - name: vendored\n    valuesFile: values.yaml\n  - name: fetched\n    repo: https://charts.example.com\n    version: 1.0.0\n',
  'apps/charted/values.yaml': 'a: 1\n',
  'apps/charted/charts/vendored/Chart.yaml': 'apiVersion: v2\nname: vendored\nversion: 1.0.0\n',
  'charts/api/Chart.yaml':
    'apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - name: shared\n    version: 1.0.0\n    repository: "file://../shared lib"\n  - name: ghost\n    repository: file://../ghost\n',
  'charts/api/templates/cm.yaml': 'kind: ConfigMap\n',
  'charts/shared lib/Chart.yaml': 'apiVersion: v2\nname: shared\nversion: 1.0.0\n',
  'charts/shared lib/templates/cm.yaml': 'kind: ConfigMap\n',
  'values/api.yaml': 'a: 1\n',
  'manifests/plain/cm.yaml': 'kind: ConfigMap\n',
};

/** The repository's HEAD written out as a check writes a revision, its git listing, and the targets. */
async function setUp() {
  repo = new TempRepo();
  repo.write(FILES).commit('base');
  out = mkdtempSync(path.join(os.tmpdir(), 'dg-git-tree-'));
  execFileSync('sh', ['-c', `git -C "${repo.dir}" archive HEAD | tar -x -C "${out}"`]);
  const listing = await listTree(repo.dir, 'HEAD');
  const config = loadConfigDetailed(CONFIG, '.deploy-gate.yaml').config;
  const targets = (config.targets ?? []).map((t) => fromConfig(t, config.file));
  return { disk: out, git: gitTree(listing, blobReader(repo.dir, listing)), targets, config };
}

/** What a walk reports, without the absolute paths (each reader has its own root). */
const relative = (value: unknown, roots: string[]): unknown =>
  JSON.parse(roots.reduce((s, r) => s.replaceAll(r, '<root>'), JSON.stringify(value)));

describe('the inputs walk over git and over the written-out revision', () => {
  it('gives the same inputs, kustomize walks and helm inputs, target by target', async () => {
    const { disk, git, targets, config } = await setUp();
    const roots = [disk, await git.realRoot()];
    const walks: [string, unknown][] = [];
    for (const t of targets) {
      const both = async (tree: string | TreeReader) => ({
        inputs: await targetInputs(tree, t, config.file),
        walk: t.kind === 'kustomize' ? await walkKustomization(tree, t.path) : undefined,
        helm: t.helm ? await helmInputs(tree, t) : undefined,
      });
      const [onDisk, onGit] = [relative(await both(disk), roots), relative(await both(git), roots)];
      expect(onGit, `${t.app}/${t.environment}`).toEqual(onDisk);
      walks.push([`${t.app}/${t.environment}`, onDisk]);
    }
    // The cases are there: a transformer's patch, a vendored helmCharts chart, a file:// dependency,
    // missing paths, refusals.
    const all = JSON.stringify(walks);
    for (const want of [
      'shared/patches/p.yaml',
      'apps/charted/charts/vendored',
      'charts/shared lib',
      'E_PATH_NOT_FOUND',
      'E_PATH_OUTSIDE_ROOT',
      'E_REMOTE_RESOURCE_FORBIDDEN',
      'apps/web/overlays/production/missing.env',
    ])
      expect(all).toContain(want);
  });
});

describe('blobs read for the walk over git', () => {
  async function blobs(): Promise<{ listing: TreeListing; oids: Map<string, string> }> {
    repo = new TempRepo();
    repo.write(FILES);
    writeFileSync(path.join(repo.dir, 'apps/web/bin.dat'), Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    repo.commit('base');
    const listing = await listTree(repo.dir, 'HEAD');
    return { listing, oids: new Map([...listing.files].map(([file, e]) => [file, e.oid])) };
  }
  const readAll = async (read: (oid: string) => Promise<BlobText>, oids: Map<string, string>) =>
    Object.fromEntries(await Promise.all([...oids].map(async ([k, oid]) => [k, await read(oid)] as const)));

  it('read ahead and on demand give every blob alike, a binary file as not UTF-8', async () => {
    const { listing, oids } = await blobs();
    const texts = await readAll(blobReader(repo.dir, listing), oids);
    expect(texts['shared/kustomization.yml']).toBe(FILES['shared/kustomization.yml']);
    expect(texts['values/api.yaml']).toBe(FILES['values/api.yaml']);
    expect(texts['apps/web/bin.dat']).toBeUndefined();
  });

  it('serves kustomizations and chart metadata from the read ahead, anything else on demand', async () => {
    const { listing, oids } = await blobs();
    const read = blobReader(repo.dir, listing);
    // Once the read ahead is in (a read from it waits for it), the objects go from git.
    expect(await read(oids.get('charts/api/Chart.yaml') as string)).toBe(FILES['charts/api/Chart.yaml']);
    for (const file of ['apps/web/base/kustomization.yaml', 'charts/shared lib/Chart.yaml', 'values/api.yaml']) {
      const oid = oids.get(file) as string;
      rmSync(path.join(repo.dir, '.git/objects', oid.slice(0, 2), oid.slice(2)));
    }
    expect(await read(oids.get('apps/web/base/kustomization.yaml') as string)).toBe(
      FILES['apps/web/base/kustomization.yaml'],
    );
    expect(await read(oids.get('charts/shared lib/Chart.yaml') as string)).toBe(FILES['charts/shared lib/Chart.yaml']);
    const lost = oids.get('values/api.yaml') as string;
    expect(await read(lost)).toEqual({ unread: expect.stringContaining(`git has no object ${lost}`) });
  });

  it('a failed read ahead (an object git does not have) leaves the others to the reads on demand', async () => {
    const { listing, oids } = await blobs();
    const lost = oids.get('shared/kustomization.yml') as string;
    rmSync(path.join(repo.dir, '.git/objects', lost.slice(0, 2), lost.slice(2)));
    const read = blobReader(repo.dir, listing);
    expect(await read(oids.get('apps/web/base/kustomization.yaml') as string)).toBe(
      FILES['apps/web/base/kustomization.yaml'],
    );
    expect(await read(lost)).toEqual({ unread: expect.stringContaining(`git has no object ${lost}`) });
  });
});
