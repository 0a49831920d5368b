// Each one-file change to an Application that changes what Argo CD deploys must not pass: the
// option is applied as Argo CD's repo-server applies it, or the unit is targets/not-checked.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { application, check, deployment, introduced, KUSTOMIZE_APP, PINNED, PROD_APP } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const notChecked = (extra: string) => async () => {
  repo = TempRepo.committed({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() });
  repo.write({ 'argocd/web.yaml': PROD_APP(extra) }).commit('head');
  const report = await check(repo);
  expect(introduced(report)).toContain('targets/not-checked');
  expect(report.verdict).not.toBe('pass');
};

/** A PR that only adds `extra` (Argo CD options) to the production Application of KUSTOMIZE_APP. */
async function optionPr(extra: string, files: Record<string, string> = {}) {
  repo?.cleanup();
  repo = TempRepo.committed({ ...KUSTOMIZE_APP, ...files, 'argocd/web.yaml': PROD_APP() });
  repo.write({ 'argocd/web.yaml': PROD_APP(extra) }).commit('head');
  return check(repo);
}

/** A chart whose Deployment turns privileged on a capability the Application sets. */
// A built-in API the version no longer serves: its absence is known, so only helm's branch is judged
// until an option flips it (a third-party API of unknown presence gets both branches judged anyway).
const CAPABILITY_CHART = {
  'charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 0.1.0\n',
  'charts/web/values.yaml': 'x: 1\n',
  'charts/web/templates/deploy.yaml': deployment(PINNED, false).replace(
    '          resources:',
    '          {{- if or (semverCompare "<1.20-0" .Capabilities.KubeVersion.Version) (.Capabilities.APIVersions.Has "policy/v1beta1/PodSecurityPolicy") }}\n          securityContext: {privileged: true}\n          {{- end }}\n          resources:',
  ),
};
const HELM_APP = (helm = '') =>
  application('web-production', `    path: charts/web\n${helm ? `    helm:\n${helm}` : ''}`);

