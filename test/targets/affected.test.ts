import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { targetId, type Target } from '../../src/model/target.js';
import { discoverTargets, targetInputs, touches } from '../../src/targets/index.js';
import { CHART, Fixture, KUSTOMIZATION } from './fixture.js';
import { forgetScan, pairTrees } from '../../src/render/index.js';
import { affectedBy } from '../../src/engine/discover.js';

const ENVS = ['dev', 'staging', 'prod'];

/** The ids of the targets whose inputs a changed file touches (what engine/discover.ts affectedBy asks of each). */
async function affectedTargets(
  targets: Target[],
  changed: string[],
  inputsOf: (t: Target) => Promise<string[]>,
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const t of targets) {
    const inputs = await inputsOf(t);
    if (changed.some((file) => inputs.some((input) => touches(file, input)))) ids.add(targetId(t));
  }
  return ids;
}
const CONFIG = '.deploy-gate.yaml';

/** 100 apps × 3 environments: even apps are Helm charts with values-<env>.yaml, odd apps Kustomize base + overlays. */
function generatedRepo(): Fixture {
  const files: Record<string, string> = { 'shared/labels.yaml': 'kind: Component\n' };
  for (let i = 0; i < 100; i++) {
    const name = `app${String(i).padStart(3, '0')}`;
    if (i % 2 === 0) {
      Object.assign(files, CHART(`charts/${name}`));
      for (const env of ENVS) files[`charts/${name}/values-${env}.yaml`] = `env: ${env}\n`;
    } else {
      files[`apps/${name}/base/kustomization.yaml`] = KUSTOMIZATION(['deployment.yaml']);
      files[`apps/${name}/base/deployment.yaml`] =
        `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n`;
      for (const env of ENVS) {
        files[`apps/${name}/overlays/${env}/kustomization.yaml`] =
          `${KUSTOMIZATION(['../../base'])}patches:\n  - path: patch.yaml\n`;
        files[`apps/${name}/overlays/${env}/patch.yaml`] =
          `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n`;
      }
    }
  }
  return new Fixture().write(files);
}

describe('affected targets in a 300-target repository', () => {
  let repo: Fixture;
  let targets: Target[];
  const affected = (changed: string[]): Promise<Set<string>> =>
    affectedTargets(targets, changed, (t) => targetInputs(repo.root, t, CONFIG));

  beforeAll(async () => {
    repo = generatedRepo();
    targets = (await discoverTargets(repo.root, defaultConfig())).targets;
  });
  afterAll(() => repo.cleanup());

  it('discovers all 300', () => {
    expect(targets).toHaveLength(300);
  });

  it('a chart template change affects that chart in every environment, nothing else', async () => {
    expect([...(await affected(['charts/app010/templates/deployment.yaml']))].sort()).toEqual([
      'app010/dev',
      'app010/prod',
      'app010/staging',
    ]);
  });

  it('a values file inside the chart affects the whole chart (templates can read it through .Files)', async () => {
    expect([...(await affected(['charts/app010/values-prod.yaml']))].sort()).toEqual([
      'app010/dev',
      'app010/prod',
      'app010/staging',
    ]);
  });

  it('a kustomize base change affects every overlay that reaches it; an overlay patch only its overlay', async () => {
    expect([...(await affected(['apps/app011/base/deployment.yaml']))].sort()).toEqual([
      'app011/dev',
      'app011/prod',
      'app011/staging',
    ]);
    expect([...(await affected(['apps/app011/overlays/staging/patch.yaml']))]).toEqual(['app011/staging']);
  });

  it('files no target reads affect nothing; a config change affects everything', async () => {
    expect((await affected(['README.md', 'apps/app011/overlays/dev/notes.txt', 'shared/labels.yaml'])).size).toBe(0);
    expect((await affected([CONFIG])).size).toBe(300);
    expect((await affected([])).size).toBe(0);
  });
});

