// Coverage accounting in `check`: every changed file is read by a rendered target, ignored by a
// glob, or reported; finding nothing to check is inconclusive.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { check, deployment, introduced, KUSTOMIZE_APP, PINNED, PROD_APP } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

describe('coverage accounting in check', () => {
  it('a changed file no target reads is targets/unchecked-change (inconclusive), naming the file', async () => {
    repo = new TempRepo();
    repo
      .write({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP(), 'apps/api/deploy.yaml': deployment(PINNED) })
      .commit('base');
    repo.write({ 'apps/api/deploy.yaml': deployment('evil:latest', true) }).commit('head');
    const report = await check(repo);
    expect(introduced(report)).toEqual(['targets/unchecked-change']);
    expect(report.findings[0]?.message).toContain('apps/api/deploy.yaml');
    expect(report.findings[0]?.message).toContain('no target reads it');
    expect(report.verdict).toBe('inconclusive');
  });

  it('default ignore globs (Markdown, licence, docs/) pass; a config ignore: replaces them', async () => {
    repo = TempRepo.committed({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() });
    repo
      .write({ 'README.md': '# hi\n', 'docs/guide.txt': 'x\n', LICENSE: 'MIT\n', 'apps/web/NOTES.md': 'n\n' })
      .commit('head');
    expect((await check(repo)).verdict).toBe('pass');
    repo.write({ '.deploy-gate.yaml': 'version: 1\nignore: ["scripts/**"]\n' }).commit('config');
    repo.write({ 'scripts/x.sh': 'echo\n', 'README.md': '# changed\n' }).commit('head2');
    const report = await check(repo);
    expect(introduced(report)).toEqual(['targets/unchecked-change']);
    expect(report.findings.find((f) => f.ruleId === 'targets/unchecked-change')?.message).toContain('README.md');
    expect(report.findings.find((f) => f.ruleId === 'targets/unchecked-change')?.message).not.toContain('scripts/x.sh');
  });

  it('a file read by a checked target is covered; no finding', async () => {
    repo = TempRepo.committed({ ...KUSTOMIZE_APP, 'argocd/web.yaml': PROD_APP() });
    repo.write({ 'apps/web/base/deploy.yaml': deployment(PINNED.replace('1.2.3', '1.2.4')) }).commit('head');
    const report = await check(repo);
    expect(report.findings.filter((f) => f.ruleId.startsWith('targets/'))).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('a repository with no target at all is inconclusive in check too', async () => {
    repo = TempRepo.committed({ 'notes.txt': 'a\n' });
    repo.write({ 'notes.txt': 'b\n' }).commit('head');
    const report = await check(repo);
    expect(introduced(report)).toEqual(expect.arrayContaining(['targets/none-found', 'targets/unchecked-change']));
    expect(report.verdict).toBe('inconclusive');
  });

  it('a README-only change passes in a repository whose other targets cannot render', async () => {
    repo = TempRepo.committed({
      ...KUSTOMIZE_APP,
      'argocd/web.yaml': PROD_APP(),
      'apps/remote/kustomization.yaml': 'resources: [https://github.com/example/remote//base?ref=v1]\n',
      'argocd/remote.yaml': PROD_APP()
        .replace('web-production', 'remote-production')
        .replace('apps/web/overlays/production', 'apps/remote'),
      'argocd/broken-a.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: broken-a}\nspec: {}\n',
      'argocd/broken-b.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: broken-b}\nspec: {}\n',
    });
    repo.write({ 'README.md': '# deploy\n' }).commit('head');
    const report = await check(repo);
    expect(introduced(report)).toEqual([]);
    expect(report.verdict).toBe('pass');
    // Nothing deployable changed: no discovery, no render, so the old problems are not listed either.
    expect(report.findings).toEqual([]);
    expect(report.notices?.join('\n')).toContain('nothing deployable changed');
  });

  it('knownFailures exempts exactly one target and rule, with the reason, and nothing else', async () => {
    repo = new TempRepo();
    const remote = PROD_APP()
      .replace('web-production', 'remote-production')
      .replace('apps/web/overlays/production', 'apps/remote');
    repo
      .write({
        '.deploy-gate.yaml':
          'version: 1\nknownFailures:\n  - {target: remote/production, rule: render/failed, reason: "remote base, vendoring planned"}\n',
        ...KUSTOMIZE_APP,
        'argocd/web.yaml': PROD_APP(),
        'argocd/remote.yaml': remote,
        'apps/remote/kustomization.yaml': 'resources: [https://github.com/example/remote//base?ref=v1]\n',
      })
      .commit('base');
    repo
      .write({
        'apps/remote/kustomization.yaml': 'resources: [https://github.com/example/remote//base?ref=v2]\n',
        'apps/web/base/deploy.yaml': deployment('evil:latest'),
      })
      .commit('head');
    const report = await check(repo);
    const failed = report.findings.find((f) => f.ruleId === 'render/failed');
    expect(failed?.exempted).toEqual({ by: 'config', reason: 'known failure: remote base, vendoring planned' });
    expect(introduced(report)).toEqual(expect.arrayContaining(['image/mutable-tag']));
    expect(report.verdict).toBe('fail');
  });
});
