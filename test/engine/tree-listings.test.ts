// `check` asks git for the two `ls-tree -r -l` listings only when the partial plan could use them
// (targets declared in the config, none discovered): a discovering config skips two processes
// before the first render, and its report is the one whole trees give.
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as realGit from '../../src/git/tree-listing.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

const listed = vi.hoisted(() => ({ shas: [] as string[] }));
vi.mock('../../src/git/tree-listing.js', async (importOriginal) => {
  const real = await importOriginal<typeof realGit>();
  return {
    ...real,
    listTree: (repo: string, sha: string) => {
      listed.shas.push(sha);
      return real.listTree(repo, sha);
    },
  };
});

let repo: TempRepo;
beforeEach(() => {
  listed.shas = [];
});
afterEach(() => repo?.cleanup());

const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: ns}\n`;
const DECLARED = 'version: 1\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n';

function repoWith(config: string | undefined): TempRepo {
  const r = new TempRepo();
  const files = {
    'apps/a/kustomization.yaml': 'resources: [cm.yaml]\n',
    'apps/a/cm.yaml': cm('a'),
  };
  r.write({ ...files, ...(config === undefined ? {} : { '.deploy-gate.yaml': config }) }).commit('base');
  writeFileSync(path.join(r.dir, 'apps/a/cm.yaml'), cm('b'));
  r.commit('head');
  return r;
}

async function checkNoting(r: TempRepo, wholeTrees = false) {
  const notes: string[] = [];
  const report = await checkLastCommit(r, { onTiming: (m) => notes.push(m), ...(wholeTrees ? { wholeTrees } : {}) });
  return { report, notes: notes.join('\n') };
}

describe('tree listings only for the partial plan', () => {
  it('are not taken when targets are discovered, and the report is the whole-tree one', async () => {
    repo = repoWith(undefined);
    const { report, notes } = await checkNoting(repo);
    expect(notes).toMatch(/whole trees: targets are discovered from the tree/);
    expect(listed.shas).toEqual([]);
    const whole = await checkNoting(repo, true);
    expect(report.findings).toEqual(whole.report.findings);
    expect(report.summary).toEqual(whole.report.summary);
    expect(report.targets.length).toBeGreaterThan(0);
  });

  it('are not taken when declared targets are joined by discovered ones (discovery.withTargets)', async () => {
    repo = repoWith(`${DECLARED}discovery: {withTargets: true}\n`);
    const { notes } = await checkNoting(repo);
    expect(notes).toMatch(/whole trees: targets are discovered from the tree/);
    expect(listed.shas).toEqual([]);
  });

  it('are taken when the config declares the targets: git lists the head, the base is the head plus the diff', async () => {
    repo = repoWith(DECLARED);
    const { notes } = await checkNoting(repo);
    expect(notes).toMatch(/check on partial trees/);
    expect(listed.shas).toEqual([repo.git('rev-parse', 'HEAD')]);
  });

  it('are both asked of git when the head holds an odd entry (a symlink), with the same report', async () => {
    repo = repoWith(DECLARED);
    symlinkSync('cm.yaml', path.join(repo.dir, 'apps/a/link.yaml'));
    repo.commit('link');
    const { report, notes } = await checkNoting(repo);
    expect(notes).toMatch(/symlink or submodule/);
    expect(new Set(listed.shas)).toEqual(new Set([repo.git('rev-parse', 'HEAD'), repo.git('rev-parse', 'HEAD~1')]));
    const whole = await checkNoting(repo, true);
    expect(report.findings).toEqual(whole.report.findings);
  });
});
