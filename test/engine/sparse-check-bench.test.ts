// The partial-tree check (sparse-check.ts, with the reach bound of reach-bound.ts) on the bench's
// generated repository (scripts/bench-repo.mjs: helm apps with values per environment, kustomize
// apps with overlays on a shared base): for each kind of one-file change, the report is the
// whole-tree check's, field for field, and only the targets the change touches are walked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRepo } from '../../scripts/bench-repo.mjs';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { stableReport } from '../helpers/normalize.js';

const APPS = 6;
let repo: TempRepo;

beforeAll(() => {
  repo = new TempRepo();
  generateRepo(repo.dir, APPS);
});
afterAll(() => repo?.cleanup());

/** Commits `change` on main's tip; the check both ways, and how the partial one went. */
async function bothWays(change: Record<string, string>) {
  repo.git('checkout', '-q', '--detach', 'main');
  repo.write(change).commit('change');
  const notes: string[] = [];
  const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
  const whole = await checkLastCommit(repo, { wholeTrees: true });
  return { sparse, whole, notes: notes.join('\n') };
}

const rendered = (r: Report) =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();

const deployment = (name: string) =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: ${name}}\nspec:\n  selector: {matchLabels: {app: ${name}}}\n  template:\n    metadata: {labels: {app: ${name}}}\n    spec:\n      containers: [{name: app, image: "nginx:latest", securityContext: {privileged: true}}]\n`;

describe('check on partial trees, on the generated bench repository', () => {
  it.each([
    [
      "the bench's own change: a helm values file",
      { 'envs/production/app0000.yaml': 'replicas: 5\n' },
      1,
      ['app0000/production'],
    ],
    [
      'a resource of a shared kustomize base',
      { 'apps/app0001/base/deployment.yaml': deployment('app0001') },
      3,
      ['app0001/dev', 'app0001/production', 'app0001/staging'],
    ],
    [
      'an overlay kustomization',
      { 'apps/app0003/overlays/dev/kustomization.yaml': 'namespace: x\nresources: [../../base]\n' },
      1,
      ['app0003/dev'],
    ],
    [
      'a chart template',
      { 'charts/app0002/templates/configmap.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n' },
      3,
      ['app0002/dev', 'app0002/production', 'app0002/staging'],
    ],
    // (not an ignored file: a change of only those passes before any plan, see ignored-change.test.ts)
    ['a file no target reads', { 'notes/notes.txt': 'hello\n' }, 0, []],
  ] as const)('%s: the same report as the whole-tree check', async (_, change, walked, want) => {
    const { sparse, whole, notes } = await bothWays(change);
    expect(notes).toMatch(new RegExp(`check on partial trees: ${walked} target\\(s\\) to walk`));
    expect(rendered(sparse)).toEqual([...want].sort());
    expect(stableReport(sparse)).toEqual(stableReport(whole));
  });
});
