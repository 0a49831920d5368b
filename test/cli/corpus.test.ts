// The four commands on the real deploy repos of ../shared/corpus, with the real binaries.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HAS_SHARED, sharedPath } from '../helpers/shared.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const SCHEMAS = ['--schema-location', OPENAPI_LOCATION];
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function cli(...args: string[]) {
  const quiet = ['check', 'audit'].includes(args[0] ?? '') ? ['--no-progress'] : [];
  const r = spawnSync(process.execPath, [CLI, ...args, ...quiet], {
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 1 << 28,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A corpus folder as a git repository (the corpus holds files, not history). */
function corpusRepo(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dg-corpus-${name}-`));
  dirs.push(dir);
  cpSync(sharedPath('corpus', name), dir, { recursive: true });
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['-c', 'user.name=t', '-c', 'user.email=t@invalid', 'commit', '-q', '-m', 'corpus'],
  ]) {
    spawnSync('git', args, { cwd: dir });
  }
  return dir;
}

describe.skipIf(!HAS_SHARED)('the corpus through the CLI', () => {
  it('finds, renders and audits the Wikimedia production charts per environment', () => {
    const repo = corpusRepo('wikimedia-deployment-charts');
    const targets = cli('targets', '--repo', repo);
    expect(targets.code).toBe(0);
    const lines = targets.stdout
      .trim()
      .split('\n')
      .map((l) => l.split('\t'));
    const ids = lines.filter((l) => l[1] !== 'not-checked' && l[1] !== 'excluded').map((l) => l[0] ?? '');
    expect(ids.length).toBeGreaterThan(20);
    // helmfile releases of charts from elsewhere are listed as not checked, with the reason
    expect(lines.filter((l) => l[1] === 'not-checked').map((l) => l[3])).toContainEqual(
      expect.stringMatching(/is not in this repository/),
    );
    expect(ids.some((id) => id.endsWith('/staging'))).toBe(true);
    expect(ids.some((id) => id.endsWith('/eqiad'))).toBe(true);
    const one = ids.find((id) => id.endsWith('/staging')) as string;
    const render = cli('render', '--repo', repo, '--target', one);
    expect([0, 1]).toContain(render.code);
    const audit = cli('audit', '--repo', repo, '--format', 'json', ...SCHEMAS);
    expect([0, 1, 3]).toContain(audit.code);
    const report = JSON.parse(audit.stdout);
    expect(report.targets.length).toBe(ids.length);
    expect(report.summary.resources).toBeGreaterThan(100);
    // A target that could not render is reported with the tool's reason, never dropped.
    for (const t of report.targets.filter((x: { status: string }) => x.status === 'failed')) {
      expect(
        report.findings.some(
          (f: { app: string; environment: string; ruleId: string }) =>
            f.app === t.app && f.environment === t.environment && f.ruleId === 'render/failed',
        ),
      ).toBe(true);
    }
  });

  it('refuses the remote kustomize example offline and still reports the others', () => {
    const repo = corpusRepo('kustomize-examples');
    const audit = cli('audit', '--repo', repo, '--format', 'json', ...SCHEMAS);
    const report = JSON.parse(audit.stdout);
    const remote = report.findings.find(
      (f: { ruleId: string; message: string }) => f.ruleId === 'render/failed' && /REMOTE/.test(f.message),
    );
    expect(remote?.message).toMatch(/https?:\/\//);
    expect(report.targets.filter((t: { status: string }) => t.status === 'rendered').length).toBeGreaterThan(3);
  });

  it('checks a change to one flux overlay and renders only what it affects', () => {
    const repo = corpusRepo('flux2-kustomize-helm-example');
    const lines = cli('targets', '--repo', repo)
      .stdout.trim()
      .split('\n')
      .map((l) => l.split('\t'));
    expect(lines.filter((l) => l[1] === 'kustomize').length).toBeGreaterThan(2);
    // Flux Kustomizations are targets, and so are HelmReleases of remote charts (fetched when sources: allows them)
    expect(lines.filter((l) => l[1] === 'helm').map((l) => `${l[0]} ${l[2]}`)).toEqual(
      expect.arrayContaining([
        'podinfo/staging clusters/staging/apps.yaml',
        'podinfo/production clusters/production/apps.yaml',
      ]),
    );
    expect(lines.filter((l) => l[1] === 'not-checked')).toEqual([]);
    const json = JSON.parse(cli('targets', '--repo', repo, '--format', 'json').stdout);
    expect(json.notChecked).toEqual([]);
    const podinfo = json.targets.find(
      (t: { app: string; environment: string }) => t.app === 'podinfo' && t.environment === 'staging',
    );
    expect(podinfo.helm.remote).toEqual({
      repoURL: 'https://stefanprodan.github.io/podinfo',
      chart: 'podinfo',
      version: '>=1.0.0-alpha',
    });
    const check = cli('check', '--repo', repo, '--base', 'HEAD', '--head', 'HEAD', '--format', 'json', ...SCHEMAS);
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout).targets.every((t: { status: string }) => t.status === 'unchanged')).toBe(true);
  });
});
