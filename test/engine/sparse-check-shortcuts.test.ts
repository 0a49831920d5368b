// The reach's shortcuts (src/engine/reach-refs.ts, reach.ts, reach-blobs.ts) on whole checks: a
// base shared by two overlays (worked out once), read ahead, and a kustomization that names a
// folder only through a scalar folded over two lines (the shortcut for files in their own folder
// must still parse it). Each change must re-render exactly what the whole-tree check re-renders.
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';
import { deployment, PINNED } from '../gaps/helpers.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = `version: 1
targets:
  - {app: web, environment: production, kustomize: apps/web/production}
  - {app: web, environment: staging, kustomize: apps/web/staging}
  - {app: other, environment: production, kustomize: apps/other}
`;

const FILES: Record<string, string> = {
  '.deploy-gate.yaml': CONFIG,
  // Names its folder "sub dir" only as a double-quoted scalar folded over two lines.
  'apps/web/base/kustomization.yaml': 'resources:\n  - "sub\n    dir"\n',
  'apps/web/base/sub dir/kustomization.yaml': 'resources: [../../../../shared]\n',
  'apps/web/production/kustomization.yaml': 'resources: [../base]\n',
  'apps/web/staging/kustomization.yaml': 'resources: [../base]\nnamePrefix: staging-\n',
  'shared/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'shared/deploy.yaml': deployment(PINNED),
  'apps/other/kustomization.yaml': 'resources: [deploy.yaml]\n',
  'apps/other/deploy.yaml': deployment(PINNED).replace(/web/g, 'other'),
};

async function bothWays(change: Record<string, string>) {
  repo = new TempRepo();
  repo.write(FILES).commit('base');
  repo.write(change).commit('change');
  const notes: string[] = [];
  const sparse = await checkLastCommit(repo, { onTiming: (m) => notes.push(m) });
  const whole = await checkLastCommit(repo, { wholeTrees: true });
  return { sparse, whole, notes };
}

const rendered = (r: Report) =>
  r.targets
    .filter((t) => t.status !== 'unchanged')
    .map((t) => `${t.app}/${t.environment}`)
    .sort();
const findings = (r: Report) => r.findings.map((f) => `${f.ruleId} ${f.change ?? ''} ${f.app}/${f.environment}`).sort();

describe('check on partial trees: the reach shortcuts', () => {
  it('a change two folders past a folded name re-renders both overlays of the shared base, as on whole trees', async () => {
    const { sparse, whole, notes } = await bothWays({ 'shared/deploy.yaml': deployment(PINNED, true) });
    expect(notes.join('\n')).toMatch(/check on partial trees: 2 target\(s\) to walk/);
    expect(rendered(sparse)).toEqual(['web/production', 'web/staging']);
    expect(rendered(whole)).toEqual(rendered(sparse));
    expect(findings(sparse)).toEqual(findings(whole));
    expect(findings(sparse).filter((f) => f.startsWith('security/privileged introduced'))).toHaveLength(2);
    expect(sparse.verdict).toBe(whole.verdict);
  });

  it('a change to a file only the other target reads renders that one alone', async () => {
    const { sparse, whole, notes } = await bothWays({ 'apps/other/deploy.yaml': deployment(PINNED, true) });
    expect(notes.join('\n')).toMatch(/check on partial trees: 1 target\(s\) to walk/);
    expect(rendered(sparse)).toEqual(['other/production']);
    expect(findings(sparse)).toEqual(findings(whole));
    expect(sparse.verdict).toBe(whole.verdict);
  });
});
