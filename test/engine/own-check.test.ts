// A repository's own check in four config lines (`checks: [checks]` and a three-line
// required-label file), end to end: a real git repo, a real kustomize render, the report.
import { afterEach, describe, expect, it } from 'vitest';
import { REQUIRED_LABEL_EXAMPLE } from '../../src/checks/docs-text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo | undefined;
afterEach(() => repo?.cleanup());

const cm = (name: string, labels: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n  namespace: shop\n${labels}data: {a: "1"}\n`;

function repoWith(head: string): TempRepo {
  const r = new TempRepo();
  r.write({
    '.deploy-gate.yaml': `version: 1\nchecks: [checks]\ntargets:\n  - {app: shop, environment: dev, kustomize: app}\n`,
    'checks/labels/part-of.yaml': REQUIRED_LABEL_EXAMPLE,
    'app/kustomization.yaml': 'resources: [cm.yaml]\n',
    'app/cm.yaml': cm('base', '  labels: {app.kubernetes.io/part-of: shop}\n'),
  }).commit('base');
  r.write({ 'app/cm.yaml': head }).commit('head');
  return r;
}

describe("a repository's own required-label check", () => {
  it('fails a change that adds an object without the label, at its line', async () => {
    repo = repoWith(cm('base', '  labels: {app.kubernetes.io/part-of: shop}\n') + '---\n' + cm('bare', ''));
    const report = await checkLastCommit(repo);
    const own = report.findings.filter((f) => f.ruleId === 'labels/part-of');
    expect(own.map((f) => [f.verdict, f.severity, f.change, f.resource?.name, f.path, f.location?.file])).toEqual([
      ['fail', 'error', 'introduced', 'bare', '/metadata', 'app/cm.yaml'],
    ]);
    expect(own[0]?.location?.line).toBe(11); // the bare ConfigMap's `metadata:`
    expect(report.verdict).toBe('fail');
  });

  it('passes a change whose objects carry it', async () => {
    repo = repoWith(cm('base', '  labels: {app.kubernetes.io/part-of: shop, tier: web}\n'));
    const report = await checkLastCommit(repo);
    expect(report.findings.filter((f) => f.ruleId === 'labels/part-of')).toEqual([]);
    expect(report.verdict).toBe('pass');
  });
});
