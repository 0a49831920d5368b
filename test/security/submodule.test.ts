// Security review, item 6: a git submodule placed inside a target's inputs (an undeclared subchart)
// is empty in the gate's copy but cloned and deployed by Argo CD: the target is inconclusive.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const repos: TempRepo[] = [];
afterEach(() => repos.splice(0).forEach((r) => r.cleanup()));

const CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
};
const CONFIG =
  'version: 1\ntargets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n  - {app: other, environment: dev, manifests: apps/other}\n';

/** A commit of another repository, recorded as a gitlink at `at` (what `git submodule add` records). */
function addSubmodule(repo: TempRepo, at: string): void {
  const sub = new TempRepo('dg-sub-');
  repos.push(sub);
  sub.write({
    'Chart.yaml': 'apiVersion: v2\nname: evil\nversion: 0.1.0\n',
    'templates/d.yaml':
      'apiVersion: v1\nkind: Pod\nmetadata: {name: evil}\nspec: {hostPID: true, containers: [{name: x, image: evil:latest, securityContext: {privileged: true}}]}\n',
  });
  const sha = sub.commit('evil subchart');
  repo.write({ '.gitmodules': `[submodule "evil"]\n\tpath = ${at}\n\turl = https://example.invalid/evil.git\n` });
  repo.git('add', '-A');
  repo.git('update-index', '--add', '--cacheinfo', `160000,${sha},${at}`);
}

describe('submodules in target inputs (security review item 6)', () => {
  it('a submodule added as an undeclared subchart makes that target inconclusive, not a pass', async () => {
    const repo = new TempRepo();
    repos.push(repo);
    repo
      .write({
        '.deploy-gate.yaml': CONFIG,
        ...CHART,
        'apps/other/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: o, namespace: ns}\n',
      })
      .commit('base');
    repo.write({
      'apps/other/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: o, namespace: ns}\ndata: {a: "1"}\n',
    });
    addSubmodule(repo, 'charts/web/charts/evil');
    repo.git('commit', '-q', '-m', 'head'); // not commit(): `git add -A` would stage the (absent) gitlink folder's removal
    expect(repo.git('ls-tree', '-r', 'HEAD')).toMatch(/^160000 commit \w+\tcharts\/web\/charts\/evil$/m);
    const report: Report = await checkLastCommit(repo, { offline: true, schemaLocations: [] });
    const sub = report.findings.find((f) => f.message.startsWith('E_SUBMODULE_INPUT'));
    expect(sub).toMatchObject({ ruleId: 'render/failed', verdict: 'inconclusive', app: 'web', change: 'introduced' });
    expect(sub?.message).toContain('charts/web/charts/evil');
    expect(report.findings.some((f) => f.app === 'other' && f.message.startsWith('E_SUBMODULE_INPUT'))).toBe(false);
    expect(report.verdict).toBe('inconclusive');
  });
});
