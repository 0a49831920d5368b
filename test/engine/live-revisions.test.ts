import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRevision } from '../../src/git/index.js';
import type { RevisionTree } from '../../src/git/index.js';
import { gitChangedSince } from '../../src/engine/live.js';
import type { Target } from '../../src/model/target.js';
import { TempRepo } from '../helpers/git-repo.js';
import { application, list } from '../live/fixtures.js';
import { judgeWith, rules } from '../live/helpers.js';

const kustomizeTarget = (app: string): Target => ({
  app,
  environment: 'production',
  kind: 'kustomize',
  path: `apps/${app}/overlays/production`,
  origin: { how: 'config', file: '.deploy-gate.yaml' },
});
const WEB = kustomizeTarget('web');
const API = kustomizeTarget('api');

function appFiles(app: string, level: string): Record<string, string> {
  return {
    [`apps/${app}/base/kustomization.yaml`]: 'resources: [cm.yaml]\n',
    [`apps/${app}/base/cm.yaml`]: `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${app}}\ndata: {LEVEL: ${level}}\n`,
    [`apps/${app}/overlays/production/kustomization.yaml`]: `namespace: ${app}\nresources: [../../base]\n`,
  };
}

describe('gitChangedSince: may a live revision stand in for the audited one?', () => {
  const repo = new TempRepo('dg-live-rev-');
  const sha: Record<string, string> = {};
  let tree: RevisionTree;
  let changedSince: (t: Target, sha: string) => Promise<boolean>;

  beforeAll(async () => {
    repo.write({ '.deploy-gate.yaml': 'version: 1\n', ...appFiles('web', 'a'), ...appFiles('api', 'a') });
    sha.older = repo.commit('older');
    sha.audited = repo.write({ 'README.md': 'docs\n' }).commit('audited');
    sha.apiOnly = repo.write(appFiles('api', 'b')).commit('api changes');
    sha.webToo = repo.write(appFiles('web', 'b')).commit('web changes');
    sha.config = repo.write({ '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.30"\n' }).commit('config');
    repo.git('checkout', '-q', '-b', 'side', sha.older);
    sha.unrelated = repo.write({ 'notes.txt': 'x\n' }).commit('side branch');
    tree = await checkoutRevision(repo.dir, sha.audited);
    changedSince = gitChangedSince({
      repo: repo.dir,
      auditedSha: sha.audited,
      root: tree.root,
      configFile: '.deploy-gate.yaml',
    });
  });
  afterAll(async () => {
    await tree.cleanup();
    repo.cleanup();
  });

  it('accepts a newer commit that changes nothing the target reads', async () => {
    expect(await changedSince(WEB, sha.apiOnly as string)).toBe(false);
  });

  it('refuses newer commits that change the target or the config, older or unrelated commits, and unknown SHAs', async () => {
    expect(await changedSince(API, sha.apiOnly as string)).toBe(true);
    expect(await changedSince(WEB, sha.webToo as string)).toBe(true);
    expect(await changedSince(API, sha.config as string)).toBe(true);
    expect(await changedSince(WEB, sha.older as string)).toBe(true);
    expect(await changedSince(WEB, sha.unrelated as string)).toBe(true);
    expect(await changedSince(WEB, 'd'.repeat(40))).toBe(true);
    expect(await changedSince(WEB, 'main')).toBe(true);
  });

  it('lets judgeLive pass an Application on a newer, input-identical commit and fail one on an older commit', async () => {
    const targets = [
      { ...WEB, origin: { how: 'argocd' as const, file: 'argocd/web.yaml', detail: 'Application web-production' } },
    ];
    const newer = await judgeWith(
      { '/api/v1/applications': { json: list(application({ name: 'web-production', revision: sha.apiOnly })) } },
      { targets, auditedSha: sha.audited, changedSince },
    );
    expect(newer.result.drafts).toEqual([]);
    const older = await judgeWith(
      { '/api/v1/applications': { json: list(application({ name: 'web-production', revision: sha.older })) } },
      { targets, auditedSha: sha.audited, changedSince },
    );
    expect(rules(older.result)).toEqual(['live/revision-mismatch']);
  });
});