describe('Argo CD Application options in check', () => {
  it('kustomize.patches (a privileged patch) is applied as Argo CD applies it: the privileged container is found', async () => {
    const patch =
      '    kustomize:\n      patches:\n        - target: {kind: Deployment}\n          patch: |\n            - op: add\n              path: /spec/template/spec/containers/0/securityContext\n              value: {privileged: true}\n';
    const report = await optionPr(patch);
    expect(introduced(report)).toContain('security/privileged');
    expect(report.verdict).toBe('fail');
  });

  it('kustomize.images (:latest) is applied: the mutable tag is found', async () => {
    const report = await optionPr('    kustomize:\n      images: [reg.example/web=reg.example/web:latest]\n');
    expect(introduced(report)).toContain('image/mutable-tag');
    expect(report.verdict).toBe('fail');
  });

  it('kustomize.namePrefix/nameSuffix/commonLabels/commonAnnotations/namespace/replicas are applied and rendered', async () => {
    const report = await optionPr(
      '    kustomize:\n      namePrefix: x-\n      nameSuffix: -y\n      commonLabels: {team: blue}\n      commonAnnotations: {note: "on"}\n      namespace: other\n      replicas: [{name: web, count: 3}]\n',
    );
    const added = report.changes.find((c) => c.action === 'added');
    expect(added?.resource).toMatchObject({ kind: 'Deployment', name: 'x-web-y', namespace: 'other' });
    expect(report.changes.find((c) => c.action === 'removed')?.resource.name).toBe('web');
    expect(report.findings.map((f) => f.ruleId)).not.toContain('targets/not-checked');
  });

  it('kustomize.components adds a component (a privileged one is found); a missing one fails unless ignoreMissingComponents', async () => {
    const component = {
      'apps/web/components/priv/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - target: {kind: Deployment}\n    patch: |\n      - op: add\n        path: /spec/template/spec/containers/0/securityContext\n        value: {privileged: true}\n',
    };
    const report = await optionPr('    kustomize:\n      components: [../../components/priv]\n', component);
    expect(introduced(report)).toContain('security/privileged');
    const missing = await optionPr('    kustomize:\n      components: [../../components/none]\n');
    expect(introduced(missing)).toContain('render/failed');
    const ignored = await optionPr(
      '    kustomize:\n      components: [../../components/none]\n      ignoreMissingComponents: true\n',
    );
    expect(ignored.verdict).toBe('pass');
  });

  it('in a multi-source Application, each source gets its own kustomize options', async () => {
    repo?.cleanup();
    repo = new TempRepo();
    const api = {
      'apps/api/kustomization.yaml': 'resources: [deploy.yaml]\n',
      'apps/api/deploy.yaml': deployment(PINNED).replace(/name: web/g, 'name: api'),
    };
    const multi = (images: string) =>
      application('web-production', '    repoURL: x\n    path: .\n').replace(
        '  source:\n    repoURL: x\n    path: .\n',
        `  sources:\n    - repoURL: https://git.example.com/deploy.git\n      path: apps/web/overlays/production\n${images}    - repoURL: https://git.example.com/deploy.git\n      path: apps/api\n`,
      );
    repo.write({ ...KUSTOMIZE_APP, ...api, 'argocd/web.yaml': multi('') }).commit('base');
    repo
      .write({
        'argocd/web.yaml': multi('      kustomize:\n        images: [reg.example/web=reg.example/web:latest]\n'),
      })
      .commit('head');
    const report = await check(repo);
    const tags = report.findings.filter((f) => f.ruleId === 'image/mutable-tag' && f.change === 'introduced');
    expect(tags.map((f) => f.resource?.name)).toEqual(['web']);
  });

  it('a change of only a file an option names (a patch path) re-renders the target', async () => {
    repo = new TempRepo();
    const app = PROD_APP('    kustomize:\n      patches: [{path: p.yaml}]\n');
    const benign =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: web}\nspec: {replicas: 2}\n';
    repo
      .write({ ...KUSTOMIZE_APP, 'apps/web/overlays/production/p.yaml': benign, 'argocd/web.yaml': app })
      .commit('base');
    const evil = `${benign}  template:\n    spec:\n      containers:\n        - name: web\n          securityContext: {privileged: true}\n`;
    repo
      .write({ 'apps/web/overlays/production/p.yaml': evil.replace('spec: {replicas: 2}\n', 'spec:\n  replicas: 2\n') })
      .commit('head');
    const report = await check(repo);
    expect(introduced(report)).toContain('security/privileged');
    expect(introduced(report)).not.toContain('targets/unchecked-change');
  });

  it(
    'a kustomize option that uses Argo CD build variables is not checked',
    notChecked('    kustomize:\n      images: [reg.example/web:$ARGOCD_APP_REVISION]\n'),
  );
  it('source.plugin is not checked', notChecked('    plugin: {name: evil-cmp}\n'));

  it('helm.kubeVersion is applied as Argo CD applies it: the chart branch it flips is rendered and checked', async () => {
    repo = TempRepo.committed({ ...CAPABILITY_CHART, 'argocd/web.yaml': HELM_APP() });
    repo.write({ 'argocd/web.yaml': HELM_APP('      kubeVersion: "1.19.0"\n') }).commit('head');
    const report = await check(repo);
    expect(introduced(report)).toContain('security/privileged');
    expect(report.verdict).toBe('fail');
  });

  it('helm.apiVersions is applied: the chart branch it flips is rendered and checked', async () => {
    repo = TempRepo.committed({ ...CAPABILITY_CHART, 'argocd/web.yaml': HELM_APP() });
    repo
      .write({ 'argocd/web.yaml': HELM_APP('      apiVersions: [policy/v1beta1/PodSecurityPolicy]\n') })
      .commit('head');
    const report = await check(repo);
    expect(introduced(report)).toContain('security/privileged');
  });

  it('helm.skipCrds leaves the chart CRDs out, as Argo CD does', async () => {
    repo = new TempRepo();
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]\n';
    repo
      .write({ ...CAPABILITY_CHART, 'charts/web/crds/widget.yaml': crd, 'argocd/web.yaml': HELM_APP() })
      .commit('base');
    repo.write({ 'argocd/web.yaml': HELM_APP('      skipCrds: true\n') }).commit('head');
    const report = await check(repo);
    expect(report.changes.filter((c) => c.resource.kind === 'CustomResourceDefinition').map((c) => c.action)).toEqual([
      'removed',
    ]);
  });

  it('helm.fileParameters is not checked', async () => {
    repo = TempRepo.committed({ ...CAPABILITY_CHART, 'argocd/web.yaml': HELM_APP() });
    repo
      .write({ 'argocd/web.yaml': HELM_APP('      fileParameters: [{name: x, path: values.yaml}]\n') })
      .commit('head');
    expect(introduced(await check(repo))).toContain('targets/not-checked');
  });

  it('a .jsonnet file added to a directory app makes it not checked', async () => {
    repo = new TempRepo();
    const dirApp = application('web-production', '    path: apps/raw\n');
    repo.write({ 'apps/raw/deploy.yaml': deployment(PINNED), 'argocd/web.yaml': dirApp }).commit('base');
    repo
      .write({ 'apps/raw/evil.jsonnet': '{ apiVersion: "v1", kind: "Pod", metadata: { name: "x" } }\n' })
      .commit('head');
    const report = await check(repo);
    expect(introduced(report)).toEqual(expect.arrayContaining(['targets/not-checked', 'targets/unchecked-change']));
    expect(report.verdict).not.toBe('pass');
  });

  it('repointing repoURL or targetRevision is reported as targets/source-changed', async () => {
    repo = TempRepo.committed({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() });
    repo
      .write({
        'argocd/web.yaml': PROD_APP()
          .replace('git.example.com/deploy.git', 'evil.example.com/fork.git')
          .replace('targetRevision: main', 'targetRevision: evil'),
      })
      .commit('head');
    const report = await check(repo);
    const found = report.findings.find((f) => f.ruleId === 'targets/source-changed');
    expect(found?.message).toMatch(/repoURL .*evil\.example\.com.*targetRevision "main" → "evil"/);
    expect(report.verdict).not.toBe('pass');
  });

  it('a source repoURL that is not this repository (per its git remotes) is not checked', async () => {
    repo = new TempRepo();
    repo.git('remote', 'add', 'origin', 'git@git.example.com:deploy.git');
    repo.write({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() }).commit('base');
    repo
      .write({
        'argocd/other.yaml': PROD_APP()
          .replace('web-production', 'other-production')
          .replace('git.example.com/deploy.git', 'git.example.com/other.git'),
      })
      .commit('head');
    const report = await check(repo);
    expect(report.targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['web/production']);
    expect(report.findings.find((f) => f.ruleId === 'targets/not-checked')?.message).toContain(
      'is not this repository',
    );
    expect(report.verdict).not.toBe('pass');
  });
});

