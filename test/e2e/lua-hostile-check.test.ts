// End to end (issue 31): a pull request whose argocd-cm health script never ends, or backtracks
// inside one pattern match, still gets a report within `--timeout`: the script is health/script-error,
// inconclusive, naming the limit it went over.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { argocdCm } from './gitops-safety/repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = `version: 1
kubernetesVersion: "1.31"
targets:
  - {app: argocd, environment: prod, manifests: platform/argocd}
`;

async function checkWith(script: string) {
  repo = TempRepo.committed({
    '.deploy-gate.yaml': CONFIG,
    'platform/argocd/argocd-cm.yaml': argocdCm('return {status = "Progressing"}'),
  });
  // useOpenLibs: the string library is open, as Argo CD opens it for such a customization.
  const cm = `${argocdCm(script)}  resource.customizations.useOpenLibs.serving.acme.dev_Model: "true"\n`;
  repo.write({ 'platform/argocd/argocd-cm.yaml': cm }).commit('head');
  const start = Date.now();
  const report = await checkLastCommit(repo, { jobs: 1, timeoutSeconds: 30 });
  return { report, ms: Date.now() - start };
}

describe('check --timeout with a hostile health script', () => {
  it.each([
    ['a pcall loop', 'while true do pcall(function() while true do end end) end', /time budget/],
    [
      'a backtracking pattern',
      'return {status = string.find(string.rep("a",40), string.rep("a*",30).."b")}',
      /stopped/,
    ],
  ])('%s ends with a report and an inconclusive health/script-error', async (_name, script, why) => {
    const { report, ms } = await checkWith(script);
    expect(ms).toBeLessThan(30_000);
    const errors = report.findings.filter((f) => f.ruleId === 'health/script-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ verdict: 'inconclusive', message: expect.stringMatching(why) });
    expect(report.verdict).not.toBe('pass');
  });
});
