// A multi-source Argo CD Application is one unit: a Helm chart with a `$values` file, a plain
// folder and a kustomization, rendered with the real helm and kustomize and joined into one target.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { targetsCommand } from '../../src/commands/inspect.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
const dirs: string[] = [];
afterEach(() => {
  repo?.cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const cm = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: ${value}\n`;

const APP = `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: pay-production
spec:
  project: default
  sources:
    - repoURL: https://example.com/deploy.git
      path: charts/pay
      helm:
        valueFiles: [$values/envs/production/pay.yaml]
    - repoURL: https://example.com/deploy.git
      ref: values
    - repoURL: https://example.com/deploy.git
      path: deploy/extra
    - repoURL: https://example.com/deploy.git
      path: kustomize/pay
  destination:
    server: https://kubernetes.default.svc
    namespace: pay
`;

const FILES = {
  '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.31"\n',
  'charts/pay/Chart.yaml': 'apiVersion: v2\nname: pay\nversion: 0.1.0\n',
  'charts/pay/values.yaml': 'greeting: default\n',
  'charts/pay/templates/cm.yaml':
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pay-chart\ndata:\n  greeting: {{ .Values.greeting | quote }}\n',
  'envs/production/pay.yaml': 'greeting: hello\n',
  'deploy/extra/cm.yaml': cm('pay-extra', 'one'),
  'kustomize/pay/kustomization.yaml': 'resources: [cm.yaml]\n',
  'kustomize/pay/cm.yaml': cm('pay-kustomized', 'two'),
  'argocd/pay.yaml': APP,
};

const check = (): Promise<Report> => checkLastCommit(repo, { offline: true, schemaLocations: [] });

const audit = (): Promise<Report> => auditHead(repo, { offline: true });

const changed = (r: Report) => r.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`).sort();

describe('multi-source Applications are one unit', () => {
  it('an audit renders the chart (with its $values file), the folder and the kustomization into one target', async () => {
    repo = TempRepo.committed(FILES);
    const report = await audit();
    expect(report.targets).toEqual([
      expect.objectContaining({
        app: 'pay',
        environment: 'production',
        status: 'rendered',
        resources: 3,
        kind: 'helm',
        path: 'charts/pay',
        paths: ['charts/pay', 'deploy/extra', 'kustomize/pay'],
      }),
    ]);
    expect(renderMarkdown(report)).toContain('| sources `charts/pay` + `deploy/extra` + `kustomize/pay` |');
    expect(renderText(report, { color: false })).toMatch(
      /pay\/production\s+sources\s+rendered.*charts\/pay \+ deploy\/extra \+ kustomize\/pay/,
    );
    expect(report.findings.filter((f) => f.ruleId.startsWith('render/') || f.ruleId.startsWith('manifest/'))).toEqual(
      [],
    );
  });

  it('a PR that changes only the $values file re-renders the joined unit; only the chart object changes', async () => {
    repo = TempRepo.committed(FILES);
    repo.write({ 'envs/production/pay.yaml': 'greeting: bonjour\n' }).commit('head');
    const report = await check();
    expect(report.targets.map((t) => [`${t.app}/${t.environment}`, t.status, t.resources])).toEqual([
      ['pay/production', 'rendered', 3],
    ]);
    expect(changed(report)).toEqual(['modified ConfigMap/pay-chart']);
    expect(report.changes[0]?.diff).toContain('bonjour');
  });

  it('a PR that changes only the plain folder re-renders the joined unit; only that object changes', async () => {
    repo = TempRepo.committed({ ...FILES, 'unrelated/README.md': 'x\n' });
    repo.write({ 'deploy/extra/cm.yaml': cm('pay-extra', 'changed') }).commit('head');
    expect(changed(await check())).toEqual(['modified ConfigMap/pay-extra']);
    repo.write({ 'kustomize/pay/cm.yaml': cm('pay-kustomized', 'changed') }).commit('kustomized');
    const kustomized = await check();
    expect(changed(kustomized)).toEqual(['modified ConfigMap/pay-kustomized']);
    // The origin annotation deploy-gate asks kustomize for is stripped from that source's objects.
    expect(kustomized.changes[0]?.diff).not.toContain('config.kubernetes.io/origin');
    repo.write({ 'unrelated/values.yaml': 'y: 1\n' }).commit('unrelated');
    const untouched = await check();
    expect(untouched.targets.map((t) => t.status)).toEqual(['unchanged']);
  });

  it('findings on a joined unit point into the file of the source that made the object', async () => {
    repo = new TempRepo();
    const pod = (name: string) =>
      `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\nspec:\n  containers:\n    - name: c\n      image: nginx@sha256:${'0'.repeat(64)}\n      securityContext:\n        privileged: true\n`;
    repo.write(FILES).commit('base');
    repo
      .write({
        'charts/pay/templates/pod.yaml': pod('from-chart'),
        'deploy/extra/pod.yaml': pod('from-folder'),
        'kustomize/pay/kustomization.yaml': 'resources: [cm.yaml, pod.yaml]\n',
        'kustomize/pay/pod.yaml': pod('from-kustomize'),
      })
      .commit('head');
    const report = await check();
    const privileged = report.findings.filter((f) => f.ruleId === 'security/privileged');
    expect(privileged.map((f) => `${f.resource?.name} ${f.location?.file}:${f.location?.line}`).sort()).toEqual([
      'from-chart charts/pay/templates/pod.yaml:10',
      'from-folder deploy/extra/pod.yaml:10',
      'from-kustomize kustomize/pay/pod.yaml:10',
    ]);
  });

  it('one failing source fails the whole unit, naming the source; nothing of the others passes alone', async () => {
    repo = TempRepo.committed(FILES);
    repo.write({ 'kustomize/pay/kustomization.yaml': 'resources: [cm.yaml, missing.yaml]\n' }).commit('head');
    const report = await check();
    expect(report.targets.map((t) => [t.app, t.status])).toEqual([['pay', 'failed']]);
    const failed = report.findings.filter((f) => f.ruleId === 'render/failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.message).toContain('source 4 of 4 (kustomize kustomize/pay)');
    expect(report.verdict).not.toBe('pass');
    expect(report.changes).toEqual([]);
  });

  it('the same object from two sources is manifest/duplicate-resource, located in each source file', async () => {
    repo = TempRepo.committed(FILES);
    repo.write({ 'kustomize/pay/cm.yaml': cm('pay-extra', 'two') }).commit('head');
    const report = await check();
    const dup = report.findings.filter((f) => f.ruleId === 'manifest/duplicate-resource');
    expect(dup).toHaveLength(1);
    expect(dup[0]?.location?.file).toBe('kustomize/pay/cm.yaml');
    expect(dup[0]?.message).toContain('deploy/extra/cm.yaml');
    expect(report.verdict).toBe('fail');
  });

  it('an object without a namespace and the same one written in the destination namespace are a duplicate, as in Argo CD', async () => {
    repo = TempRepo.committed(FILES);
    const explicit = cm('pay-extra', 'two').replace('  name: pay-extra\n', '  name: pay-extra\n  namespace: pay\n');
    repo.write({ 'kustomize/pay/cm.yaml': explicit }).commit('head');
    const report = await check();
    const dup = report.findings.filter((f) => f.ruleId === 'manifest/duplicate-resource');
    expect(dup).toHaveLength(1);
    expect(dup[0]?.location?.file).toBe('kustomize/pay/cm.yaml');
    expect(dup[0]?.message).toContain('applied to the target\'s namespace "pay"');
    expect(report.verdict).toBe('fail');
    // In another namespace it is another object.
    repo.write({ 'kustomize/pay/cm.yaml': explicit.replace('namespace: pay', 'namespace: elsewhere') }).commit('other');
    const other = await check();
    const left = other.findings.filter((f) => f.ruleId === 'manifest/duplicate-resource');
    expect(left.map((f) => f.change)).toEqual(['fixed']);
  });

  it('writing out the destination namespace changes the object, it does not remove one and add another', async () => {
    repo = TempRepo.committed(FILES);
    const explicit = cm('pay-extra', 'one').replace('  name: pay-extra\n', '  name: pay-extra\n  namespace: pay\n');
    repo.write({ 'deploy/extra/cm.yaml': explicit }).commit('head');
    const report = await check();
    expect(changed(report)).toEqual(['modified ConfigMap/pay-extra']);
    expect(report.changes[0]?.diff).toContain('+  namespace: pay');
  });

  it('a $ref into another repository: the unit is targets/not-checked when a PR changes what it reads', async () => {
    repo = new TempRepo();
    const elsewhere = APP.replace(
      '    - repoURL: https://example.com/deploy.git\n      ref: values',
      '    - repoURL: https://example.com/values.git\n      ref: values',
    );
    repo.write({ ...FILES, 'argocd/pay.yaml': elsewhere }).commit('base');
    repo.write({ 'deploy/extra/cm.yaml': cm('pay-extra', 'changed') }).commit('head');
    const report = await check();
    expect(report.targets).toEqual([]);
    const unit = report.findings.filter((f) => f.ruleId === 'targets/not-checked');
    expect(unit).toHaveLength(1);
    expect(unit[0]?.message).toContain('comes from another repository (https://example.com/values.git)');
    expect(report.verdict).not.toBe('pass');
  });

  it('`targets` lists the Application once with its sources (text and JSON)', async () => {
    repo = TempRepo.committed(FILES);
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'dg-ms-')), 'targets');
    dirs.push(path.dirname(out));
    await targetsCommand({ repo: repo.dir, output: `${out}.txt` });
    const text = readFileSync(`${out}.txt`, 'utf8').trim().split('\n');
    expect(text).toEqual([
      'pay/production\tsources\tcharts/pay + deploy/extra + kustomize/pay\t(argocd: argocd/pay.yaml; joins source 1 of 4: helm charts/pay, source 3 of 4: manifests deploy/extra, source 4 of 4: kustomize kustomize/pay)',
    ]);
    await targetsCommand({ repo: repo.dir, output: `${out}.json`, format: 'json' });
    const json = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as { targets: Array<Record<string, unknown>> };
    expect(json.targets).toHaveLength(1);
    expect(json.targets[0]?.sources).toEqual([
      expect.objectContaining({ label: 'source 1 of 4', kind: 'helm', path: 'charts/pay', namespace: 'pay' }),
      expect.objectContaining({ label: 'source 3 of 4', kind: 'manifests', path: 'deploy/extra' }),
      expect.objectContaining({ label: 'source 4 of 4', kind: 'kustomize', path: 'kustomize/pay' }),
    ]);
    expect((json.targets[0]?.sources as Array<{ helm?: { valueFiles: string[] } }>)[0]?.helm?.valueFiles).toEqual([
      'envs/production/pay.yaml',
    ]);
  });
});
