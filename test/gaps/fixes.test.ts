// Item 6 of the coverage issue, each with the real helm: duplicates are not "non-deterministic",
// a head that fails to render fixes nothing, and helm's --debug advice is not passed on.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { check, deployment } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\ntargets:\n  - {app: web, environment: dev, helm: {chart: charts/web}}\n';
const CHART = { '.deploy-gate.yaml': CONFIG, 'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n' };
const cm = (data: string) =>
  `---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: dup, namespace: web}\ndata: {k: "${data}"}\n`;

describe('fixes', () => {
  it('a duplicated object is a duplicate, not render/non-deterministic', async () => {
    repo = TempRepo.committed({ ...CHART, 'charts/web/templates/cm.yaml': cm('a') });
    repo.write({ 'charts/web/templates/cm.yaml': `${cm('a')}${cm('b')}` }).commit('head');
    const report = await check(repo);
    const rules = report.findings.map((f) => f.ruleId);
    expect(rules).toContain('manifest/duplicate-resource');
    expect(rules).not.toContain('render/non-deterministic');
  });

  it('when the head fails to render, the base findings are not listed as fixed', async () => {
    repo = TempRepo.committed({ ...CHART, 'charts/web/templates/deploy.yaml': deployment('reg.example/web:latest') });
    repo
      .write({ 'charts/web/templates/deploy.yaml': `${deployment('reg.example/web:latest')}\n  bad: [unclosed\n` })
      .commit('head');
    const report = await check(repo);
    expect(report.findings.some((f) => f.ruleId === 'render/failed' && f.change === 'introduced')).toBe(true);
    expect(report.findings.filter((f) => f.change === 'fixed')).toEqual([]);
    const failed = report.findings.find((f) => f.ruleId === 'render/failed');
    expect(failed?.message).not.toContain('--debug');
  });
});
