// The bundled CLI on Node 20 runs a working command from dist/cli-script.cjs with a V8 code cache
// (src/commands/code-cache.ts). Its reports must be the ES modules' exactly: the example check and
// audit, in JSON, through the modules (the switch off), the script without an entry, and the script
// with the entry it kept; and the entry is believed only under this installation's secret. The
// offline audit validates with the embedded schemas, which the script imports from the ES chunks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { hasCompileCacheApi } from '../../src/commands/compile-cache.js';
import { entryFileOf } from '../../src/commands/code-cache.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');
const CLI = path.join(DIST, 'cli.js');

/** The JSON report without its timings, and the exit code. */
function gate(env: NodeJS.ProcessEnv, args: string[]) {
  const schemas = args.includes('--offline') ? [] : ['--schema-location', OPENAPI_LOCATION];
  const r = spawnSync(process.execPath, [CLI, ...args, '--format', 'json', ...schemas], {
    encoding: 'utf8',
    env,
    timeout: 120_000,
  });
  const report = JSON.stringify(JSON.parse(r.stdout), (k, v) => (k === 'durationMs' ? undefined : v));
  return { code: r.status, report, stderr: r.stderr };
}

/** What must not differ: the exit code and the report (stderr has the progress and timing lines). */
const same = (r: ReturnType<typeof gate>) => ({ code: r.code, report: r.report });

describe('the bundled CLI from its one-script build', () => {
  let example: ReturnType<typeof buildExampleRepo>;
  let cache: string;
  beforeAll(() => {
    example = buildExampleRepo();
    cache = mkdtempSync(path.join(os.tmpdir(), 'dg-code-cache-cli-'));
  });
  afterAll(() => {
    rmSync(example.dir, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  it('gives the modules’ reports, with and without a kept entry, and keeps one only on Node 20', () => {
    expect(existsSync(path.join(DIST, 'cli-script.cjs')), 'dist/cli-script.cjs (npm run build)').toBe(true);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      XDG_CACHE_HOME: cache,
      RUNNER_TOOL_CACHE: '',
      DEPLOY_GATE_CACHE_SECRET: 'code-cache-bundle-test-0123456789',
    };
    delete env.CI;
    delete env.GITHUB_ACTIONS;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const entry = entryFileOf(path.join(DIST, 'cli-script.cjs'), 'check', env);
    const check = ['check', '--repo', example.dir, '--base', 'main', '--head', 'pr', '--no-progress'];
    const modules = gate({ ...env, NODE_DISABLE_COMPILE_CACHE: '1' }, check);
    expect(modules.code).toBe(1);
    expect(existsSync(entry)).toBe(false);
    expect(same(gate(env, check))).toEqual(same(modules));
    expect(existsSync(entry)).toBe(!hasCompileCacheApi());
    if (hasCompileCacheApi()) return;
    const kept = statSync(entry).mtimeMs;
    expect(same(gate(env, check))).toEqual(same(modules));
    expect(statSync(entry).mtimeMs, 'the entry was used, not written again').toBe(kept);
    // Under another secret the entry is not believed: compiled afresh, same report, entry replaced.
    expect(same(gate({ ...env, DEPLOY_GATE_CACHE_SECRET: 'another-installation-0123456789' }, check))).toEqual(
      same(modules),
    );
    expect(statSync(entry).mtimeMs).not.toBe(kept);
    // A damaged entry is no entry.
    const bytes = readFileSync(entry);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] as number) ^ 0xff;
    writeFileSync(entry, bytes);
    expect(gate({ ...env, DEPLOY_GATE_TIMING: '1' }, check).stderr).toMatch(/code cache none yet/);
    expect(gate({ ...env, DEPLOY_GATE_TIMING: '1' }, check).stderr).toMatch(/code cache used/);
  });

  it('audits the example offline the same way (the embedded schemas are ES chunks the script imports)', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: cache, DEPLOY_GATE_CACHE_SECRET: 'x'.repeat(32) };
    delete env.CI;
    delete env.GITHUB_ACTIONS;
    const audit = ['audit', '--repo', example.dir, '--ref', 'pr', '--no-progress', '--offline'];
    const modules = gate({ ...env, NODE_DISABLE_COMPILE_CACHE: '1' }, audit);
    expect(modules.report).toMatch(/kubernetes-models schemas ran/);
    expect(same(gate(env, audit))).toEqual(same(modules));
    expect(same(gate(env, audit))).toEqual(same(modules));
  });
});
