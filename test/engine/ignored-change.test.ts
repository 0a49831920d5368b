// "Nothing deployable changed ⇒ pass" (issue 28, item 3): a change whose every file an `ignore:`
// glob matches passes whatever discovery would find — old render failures, units that are not
// checked, or no target at all.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const DOCS_AND_CI = {
  'README.md': '# deploy\n\nnew words\n',
  'docs/runbook.txt': 'call someone\n',
  LICENSE: 'MIT\n',
  '.github/workflows/ci.yaml': 'on: [pull_request]\njobs: {}\n',
  '.gitlab-ci.yml': 'stages: [test]\n',
  '.gitignore': '.DS_Store\n',
  'apps/.gitignore': '*.tgz\n',
  'renovate.json': '{"extends": ["config:recommended"]}\n',
  '.pre-commit-config.yaml': 'repos: []\n',
};

const BROKEN_APP =
  'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: broken, namespace: argocd}\nspec: {}\n';
const APPSET_ELSEWHERE = `apiVersion: argoproj.io/v1alpha1
kind: ApplicationSet
metadata: {name: elsewhere, namespace: argocd}
spec:
  generators:
    - git:
        repoURL: https://git.example.com/other.git
        revision: main
        directories: [{path: apps/*}]
  template:
    metadata: {name: '{{path.basename}}'}
    spec:
      project: default
      source: {repoURL: https://git.example.com/other.git, targetRevision: main, path: '{{path}}'}
      destination: {server: https://kubernetes.default.svc, namespace: x}
`;

describe('a change of only ignored files passes', () => {
  it('docs, markdown, licences and CI workflows pass in a repository with broken and not-checked units', async () => {
    repo = TempRepo.committed({
      'argocd/broken.yaml': BROKEN_APP,
      'argocd/appset.yaml': APPSET_ELSEWHERE,
      'charts/web/Chart.yaml':
        'apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n  - {name: redis, version: 1.0.0, repository: https://charts.example.com}\n',
      'charts/web/values.yaml': 'x: 1\n',
      'README.md': '# deploy\n',
    });
    repo.write(DOCS_AND_CI).commit('head');
    const report = await checkLastCommit(repo);
    expect(report.findings.filter((f) => f.change === 'introduced')).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(report.notices?.join('\n')).toContain('nothing deployable changed');
  });

  it('a repository with no targets at all passes a README edit (not targets/none-found)', async () => {
    repo = TempRepo.committed({ 'README.md': '# nothing here yet\n' });
    repo.write({ 'README.md': '# still nothing\n', '.github/workflows/lint.yml': 'on: push\n' }).commit('head');
    const report = await checkLastCommit(repo);
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('control: one deployable file beside the docs is judged as before', async () => {
    repo = TempRepo.committed({ 'README.md': '# nothing here yet\n' });
    repo.write({ 'README.md': '# x\n', 'notes.yaml': 'a: 1\n' }).commit('head');
    const report = await checkLastCommit(repo);
    expect(report.findings.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining(['targets/none-found', 'targets/unchecked-change']),
    );
    expect(report.verdict).toBe('inconclusive');
  });

  it('a config ignore: replaces the defaults: a workflow it does not name is judged', async () => {
    repo = TempRepo.committed({ '.deploy-gate.yaml': 'version: 1\nignore: ["**/*.md"]\n', 'README.md': '# a\n' });
    repo.write({ '.github/workflows/ci.yaml': 'on: push\n' }).commit('head');
    expect((await checkLastCommit(repo)).verdict).toBe('inconclusive');
  });
});
