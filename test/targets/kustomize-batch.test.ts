// Discovery's kustomize builds made together in one process (targets/kustomize-batch.ts) find
// exactly what one build per folder finds (DEPLOY_GATE_PLAIN_DISCOVERY=1): generated names with
// hashes, Flux overlays, components; a folder with `vars` builds alone; a batch that fails (a broken
// folder) is made again one build at a time, so only the broken folder fails. Folders that make the
// same objects until Flux substitutes their names (a home-ops repository's shared components) are
// built together, each render the same objects as its own build. Processes are counted by a
// kustomize that logs each build and hands it to kubectl.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GOTK, loggingKustomize as kustomizeLogging } from '../helpers/flux.js';
import { defaultConfig } from '../../src/config/index.js';
import { discoverTargets } from '../../src/targets/index.js';
import { discoveryRenderer } from '../../src/targets/rendered.js';
import type { Target } from '../../src/model/target.js';
import { fixtureRepos } from './fixture.js';

const repo = fixtureRepos();
const bins: string[] = [];
afterEach(() => {
  for (const dir of bins.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const fluxKs = (name: string, spec = '') => `apiVersion: kustomize.toolkit.fluxcd.io/v1
kind: Kustomization
metadata: {name: ${name}, namespace: flux-system}
spec:
  interval: 10m
  path: ./apps/${name}
  prune: true
  sourceRef: {kind: GitRepository, name: flux-system}
${spec}`;

const release = (name: string, valuesFrom = '') => `apiVersion: helm.toolkit.fluxcd.io/v2
kind: HelmRelease
metadata: {name: ${name}}
spec:
  interval: 10m
  chart:
    spec:
      chart: ./charts/web
      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}
${valuesFrom}`;

const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': 'replicas: 1\n',
  'charts/web/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\ndata:\n  replicas: "{{ .Values.replicas }}"\n',
};

/** Kustomizations of several shapes that can all be built together. */
const HEALTHY: Record<string, string> = {
  ...CHART,
  'clusters/prod/flux-system/gotk-sync.yaml': GOTK,
  'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
  'clusters/prod/apps.yaml': [
    fluxKs('gen', '  targetNamespace: gen\n'),
    fluxKs(
      'patched',
      '  targetNamespace: patched\n  patches:\n    - patch: |\n        - {op: replace, path: /spec/interval, value: 5m}\n      target: {kind: HelmRelease}\n',
    ),
    fluxKs('comp', '  targetNamespace: comp\n  components: [../../components/extra]\n'),
    fluxKs('vars', '  targetNamespace: vars\n'),
    fluxKs('subst', '  targetNamespace: subst\n  postBuild:\n    substitute: {TEAM: web}\n'),
  ].join('---\n'),
  'clusters/prod/kustomization.yaml': 'resources: [flux-system, apps.yaml]\n',
  // A generated ConfigMap whose name carries kustomize's hash, read by the release's valuesFrom.
  'apps/gen/kustomization.yaml':
    'resources: [release.yaml]\nconfigMapGenerator:\n  - name: gen-values\n    files: [values.yaml]\nconfigurations: [name-ref.yaml]\n',
  'apps/gen/name-ref.yaml':
    'nameReference:\n  - kind: ConfigMap\n    fieldSpecs:\n      - {path: spec/valuesFrom/name, kind: HelmRelease}\n',
  'apps/gen/values.yaml': 'replicas: 4\n',
  'apps/gen/release.yaml': release('gen', '  valuesFrom:\n    - {kind: ConfigMap, name: gen-values}\n'),
  'apps/patched/kustomization.yaml': 'resources: [release.yaml]\nlabels:\n  - pairs: {team: web}\n',
  'apps/patched/release.yaml': release('patched'),
  'apps/comp/kustomization.yaml': 'resources: [release.yaml]\n',
  'apps/comp/release.yaml': release('comp'),
  'components/extra/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\ncommonAnnotations: {extra: "yes"}\n',
  // `vars` are resolved across the whole build: this folder is built alone.
  'apps/vars/kustomization.yaml':
    'resources: [release.yaml, cm.yaml]\nvars:\n  - name: TEAM\n    objref: {kind: ConfigMap, name: team, apiVersion: v1}\n    fieldref: {fieldpath: data.team}\n',
  'apps/vars/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: team}\ndata: {team: web}\n',
  'apps/vars/release.yaml': release('vars', '  values:\n    team: $(TEAM)\n'),
  // Flux's postBuild substitution runs on the member's own documents.
  'apps/subst/kustomization.yaml': 'resources: [release.yaml]\n',
  'apps/subst/release.yaml': release('subst', '  values:\n    team: ${TEAM}\n    tier: ${TIER:=gold}\n'),
};

function loggingKustomize(log: string): string {
  const made = kustomizeLogging(log);
  bins.push(made.dir);
  return made.bin;
}

/** Targets and problems discovery finds, and the folders kustomize was started for. */
async function discovered(files: Record<string, string>, plain: boolean) {
  const f = repo(files);
  const log = path.join(f.root, '..', `${path.basename(f.root)}-${String(plain)}.log`);
  writeFileSync(log, '');
  if (plain) process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
  try {
    const d = await discoverTargets(f.root, defaultConfig(), { kustomize: loggingKustomize(log) });
    const builds = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    return { targets: d.targets, problems: d.problems, builds };
  } finally {
    delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
    rmSync(log, { force: true });
  }
}

const releaseOf = (d: Awaited<ReturnType<typeof discovered>>, app: string) =>
  d.targets.find((t) => t.kind === 'helm' && t.app === app);

describe('discovery builds made together', () => {
  it('finds what one build per folder finds, in fewer kustomize processes', async () => {
    const batched = await discovered(HEALTHY, false);
    const plain = await discovered(HEALTHY, true);
    expect(batched.targets).toEqual(plain.targets);
    expect(batched.problems).toEqual(plain.problems);
    // The hashed ConfigMap name reached the release's valuesFrom, and its values were read.
    expect(releaseOf(batched, 'gen')?.helm?.values).toEqual({ replicas: 4 });
    expect(releaseOf(batched, 'patched')?.namespace).toBe('patched');
    expect(releaseOf(batched, 'vars')?.namespace).toBe('vars');
    expect(releaseOf(batched, 'subst')?.helm?.values).toEqual({ team: 'web', tier: 'gold' });
    // One process per Flux Kustomization alone; together, clusters/prod, patched, comp and subst
    // share one. gen (its `configurations` configure the references of the whole build) and vars
    // are built alone.
    expect(plain.builds).toHaveLength(6); // clusters/prod and the five Flux overlays
    expect(batched.builds).toHaveLength(3);
    expect(batched.builds.filter((b) => b.endsWith('/batch-0'))).toHaveLength(1);
  });

  it('makes a failed batch again one build at a time: only the broken folder fails', async () => {
    const files = {
      ...HEALTHY,
      'clusters/prod/apps.yaml': `${HEALTHY['clusters/prod/apps.yaml']}---\n${fluxKs('broken', '  targetNamespace: broken\n')}`,
      // Its walk is fine; kustomize fails it: the patch finds no object.
      'apps/broken/kustomization.yaml': 'resources: [release.yaml]\npatches: [{path: patch.yaml}]\n',
      'apps/broken/patch.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: absent}\nspec: {replicas: 2}\n',
      'apps/broken/release.yaml': release('broken'),
    };
    const batched = await discovered(files, false);
    const plain = await discovered(files, true);
    expect(batched.targets).toEqual(plain.targets);
    expect(batched.problems).toEqual(plain.problems);
    expect(releaseOf(batched, 'gen')?.helm?.values).toEqual({ replicas: 4 });
    // Its build failed, so its release is the one its file declares (in no Flux namespace).
    expect(releaseOf(batched, 'broken')?.namespace).toBe('default');
    // The failed batch, then each of its members alone (vars was alone from the start).
    expect(batched.builds.filter((b) => b.endsWith('/batch-0'))).toHaveLength(1);
    expect(batched.builds).toHaveLength(plain.builds.length + 1);
  });

  it('builds two folders that make the same object together, each with its own objects', async () => {
    const files = {
      ...HEALTHY,
      'clusters/prod/apps.yaml': [
        fluxKs('one').replace('./apps/one', './apps/same'),
        fluxKs('two').replace('./apps/two', './apps/same'),
      ].join('---\n'),
      'apps/same/kustomization.yaml': 'resources: [release.yaml]\n',
      'apps/same/release.yaml': release('same').replace(
        'metadata: {name: same}',
        'metadata: {name: same, namespace: web}',
      ),
    };
    const batched = await discovered(files, false);
    const plain = await discovered(files, true);
    expect(batched.targets).toEqual(plain.targets);
    expect(batched.problems).toEqual(plain.problems);
    expect(batched.targets.filter((t) => t.kind === 'helm').length).toBeGreaterThan(0);
    // clusters/prod, one and two: in one process.
    expect(plain.builds).toHaveLength(3);
    expect(batched.builds).toHaveLength(1);
    expect(batched.builds.filter((b) => b.endsWith('/batch-0'))).toHaveLength(1);
  });

  it('leaves the revision tree as it was: discovery builds in a tree of hard links, never writing into a linked file', async () => {
    const files = {
      ...HEALTHY,
      'clusters/prod/apps.yaml': [
        HEALTHY['clusters/prod/apps.yaml'],
        fluxKs('plain', '  targetNamespace: plain\n'),
        fluxKs('bare'),
      ].join('---\n'),
      // No kustomization: Flux generates one into the folder (in discovery's tree).
      'apps/plain/release.yaml': release('plain'),
      // No Flux options, so it is built in its own folder, alone (sortOptions): the build rewrites
      // its kustomization to ask for origin annotations.
      'apps/bare/kustomization.yaml': 'resources: [release.yaml]\nsortOptions: {order: fifo}\n',
      'apps/bare/release.yaml': release('bare'),
    };
    const f = repo(files);
    const snapshot = () =>
      (readdirSync(f.root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .sort()
        .map((file) => `${path.relative(f.root, file)}\n${readFileSync(file, 'utf8')}`);
    const before = snapshot();
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.targets.find((t) => t.kind === 'helm' && t.app === 'plain')?.namespace).toBe('plain');
    expect(d.targets.find((t) => t.kind === 'kustomize' && t.path === 'apps/bare')).toBeDefined();
    expect(snapshot()).toEqual(before);
  });

  describe('folders that share a component naming its objects after a Flux variable (home-ops)', () => {
    // Each app's Flux Kustomization adds the same component, whose objects are named `${APP}`, in
    // the same target namespace: one build of them all would hold each name once per app.
    const app = (name: string, extra = '', reads = 'none') => ({
      [`apps/${name}/kustomization.yaml`]: `resources: [release.yaml, deploy.yaml]\n${extra}`,
      [`apps/${name}/release.yaml`]: release(name),
      [`apps/${name}/deploy.yaml`]: `apiVersion: apps/v1
kind: Deployment
metadata: {name: ${name}}
spec:
  selector: {matchLabels: {app: ${name}}}
  template:
    metadata: {labels: {app: ${name}}}
    spec:
      containers: [{name: app, image: app, envFrom: [{configMapRef: {name: ${reads}}}]}]
      volumes: [{name: data, persistentVolumeClaim: {claimName: "\${APP}"}}]
`,
    });
    const FILES: Record<string, string> = {
      'components/backup/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\nresources: [pvc.yaml, policy.yaml]\n',
      'components/backup/pvc.yaml':
        'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: "${APP}"}\nspec: {resources: {requests: {storage: 1Gi}}}\n',
      'components/backup/policy.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "${APP}-backup", labels: {app: "${APP}"}}\ndata: {claim: "${APP}"}\n',
      ...app('alpha', '', 'settings'),
      ...app('bravo', 'namePrefix: pre-\n'),
      ...app('charlie'),
      // It makes the ConfigMap the others' Deployments read: their builds alone leave the name as it is.
      ...app('delta', '', 'settings'),
      'apps/delta/settings.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {a: b}\n',
      // Generated (hashed) names: not prefixed, and the two are never in one batch.
      ...app('echo', 'configMapGenerator: [{name: echo-values, literals: [a=b]}]\n'),
      ...app('foxtrot', 'configMapGenerator: [{name: foxtrot-values, literals: [a=b]}]\n'),
    };
    FILES['apps/delta/kustomization.yaml'] = 'resources: [release.yaml, deploy.yaml, settings.yaml]\nnamePrefix: d-\n';
    const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
    const target = (name: string): Target => ({
      app: name,
      environment: 'prod',
      kind: 'kustomize',
      path: `apps/${name}`,
      overlay: { namespace: 'media', components: ['components/backup'] },
      postBuild: { substitute: { APP: name } },
      origin: { how: 'flux', file: 'clusters/prod/apps.yaml' },
    });

    async function rendered(plain: boolean) {
      const f = repo(FILES);
      const log = path.join(f.root, '..', `${path.basename(f.root)}-${String(plain)}.log`);
      writeFileSync(log, '');
      if (plain) process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
      const renderer = discoveryRenderer(f.root, defaultConfig(), { kustomize: loggingKustomize(log) });
      try {
        const objects = await Promise.all(names.map((n) => renderer.render(target(n), /./)));
        return { objects, builds: readFileSync(log, 'utf8').split('\n').filter(Boolean) };
      } finally {
        delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
        await renderer.dispose();
        rmSync(log, { force: true });
      }
    }

    it('keeps a name YAML would read as a number a string (its folder is built alone)', async () => {
      const f = repo({
        'apps/one/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/one/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "2048"}\ndata: {app: "${APP}"}\n',
        'apps/two/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/two/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: two}\ndata: {app: "${APP}"}\n',
      });
      const objects = async (plain: boolean) => {
        if (plain) process.env.DEPLOY_GATE_PLAIN_DISCOVERY = '1';
        const renderer = discoveryRenderer(f.root, defaultConfig());
        try {
          return await Promise.all(
            ['one', 'two'].map((n) => renderer.render({ ...target(n), overlay: { namespace: 'media' } }, /./)),
          );
        } finally {
          delete process.env.DEPLOY_GATE_PLAIN_DISCOVERY;
          await renderer.dispose();
        }
      };
      const batched = await objects(false);
      expect(batched).toEqual(await objects(true));
      expect(batched[0]?.[0]?.metadata).toEqual({ name: '2048', namespace: 'media' });
    });

    it('renders each folder as its own build does, in fewer processes', async () => {
      const batched = await rendered(false);
      const plain = await rendered(true);
      expect(batched.objects).toEqual(plain.objects);
      const [alpha, bravo, , delta] = plain.objects;
      const named = (objs: typeof alpha, kind: string) =>
        objs?.filter((o) => o.kind === kind).map((o) => (o.metadata as { name: string }).name);
      // Substituted names, a folder's own prefix kept, and the claim pointed at its own PVC.
      expect(named(alpha, 'PersistentVolumeClaim')).toEqual(['alpha']);
      expect(named(bravo, 'PersistentVolumeClaim')).toEqual(['bravo']);
      expect(named(bravo, 'Deployment')).toEqual(['pre-bravo']);
      expect(JSON.stringify(bravo)).toContain('"claimName":"bravo"');
      expect(named(delta, 'ConfigMap')).toEqual(['delta-backup', 'd-settings']);
      expect(JSON.stringify(delta)).toContain('"configMapRef":{"name":"d-settings"}');
      // Built alone, alpha's Deployment reads `settings` as written; kustomize points it at delta's only in one build of both.
      expect(JSON.stringify(alpha)).toContain('"configMapRef":{"name":"settings"}');
      expect(named(plain.objects[4], 'ConfigMap')).toContainEqual(expect.stringMatching(/^echo-values-\w{10}$/));
      expect(plain.builds).toHaveLength(6);
      // One batch, then alpha (its reference went to delta's object) and foxtrot (echo's batch holds
      // the component unprefixed) alone.
      expect(batched.builds.filter((b) => /\/batch-\d+$/.test(b))).toHaveLength(1);
      expect(batched.builds).toHaveLength(3);
    });
  });

  it('builds a Kustomization once, as the build that applies it outputs it, when that build rewrites it', async () => {
    // home-ops: a namespace folder sets the namespace of the Kustomizations its ks.yaml files declare.
    const appKs = (name: string) =>
      `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: ${name}}\nspec:\n  interval: 1h\n  path: ./apps/media/${name}/app\n  prune: true\n  sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n  targetNamespace: media\n`;
    const files: Record<string, string> = {
      ...CHART,
      'clusters/prod/flux-system/gotk-sync.yaml': GOTK,
      'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
      'clusters/prod/kustomization.yaml': 'resources: [flux-system, apps.yaml]\n',
      'clusters/prod/apps.yaml': fluxKs('cluster-apps').replace('./apps/cluster-apps', './apps'),
      'apps/kustomization.yaml': 'resources: [media]\n',
      'apps/media/kustomization.yaml': 'namespace: media\nresources: [one/ks.yaml, two/ks.yaml]\n',
    };
    for (const name of ['one', 'two']) {
      files[`apps/media/${name}/ks.yaml`] = appKs(name);
      files[`apps/media/${name}/app/kustomization.yaml`] = 'resources: [release.yaml]\n';
      files[`apps/media/${name}/app/release.yaml`] = release(name);
    }
    const plain = await discovered(files, true);
    const batched = await discovered(files, false);
    expect(batched.targets).toEqual(plain.targets);
    expect(plain.targets.filter((t) => t.kind === 'helm').map((t) => t.namespace)).toEqual(['media', 'media']);
    // clusters/prod, apps, then each app once (its ks.yaml's own version, in no namespace, is never built).
    expect(plain.builds.filter((b) => b.includes('/overlay-'))).toHaveLength(2);
    expect(plain.builds).toHaveLength(4);
  });
});
