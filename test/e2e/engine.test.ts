// The engine on small real repos: what renders, what is reported, and that nothing unchecked passes.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const schemaLocations = [OPENAPI_LOCATION];
let repo: TempRepo;
afterEach(() => repo?.cleanup());

const cm = (name: string, value = 'v') =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: ns\ndata:\n  k: ${value}\n`;
const config = (targets: string) =>
  `version: 1\nkubernetesVersion: "1.31"\nschemas:\n  crds: [crds]\ntargets:\n${targets}`;

async function check(): Promise<Report> {
  return checkLastCommit(repo, { schemaLocations });
}

const status = (r: Report) => Object.fromEntries(r.targets.map((t) => [`${t.app}/${t.environment}`, t.status]));
const rules = (r: Report, change = 'introduced') =>
  r.findings
    .filter((f) => f.change === change)
    .map((f) => `${f.app}/${f.environment}:${f.ruleId}`)
    .sort();

describe('the engine', () => {
  it('renders only affected targets; the rest are unchanged', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config(
        '  - {app: a, environment: dev, manifests: apps/a}\n  - {app: b, environment: dev, manifests: apps/b}\n',
      ),
      'apps/a/cm.yaml': cm('a'),
      'apps/b/cm.yaml': cm('b'),
    });
    repo.write({ 'apps/a/cm.yaml': cm('a', 'changed') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'a/dev': 'rendered', 'b/dev': 'unchanged' });
    expect(report.changes.map((c) => `${c.action} ${c.resource.name}`)).toEqual(['modified a']);
    expect(report.verdict).toBe('pass');
    expect(report.notices ?? []).toEqual([]);
  });

  it('says which changed files no target reads (a new app the config does not list yet)', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config('  - {app: a, environment: dev, manifests: apps/a}\n'),
      'apps/a/cm.yaml': cm('a'),
    });
    repo.write({ 'apps/new/cm.yaml': cm('new') }).commit('head');
    const report = await check();
    const unchecked = report.findings.filter((f) => f.ruleId === 'targets/unchecked-change');
    expect(unchecked.map((f) => [f.change, f.verdict, f.message])).toEqual([
      ['introduced', 'inconclusive', expect.stringContaining('apps/new/cm.yaml')],
    ]);
    expect(report.verdict).toBe('inconclusive');
  });

  it('keeps going when one target fails: every target is reported', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config(
        '  - {app: good, environment: dev, manifests: apps/good}\n  - {app: bad, environment: dev, kustomize: apps/bad}\n',
      ),
      'apps/good/cm.yaml': cm('good'),
      'apps/bad/kustomization.yaml': 'resources: [cm.yaml]\n',
      'apps/bad/cm.yaml': cm('bad'),
    });
    repo
      .write({
        'apps/good/cm.yaml': cm('good', 'x'),
        'apps/bad/kustomization.yaml': 'resources: [cm.yaml, https://example.com/remote.yaml]\n',
      })
      .commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'bad/dev': 'failed', 'good/dev': 'rendered' });
    const failed = report.findings.find((f) => f.ruleId === 'render/failed');
    expect(failed?.message).toMatch(/E_REMOTE_RESOURCE_FORBIDDEN/);
    expect(failed?.change).toBe('introduced');
    expect(report.verdict).toBe('fail');
  });

  it('is inconclusive when a target renders no objects at all', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config('  - {app: a, environment: dev, manifests: apps/a}\n'),
      'apps/a/cm.yaml': cm('a'),
    });
    repo.write({ 'apps/a/cm.yaml': '# emptied by mistake\n' }).commit('head');
    const report = await check();
    expect(rules(report)).toEqual(['a/dev:render/failed']);
    expect(report.findings[0]?.verdict).toBe('inconclusive');
    expect(report.verdict).toBe('inconclusive');
  });

  it('reports a target the change removes as skipped, with its objects removed', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': config(
        '  - {app: a, environment: dev, manifests: apps/a}\n  - {app: b, environment: dev, manifests: apps/b}\n',
      ),
      'apps/a/cm.yaml': cm('a'),
      'apps/b/cm.yaml': cm('b'),
    });
    repo
      .write({ '.deploy-gate.yaml': config('  - {app: a, environment: dev, manifests: apps/a}\n') })
      .remove('apps/b')
      .commit('head');
    const report = await check();
    expect(report.targets.find((t) => t.app === 'b')).toMatchObject({
      status: 'skipped',
      reason: 'removed by the change',
    });
    expect(report.changes.map((c) => `${c.action} ${c.resource.name}`)).toEqual(['removed b']);
  });

  it('renders a changed Helm target twice and leaves what differs (randAlphaNum) out of the diff, inconclusive', async () => {
    repo = new TempRepo();
    const secret =
      'apiVersion: v1\nkind: Secret\nmetadata: {name: gen, namespace: ns}\nstringData:\n  pw: {{ randAlphaNum 24 | quote }}\n';
    const cmTpl = (v: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: conf, namespace: ns}\ndata: {k: "${v}"}\n`;
    repo
      .write({
        '.deploy-gate.yaml': config(
          '  - {app: r, environment: dev, helm: {chart: charts/r, releaseName: r, namespace: ns}}\n',
        ),
        'charts/r/Chart.yaml': 'apiVersion: v2\nname: r\nversion: 0.1.0\n',
        'charts/r/templates/secret.yaml': secret,
        'charts/r/templates/cm.yaml': cmTpl('a'),
      })
      .commit('base');
    repo.write({ 'charts/r/templates/cm.yaml': cmTpl('b') }).commit('head');
    const report = await check();
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`)).toEqual([
      'modified ConfigMap/conf',
    ]);
    const unstable = report.findings.filter((f) => f.ruleId === 'render/non-deterministic');
    expect(unstable.map((f) => `${f.resource?.kind}/${f.resource?.name}:${f.change}:${f.verdict}`)).toEqual([
      'Secret/gen:introduced:inconclusive',
    ]);
    expect(report.verdict).toBe('inconclusive');
  });

  it('a helm test hook with a random name is left out of the diff and gives no finding: no sync deploys it', async () => {
    repo = new TempRepo();
    const testPod =
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: t-test-{{ randAlphaNum 5 | lower }}\n  annotations: {"helm.sh/hook": test}\nspec:\n  restartPolicy: Never\n  containers: [{name: curl, image: curlimages/curl:8.11.1, command: [curl, "http://t:80"]}]\n';
    const cmTpl = (v: string) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: conf, namespace: ns}\ndata: {k: "${v}"}\n`;
    repo
      .write({
        '.deploy-gate.yaml': config(
          '  - {app: t, environment: dev, helm: {chart: charts/t, releaseName: t, namespace: ns}}\n',
        ),
        'charts/t/Chart.yaml': 'apiVersion: v2\nname: t\nversion: 0.1.0\n',
        'charts/t/templates/tests/pod.yaml': testPod,
        'charts/t/templates/cm.yaml': cmTpl('a'),
      })
      .commit('base');
    repo.write({ 'charts/t/templates/cm.yaml': cmTpl('b') }).commit('head');
    const report = await check();
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`)).toEqual([
      'modified ConfigMap/conf',
    ]);
    expect(report.findings.filter((f) => f.ruleId === 'render/non-deterministic')).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('tells helm which APIs the repo CRDs serve, so Capabilities switches render what that cluster gets', async () => {
    repo = new TempRepo();
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: backups.example.com}\nspec:\n  group: example.com\n  scope: Namespaced\n  names: {kind: Backup, plural: backups}\n  versions:\n    - name: v1\n      served: true\n      storage: true\n      schema:\n        openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {schedule: {type: string}}}}}\n';
    const tpl =
      '{{- if .Capabilities.APIVersions.Has "example.com/v1/Backup" }}\napiVersion: example.com/v1\nkind: Backup\nmetadata: {name: nightly}\nspec: {schedule: "0 3 * * *"}\n{{- else }}\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: no-backup-crd}\n{{- end }}\n';
    repo
      .write({
        '.deploy-gate.yaml': config(
          '  - {app: c, environment: dev, helm: {chart: charts/c, releaseName: c, namespace: ns}}\n',
        ),
        'charts/c/Chart.yaml': 'apiVersion: v2\nname: c\nversion: 0.1.0\n',
        'charts/c/templates/backup.yaml': tpl,
      })
      .commit('base');
    repo.write({ 'crds/backup.yaml': crd }).commit('head');
    const report = await check();
    expect(report.changes.map((c) => `${c.action} ${c.resource.kind}/${c.resource.name}`).sort()).toEqual([
      'added Backup/nightly',
      'removed ConfigMap/no-backup-crd',
    ]);
    expect(report.verdict).toBe('pass');
  });
});
