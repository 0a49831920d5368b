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
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'charts/web/Chart.yaml': CHART,
      'charts/web/templates/all.yaml': TEMPLATES,
      'charts/web/values.yaml': valuesYaml('base'),
    });
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
    repo = TempRepo.committed(
      {
        '.deploy-gate.yaml': CONFIG,
        'charts/web/Chart.yaml': CHART,
        'charts/web/templates/all.yaml': TEMPLATES,
        'charts/web/values.yaml': valuesYaml('head'),
      },
      'head',
    );
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

// Security review 2, item 5: Secrets a target reads from the repository, by every flow.
const fluxKs = (name: string, path: string, extra = '') =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 10m\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n  path: ${path}\n  prune: true\n${extra}`;
const fluxRelease = (valuesFrom: string, values = '') =>
  [
    'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: pay\n  namespace: pay\nspec:\n  interval: 5m',
    '  chart:\n    spec:\n      chart: ./charts/pay\n      sourceRef:\n        kind: GitRepository\n        name: flux-system\n        namespace: flux-system',
    `  valuesFrom:\n${valuesFrom}  values:\n    replicas: 1\n${values}`,
  ].join('\n');
const PAY_CHART = 'apiVersion: v2\nname: pay\nversion: 0.1.0\n';

describe('secrets by value, every flow (security review 2, item 5)', () => {
  it('a Flux postBuild.substituteFrom Secret (stringData and base64 data) is masked where the substitution printed it', async () => {
    repo = new TempRepo();
    const vars = (region: string, zone: string) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: cluster-secrets\n  namespace: flux-system\nstringData:\n  region: ${region}\ndata:\n  zone: ${Buffer.from(zone).toString('base64')}\n`;
    repo
      .write({
        'clusters/prod/app.yaml': fluxKs(
          'web',
          './apps/web',
          '  postBuild:\n    substituteFrom:\n      - kind: Secret\n        name: cluster-secrets\n',
        ),
        'clusters/prod/vars.yaml': vars('base-region-canary', 'base-zone-canary'),
        'apps/web/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/web/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  namespace: web\ndata:\n  note: region-${region}\n  zone: "${zone}"\n',
      })
      .commit('base');
    repo.write({ 'clusters/prod/vars.yaml': vars('head-region-canary', 'head-zone-canary') }).commit('head');
    const report = await check();
    const web = report.changes.find((c) => c.resource.name === 'web');
    // The change is still shown, with the value masked.
    expect(web?.diff).toMatch(/\+ {2}note: region-\*\*\*/);
    expectNoCanary(report, ['base-region-canary', 'head-region-canary', 'base-zone-canary', 'head-zone-canary']);
  });

  it('a Flux HelmRelease valuesFrom Secret with a valuesKey: every leaf of the document is masked', async () => {
    repo = new TempRepo();
    const secret = (greeting: string) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: pay-secret\n  namespace: pay\ntype: Opaque\nstringData:\n  custom.yaml: |\n    greeting: ${greeting}\n    color: blue\n`;
    repo
      .write({
        'clusters/prod/apps.yaml': fluxKs('apps', './apps/prod'),
        'apps/prod/kustomization.yaml': 'resources: [release.yaml, secret.yaml]\n',
        'apps/prod/release.yaml': fluxRelease(
          '    - kind: Secret\n      name: pay-secret\n      valuesKey: custom.yaml\n',
        ),
        'apps/prod/secret.yaml': secret('base-greeting-canary'),
        'charts/pay/Chart.yaml': PAY_CHART,
        'charts/pay/templates/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pay-cm\n  namespace: pay\ndata:\n  greeting: "hello {{ .Values.greeting }}"\n',
      })
      .commit('base');
    repo.write({ 'apps/prod/secret.yaml': secret('head-greeting-canary') }).commit('head');
    const report = await check();
    expect(report.targets.find((t) => t.app === 'pay')?.status).toBe('rendered');
    expect(report.changes.find((c) => c.resource.name === 'pay-cm')?.diff).toContain('+  greeting: hello ***');
    expectNoCanary(report, ['base-greeting-canary', 'head-greeting-canary']);
  });

  it("a helm fail message that echoes a valuesFrom Secret's entry is masked", async () => {
    repo = new TempRepo();
    const secret = (region: string) =>
      `apiVersion: v1\nkind: Secret\nmetadata:\n  name: pay-secret\n  namespace: pay\nstringData:\n  values.yaml: |\n    region: ${region}\n`;
    repo
      .write({
        'clusters/prod/apps.yaml': fluxKs('apps', './apps/prod'),
        'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
        'apps/prod/release.yaml': fluxRelease('    - kind: Secret\n      name: pay-secret\n'),
        'clusters/prod/pay-secret.yaml': secret('eu-west-1'),
        'charts/pay/Chart.yaml': PAY_CHART,
        'charts/pay/templates/cm.yaml':
          '{{- if not (has .Values.region (list "eu-west-1" "us-east-1")) }}{{ fail (printf "region %s is not one we run in" .Values.region) }}{{ end }}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pay-cm\n  namespace: pay\n',
      })
      .commit('base');
    repo.write({ 'clusters/prod/pay-secret.yaml': secret('fail-echo-region-canary') }).commit('head');
    const report = await check();
    const failed = report.findings.find((f) => f.app === 'pay' && f.ruleId === 'render/failed');
    expect(failed?.message).toMatch(/region \*\*\* is not one we run in/);
    expect(report.verdict).not.toBe('pass');
    expectNoCanary(report, ['fail-echo-region-canary']);
  });

  it('an env file that is not valid UTF-8 is echoed neither as text nor as byte values', async () => {
    repo = new TempRepo();
    const kz = 'resources: [cm.yaml]\nsecretGenerator:\n  - name: creds\n    envs: [creds.env]\n';
    repo
      .write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: k, environment: dev, kustomize: apps/k}\n',
        'apps/k/kustomization.yaml': kz,
        'apps/k/creds.env': 'PASSWORD=valid-base-value\n',
        'apps/k/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ns}\n',
      })
      .commit('base');
    const bad = Buffer.concat([Buffer.from('PASSWORD=utf8'), Buffer.from([0xff, 0xfe]), Buffer.from('canary-pw\n')]);
    repo.write({ 'apps/k/creds.env': bad }).commit('head');
    const report = await check();
    const failed = report.findings.find((f) => f.ruleId === 'render/failed');
    expect(failed?.message).toMatch(/invalid|not valid UTF-8/);
    expect(report.verdict).not.toBe('pass');
    const text = allOutputs(report);
    expect(text).not.toContain('canary-pw');
    expect(text).not.toContain('PASSWORD=utf8');
    // Go's byte list of the line: `[80 65 83 83 …]`.
    expect(text).not.toMatch(/\b80 65 83 83\b/);
    expect(text).not.toContain('\uFFFD');
  });
});
