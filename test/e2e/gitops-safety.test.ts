// End to end: a pull request that quietly disables each GitOps safety net fails with every rule;
// a benign one (a tightened threshold, a new health test case) passes.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import {
  CPU_ONE_MINUTE,
  MODEL_HEALTH_BROKEN,
  NEW_HEALTH_TEST,
  REDIS,
  analysis,
  argocdCm,
  baseFiles,
  errorRate,
  modelCr,
  rollout,
  smokeJob,
} from './gitops-safety/repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const schemaLocations = [OPENAPI_LOCATION];
let repo: TempRepo;
afterEach(() => repo?.cleanup());

async function check(): Promise<Report> {
  return checkLastCommit(repo, { schemaLocations });
}

const introduced = (r: Report) =>
  [...new Set(r.findings.filter((f) => f.change === 'introduced').map((f) => f.ruleId))].sort();

describe('a PR against the GitOps safety nets of a Rollout-based inference app', () => {
  it('fails with every rule when each safety net is broken', async () => {
    repo = TempRepo.committed(baseFiles());
    repo
      .write({
        'platform/argocd/argocd-cm.yaml': argocdCm(MODEL_HEALTH_BROKEN),
        'apps/infer/smoke.yaml': smokeJob(true),
        'apps/infer/analysis.yaml': analysis(errorRate('0.05', { orVector: true, failure: false }) + CPU_ONE_MINUTE),
        'apps/infer/model.yaml': modelCr(true),
        'apps/infer/rollout.yaml': rollout(true),
        ...REDIS,
      })
      .commit('break the safety nets');
    const report = await check();
    expect(introduced(report)).toEqual(
      expect.arrayContaining([
        'analysis/empty-result-passes',
        'analysis/loosened',
        'analysis/no-failure-condition',
        'analysis/resource-metric',
        'analysis/short-window',
        'gitops/replicas-with-hpa',
        'health/ignored',
        'health/missing',
        'health/no-generation-check',
        'health/script-error',
        'health/test-failed',
        'hook/evidence-deleted',
        'hook/image-not-pinned',
        'hook/no-deadline',
        'hook/retries',
      ]),
    );
    expect(report.verdict).toBe('fail');
  });

  it('passes a tightened threshold and a new health test case', async () => {
    repo = TempRepo.committed(baseFiles());
    repo.write({ 'apps/infer/analysis.yaml': analysis(errorRate('0.005')), ...NEW_HEALTH_TEST }).commit('tighten');
    const report = await check();
    const blocking = report.findings.filter((f) => f.change === 'introduced' && !f.exempted);
    expect(blocking.map((f) => `${f.ruleId}: ${f.message}`)).toEqual([]);
    expect(report.verdict).toBe('pass');
  });

  it('runs the new health test case: one that expects the wrong status fails the PR', async () => {
    repo = TempRepo.committed(baseFiles());
    const wrong = { ...NEW_HEALTH_TEST };
    wrong['health/serving.acme.dev/Model/health_test.yaml'] = wrong[
      'health/serving.acme.dev/Model/health_test.yaml'
    ].replace(
      /Progressing, message: "Waiting for the model server"}\n {4}inputPath: testdata\/not-ready/,
      'Healthy, message: "Serving revision 2"}\n    inputPath: testdata/not-ready',
    );
    repo.write(wrong).commit('a wrong test');
    const report = await check();
    expect(report.findings.filter((f) => f.change === 'introduced').map((f) => f.message)).toEqual([
      expect.stringMatching(
        /not-ready\.yaml: expected Healthy "Serving revision 2", got Progressing "Waiting for the model server"/,
      ),
    ]);
    expect(report.verdict).toBe('fail');
  });
});
