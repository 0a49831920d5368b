// A target's environment follows its base identity and its destination: renaming and relabelling
// production's Application (or adding a new one that deploys there) cannot escape production's rules.
import { afterEach, describe, expect, it } from 'vitest';
import { remoteUrls } from '../../src/git/index.js';
import { normalizeRepoUrl } from '../../src/targets/repo-url.js';
import { TempRepo } from '../helpers/git-repo.js';
import { application, check, deployment, introduced, PINNED } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\nenvironments:\n  production: {requireDigests: true}\n';
const PROD = { server: 'https://prod.example.com', namespace: 'web' };

describe('identity cannot be laundered', () => {
  it('a renamed and relabelled Application that still deploys to production is judged as production', async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'apps/web/deploy.yaml': deployment(PINNED),
      'argocd/web.yaml': application('web-production', '    path: apps/web\n', {
        ...PROD,
        labels: 'environment: production',
      }),
    });
    repo
      .write({
        'argocd/web.yaml': application('web-sandbox', '    path: apps/web\n', {
          ...PROD,
          labels: 'environment: sandbox',
        }),
        'apps/web/deploy.yaml': deployment('reg.example/web:1.2.3'),
      })
      .commit('head');
    const report = await check(repo);
    expect(report.targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['web/production']);
    expect(introduced(report)).toEqual(expect.arrayContaining(['image/not-pinned', 'targets/identity-changed']));
    expect(report.findings.find((f) => f.ruleId === 'targets/identity-changed')?.severity).toBe('error');
    expect(report.verdict).toBe('fail');
  });

  it("a new Application deploying to production's destination is judged in production", async () => {
    repo = TempRepo.committed({
      '.deploy-gate.yaml': CONFIG,
      'apps/web/deploy.yaml': deployment(PINNED),
      'apps/other/deploy.yaml': deployment(PINNED),
      'argocd/web.yaml': application('web-production', '    path: apps/web\n', PROD),
    });
    repo
      .write({
        'argocd/other.yaml': application('other-sandbox', '    path: apps/other\n', {
          ...PROD,
          labels: 'environment: sandbox',
        }),
        'apps/other/deploy.yaml': deployment('reg.example/web:1.2.3'),
      })
      .commit('head');
    const report = await check(repo);
    expect(report.targets.map((t) => `${t.app}/${t.environment}`)).toEqual(['other/production', 'web/production']);
    expect(report.findings.find((f) => f.ruleId === 'image/not-pinned')?.severity).toBe('error');
    expect(report.verdict).toBe('fail');
  });

  it('a relabel between environments with the same rules stays a warning', async () => {
    repo = TempRepo.committed({
      'apps/web/deploy.yaml': deployment(PINNED),
      'argocd/web.yaml': application('web-qa', '    path: apps/web\n', { labels: 'environment: qa' }),
    });
    repo
      .write({ 'argocd/web.yaml': application('web-dev', '    path: apps/web\n', { labels: 'environment: dev' }) })
      .commit('head');
    const report = await check(repo);
    expect(report.findings.find((f) => f.ruleId === 'targets/identity-changed')?.severity).toBe('warning');
  });
});

describe('repository URLs', () => {
  it('compares by host and path only', () => {
    for (const url of [
      'https://github.com/Org/Deploy.git',
      'git@github.com:org/deploy',
      'ssh://git@github.com:22/org/deploy.git/',
      'https://user@github.com/org/deploy',
    ]) {
      expect(normalizeRepoUrl(url), url).toBe('github.com/org/deploy');
    }
    expect(normalizeRepoUrl('not a url')).toBeUndefined();
  });

  it("this repository's URLs are its network remotes; a local or file:// clone source says nothing", async () => {
    repo = new TempRepo();
    repo.git('remote', 'add', 'local', 'file:///tmp/x.git');
    repo.git('remote', 'add', 'path', '/srv/git/deploy.git');
    expect(await remoteUrls(repo.dir)).toEqual([]);
    repo.git('remote', 'add', 'origin', 'https://github.com/acme/deploy');
    repo.git('remote', 'add', 'mirror', 'git@gitlab.example.com:acme/deploy.git');
    expect((await remoteUrls(repo.dir)).sort()).toEqual([
      'git@gitlab.example.com:acme/deploy.git',
      'https://github.com/acme/deploy',
    ]);
  });
});
