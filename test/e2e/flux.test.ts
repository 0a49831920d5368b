// Flux repositories through the engine: the corpus example renders per cluster, a PR renders exactly
// what it changes, options and postBuild variables apply, and a misspelt path fails.
import { cpSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const opts = { offline: true, schemaLocations: [] };
const check = (): Promise<Report> => checkLastCommit(repo, opts);
const audit = (): Promise<Report> => auditHead(repo, opts);
const status = (r: Report) => Object.fromEntries(r.targets.map((t) => [`${t.app}/${t.environment}`, t.status]));
const ks = (name: string, path: string, extra = '') =>
  `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata:\n  name: ${name}\n  namespace: flux-system\nspec:\n  interval: 10m\n  sourceRef:\n    kind: GitRepository\n    name: flux-system\n  path: ${path}\n  prune: true\n${extra}`;
const cm = (name: string, value: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\ndata:\n  k: ${value}\n`;

describe.skipIf(!HAS_SHARED)('the Flux corpus example', () => {
  it('renders the staging and production Kustomizations; a PR to staging values renders exactly staging', async () => {
    repo = new TempRepo();
    cpSync(sharedPath('corpus', 'flux2-kustomize-helm-example'), repo.dir, { recursive: true });
    repo.commit('corpus');
    const all = await audit();
    const s = status(all);
    for (const id of [
      'apps/staging',
      'apps/production',
      'infra-configs/staging',
      'infra-configs/production',
      'infra-controllers/staging',
    ])
      expect(s[id]).toBe('rendered');
    // only the bootstrap placeholders (gotk-components.yaml is a comment in this example) render nothing
    expect(
      all.findings
        .filter((f) => f.ruleId === 'render/failed')
        .map((f) => `${f.app}/${f.environment}`)
        .sort(),
    ).toEqual([
      'cert-manager/production',
      'cert-manager/staging',
      'envoy-gateway/production',
      'envoy-gateway/staging',
      'flux-system/production',
      'flux-system/staging',
      'podinfo/production',
      'podinfo/staging',
    ]);
    // The remote HelmReleases are targets now. The example pins its charts by ranges (`>=1.0.0`), so
    // they are sources/unpinned and not fetched: the render is inconclusive, never a pass.
    const podinfo = all.findings.filter((f) => f.app === 'podinfo' && f.environment === 'staging');
    expect(podinfo.map((f) => [f.ruleId, f.verdict])).toEqual(
      expect.arrayContaining([
        ['sources/unpinned', 'fail'],
        ['render/failed', 'inconclusive'],
      ]),
    );
    repo
      .write({
        'apps/staging/podinfo-values.yaml':
          'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: podinfo\n  namespace: podinfo\nspec:\n  values:\n    replicaCount: 3\n',
      })
      .commit('staging values');
    const pr = await check();
    const rendered = Object.entries(status(pr))
      .filter(([, v]) => v !== 'unchanged')
      .map(([k]) => k);
    // The values patch changes the staging HelmRelease, so its chart is rendered too (and is inconclusive: unpinned).
    expect(rendered).toEqual(['apps/staging', 'podinfo/staging']);
    expect(all.findings.filter((f) => f.ruleId === 'targets/not-checked')).toEqual([]);
  });
});

describe('Flux Kustomizations', () => {
  it('applies targetNamespace, patches and postBuild substitution (substituteFrom a ConfigMap in the repo, defaults)', async () => {
    repo = new TempRepo();
    repo
      .write({ 'apps/web/kustomization.yaml': 'resources: [cm.yaml]\n', 'apps/web/cm.yaml': cm('web', 'x') })
      .commit('base');
    repo
      .write({
        'clusters/prod/app.yaml': ks(
          'web',
          './apps/web',
          [
            '  targetNamespace: web-prod',
            '  patches:\n    - patch: |\n        - op: add\n          path: /data/patched\n          value: "yes"\n      target:\n        kind: ConfigMap',
            '  postBuild:\n    substitute:\n      greeting: hello\n    substituteFrom:\n      - kind: ConfigMap\n        name: cluster-vars\n',
          ].join('\n'),
        ),
        'clusters/prod/vars.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cluster-vars\n  namespace: flux-system\ndata:\n  region: eu-1\n',
        'apps/web/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  greeting: ${greeting}\n  region: ${region}\n  tier: ${tier:=gold}\n',
      })
      .commit('head');
    const report = await check();
    expect(status(report)).toMatchObject({ 'web/prod': 'rendered' });
    const web = report.changes.find((c) => c.resource.name === 'web' && c.environment === 'prod');
    expect(web?.resource.namespace).toBe('web-prod');
    for (const line of ['greeting: hello', 'region: eu-1', 'tier: gold', 'patched: "yes"'])
      expect(web?.diff).toContain(line);
  });

  it('a variable with no value fails the render; a misspelt path is render/failed', async () => {
    repo = new TempRepo();
    repo
      .write({
        'clusters/prod/a.yaml': ks('a', './apps/a', '  postBuild:\n    substitute:\n      x: "1"\n'),
        'clusters/prod/b.yaml': ks('b', './apps/stagin'),
        'apps/a/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/a/cm.yaml': cm('a', '${missing}'),
      })
      .commit('base');
    const report = await audit();
    const failed = report.findings
      .filter((f) => f.ruleId === 'render/failed')
      .map((f) => f.message)
      .sort();
    expect(failed).toEqual([
      expect.stringMatching(/postBuild substitution failed: variable "missing" has no value/),
      expect.stringMatching(
        /^clusters\/prod\/b\.yaml: Kustomization flux-system\/b: spec\.path "\.\/apps\/stagin" does not exist/,
      ),
    ]);
    expect(report.verdict).toBe('fail');
  });

  it("a PR that changes one Kustomization's folder renders exactly that target", async () => {
    repo = new TempRepo();
    repo
      .write({
        'clusters/staging/apps.yaml': ks('apps', './apps/staging'),
        'clusters/production/apps.yaml': ks('apps', './apps/production'),
        'apps/staging/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/staging/cm.yaml': cm('web', 'a'),
        'apps/production/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/production/cm.yaml': cm('web', 'a'),
      })
      .commit('base');
    repo.write({ 'apps/production/cm.yaml': cm('web', 'b') }).commit('head');
    expect(status(await check())).toEqual({ 'apps/production': 'rendered', 'apps/staging': 'unchanged' });
  });

  it('a HelmRelease built by a Kustomization renders its GitRepository chart with valuesFrom and values', async () => {
    repo = new TempRepo();
    const release = (greeting: string) =>
      [
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: pay\n  namespace: pay\nspec:\n  interval: 5m',
        '  chart:\n    spec:\n      chart: ./charts/pay\n      sourceRef:\n        kind: GitRepository\n        name: flux-system\n        namespace: flux-system',
        `  valuesFrom:\n    - kind: ConfigMap\n        name: pay-values\n  values:\n    greeting: ${greeting}\n`,
      ]
        .join('\n')
        .replace('    - kind: ConfigMap\n        name', '    - kind: ConfigMap\n      name');
    repo
      .write({
        'clusters/prod/apps.yaml': ks('apps', './apps/prod'),
        'apps/prod/kustomization.yaml': 'resources: [release.yaml, values.yaml]\n',
        'apps/prod/release.yaml': release('hello'),
        'apps/prod/values.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pay-values\n  namespace: pay\ndata:\n  values.yaml: |\n    greeting: from-configmap\n    color: blue\n',
        'charts/pay/Chart.yaml': 'apiVersion: v2\nname: pay\nversion: 0.1.0\n',
        'charts/pay/templates/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cm\ndata:\n  greeting: {{ .Values.greeting | quote }}\n  color: {{ .Values.color | quote }}\n',
      })
      .commit('base');
    repo.write({ 'apps/prod/release.yaml': release('bonjour') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'apps/prod': 'rendered', 'pay/prod': 'rendered' });
    const cmChange = report.changes.find((c) => c.resource.name === 'pay-cm');
    expect(cmChange?.diff).toContain('-  greeting: hello');
    expect(cmChange?.diff).toContain('+  greeting: bonjour');
    expect(cmChange?.diff).toContain(' color: blue');
    expect(report.targets.find((t) => t.app === 'pay')?.origin).toBe('flux');
  });

  it("a HelmRelease installs into targetNamespace, else its own namespace: storageNamespace only holds helm's records", async () => {
    repo = new TempRepo();
    const release = (extra: string) =>
      [
        'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata:\n  name: pay\n  namespace: pay\nspec:\n  interval: 5m',
        `  storageNamespace: flux-system${extra}`,
        '  chart:\n    spec:\n      chart: ./charts/pay\n      sourceRef:\n        kind: GitRepository\n        name: flux-system\n        namespace: flux-system\n',
      ].join('\n');
    repo
      .write({
        'clusters/prod/apps.yaml': ks('apps', './apps/prod'),
        'apps/prod/kustomization.yaml': 'resources: [release.yaml]\n',
        'apps/prod/release.yaml': release(''),
        'charts/pay/Chart.yaml': 'apiVersion: v2\nname: pay\nversion: 0.1.0\n',
        'charts/pay/templates/cm.yaml':
          'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-cm\n  namespace: {{ .Release.Namespace }}\ndata: {}\n',
      })
      .commit('base');
    repo.write({ 'apps/prod/release.yaml': release('\n  targetNamespace: pay-live') }).commit('head');
    const report = await check();
    const moved = report.changes
      .filter((c) => c.resource.kind === 'ConfigMap')
      .map((c) => `${c.action} ${c.resource.namespace}/${c.resource.name}`)
      .sort();
    expect(moved).toEqual(['added pay-live/pay-live-pay-cm', 'removed pay/pay-cm']);
  });

  it('findings in a target built through its options overlay point at the repo file, and a patch that breaks production fails', async () => {
    repo = new TempRepo();
    const deploy =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n    spec:\n      containers:\n        - name: web\n          image: nginx@sha256:0000000000000000000000000000000000000000000000000000000000000000\n          resources:\n            requests: {cpu: 10m, memory: 16Mi}\n            limits: {memory: 16Mi}\n';
    const patch = (privileged: boolean) =>
      `  targetNamespace: web\n  patches:\n    - patch: |\n        - op: add\n          path: /spec/template/spec/containers/0/securityContext\n          value: {privileged: ${privileged}}\n      target:\n        kind: Deployment\n`;
    repo
      .write({
        'clusters/prod/web.yaml': ks('web', './apps/web', patch(false)),
        'apps/web/kustomization.yaml': 'resources: [deploy.yaml]\n',
        'apps/web/deploy.yaml': deploy,
      })
      .commit('base');
    repo.write({ 'clusters/prod/web.yaml': ks('web', './apps/web', patch(true)) }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'web/prod': 'rendered' });
    const privileged = report.findings.filter((f) => f.ruleId === 'security/privileged' && f.change === 'introduced');
    expect(privileged).toHaveLength(1);
    expect(privileged[0]?.location?.file).not.toMatch(/deploy-gate-generated/);
    expect(report.verdict).toBe('fail');
  });

  it('a bootstrap cluster folder without a kustomization builds as Flux generates it (sub-kustomizations whole, options applied)', async () => {
    repo = new TempRepo();
    const sync = `apiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata:\n  name: flux-system\n  namespace: flux-system\nspec:\n  interval: 1m\n  url: ssh://git@example.com/fleet\n  ref:\n    branch: main\n---\n${ks('flux-system', './clusters/prod', '  commonMetadata:\n    labels:\n      fleet: prod\n')}`;
    repo
      .write({
        'clusters/prod/flux-system/gotk-sync.yaml': sync,
        'clusters/prod/flux-system/kustomization.yaml': 'resources: [gotk-sync.yaml]\n',
        'clusters/prod/apps.yaml': ks('apps', './apps/prod'),
        'clusters/prod/README.txt': 'not yaml, not read\n',
        'apps/prod/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/prod/cm.yaml': cm('web', 'a'),
      })
      .commit('base');
    repo.write({ 'clusters/prod/extra.yaml': cm('extra', 'x') }).commit('head');
    const report = await check();
    expect(status(report)).toEqual({ 'apps/prod': 'unchanged', 'flux-system/prod': 'rendered' });
    expect(report.findings.filter((f) => f.ruleId === 'render/failed')).toEqual([]);
    const added = report.changes.find((c) => c.resource.name === 'extra');
    expect(added?.action).toBe('added');
    expect(added?.diff).toContain('fleet: prod');
  });
});
