// Security review, item 7: a tiny template that emits a flood of objects is a bounded, inconclusive
// render/failed for that target; the rest of the run goes on; a whole-run deadline ends in a report.
import { afterEach, describe, expect, it } from 'vitest';
import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const check = (extra: Partial<Parameters<typeof run>[0]> = {}): Promise<Report> =>
  checkLastCommit(repo, { offline: true, schemaLocations: [], ...extra });

const FLOOD =
  '{{- range until 40000 }}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c{{ . }}}\n{{- end }}\n';
const chart = (dir: string, template: string) => ({
  [`charts/${dir}/Chart.yaml`]: `apiVersion: v2\nname: ${dir}\nversion: 0.1.0\n`,
  [`charts/${dir}/templates/t.yaml`]: template,
});
const CM = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok, namespace: ns}\ndata: {a: "1"}\n';
const config = (render = '') =>
  `version: 1\n${render}targets:\n  - {app: flood, environment: dev, helm: {chart: charts/flood}}\n  - {app: calm, environment: dev, helm: {chart: charts/calm}}\n`;

function failedRender(report: Report, app: string) {
  return report.findings.find((f) => f.app === app && f.ruleId === 'render/failed');
}

describe('bounded memory (security review item 7)', () => {
  it('40,000 objects from a 100-byte template exceed the object budget: inconclusive for that target, the others are judged', async () => {
    repo = TempRepo.committed({ '.deploy-gate.yaml': config(), ...chart('flood', CM), ...chart('calm', CM) });
    repo.write({ ...chart('flood', FLOOD), ...chart('calm', CM.replace('"1"', '"2"')) }).commit('head');
    const report = await check();
    const flood = failedRender(report, 'flood');
    expect(flood?.verdict).toBe('inconclusive');
    expect(flood?.message).toMatch(/E_OBJECT_BUDGET: .*more than 10000 objects/);
    expect(report.targets.find((t) => t.app === 'calm')?.status).toBe('rendered');
    expect(report.changes.some((c) => c.app === 'calm')).toBe(true);
    expect(report.verdict).toBe('inconclusive');
  });

  it('rendered YAML over render.maxParsedBytes is not parsed', async () => {
    repo = new TempRepo();
    const big = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: big, namespace: ns}\ndata: {a: "{{ repeat 50000 "x" }}"}\n`;
    repo
      .write({
        '.deploy-gate.yaml': config('render: {maxParsedBytes: 20000, maxObjects: 50}\n'),
        ...chart('flood', CM),
        ...chart('calm', CM),
      })
      .commit('base');
    repo.write({ ...chart('flood', big) }).commit('head');
    const report = await check();
    const flood = failedRender(report, 'flood');
    expect(flood?.verdict).toBe('inconclusive');
    expect(flood?.message).toMatch(/E_PARSED_BYTES_BUDGET: .*over the per-target budget of 20000/);
  });

  it('a whole-run deadline that has passed ends in a report with every unrendered target inconclusive', async () => {
    repo = TempRepo.committed({ '.deploy-gate.yaml': config(), ...chart('flood', CM), ...chart('calm', CM) });
    repo
      .write({ ...chart('flood', CM.replace('"1"', '"3"')), ...chart('calm', CM.replace('"1"', '"2"')) })
      .commit('head');
    const report = await check({ timeoutSeconds: 0.001 });
    for (const app of ['flood', 'calm']) {
      const f = failedRender(report, app);
      expect(f?.verdict).toBe('inconclusive');
      expect(f?.message).toMatch(/E_RUN_DEADLINE/);
    }
    expect(report.verdict).toBe('inconclusive');
  });
});
