// `--config` accepts any path (issue 28, item 8): a file outside the repository or not committed,
// in `check`, `audit` and `targets`; the report names the config it used.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { targetsCommand } from '../../src/commands/inspect.js';
import { renderText } from '../../src/report/text.js';
import { TempRepo } from '../helpers/git-repo.js';
import { auditHead, checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
const dirs: string[] = [];
afterEach(() => {
  repo?.cleanup();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const cm = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: a}\ndata: {v: "${v}"}\n`;
const configFor = (app: string) => `version: 1\ntargets:\n  - {app: ${app}, environment: dev, manifests: apps/a}\n`;

function outsideFile(text: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-config-'));
  dirs.push(dir);
  const file = path.join(dir, 'gate.yaml');
  writeFileSync(file, text);
  return file;
}

function twoCommits(): TempRepo {
  const r = TempRepo.committed({ '.deploy-gate.yaml': configFor('committed'), 'apps/a/cm.yaml': cm('1') });
  r.write({ 'apps/a/cm.yaml': cm('2') }).commit('head');
  return r;
}

describe('--config any path', () => {
  it('check and audit read a config outside the repository, and the report names it', async () => {
    repo = twoCommits();
    const file = outsideFile(configFor('outside'));
    const checked = await checkLastCommit(repo, { configPath: file });
    expect(checked.targets.map((t) => t.app)).toEqual(['outside']);
    expect(checked.config).toEqual({ path: file, from: 'file' });
    expect(renderText(checked, { color: false })).toContain(`config ${file} (outside the repository)`);
    const audited = await auditHead(repo, { configPath: file });
    expect(audited.targets.map((t) => t.app)).toEqual(['outside']);
    expect(audited.config).toEqual({ path: file, from: 'file' });
  });

  it('a missing file outside the repository is a usage error naming it', async () => {
    repo = twoCommits();
    await expect(checkLastCommit(repo, { configPath: '/nonexistent/gate.yaml' })).rejects.toThrow(
      /--config \/nonexistent\/gate.yaml/,
    );
  });

  it('an uncommitted config inside the repository has effect; the committed one is named as such', async () => {
    repo = twoCommits();
    writeFileSync(path.join(repo.dir, 'local-gate.yaml'), configFor('local'));
    const checked = await checkLastCommit(repo, { configPath: 'local-gate.yaml' });
    expect(checked.targets.map((t) => t.app)).toEqual(['local']);
    expect(checked.config).toEqual({ path: 'local-gate.yaml', from: 'working tree' });
    const committed = await checkLastCommit(repo);
    expect(committed.config).toEqual({ path: '.deploy-gate.yaml', from: 'base' });
  });

  it('a config in a folder whose name starts with .. is a file of the repository, read from the base', async () => {
    repo = TempRepo.committed({ '..ci/gate.yaml': configFor('dotted'), 'apps/a/cm.yaml': cm('1') });
    repo.write({ 'apps/a/cm.yaml': cm('2') }).commit('head');
    const checked = await checkLastCommit(repo, { configPath: '..ci/gate.yaml' });
    expect(checked.targets.map((t) => t.app)).toEqual(['dotted']);
    expect(checked.config).toEqual({ path: '..ci/gate.yaml', from: 'base' });
  });

  it('control: a config the change itself adds does not judge it', async () => {
    repo = TempRepo.committed({ 'apps/a/cm.yaml': cm('1') });
    repo.write({ 'ci/gate.yaml': configFor('pr'), 'apps/a/cm.yaml': cm('2') }).commit('head');
    const checked = await checkLastCommit(repo, { configPath: 'ci/gate.yaml' });
    expect(checked.targets.map((t) => t.app)).not.toContain('pr');
    expect(checked.config).toEqual({ path: 'ci/gate.yaml', from: 'none' });
  });

  it('targets reads the working tree config (uncommitted edit, or --config outside), not HEAD', async () => {
    repo = twoCommits();
    const out = path.join(outsideFile('').replace(/gate\.yaml$/, ''), 'targets.json');
    const apps = async (config?: string) => {
      await targetsCommand({ repo: repo.dir, format: 'json', output: out, ...(config ? { config } : {}) });
      return (JSON.parse(readFileSync(out, 'utf8')) as { targets: { app: string }[] }).targets.map((t) => t.app);
    };
    expect(await apps()).toEqual(['committed']);
    writeFileSync(path.join(repo.dir, '.deploy-gate.yaml'), configFor('edited'));
    expect(await apps()).toEqual(['edited']);
    expect(await apps(outsideFile(configFor('outside')))).toEqual(['outside']);
  });
});
