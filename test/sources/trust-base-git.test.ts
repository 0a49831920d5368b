// Issue 28, Deliver 1, for kustomize remote bases: with no config, a git repository the base
// revision already builds from is trusted (a ref bump is fetched, pinned, and checked), while a
// repository only the PR introduces is sources/not-allowed at the kustomization line. The git
// remote is the real `git daemon` on 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { startGitServer, type GitServer } from './git-server.js';
import { checkLastCommit } from '../helpers/run-repo.js';

let server: GitServer;
let upstream: TempRepo;
let bases: string;
let others: string;
let v1: string;
let v2: string;
let repo: TempRepo;
let cacheDir: string;

const overlay = (ref: string) => `resources:\n  - ${ref}\n`;
const check = (): Promise<Report> => checkLastCommit(repo, { jobs: 1, sourceCacheDir: cacheDir });

beforeAll(async () => {
  server = await startGitServer();
  upstream = new TempRepo('dg-upstream-');
  const cm = (v: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-remote\ndata:\n  v: ${v}\n`;
  upstream.write({ 'base/kustomization.yaml': 'resources: [cm.yaml]\n', 'base/cm.yaml': cm('one') });
  v1 = upstream.commit('v1');
  v2 = upstream.write({ 'base/cm.yaml': cm('two') }).commit('v2');
  bases = server.publish(upstream, 'bases');
  others = server.publish(upstream, 'others');
});
afterAll(async () => {
  await server?.stop();
  upstream?.cleanup();
});
afterEach(() => {
  repo?.cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('kustomize remote bases the base revision uses', () => {
  function start(): void {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dg-trust-git-'));
    repo = TempRepo.committed({ 'apps/web/kustomization.yaml': overlay(`${bases}//base?ref=${v1}`) });
  }

  it('no config: bumping the ref of a trusted repository is fetched and checked', async () => {
    start();
    repo.write({ 'apps/web/kustomization.yaml': overlay(`${bases}//base?ref=${v2}`) }).commit('bump');
    const report = await check();
    expect(report.targets[0]).toMatchObject({
      status: 'rendered',
      sources: [expect.objectContaining({ type: 'git', url: bases, version: v2 })],
    });
    expect(report.changes.map((c) => c.diff ?? '').join('\n')).toContain('two');
    expect(report.verdict).toBe('pass');
  });

  it('another repository on the same host is sources/not-allowed at the kustomization line', async () => {
    start();
    repo
      .write({ 'apps/web/kustomization.yaml': `# moved\n${overlay(`${others}//base?ref=${v1}`)}` })
      .commit('other repository');
    const report = await check();
    const refused = report.findings.find((f) => f.ruleId === 'sources/not-allowed' && f.change === 'introduced');
    expect(refused?.location).toEqual({ file: 'apps/web/kustomization.yaml', line: 3 });
    expect(refused?.message).toContain(`git:\n      - "${others}"`);
    expect(report.verdict).toBe('fail');
  });
});