describe('values outside the chart', () => {
  it('affect only the environment that lists them', async () => {
    const repo = new Fixture().write({
      ...CHART('charts/web'),
      'services/web/values-prod.yaml': 'a: 1\n',
      'services/web/values-dev.yaml': 'a: 2\n',
      'services/web/values.yaml': 'a: 0\n',
    });
    try {
      const { targets } = await discoverTargets(repo.root, defaultConfig());
      expect(targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['web/dev', 'web/prod']);
      const run = (changed: string[]): Promise<Set<string>> =>
        affectedTargets(targets, changed, (t) => targetInputs(repo.root, t, CONFIG));
      expect([...(await run(['services/web/values-prod.yaml']))]).toEqual(['web/prod']);
      expect([...(await run(['services/web/values.yaml']))].sort()).toEqual(['web/dev', 'web/prod']);
    } finally {
      repo.cleanup();
    }
  });
});

describe('inputs of a kustomize target with a missing base or a remote resource', () => {
  it('include the missing path and the file naming the remote, so only those changes affect it', async () => {
    const repo = new Fixture().write({
      'apps/x/prod/kustomization.yaml': KUSTOMIZATION(['../base']),
      'apps/y/prod/kustomization.yaml': KUSTOMIZATION(['https://github.com/example/remote//base?ref=v1']),
    });
    try {
      const { targets } = await discoverTargets(repo.root, defaultConfig());
      expect(targets).toHaveLength(2);
      expect(await targetInputs(repo.root, targets[0]!, CONFIG)).toEqual(
        expect.arrayContaining(['apps/x/base', 'apps/x/prod/kustomization.yaml']),
      );
      const inputs = (t: (typeof targets)[number]) => targetInputs(repo.root, t, CONFIG);
      expect([...(await affectedTargets(targets, ['apps/x/base/kustomization.yaml'], inputs))]).toEqual(['x/prod']);
      expect([...(await affectedTargets(targets, ['apps/y/prod/kustomization.yaml'], inputs))]).toEqual(['y/prod']);
      expect([...(await affectedTargets(targets, ['README.md'], inputs))]).toEqual([]);
    } finally {
      repo.cleanup();
    }
  });
});

describe('a changed path above an input (a symlinked folder)', () => {
  it('touches: the input, under it, and above it (a link changed or re-pointed there), never a sibling prefix', () => {
    expect(touches('apps/web/base', 'apps/web/base/deploy.yaml')).toBe(true);
    expect(touches('apps/web', 'apps/web/base/')).toBe(true);
    expect(touches('apps/web/base/deploy.yaml', 'apps/web/base')).toBe(true);
    expect(touches('apps/we', 'apps/web/base/deploy.yaml')).toBe(false);
    expect(touches('apps/web/base2', 'apps/web/base/deploy.yaml')).toBe(false);
    expect(touches('apps/web/base/deploy.yaml.bak', 'apps/web/base/deploy.yaml')).toBe(false);
  });

  it('touches: a .gitattributes stands for every file of its folder (the top one: the whole tree)', () => {
    expect(touches('apps/web/.gitattributes', 'apps/web/base/deploy.yaml')).toBe(true);
    expect(touches('apps/web/.gitattributes', 'apps')).toBe(true);
    expect(touches('apps/web/.gitattributes', 'apps/webx/deploy.yaml')).toBe(false);
    expect(touches('apps/web/.gitattributes', 'charts/web')).toBe(false);
    expect(touches('.gitattributes', 'charts/web/values.yaml')).toBe(true);
    expect(touches('apps/web/x.gitattributes', 'apps/web/base/deploy.yaml')).toBe(false);
  });

  it('re-pointing a symlinked base affects the overlay that reads through it', async () => {
    const repo = new Fixture().write({
      'shared/v1/kustomization.yaml': KUSTOMIZATION(['deploy.yaml']),
      'shared/v1/deploy.yaml': 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n',
      'apps/web/overlays/prod/kustomization.yaml': KUSTOMIZATION(['../../base']),
      'apps/other/overlays/dev/kustomization.yaml': KUSTOMIZATION([]),
    });
    symlinkSync('../../shared/v1', path.join(repo.root, 'apps/web/base'));
    try {
      const { targets } = await discoverTargets(repo.root, defaultConfig());
      const run = (changed: string[]): Promise<Set<string>> =>
        affectedTargets(targets, changed, (t) => targetInputs(repo.root, t, CONFIG));
      expect([...(await run(['apps/web/base']))]).toEqual(['web/prod']);
    } finally {
      repo.cleanup();
    }
  });

  it('re-pointing a symlinked folder of a values file affects the target that lists the file', async () => {
    const repo = new Fixture().write({
      ...CHART('charts/app'),
      'shared/prod/values.yaml': 'a: 1\n',
      'shared/dev/values.yaml': 'a: 2\n',
    });
    symlinkSync('../shared/prod', path.join(repo.root, 'envs-prod'));
    const target: Target = {
      app: 'app',
      environment: 'prod',
      kind: 'helm',
      path: 'charts/app',
      helm: { chart: 'charts/app', valueFiles: ['envs-prod/values.yaml'] },
      origin: { how: 'config', file: CONFIG },
    };
    try {
      const run = (changed: string[]): Promise<Set<string>> =>
        affectedTargets([target], changed, (t) => targetInputs(repo.root, t, CONFIG));
      expect([...(await run(['envs-prod']))]).toEqual(['app/prod']);
      expect([...(await run(['envs-dev']))]).toEqual([]);
    } finally {
      repo.cleanup();
    }
  });
});

