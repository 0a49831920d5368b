// Review cases for `check` on partial trees (src/engine/sparse-check.ts, reach.ts): a change that
// one target reads in a way the reach did not see, while another target reads the same file
// plainly (so the coverage backstop, targets/unchecked-change, stays quiet). The partial plan must
// still make the first target a candidate: the partial and the whole-tree check must agree.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { planSparseCheck } from '../../src/engine/sparse-check.js';
import { loadConfigDetailed } from '../../src/config/index.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const cm = (name: string, value: string): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}}\ndata: {a: "${value}"}\n`;

/** `api` depends on the shared chart through `dependency`; `lib` renders the shared chart itself. */
function charts(dependency: string): { config: string; files: Record<string, string> } {
  const config = `version: 1
targets:
  - {app: api, environment: production, helm: {chart: charts/api}}
  - {app: lib, environment: production, helm: {chart: "charts/shared lib"}}
`;
  return {
    config,
    files: {
      '.deploy-gate.yaml': config,
      'charts/api/Chart.yaml': `apiVersion: v2\nname: api\nversion: 1.0.0\ndependencies:\n  - name: shared\n    version: 1.0.0\n    repository: ${dependency}\n`,
      'charts/api/templates/cm.yaml': cm('api', '1'),
      'charts/shared lib/Chart.yaml': 'apiVersion: v2\nname: shared\nversion: 1.0.0\n',
      'charts/shared lib/templates/cm.yaml': cm('shared', '1'),
    },
  };
}

const rendered = (r: Report) =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();
const findings = (r: Report) => r.findings.map((f) => `${f.ruleId} ${f.change ?? ''} ${f.app}/${f.environment}`).sort();

/** The candidates the partial plan picks for a change of `changed` in the repo of `files`. */
async function candidatesFor(files: Record<string, string>, config: string, changed: string[]): Promise<string[]> {
  repo = new TempRepo();
  repo.write(files).commit('base');
  const head = repo.git('rev-parse', 'HEAD');
  const loaded = loadConfigDetailed(config, '.deploy-gate.yaml').config;
  const plan = await planSparseCheck({ repo: repo.dir, base: head, head, config: loaded, changed });
  if (!('candidates' in plan)) throw new Error(`no plan: ${plan.reason}`);
  return [...plan.candidates].sort();
}

describe('check on partial trees: dependencies the reach must not miss', () => {
  it('a file:// dependency whose path holds a space re-renders the chart that depends on it, as on whole trees', async () => {
    const { files } = charts('"file://../shared lib"');
    repo = new TempRepo();
    repo.write(files).commit('base');
    repo.write({ 'charts/shared lib/templates/cm.yaml': cm('shared', '2') }).commit('change');
    const notes: string[] = [];
    const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
    const whole = await checkLastCommit(repo, { wholeTrees: true });
    expect(notes.join('\n')).toMatch(/partial trees/);
    expect(rendered(whole)).toEqual(['api/production', 'lib/production']);
    expect(rendered(sparse)).toEqual(rendered(whole));
    expect(findings(sparse)).toEqual(findings(whole));
    expect(sparse.verdict).toBe(whole.verdict);
  });

  it.each([
    ['an escaped slash', '"file:\\/\\/../shared lib"'],
    ['a hex escape', '"file:\\x2f\\x2f../shared lib"'],
    ['a plain scalar with a space', 'file://../shared lib'],
    ['a single-quoted name', "'file://../shared lib'"],
  ])('a file:// dependency written with %s makes the depending chart a candidate', async (_, dependency) => {
    const { files, config } = charts(dependency);
    expect(await candidatesFor(files, config, ['charts/shared lib/templates/cm.yaml'])).toEqual([
      'api/production',
      'lib/production',
    ]);
  });
});
