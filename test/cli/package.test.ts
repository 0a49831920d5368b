// The npm package as a user gets it: `npm pack`, `npm install -g` of the tarball into a temporary
// prefix, then the installed `deploy-gate` runs (its policies and schemas come from the package).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBundle, ROOT } from '../action/runner.js';

const npm = (args: string[], cwd: string, scripts = false) =>
  execFileSync(
    'npm',
    [...args, '--no-audit', '--no-fund', ...(scripts ? [] : ['--ignore-scripts']), '--loglevel=error'],
    {
      cwd,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );

describe('the npm package', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dg-pack-'));
  const prefix = path.join(dir, 'prefix');
  let files: string[] = [];
  let bin = '';
  const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

  beforeAll(() => {
    ensureBundle();
    // With scripts, as `npm publish` packs: prepack strips the clone-only lifecycle scripts, postpack restores them.
    const out = npm(['pack', '--json', '--pack-destination', dir], ROOT, true);
    const [packed] = JSON.parse(out.slice(out.indexOf('['))) as {
      filename: string;
      files: { path: string }[];
    }[];
    files = (packed?.files ?? []).map((f) => f.path);
    npm(['install', '-g', '--prefix', prefix, path.join(dir, packed!.filename)], dir);
    bin = path.join(prefix, 'bin', 'deploy-gate');
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('contains what runs and the legal files, nothing else', () => {
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'NOTICE',
      'CHANGELOG.md',
      'dist/cli.js',
      'dist/index.js',
      'dist/THIRD-PARTY-NOTICES.txt',
      'policies/checks/hook/retries.yaml',
      'schemas/config.schema.json',
    ]) {
      expect(files, f).toContain(f);
    }
    const tops = new Set(files.map((f) => f.split('/')[0]));
    expect([...tops].sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'NOTICE',
      'README.md',
      'dist',
      'package.json',
      'policies',
      'schemas',
    ]);
  });

  it('declares no runtime dependencies (everything is bundled) and an engines floor', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.engines).toEqual({ node: '>=22' });
    expect(manifest.license).toBe('Apache-2.0');
  });

  it('publishes no install-time script, while a clone keeps its prepare (npm ci installs the test tools)', () => {
    const installed = JSON.parse(
      readFileSync(path.join(prefix, 'lib', 'node_modules', 'deploy-gate', 'package.json'), 'utf8'),
    ) as { scripts?: Record<string, string> };
    for (const s of ['prepare', 'preinstall', 'install', 'postinstall'])
      expect(installed.scripts?.[s], s).toBeUndefined();
    const clone = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(clone.scripts.prepare).toBe('node scripts/install-tools.mjs');
    expect(existsSync(path.join(ROOT, '.package.json.before-pack'))).toBe(false);
  });

  it('installs with npm install -g and runs', () => {
    expect(realpathSync(bin)).toBe(path.join(prefix, 'lib', 'node_modules', 'deploy-gate', 'dist', 'cli.js'));
    const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(version);
    const rules = spawnSync(bin, ['rules', '--table'], { encoding: 'utf8' });
    expect(rules.status).toBe(0);
    expect(rules.stdout).toContain('security/privileged');
  });

  it('ships the notices of every bundled package', () => {
    const notices = readFileSync(
      path.join(prefix, 'lib', 'node_modules', 'deploy-gate', 'dist', 'THIRD-PARTY-NOTICES.txt'),
      'utf8',
    );
    for (const pkg of ['yaml', 'ajv', 'commander', '@actions/core', '@octokit/plugin-throttling', 'bottleneck']) {
      expect(notices).toMatch(new RegExp(`^${pkg.replace(/[/@.-]/g, '\\$&')} \\S+ — `, 'm'));
    }
    expect(notices).toContain('Permission is hereby granted');
  });
});