describe('inputs of Flux Kustomizations', () => {
  const git = `apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: flux-system, namespace: flux-system}\nspec: {interval: 1m, url: ssh://git@github.com/acme/fleet.git, ref: {branch: main}}\n`;
  const ks = (name: string, path: string, spec = '') =>
    `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: ${name}, namespace: flux-system}\nspec:\n  interval: 10m\n  path: ${path}\n  prune: true\n  sourceRef: {kind: GitRepository, name: flux-system}\n${spec}`;
  // The layout `flux bootstrap` writes: the cluster folder has no kustomization (Flux generates one),
  // only its flux-system folder has; an app adds a shared component through its Flux Kustomization.
  const FILES = {
    'clusters/prod/flux-system/gotk-sync.yaml': `${git}---\n${ks('flux-system', './clusters/prod')}`,
    'clusters/prod/flux-system/kustomization.yaml': KUSTOMIZATION(['gotk-sync.yaml', '../../../infra/crds']),
    'clusters/prod/apps.yaml': ks('apps', './apps/prod', '  components: [../../components/backup]\n'),
    'infra/crds/kustomization.yaml': KUSTOMIZATION(['crd.yaml']),
    'infra/crds/crd.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: crds}\n',
    'apps/prod/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
    'apps/prod/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: app}\n',
    'components/backup/kustomization.yaml':
      'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [pvc.yaml]\n',
    'components/backup/pvc.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: backup}\n',
    'README.md': '# fleet\n',
  };
  let fx: Fixture;
  let targets: Target[];
  beforeAll(async () => {
    fx = new Fixture().write(FILES);
    targets = (await discoverTargets(fx.root, defaultConfig())).targets;
  });
  afterAll(() => fx.cleanup());
  const affected = (changed: string[]) =>
    affectedTargets(targets, changed, (t) => targetInputs(fx.root, t, CONFIG)).then((s) => [...s].sort());

  it('a folder Flux generates a kustomization for reads the files below it and what its sub-folders reach, nothing else', async () => {
    expect(
      targets.map((t) => `${targetId(t)} ${t.overlay?.generate === true ? 'generated' : ''}`.trim()).sort(),
    ).toEqual(['apps/prod', 'flux-system/prod generated']);
    expect(await affected(['apps/prod/cm.yaml'])).toEqual(['apps/prod']);
    expect(await affected(['README.md'])).toEqual([]);
    // A file below it, a new one, and one its flux-system kustomization reaches outside it.
    // (apps.yaml declares the apps Kustomization: a change there is a change of its definition too.)
    expect(await affected(['clusters/prod/apps.yaml'])).toEqual(['apps/prod', 'flux-system/prod']);
    expect(await affected(['clusters/prod/new.yaml'])).toEqual(['flux-system/prod']);
    expect(await affected(['infra/crds/crd.yaml'])).toEqual(['flux-system/prod']);
  });

  it('a component a Flux Kustomization adds is read by its target', async () => {
    expect(await affected(['components/backup/pvc.yaml'])).toEqual(['apps/prod']);
  });
});

