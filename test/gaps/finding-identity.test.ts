// A finding follows its object where the object is applied (Argo CD's DeduplicateTargetObjects
// identity, kube/scope.ts): writing out the namespace an object already lands in changes nothing
// in the cluster, so its findings stay "unchanged"; moving the destination moves the objects, so
// theirs are new.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { application, check, deployment } from './helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

// A Deployment with a mutable tag (image/mutable-tag, image/not-pinned): findings to follow.
const LATEST = deployment('reg.example/web:latest');
const withoutNamespace = LATEST.replace('metadata: {name: web, namespace: web}', 'metadata: {name: web}');
const APP = (namespace: string) =>
  application('web-production', '    repoURL: https://git.example.com/deploy.git\n    path: apps/web\n', { namespace });

async function pr(base: Record<string, string>, head: Record<string, string>): Promise<Report> {
  repo = new TempRepo();
  repo.write(base).commit('base');
  repo.write(head).commit('head');
  return check(repo);
}
const changeOf = (r: Report, ruleId: string) => r.findings.filter((f) => f.ruleId === ruleId).map((f) => f.change);

describe('findings are identified by where their object is applied', () => {
  it('writing out the destination namespace keeps the findings unchanged', async () => {
    const report = await pr(
      { 'argocd/web.yaml': APP('web'), 'apps/web/deploy.yaml': withoutNamespace },
      { 'apps/web/deploy.yaml': LATEST },
    );
    expect(changeOf(report, 'image/mutable-tag')).toEqual(['unchanged']);
    expect(report.findings.filter((f) => f.change === 'introduced')).toEqual([]);
  });

  it('moving the destination namespace moves the object: its findings are introduced there', async () => {
    const report = await pr(
      { 'argocd/web.yaml': APP('web'), 'apps/web/deploy.yaml': withoutNamespace },
      { 'argocd/web.yaml': APP('other') },
    );
    expect(changeOf(report, 'image/mutable-tag')).toEqual(['introduced', 'fixed']);
  });
});
