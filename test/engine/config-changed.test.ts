// `check` reads the head's config only when the diff touches its path (run-check.ts): every way the
// config file can change must still give config/changed, and every way it stays the same none.
import { chmodSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let repo: TempRepo;
afterEach(() => repo?.cleanup());

const CONFIG = 'version: 1\ntargets:\n  - {app: a, environment: dev, manifests: apps/a}\n';
const cm = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ${name}, namespace: ns}\n`;
const configChanged = (r: Report) => r.findings.filter((f) => f.ruleId === 'config/changed').length;

/** A repo whose base holds `config` (when given) at `rel`, and a head made by `change`. */
function repoWith(rel: string, config: string | undefined, change: (dir: string) => void): TempRepo {
  const r = TempRepo.committed({ 'apps/a/cm.yaml': cm('a'), ...(config === undefined ? {} : { [rel]: config }) });
  change(r.dir);
  r.commit('head');
  return r;
}

describe('config/changed without reading an untouched head config', () => {
  it('is absent when the change leaves the config alone (default and --config paths)', async () => {
    repo = repoWith('.deploy-gate.yaml', CONFIG, (dir) => writeFileSync(path.join(dir, 'apps/a/cm.yaml'), cm('b')));
    expect(configChanged(await checkLastCommit(repo))).toBe(0);
    repo.cleanup();
    repo = repoWith('ci/gate.yaml', CONFIG, (dir) => writeFileSync(path.join(dir, 'apps/a/cm.yaml'), cm('b')));
    expect(configChanged(await checkLastCommit(repo, { configPath: './ci/gate.yaml' }))).toBe(0);
  });

  it('is reported when the config text changes, also through a ./ path', async () => {
    repo = repoWith('ci/gate.yaml', CONFIG, (dir) =>
      writeFileSync(path.join(dir, 'ci/gate.yaml'), `${CONFIG}rules: {image/not-pinned: warning}\n`),
    );
    expect(configChanged(await checkLastCommit(repo, { configPath: 'ci/gate.yaml' }))).toBe(1);
    expect(configChanged(await checkLastCommit(repo, { configPath: './ci/gate.yaml' }))).toBe(1);
    // git reads these paths as ci/gate.yaml, and so must the shortcut.
    expect(configChanged(await checkLastCommit(repo, { configPath: 'ci//gate.yaml' }))).toBe(1);
    expect(configChanged(await checkLastCommit(repo, { configPath: 'ci/./gate.yaml' }))).toBe(1);
  });

  it('is not reported for a mode change that leaves the text as it was', async () => {
    repo = repoWith('.deploy-gate.yaml', CONFIG, (dir) => chmodSync(path.join(dir, '.deploy-gate.yaml'), 0o755));
    expect(configChanged(await checkLastCommit(repo))).toBe(0);
  });

  it('is reported when a config appears, or its path becomes a folder or a symlink', async () => {
    repo = repoWith('.deploy-gate.yaml', undefined, (dir) =>
      writeFileSync(path.join(dir, '.deploy-gate.yaml'), CONFIG),
    );
    expect(configChanged(await checkLastCommit(repo))).toBe(1);
    repo.cleanup();
    repo = repoWith('.deploy-gate.yaml', undefined, (dir) => {
      mkdirSync(path.join(dir, '.deploy-gate.yaml'));
      writeFileSync(path.join(dir, '.deploy-gate.yaml', 'x.yaml'), CONFIG);
    });
    expect(configChanged(await checkLastCommit(repo))).toBe(1);
    repo.cleanup();
    repo = repoWith('.deploy-gate.yaml', CONFIG, (dir) => {
      writeFileSync(path.join(dir, 'other.yaml'), CONFIG);
      rmSync(path.join(dir, '.deploy-gate.yaml'));
      symlinkSync('other.yaml', path.join(dir, '.deploy-gate.yaml'));
    });
    expect(configChanged(await checkLastCommit(repo))).toBe(1);
  });
});
