// Flux discovery: which sources are this repository, and what is not-checked with its reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { discoverTargets } from '../../src/targets/index.js';
import { KUSTOMIZATION, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const git = (name: string, url: string) =>
  `apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 1m\n  url: ${url}\n  ref:\n    branch: main\n`;
const ks = (name: string, sourceKind: string, sourceName: string, path: string) =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 10m\n  sourceRef:\n    kind: ${sourceKind}\n    name: ${sourceName}\n  path: ${path}\n  prune: true\n`;

const FILES = {
  'clusters/prod/flux-system/gotk-sync.yaml': git('flux-system', 'ssh://git@github.com/acme/fleet.git'),
  'clusters/prod/sources.yaml': `${git('fleet-again', 'https://github.com/acme/fleet')}---\n${git('team-repo', 'https://github.com/acme/team.git')}`,
  'clusters/prod/apps.yaml': [
    ks('apps', 'GitRepository', 'fleet-again', './apps/prod'),
    ks('team', 'GitRepository', 'team-repo', './deploy'),
    ks('oci', 'OCIRepository', 'manifests', './'),
  ].join('---\n'),
  'apps/prod/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'apps/prod/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
};

describe('Flux sources', () => {
  it('the bootstrap GitRepository and one with its URL are this repository; others are not-checked', async () => {
    const f = repo(FILES);
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.targets.filter((t) => t.origin.how === 'flux').map((t) => `${t.app}/${t.environment}:${t.path}`)).toEqual([
      'apps/prod:apps/prod',
    ]);
    expect(d.problems.map((p) => `${p.ruleId}: ${p.message}`).sort()).toEqual([
      'targets/not-checked: clusters/prod/apps.yaml: Kustomization flux-system/oci is not checked: source OCIRepository flux-system/manifests is a remote source',
      "targets/not-checked: clusters/prod/apps.yaml: Kustomization flux-system/team is not checked: source GitRepository flux-system/team-repo is not this repository's bootstrap GitRepository (flux-system)",
    ]);
  });

  it('discovery.flux: false falls back to folders', async () => {
    const f = repo(FILES);
    const c = defaultConfig();
    const d = await discoverTargets(f.root, { ...c, discovery: { ...c.discovery, flux: false } });
    expect(d.targets.every((t) => t.origin.how === 'kustomize-overlay')).toBe(true);
    expect(d.problems).toEqual([]);
  });

  it('a Kustomization a cluster overlay patches is taken as built (per cluster), not from its base file', async () => {
    const patched = (env: string) =>
      `resources: [../base]\npatches:\n  - target:\n      kind: Kustomization\n      name: apps\n    patch: |\n      - op: replace\n        path: /spec/path\n        value: ./apps/${env}\n`;
    const f = repo({
      'clusters/prod/flux-system/gotk-sync.yaml': `${git('flux-system', 'ssh://git@github.com/acme/fleet.git')}---\n${ks('flux-system', 'GitRepository', 'flux-system', './clusters/prod')}`,
      'clusters/prod/flux-system/kustomization.yaml': KUSTOMIZATION(['gotk-sync.yaml']),
      'clusters/prod/kustomization.yaml': patched('prod').replace('resources: [', 'resources: [flux-system, '),
      'clusters/staging/flux-system/gotk-sync.yaml': `${git('flux-system', 'ssh://git@github.com/acme/fleet.git')}---\n${ks('flux-system', 'GitRepository', 'flux-system', './clusters/staging')}`,
      'clusters/staging/flux-system/kustomization.yaml': KUSTOMIZATION(['gotk-sync.yaml']),
      'clusters/staging/kustomization.yaml': patched('staging').replace('resources: [', 'resources: [flux-system, '),
      'clusters/base/apps.yaml': ks('apps', 'GitRepository', 'flux-system', './apps/placeholder'),
      'clusters/base/kustomization.yaml': KUSTOMIZATION(['apps.yaml']),
      'apps/prod/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'apps/prod/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: p\n',
      'apps/staging/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
      'apps/staging/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: s\n',
    });
    const d = await discoverTargets(f.root, defaultConfig());
    expect(d.problems).toEqual([]);
    expect(
      d.targets
        .filter((t) => t.app === 'apps')
        .map((t) => `${t.app}/${t.environment}:${t.path}`)
        .sort(),
    ).toEqual(['apps/prod:apps/prod', 'apps/staging:apps/staging']);
  });

  it('finds a Kustomization and a HelmRelease whose apiVersion is spelled with escapes, as Flux applies them', async () => {
    const escaped = (text: string) =>
      text.replace('toolkit.fluxcd.io', 'toolkit.fluxcd\\x2eio').replace(/^apiVersion: (.*)$/m, 'apiVersion: "$1"');
    const f = repo({
      'clusters/prod/flux-system/gotk-sync.yaml': `${git('flux-system', 'ssh://git@github.com/acme/fleet.git')}---\n${ks('flux-system', 'GitRepository', 'flux-system', './clusters/prod')}`,
      'clusters/prod/flux-system/kustomization.yaml': KUSTOMIZATION(['gotk-sync.yaml']),
      'clusters/prod/kustomization.yaml': KUSTOMIZATION(['flux-system', 'apps.yaml']),
      'clusters/prod/apps.yaml': escaped(ks('apps', 'GitRepository', 'flux-system', './apps/prod')),
      'apps/prod/kustomization.yaml': KUSTOMIZATION(['release.yaml']),
      'apps/prod/release.yaml': escaped(
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: web, namespace: prod}\nspec:\n  chart:\n    spec:\n      chart: ./charts/web\n      sourceRef: {kind: GitRepository, name: flux-system, namespace: flux-system}\n',
      ),
      'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
      'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web}\n',
    });
    expect(readFileSync(path.join(f.root, 'apps/prod/release.yaml'), 'utf8')).toContain('fluxcd\\x2eio');
    const d = await discoverTargets(f.root, defaultConfig());
    // As Flux applies them, not as a folder and a chart found on their own.
    expect(d.targets.map((t) => `${t.kind} ${t.app}:${t.path} (${t.origin.how})`).sort()).toEqual([
      'helm web:charts/web (flux)',
      'kustomize apps:apps/prod (flux)',
      'kustomize flux-system:clusters/prod (flux)',
    ]);
  });

  it('says which Kustomizations are nested too deep to follow, never drops them silently', async () => {
    // Each level's folder sets a namespace, so each Kustomization is built once the one above it is.
    const files: Record<string, string> = {
      'clusters/prod/flux-system/gotk-sync.yaml': `${git('flux-system', 'ssh://git@github.com/acme/fleet.git')}---\n${ks('flux-system', 'GitRepository', 'flux-system', './levels/l0')}`,
      'clusters/prod/flux-system/kustomization.yaml': KUSTOMIZATION(['gotk-sync.yaml']),
    };
    const depth = 10;
    for (let i = 0; i < depth; i++) {
      files[`levels/l${i}/kustomization.yaml`] = `namespace: ns${i}\nresources: [ks.yaml]\n`;
      files[`levels/l${i}/ks.yaml`] = ks(`l${i + 1}`, 'GitRepository', 'flux-system', `./levels/l${i + 1}`).replace(
        '  namespace: flux-system\n',
        '',
      );
    }
    files[`levels/l${depth}/kustomization.yaml`] = KUSTOMIZATION(['cm.yaml']);
    files[`levels/l${depth}/cm.yaml`] = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: leaf}\n';
    const f = repo(files);
    const d = await discoverTargets(f.root, defaultConfig());
    const problems = d.problems.map((p) => `${p.ruleId}: ${p.message}`);
    expect(problems).toContain(
      'targets/not-checked: levels/l7/ks.yaml: the Kustomizations that Kustomization ns7/l8 outputs are not checked: they are nested more than 8 builds deep',
    );
    for (const p of problems) expect(p).toMatch(/^targets\/not-checked: .* nested more than 8 builds deep$/);
  });
});