describe('Applications discovery cannot be hidden from', () => {
  const privilegedApp = async (write: (r: TempRepo) => void) => {
    repo = TempRepo.committed({
      ...KUSTOMIZE_APP,
      'apps/evil/deploy.yaml': deployment('evil:latest', true),
      'argocd/web.yaml': PROD_APP(),
    });
    write(repo);
    repo.commit('head');
    return check(repo);
  };
  const evilApp = application('evil-production', '    path: apps/evil\n', { namespace: 'evil' });

  it('an Application inside kind: List is a target and checked', async () => {
    const list = `apiVersion: v1\nkind: List\nitems:\n${evilApp
      .split('\n')
      .map((l, i) => (i === 0 ? `  - ${l}` : `    ${l}`))
      .join('\n')}\n`;
    const report = await privilegedApp((r) => r.write({ 'argocd/list.yaml': list }));
    expect(report.targets.map((t) => t.app)).toContain('evil');
    expect(introduced(report)).toContain('security/privileged');
  });

  it('an Application in a file over 2 MiB is reported as not checked', async () => {
    const padding = `# ${'x'.repeat(100)}\n`.repeat(22_000);
    const report = await privilegedApp((r) => r.write({ 'argocd/big.yaml': `${padding}${evilApp}` }));
    expect(report.findings.find((f) => f.ruleId === 'targets/not-checked')?.message).toMatch(
      /argocd\/big\.yaml is \d+ bytes/,
    );
    expect(report.verdict).not.toBe('pass');
  });

  it('an Application behind a symlink inside the repository is found and checked', async () => {
    const report = await privilegedApp((r) => {
      r.write({ 'hidden/evil.txt': evilApp });
      symlinkSync('../hidden/evil.txt', path.join(r.dir, 'argocd', 'evil.yaml'));
    });
    expect(introduced(report)).toContain('security/privileged');
  });

  it('an Application under vendor/ is found and checked', async () => {
    const report = await privilegedApp((r) => r.write({ 'vendor/argocd/evil.yaml': evilApp }));
    expect(introduced(report)).toContain('security/privileged');
  });
});

describe('targetRevision', () => {
  it('an Application on another branch than the one the change targets is not checked', async () => {
    repo = TempRepo.committed({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() });
    repo.git('checkout', '-q', '-b', 'pr');
    repo
      .write({ 'argocd/web.yaml': PROD_APP().replace('targetRevision: main', 'targetRevision: release') })
      .commit('head');
    const report = await check(repo, { base: 'main', head: 'pr' });
    const unit = report.findings.find((f) => f.ruleId === 'targets/not-checked');
    expect(unit?.message).toContain('targetRevision "release" is not the branch checked here (main)');
    expect(unit?.change).toBe('introduced');
    expect(report.verdict).not.toBe('pass');
  });
});

describe('a unit that is not checked reads its whole kustomization', () => {
  it('a change to a base shared with a checked target is still reported for the unchecked one', async () => {
    repo = new TempRepo();
    const staging = PROD_APP()
      .replace('web-production', 'web-staging')
      .replace('overlays/production', 'overlays/staging');
    repo
      .write({
        ...KUSTOMIZE_APP,
        'apps/web/overlays/staging/kustomization.yaml': 'resources: [../../base]\n',
        'argocd/web.yaml': PROD_APP('    kustomize:\n      images: [reg.example/web:$ARGOCD_APP_REVISION]\n'),
        'argocd/staging.yaml': staging,
      })
      .commit('base');
    repo.write({ 'apps/web/base/deploy.yaml': deployment(PINNED, true) }).commit('head');
    const report = await check(repo);
    expect(report.targets.map((t) => `${t.app}/${t.environment}:${t.status}`)).toEqual(['web/staging:rendered']);
    const unchecked = report.findings.find((f) => f.ruleId === 'targets/unchecked-change');
    expect(unchecked?.message).toContain('read by Application web-production');
    expect(report.findings.find((f) => f.ruleId === 'targets/not-checked')?.change).toBe('introduced');
  });
});
