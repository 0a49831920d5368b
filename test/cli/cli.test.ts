// The bundled CLI (dist/cli.js) as a user runs it: exit codes, formats, and the four commands.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';
import { TempRepo } from '../helpers/git-repo.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const SCHEMAS = ['--schema-location', OPENAPI_LOCATION];

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: process.env, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('deploy-gate CLI', () => {
  let example: ReturnType<typeof buildExampleRepo>;
  beforeAll(() => {
    example = buildExampleRepo();
  });
  afterAll(() => rmSync(example.dir, { recursive: true, force: true }));
  /** `check` of the example's pr branch against main, against the committed OpenAPI fixtures. */
  const checkExample = (...extra: string[]) =>
    cli('check', '--repo', example.dir, '--base', 'main', '--head', 'pr', ...extra, ...SCHEMAS);
  /** `audit` of the example, with no progress lines, against the committed OpenAPI fixtures. */
  const auditExample = (...extra: string[]) =>
    cli('audit', '--repo', example.dir, ...extra, '--no-progress', ...SCHEMAS);

  it('has --help on every command', () => {
    for (const cmd of [[], ['check'], ['audit'], ['render'], ['targets'], ['merge'], ['rules'], ['validate']]) {
      const r = cli(...cmd, '--help');
      expect(r.code, cmd.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/Usage: deploy-gate/);
    }
  });

  it('--help lists a required option first, marked, and shows two examples', () => {
    const help = cli('check', '--help').stdout;
    const options = help.slice(help.indexOf('Options:')).split('\n').slice(1);
    expect(options[0]).toMatch(/^\s+--base <ref>\s+\(required\) /);
    const examples = help
      .slice(help.indexOf('Examples:'))
      .split('\n')
      .filter((l) => l.includes('$ deploy-gate check'));
    expect(examples).toHaveLength(2);
    for (const cmd of ['audit', 'validate', 'render', 'targets', 'merge', 'rules', 'health-test'])
      expect(cli(cmd, '--help').stdout.match(new RegExp(`\\$ deploy-gate ${cmd}`, 'g')), cmd).toHaveLength(2);
  });

  it('exits 2 on an unknown flag, a missing --base and a bad revision', () => {
    expect(cli('check', '--repo', example.dir, '--base', 'main', '--frobnicate').code).toBe(2);
    expect(cli('check', '--repo', example.dir).code).toBe(2);
    const bad = cli('check', '--repo', example.dir, '--base', 'no-such-branch', '--head', 'pr');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no-such-branch/);
  });

  it('exits 2 naming file and line when the base config is invalid', () => {
    const repo = new TempRepo();
    try {
      repo.write({
        '.deploy-gate.yaml': 'version: 1\nkubernetesVersion: "1.31"\ndiscovery:\n  enviromentLabel: env\n',
        'apps/x/a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n',
      });
      repo.commit('base');
      const r = cli('check', '--repo', repo.dir, '--base', 'HEAD', '--head', 'HEAD');
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/\.deploy-gate\.yaml:4/);
    } finally {
      repo.cleanup();
    }
  });

  it('gates the example change: exit 1, every format, progress on stderr', () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'dg-cli-')), 'report.json');
    const r = checkExample('--format', 'json', '--output', out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/4\/4 targets done/);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.verdict).toBe('fail');
    expect(report.tool.helm.version).toMatch(/^v4\./);
    for (const format of ['text', 'sarif', 'markdown']) {
      const f = checkExample('--format', format, '--no-progress');
      expect(f.code, format).toBe(1);
      expect(f.stdout.length).toBeGreaterThan(500);
      expect(f.stdout).not.toMatch(/canary-pw/);
    }
  });

  it('gives the same verdict with Helm 3', () => {
    const r = checkExample('--helm', 'helm3', '--format', 'json', '--no-progress');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.tool.helm.version).toMatch(/^v3\.18/);
    expect(report.findings.some((f: { ruleId: string }) => f.ruleId === 'gpu/toleration-without-request')).toBe(true);
  });

  it('passes (exit 0) when the change is harmless and nothing else is touched', () => {
    const r = cli('check', '--repo', example.dir, '--base', 'main', '--head', 'main', '--no-progress', ...SCHEMAS);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/PASS/);
  });

  it('is inconclusive (exit 3) when a new object cannot be checked, never pass', () => {
    const repo = new TempRepo();
    try {
      const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: x}\ndata: {k: v}\n';
      repo.write({
        '.deploy-gate.yaml': 'version: 1\ntargets:\n  - {app: raw, environment: staging, manifests: apps/raw}\n',
        'apps/raw/cm.yaml': cm,
      });
      repo.commit('base');
      repo.write({
        'apps/raw/widget.yaml':
          'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, namespace: x}\nspec: {size: 3}\n',
      });
      repo.commit('head');
      const r = cli(
        'check',
        '--repo',
        repo.dir,
        '--base',
        'HEAD~1',
        '--head',
        'HEAD',
        '--format',
        'json',
        '--no-progress',
        ...SCHEMAS,
      );
      expect(r.code).toBe(3);
      const report = JSON.parse(r.stdout);
      expect(report.verdict).toBe('inconclusive');
      expect(report.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('schema/not-found');
    } finally {
      repo.cleanup();
    }
  });

  it('lists targets with how each was found', () => {
    const r = cli('targets', '--repo', example.dir, '--ref', 'main');
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t')[0]),
    ).toEqual(['payments/production', 'payments/staging', 'web/production', 'web/staging']);
    expect(r.stdout).toMatch(/argocd: argocd\/payments-staging\.yaml/);
  });

  it('renders one target with Secret values redacted', () => {
    const r = cli('render', '--repo', example.dir, '--ref', 'pr', '--target', 'payments/staging');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/kind: Secret/);
    expect(r.stdout).not.toMatch(/staging-canary-pw/);
    expect(cli('render', '--repo', example.dir, '--target', 'nope/none').code).toBe(2);
  });

  it('audits one environment at one revision', () => {
    const r = auditExample('--ref', 'pr', '--environment', 'staging', '--format', 'json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.mode).toBe('audit');
    expect(report.targets.map((t: { environment: string }) => t.environment)).toEqual(['staging', 'staging']);
    expect(report.findings.every((f: { change?: string }) => f.change === undefined)).toBe(true);
  });

  it('never touches the working tree or the index', () => {
    const file = path.join(example.dir, 'envs', 'staging', 'payments.yaml');
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, `${before}# local edit\n`);
    const status = () => spawnSync('git', ['status', '--porcelain'], { cwd: example.dir, encoding: 'utf8' }).stdout;
    const statusBefore = status();
    cli('check', '--repo', example.dir, '--base', 'main', '--head', 'pr', '--no-progress', '--offline');
    expect(status()).toBe(statusBefore);
    expect(readFileSync(file, 'utf8')).toBe(`${before}# local edit\n`);
    writeFileSync(file, before);
  });

  it('merges shard reports and exits with the merged verdict', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-merge-'));
    const a = path.join(dir, 'a.json');
    auditExample('--ref', 'main', '--shard', '1/2', '--format', 'json', '--output', a);
    const b = path.join(dir, 'b.json');
    auditExample('--ref', 'main', '--shard', '2/2', '--format', 'json', '--output', b);
    const merged = cli('merge', a, b, '--format', 'json');
    expect(JSON.parse(merged.stdout).targets).toHaveLength(4);
    expect(cli('merge', a, '--format', 'json').code).toBe(3);
    expect(cli('merge', path.join(dir, 'missing.json')).code).toBe(2);
  });
});
