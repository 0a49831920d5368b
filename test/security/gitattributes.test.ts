// A change that only edits a `.gitattributes` changes the bytes every checkout writes for the files
// below it — ours, and Argo CD's and Flux's, which check out with git. `working-tree-encoding=UTF-16LE`
// on `*.yaml` breaks every kustomization there in production although no YAML changed. The targets
// below it are affected and rendered from the checkout (a failure here, as the controllers would
// fail); the targets elsewhere are not.
import { afterEach, describe, expect, it } from 'vitest';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const configMap = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {a: "1"}\n`;
const CONFIG =
  'version: 1\nkubernetesVersion: "1.31"\ntargets:\n' +
  '  - {app: a, environment: dev, kustomize: apps/a}\n  - {app: b, environment: dev, kustomize: apps/b}\n' +
  '  - {app: c, environment: dev, kustomize: other/c}\n';

function threeApps(): TempRepo {
  const r = new TempRepo();
  r.write({
    '.deploy-gate.yaml': CONFIG,
    'apps/a/kustomization.yaml': 'resources: [cm.yaml]\n',
    'apps/a/cm.yaml': configMap('a'),
    'apps/b/kustomization.yaml': 'resources: [cm.yaml]\n',
    'apps/b/cm.yaml': configMap('b'),
    'other/c/kustomization.yaml': 'resources: [cm.yaml]\n',
    'other/c/cm.yaml': configMap('c'),
  }).commit('base');
  return r;
}

const statusOf = (report: Awaited<ReturnType<typeof checkLastCommit>>) =>
  Object.fromEntries(
    report.targets.map((t) => [`${t.app}@${t.path === undefined ? '' : 'x'}`.split('@')[0], t.status]),
  );

describe('.gitattributes changes are changes to the files below them', () => {
  it("a folder's new working-tree-encoding affects the targets below it only", async () => {
    repo = threeApps();
    // Only the attributes file is added: `add -A` would re-encode the UTF-8 YAML beside it.
    repo.write({ 'apps/.gitattributes': '*.yaml working-tree-encoding=UTF-16LE\n' });
    repo.git('add', 'apps/.gitattributes');
    repo.git('commit', '-q', '-m', 'encoding');
    const report = await checkLastCommit(repo, { offline: true });
    const byApp = statusOf(report);
    expect(byApp).toEqual({ a: 'failed', b: 'failed', c: 'unchanged' });
    for (const app of ['a', 'b'])
      expect(report.findings.filter((f) => f.app === app).map((f) => f.ruleId)).toContain('render/failed');
    expect(report.findings.some((f) => f.ruleId === 'targets/unchecked-change')).toBe(false);
    expect(report.verdict).toBe('fail');
  });

  it('the top .gitattributes affects every target (eol=crlf: both render the same objects)', async () => {
    repo = threeApps();
    repo.write({ '.gitattributes': '*.yaml text eol=crlf\n' }).commit('crlf');
    const report = await checkLastCommit(repo, { offline: true });
    expect(report.targets.map((t) => t.status).sort()).toEqual(['rendered', 'rendered', 'rendered']);
    expect(report.findings.some((f) => f.ruleId === 'targets/unchecked-change')).toBe(false);
    expect(report.verdict).toBe('pass');
  });
});
