// `exclude:` takes paths out of discovery (reported), `discovery.withTargets` adds discovery to
// the config's targets, and audit reports every unit it could not check.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { discoverTargets } from '../../src/targets/index.js';
import { TempRepo } from '../helpers/git-repo.js';
import { Fixture } from '../targets/fixture.js';
import { audit, check, deployment, KUSTOMIZE_APP, PINNED, PROD_APP } from './helpers.js';

const ids = (targets: { app: string; environment: string }[]) => targets.map((t) => `${t.app}/${t.environment}`);
let fixture: Fixture | undefined;
let repo: TempRepo | undefined;
afterEach(() => {
  fixture?.cleanup();
  repo?.cleanup();
});

describe('discovery config', () => {
  it('exclude: globs take paths out of discovery and list them', async () => {
    fixture = new Fixture().write({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': PROD_APP(),
      'archive/old.yaml': PROD_APP().replace('web-production', 'old-production'),
    });
    const config = loadConfig('version: 1\nexclude: ["archive/**"]\n', '.deploy-gate.yaml');
    const d = await discoverTargets(fixture.root, config);
    expect(ids(d.targets)).toEqual(['web/production']);
    expect(d.excluded).toEqual(['archive']);
  });

  it('discovery.withTargets adds discovered targets to the declared ones (declared win on the same id)', async () => {
    fixture = new Fixture().write({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': PROD_APP(),
      'raw/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
    });
    const declared =
      'targets:\n  - {app: raw, environment: dev, manifests: raw}\n  - {app: web, environment: production, manifests: apps/web/base}\n';
    const alone = await discoverTargets(fixture.root, loadConfig(`version: 1\n${declared}`, '.deploy-gate.yaml'));
    expect(ids(alone.targets)).toEqual(['raw/dev', 'web/production']);
    const both = await discoverTargets(
      fixture.root,
      loadConfig(`version: 1\ndiscovery: {withTargets: true}\n${declared}`, '.deploy-gate.yaml'),
    );
    expect(both.targets.map((t) => `${t.app}/${t.environment}:${t.origin.how}`)).toEqual([
      'raw/dev:config',
      'web/production:config',
    ]);
    fixture.write({ 'argocd/api.yaml': PROD_APP().replace('web-production', 'api-production') });
    const more = await discoverTargets(
      fixture.root,
      loadConfig(`version: 1\ndiscovery: {withTargets: true}\n${declared}`, '.deploy-gate.yaml'),
    );
    expect(more.targets.map((t) => `${t.app}/${t.environment}:${t.origin.how}`)).toEqual([
      'api/production:argocd',
      'raw/dev:config',
      'web/production:config',
    ]);
  });
});

describe('audit', () => {
  it('reports every unit it could not check as targets/not-checked (inconclusive), each with its own finding', async () => {
    repo = new TempRepo();
    repo
      .write({
        ...KUSTOMIZE_APP,
        'argocd/web.yaml': PROD_APP(),
        'argocd/a.yaml': PROD_APP('    plugin: {name: x}\n').replace('web-production', 'a'),
        // (a remote chart renders from `sources:` and an ApplicationSet is expanded: neither is a unit any more)
        'argocd/b.yaml': PROD_APP('    kustomize: {images: ["web:$ARGOCD_APP_REVISION"]}\n').replace(
          'web-production',
          'b',
        ),
        'argocd/set.yaml':
          'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: many}\nspec:\n  generators: [{pullRequest: {github: {owner: o, repo: r}}}]\n  template: {metadata: {name: x}, spec: {project: default, source: {repoURL: r, path: p}, destination: {namespace: n}}}\n',
        'apps/other/deploy.yaml': deployment(PINNED),
      })
      .commit('base');
    const report = await audit(repo);
    const notChecked = report.findings.filter((f) => f.ruleId === 'targets/not-checked');
    expect(notChecked.map((f) => f.location?.file).sort()).toEqual([
      'argocd/a.yaml',
      'argocd/b.yaml',
      'argocd/set.yaml',
    ]);
    expect(new Set(notChecked.map((f) => f.fingerprint)).size).toBe(3);
    expect(report.verdict).toBe('inconclusive');
  });
});

describe('check: one accounting for units discovery leaves unchecked', () => {
  const SET =
    'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {name: previews}\nspec:\n  generators: [{pullRequest: {github: {owner: o, repo: r}}}]\n  template: {metadata: {name: x}, spec: {project: default, source: {repoURL: r, path: p}, destination: {namespace: n}}}\n';

  it('an ApplicationSet it cannot expand is listed unchanged when untouched, introduced when its file changes', async () => {
    repo = new TempRepo();
    repo.write({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP(), 'argocd/set.yaml': SET }).commit('base');
    repo.write({ 'apps/web/base/deploy.yaml': deployment(PINNED).replace('8Mi}\n', '16Mi}\n') }).commit('head');
    const untouched = await check(repo);
    expect(untouched.findings.filter((f) => f.ruleId === 'targets/not-checked').map((f) => f.change)).toEqual([
      'unchanged',
    ]);
    expect(untouched.verdict).toBe('pass');
    repo.write({ 'argocd/set.yaml': SET.replace('repo: r', 'repo: r2') }).commit('touch');
    const touched = await check(repo);
    const unit = touched.findings.find((f) => f.ruleId === 'targets/not-checked');
    expect(unit).toMatchObject({ change: 'introduced', location: { file: 'argocd/set.yaml' } });
    expect(unit?.message).toContain('ApplicationSet previews is not expanded');
    expect(touched.verdict).not.toBe('pass');
  });
});