/** `fn` on the plain path of discovery's speed paths. */
async function plainly<T>(fn: () => Promise<T>): Promise<T> {
  process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
  try {
    return await fn();
  } finally {
    delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
  }
}

describe('what a target reads, worked out once for the twin trees of a check', () => {
  const made: Fixture[] = [];
  afterAll(() => made.forEach((f) => f.cleanup()));
  /** Base and head of a check: the overlay lists `extra.yaml` at base only, `patch.yaml` differs. */
  function twins(): { base: string; head: string } {
    const common = {
      'app/base/kustomization.yaml': KUSTOMIZATION(['deployment.yaml']),
      'app/base/deployment.yaml': 'kind: Deployment\n',
      'app/overlay/patch.yaml': 'kind: Deployment\n',
      'other/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'other/cm.yaml': 'kind: ConfigMap\n',
    };
    const base = new Fixture().write({
      ...common,
      'app/overlay/kustomization.yaml': KUSTOMIZATION(['../base', 'extra.yaml']),
      'app/overlay/extra.yaml': 'kind: Service\n',
    });
    const head = new Fixture().write({ ...common, 'app/overlay/kustomization.yaml': KUSTOMIZATION(['../base']) });
    made.push(base, head);
    return { base: base.root, head: head.root };
  }
  const target = (p: string): Target => ({
    app: p,
    environment: 'default',
    kind: 'kustomize',
    path: p,
    origin: { how: 'config' },
  });

  it('takes the other revision’s answer only where none of the files it found changed', async () => {
    const { base, head } = twins();
    const plain = async (root: string, t: Target) => {
      process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
      try {
        return await targetInputs(root, t, CONFIG);
      } finally {
        delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
      }
    };
    pairTrees(base, head, ['app/overlay/extra.yaml', 'app/overlay/kustomization.yaml']);
    for (const t of [target('app/overlay'), target('other')]) {
      const atHead = await targetInputs(head, t, CONFIG);
      const atBase = await targetInputs(base, t, CONFIG);
      expect(atHead).toEqual(await plain(head, t));
      expect(atBase).toEqual(await plain(base, t));
    }
    expect(await targetInputs(base, target('app/overlay'), CONFIG)).toContain('app/overlay/extra.yaml');
    expect(await targetInputs(head, target('app/overlay'), CONFIG)).not.toContain('app/overlay/extra.yaml');
  });

  it('is not taken from a side whose answer may depend on a path it does not name (a refused link)', async () => {
    // The walk refuses a link that leaves the repository without naming it: at base `shared/link`
    // leaves, at head it points at a Pod. The change is that link.
    const common = {
      'app/kustomization.yaml': KUSTOMIZATION(['../shared/link']),
      'real/pod.yaml': 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {hostNetwork: true}\n',
    };
    const base = new Fixture().write(common);
    const head = new Fixture().write(common);
    made.push(base, head);
    for (const [f, to] of [
      [base, '/etc/hostname'],
      [head, '../real/pod.yaml'],
    ] as const) {
      mkdirSync(path.join(f.root, 'shared'));
      symlinkSync(to, path.join(f.root, 'shared', 'link'));
    }
    const t = target('app');
    const changed = ['shared/link'];
    const plainAffected = await plainly(async () => {
      const { affected } = await affectedBy(changed, defaultConfig(), base.root, head.root);
      return [await affected(t, 'base'), await affected(t, 'head')];
    });
    expect(plainAffected).toEqual([false, true]);
    for (const first of ['base', 'head'] as const) {
      forgetScan();
      pairTrees(base.root, head.root, changed);
      const { affected } = await affectedBy(changed, defaultConfig(), base.root, head.root);
      const answers = { [first]: await affected(t, first) };
      const second = first === 'base' ? 'head' : 'base';
      answers[second] = await affected(t, second);
      expect([answers.base, answers.head], `${first} asked first`).toEqual(plainAffected);
    }
  });

  it('is not taken from a chart whose inputs had a problem (a refused link in a file:// dependency)', async () => {
    const common: Record<string, string> = { ...CHART('apps/web'), ...CHART('libs/common') };
    common['apps/web/Chart.yaml'] +=
      'dependencies:\n  - name: common\n    version: 0.1.0\n    repository: file://../../libs/common\n';
    const base = new Fixture().write(common);
    const head = new Fixture().write(common);
    made.push(base, head);
    symlinkSync('/etc/hostname', path.join(head.root, 'libs/common/templates/evil.yaml'));
    const t: Target = {
      ...target('apps/web'),
      kind: 'helm',
      helm: { chart: 'apps/web', valueFiles: [] },
    };
    const changed = ['libs/common/templates/evil.yaml'];
    const plainAt = (root: string) => plainly(() => targetInputs(root, t, CONFIG));
    const expected = { base: await plainAt(base.root), head: await plainAt(head.root) };
    forgetScan();
    pairTrees(base.root, head.root, changed);
    const atHead = await targetInputs(head.root, t, CONFIG);
    expect({ base: await targetInputs(base.root, t, CONFIG), head: atHead }).toEqual(expected);
    expect(expected.base).toContain('libs/common');
  });

  it('is taken: told that nothing changed, the base answers with what the head found', async () => {
    const { base, head } = twins();
    // extra.yaml is there at base only: an answer that lacks it is the head's.
    pairTrees(base, head, []);
    const atHead = await targetInputs(head, target('app/overlay'), CONFIG);
    expect(await targetInputs(base, target('app/overlay'), CONFIG)).toEqual(atHead);
    forgetScan(base);
    expect(await targetInputs(base, target('app/overlay'), CONFIG)).toContain('app/overlay/extra.yaml');
  });
});

