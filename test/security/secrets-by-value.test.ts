// Security review, item 1: secret values leak by value, not only by name. Each attack on a real git
// repo rendered by the real helm/kustomize; every output format is swept for the canary values.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport, REPORT_FORMATS } from '../../src/report/index.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { CANARIES as canaries, CHART, CONFIG, TEMPLATES, valuesYaml } from './leaky-chart.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });

/** Every format the CLI writes, plus the raw report: none may hold a canary. */
function allOutputs(report: Report): string {
  return [JSON.stringify(report), ...REPORT_FORMATS.map((f) => formatReport(report, f))].join('\n');
}

function expectNoCanary(report: Report, canaries: string[]): void {
  const text = allOutputs(report);
  for (const c of canaries) expect(text, `canary ${c}`).not.toContain(c);
  for (const c of canaries) expect(text).not.toContain(Buffer.from(c).toString('base64'));
}

describe('secrets by value (security review item 1)', () => {
  it('masks Secret values reused elsewhere, widened credential names, flags, queries and ambiguous Secret scalars in every format', async () => {
    repo = new TempRepo();
    repo
      .write({
        '.deploy-gate.yaml': CONFIG,
        'charts/web/Chart.yaml': CHART,
        'charts/web/templates/all.yaml': TEMPLATES,
        'charts/web/values.yaml': valuesYaml('base'),
      })
      .commit('base');
    repo.write({ 'charts/web/values.yaml': valuesYaml('head') }).commit('head');
    const report = await check();
    expect(report.changes.map((c) => c.resource.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'Secret']);
    const diffs = report.changes.map((c) => c.diff).join('\n');
    // Still useful: names and non-credential values stay visible.
    expect(diffs).toMatch(/DB_PASSWD/);
    expect(diffs).toContain('debug-visible');
    expect(report.findings.some((f) => f.ruleId === 'manifest/yaml11-ambiguous')).toBe(true);
    expectNoCanary(report, canaries);
  });

  it('masks a value a helm fail/required message quotes when the head cannot render', async () => {
    repo = new TempRepo();
    const tpl =
      'apiVersion: v1\nkind: Secret\nmetadata: {name: db, namespace: ns}\nstringData:\n  password: {{ required "db.password is required" .Values.db.password | quote }}\n{{- if lt (len .Values.db.password) 24 }}\n{{- fail (printf "db.password %q is shorter than 24 characters" .Values.db.password) }}\n{{- end }}\n';
    repo
      .write({
        '.deploy-gate.yaml': CONFIG,
        'charts/web/Chart.yaml': CHART,
        'charts/web/templates/s.yaml': tpl,
        'charts/web/values.yaml': 'db:\n  password: "long-enough-base-password-value"\n',
      })
      .commit('base');
    repo.write({ 'charts/web/values.yaml': 'db:\n  password: "fail-canary-pw"\n' }).commit('head');
    const report = await check();
    const failed = report.findings.find((f) => f.ruleId === 'render/failed');
    expect(failed?.message).toMatch(/shorter than 24 characters/);
    expect(report.verdict).not.toBe('pass');
    expectNoCanary(report, ['fail-canary-pw', 'long-enough-base-password-value']);
  });

  it('masks a secretGenerator literal that a kustomize error quotes', async () => {
    repo = new TempRepo();
    const kz = (lit: string) => `resources: [cm.yaml]\nsecretGenerator:\n  - name: s\n    literals: ["${lit}"]\n`;
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: k, environment: dev, kustomize: apps/k}\n',
        'apps/k/kustomization.yaml': kz('pw=base-literal-value'),
        'apps/k/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
      })
      .commit('base');
    repo.write({ 'apps/k/kustomization.yaml': kz('kustomize-canary-literal') }).commit('head');
    const report = await check();
    expect(report.findings.some((f) => f.ruleId === 'render/failed')).toBe(true);
    expect(report.verdict).not.toBe('pass');
    expectNoCanary(report, ['kustomize-canary-literal', 'base-literal-value']);
  });

  it('`deploy-gate render` masks them too (the bundled CLI)', () => {
    repo = new TempRepo();
    repo
      .write({
        '.deploy-gate.yaml': CONFIG,
        'charts/web/Chart.yaml': CHART,
        'charts/web/templates/all.yaml': TEMPLATES,
        'charts/web/values.yaml': valuesYaml('head'),
      })
      .commit('head');
    const cli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
    const tools = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin');
    const r = spawnSync(process.execPath, [cli, 'render', '--repo', repo.dir], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${tools}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    expect(r.stdout).toContain('kind: ConfigMap');
    for (const c of canaries) expect(`${r.stdout}${r.stderr}`, c).not.toContain(c);
  });
});
