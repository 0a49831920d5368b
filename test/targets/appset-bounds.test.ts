// ApplicationSets under bounds (issue 31): a matrix that asks for a million Applications, a run
// deadline reached inside the generators, a files glob that hangs a backtracking matcher.
import { describe, expect, it } from 'vitest';
import { defaultConfig, loadConfig } from '../../src/config/index.js';
import type { Config } from '../../src/model/config.js';
import { discoverTargets } from '../../src/targets/index.js';
import { KUSTOMIZATION, fixtureRepos } from './fixture.js';

const repo = fixtureRepos();

const withDiscovery = (extra: Partial<Config['discovery']>): Config => {
  const c = defaultConfig();
  return { ...c, discovery: { ...c.discovery, ...extra } };
};

const TEMPLATE = [
  '  template:',
  "    metadata:\n      name: 'app-{{a}}-{{b}}'",
  "    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: 'apps/web'",
  '      destination:\n        server: https://kubernetes.default.svc\n        namespace: web',
  '',
].join('\n');

const list = (key: string, n: number) =>
  `          - list:\n              elements:\n${Array.from({ length: n }, (_, i) => `                - {${key}: "${i}"}`).join('\n')}`;

const matrix = (n: number) =>
  `apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: big\nspec:\n  generators:\n    - matrix:\n        generators:\n${list('a', n)}\n${list('b', n)}\n${TEMPLATE}`;

const APP = {
  'apps/web/kustomization.yaml': KUSTOMIZATION(['cm.yaml']),
  'apps/web/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n',
};

const notChecked = (d: Awaited<ReturnType<typeof discoverTargets>>) =>
  d.problems.filter((p) => p.ruleId === 'targets/not-checked').map((p) => p.message);

describe('ApplicationSet bounds', () => {
  it('a matrix over the limit is not checked, fast, with none of its Applications judged', async () => {
    const f = repo({ ...APP, 'argocd/big.yaml': matrix(1000) });
    const start = Date.now();
    const d = await discoverTargets(f.root, defaultConfig());
    expect(Date.now() - start).toBeLessThan(20_000);
    expect(d.targets).toEqual([]);
    expect(notChecked(d)).toEqual([
      expect.stringMatching(/ApplicationSet big is not expanded: it generates more than 10000 Applications/),
    ]);
  });

  it('the limit is the base config’s; at the limit the set is expanded', async () => {
    const f = repo({ ...APP, 'argocd/big.yaml': matrix(4) });
    const over = await discoverTargets(f.root, withDiscovery({ maxApplicationsPerSet: 15 }));
    expect(over.targets).toEqual([]);
    expect(notChecked(over)[0]).toMatch(/more than 15 Applications \(discovery.maxApplicationsPerSet\)/);
    const at = await discoverTargets(f.root, withDiscovery({ maxApplicationsPerSet: 16 }));
    expect(notChecked(at)).toEqual([]);
    expect(at.targets).toHaveLength(16);
  });

  it('the limit is read from the config file, and refused when not a positive integer', () => {
    const c = loadConfig('version: 1\ndiscovery:\n  maxApplicationsPerSet: 25\n', '.deploy-gate.yaml');
    expect(c.discovery.maxApplicationsPerSet).toBe(25);
    expect(() => loadConfig('version: 1\ndiscovery:\n  maxApplicationsPerSet: 0\n', '.deploy-gate.yaml')).toThrow(
      /maxApplicationsPerSet/,
    );
  });

  it('the run deadline stops the generators: the set is not checked, naming the phase', async () => {
    const f = repo({ ...APP, 'argocd/big.yaml': matrix(30) });
    const d = await discoverTargets(f.root, defaultConfig(), { deadline: Date.now() - 1 });
    expect(d.targets).toEqual([]);
    expect(notChecked(d)[0]).toMatch(/run deadline \(--timeout\) passed .*\(phase: discovery\)/);
  });

  it('a files glob that makes a backtracking matcher hang is matched in linear time', async () => {
    const deep = `${'a/'.repeat(40)}config.json`;
    const set = [
      'apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata:\n  name: glob\nspec:\n  generators:',
      `    - git:\n        repoURL: https://example.com/deploy.git\n        revision: HEAD\n        files:\n          - path: '${'*a'.repeat(25)}*c'`,
      "  template:\n    metadata:\n      name: 'x'\n    spec:\n      project: default\n      source:\n        repoURL: https://example.com/deploy.git\n        path: apps/web\n      destination:\n        server: https://kubernetes.default.svc\n        namespace: web",
      '',
    ].join('\n');
    const f = repo({ ...APP, [deep]: '{"a": "1"}', 'argocd/glob.yaml': set });
    const start = Date.now();
    const d = await discoverTargets(f.root, defaultConfig());
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(d.targets.filter((t) => t.origin.how === 'argocd')).toEqual([]);
  });
});