describe('the health customizations a target reads, asked of both revisions of a check', () => {
  const made: Fixture[] = [];
  afterAll(() => made.forEach((f) => f.cleanup()));
  const ARGOCD_CM = 'kind: ConfigMap\ndata:\n  resource.customizations: |\n    example.com/Widget: {}\n';
  const manifests = (p: string): Target => ({
    app: p.replace(/\//g, '-'),
    environment: 'default',
    kind: 'manifests',
    path: p,
    origin: { how: 'config' },
  });

  it('answers each side: a target reading a changed file (itself or through a link) is affected, one that holds customizations is too', async () => {
    const common = {
      'apps/plain/cm.yaml': 'kind: ConfigMap\n',
      'apps/linked/readme.yaml': 'kind: ConfigMap\n',
      'apps/changed/cm.yaml': 'kind: ConfigMap\n',
      'apps/argocd/cm.yaml': ARGOCD_CM,
    };
    const base = new Fixture().write({ ...common, 'shared/argocd-cm.yaml': 'kind: ConfigMap\n' });
    const head = new Fixture().write({
      ...common,
      'shared/argocd-cm.yaml': ARGOCD_CM,
      'apps/changed/cm.yaml': ARGOCD_CM,
    });
    made.push(base, head);
    for (const f of [base, head]) symlinkSync('../../shared/argocd-cm.yaml', path.join(f.root, 'apps/linked/cm.yaml'));
    const changed = ['apps/changed/cm.yaml', 'shared/argocd-cm.yaml'];
    const { affected } = await affectedBy(changed, defaultConfig(), base.root, head.root);
    const at = async (side: 'base' | 'head') =>
      Promise.all(
        ['apps/plain', 'apps/linked', 'apps/changed', 'apps/argocd'].map((p) => affected(manifests(p), side)),
      );
    expect(await at('head')).toEqual([false, true, true, true]);
    expect(await at('base')).toEqual([false, true, true, true]);
  });
});
