// What a user sees when the invocation or the machine is wrong: one line and a hint, exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { useColor } from '../../src/commands/common.js';
import { ensureBundle } from '../action/runner.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');

function cli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env, timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('CLI errors', () => {
  let example: ReturnType<typeof buildExampleRepo>;
  let empty: string;
  beforeAll(() => {
    ensureBundle();
    example = buildExampleRepo();
    empty = mkdtempSync(path.join(os.tmpdir(), 'dg-nobin-'));
  });
  afterAll(() => {
    rmSync(example.dir, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  });

  it('a missing --repo directory is named, not "spawn git ENOENT"', () => {
    const r = cli(['check', '--repo', '/nonexistent/deploy', '--base', 'main']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'deploy-gate: --repo /nonexistent/deploy: no such directory (give the path of a git checkout of the deploy repository)\n',
    );
  });

  it('a wrong flag prints one line of error and a hint, not the whole help', () => {
    const r = cli(['check', '--base', 'main', '--frobnicate']);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/unknown option '--frobnicate'/);
    expect(lines[1]).toBe('(see deploy-gate check --help)');
    expect(r.stderr).not.toContain('Options:');
  });

  it('a missing helm is exit 2 with how to install it, not a FAIL of the change', () => {
    // PATH keeps git and kubectl (kustomize) but no helm: only the Helm targets need it.
    const gitDir = path.dirname(spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim());
    const tools = path.resolve(import.meta.dirname, '..', '..', '.tools', 'bin');
    const r = cli(
      [
        'check',
        '--repo',
        example.dir,
        '--base',
        'main',
        '--head',
        'pr',
        '--offline',
        '--helm',
        path.join(empty, 'helm'),
        '--no-progress',
      ],
      { ...process.env, PATH: [tools, gitDir].join(path.delimiter) },
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^deploy-gate: helm not found .*\(needed by 2 targets\); install helm 3\.11\.1 or newer \(https:\/\/helm\.sh\/docs\/intro\/install\/\) or pass --helm PATH\n$/,
    );
  });
});

describe('colour', () => {
  it('follows FORCE_COLOR, then NO_COLOR, then the terminal', () => {
    expect(useColor({}, true)).toBe(true);
    expect(useColor({}, false)).toBe(false);
    expect(useColor({ NO_COLOR: '1' }, true)).toBe(false);
    expect(useColor({ NO_COLOR: '' }, true)).toBe(true);
    expect(useColor({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(useColor({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(useColor({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(true);
  });
});
