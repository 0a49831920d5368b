// The package's bin is dist/cli.cjs (src/cli-bin.ts), the CommonJS twin of dist/cli.js: on Node 20 a
// working command reaches the one-script build (code-cache.ts) without Node's ES module loader. It
// must answer exactly as dist/cli.js does, and fall back to the ES modules as dist/cli.js does.
//
// The observable for "no ES module before the command": Node loads its internal ES loader modules
// (internal/modules/esm/module_job, translators) only when an ES module is loaded (an entry, an
// import() or a static import). A `--require`d probe wraps vm.Script#runInThisContext, which runs the
// script just before its command, and records process.moduleLoadList at that moment; the same probe
// under dist/cli.js (an ES entry) records them, so the check can fail.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { hasCompileCacheApi } from '../../src/commands/compile-cache.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
const ES_LOADER_USED = /^NativeModule internal\/modules\/esm\/(module_job|translators)$/;

const PROBE = `const vm = require('node:vm');
const Script = vm.Script;
vm.Script = class extends Script {
  constructor(code, options) {
    super(code, options);
    this.probedFile = options?.filename ?? null;
  }
};
const run = Script.prototype.runInThisContext;
Script.prototype.runInThisContext = function (...args) {
  if (!process.env.PROBE_SEEN) {
    process.env.PROBE_SEEN = '1';
    const seen = { script: this.probedFile ?? null, modules: process.moduleLoadList.slice() };
    require('node:fs').writeFileSync(process.env.PROBE_OUT, JSON.stringify(seen));
  }
  return run.apply(this, args);
};
`;

/** The bin package.json names, as npm links it. */
function packageBin(): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  return path.join(ROOT, manifest.bin['deploy-gate'] ?? '');
}

describe('the package bin, dist/cli.cjs', () => {
  let example: ReturnType<typeof buildExampleRepo>;
  let tmp: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    example = buildExampleRepo();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-bin-'));
    writeFileSync(path.join(tmp, 'probe.cjs'), PROBE);
    env = {
      ...process.env,
      PATH: `${path.join(ROOT, '.tools', 'bin')}${path.delimiter}${process.env.PATH}`,
      XDG_CACHE_HOME: path.join(tmp, 'cache'),
      RUNNER_TOOL_CACHE: '',
      DEPLOY_GATE_CACHE_SECRET: 'code-cache-bin-test-0123456789',
    };
    for (const k of ['CI', 'GITHUB_ACTIONS', 'NODE_DISABLE_COMPILE_CACHE', 'DEPLOY_GATE_TIMING', 'PROBE_SEEN'])
      delete env[k];
  });
  afterAll(() => {
    if (example) rmSync(example.dir, { recursive: true, force: true });
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const checkArgs = () => ['check', '--repo', example.dir, '--base', 'main', '--head', 'pr', '--no-progress'];
  const schemas = ['--schema-location', OPENAPI_LOCATION];
  const run = (entry: string, args: string[], extra: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []) => {
    const r = spawnSync(process.execPath, [...nodeArgs, entry, ...args], {
      encoding: 'utf8',
      env: { ...env, ...extra },
      timeout: 120_000,
    });
    // Only what differs from one run to the next: times in the timing lines and the JSON report.
    const stdout = r.stdout.replace(/"durationMs":\s*\d+/g, '"durationMs":0');
    return { status: r.status, stdout, stderr: r.stderr.replace(/\d+ ms\b/g, 'N ms') };
  };
  /** What the probe saw when the first vm.Script ran; undefined when none ran. */
  const probed = (entry: string, args: string[]) => {
    const out = path.join(tmp, `probe-${Math.random().toString(36).slice(2)}.json`);
    const r = run(entry, args, { PROBE_OUT: out }, ['--require', path.join(tmp, 'probe.cjs')]);
    expect(r.status, r.stderr).not.toBeNull();
    if (!existsSync(out)) return undefined;
    return JSON.parse(readFileSync(out, 'utf8')) as { script: string | null; modules: string[] };
  };

  it('is what package.json names, and CommonJS (an ES entry does not compile as CommonJS)', () => {
    const bin = packageBin();
    expect(path.relative(ROOT, bin)).toBe(path.join('dist', 'cli.cjs'));
    expect(existsSync(bin), 'dist/cli.cjs (npm run build)').toBe(true);
    const asCommonJs = (file: string) => () =>
      vm.compileFunction(readFileSync(file, 'utf8').replace(/^#!.*/, ''), [
        'exports',
        'require',
        'module',
        '__filename',
        '__dirname',
      ]);
    expect(asCommonJs(bin)).not.toThrow();
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(asCommonJs(path.join(DIST, 'cli.js'))).toThrow(/import statement|import\.meta/);
  });

  it('on Node 20 runs the script before any ES module loads; dist/cli.js had loaded some', () => {
    for (const args of [
      ['rules', '--table'],
      [...checkArgs(), ...schemas],
    ]) {
      const bin = probed(packageBin(), args);
      const es = probed(path.join(DIST, 'cli.js'), args);
      if (hasCompileCacheApi()) {
        // Node 22.1+: neither entry runs the script (Node's module compile cache serves).
        expect(bin).toBeUndefined();
        expect(es).toBeUndefined();
        continue;
      }
      expect(bin?.script, args[0]).toBe(path.join(DIST, 'cli-script.cjs'));
      expect(
        bin?.modules.filter((m) => ES_LOADER_USED.test(m)),
        args[0],
      ).toEqual([]);
      expect(es?.script, args[0]).toBe(path.join(DIST, 'cli-script.cjs'));
      expect(es?.modules.filter((m) => ES_LOADER_USED.test(m)).length, args[0]).toBeGreaterThan(0);
    }
  });

  it('answers as dist/cli.js: exit code, stdout and stderr, through the script, the modules and in CI', () => {
    const cli = path.join(DIST, 'cli.js');
    const json = [...checkArgs(), '--format', 'json', ...schemas];
    const text = [...checkArgs(), ...schemas];
    // Both entries share the script's code-cache entry: one run first, so that both say "used".
    run(cli, text);
    const cases: [string[], NodeJS.ProcessEnv][] = [
      [['--version'], {}],
      [['--help'], {}],
      [['check', '--no-such-flag'], {}],
      [['no-such-command'], {}],
      [[], {}],
      [['rules', '--table'], {}],
      [json, {}],
      [text, { DEPLOY_GATE_TIMING: '1' }],
      [json, { NODE_DISABLE_COMPILE_CACHE: '1' }],
      [text, { DEPLOY_GATE_TIMING: '1', CI: 'true', DEPLOY_GATE_CACHE_SECRET: '' }],
    ];
    for (const [args, extra] of cases) {
      const label = `${args.slice(0, 2).join(' ')} ${JSON.stringify(extra)}`;
      const expected = run(cli, args, extra);
      expect(run(packageBin(), args, extra), label).toEqual(expected);
    }
    const timed = run(packageBin(), text, { DEPLOY_GATE_TIMING: '1' });
    expect(timed.status).toBe(1);
    expect(timed.stderr).toMatch(/first render at N ms/);
    if (!hasCompileCacheApi()) expect(timed.stderr).toMatch(/code cache used/);
  });

  it('fails closed (exit 3, an internal error) when the commands cannot load, whatever the unhandled-rejection mode', () => {
    // An install missing the commands' entry (review rv9c): under --unhandled-rejections=warn the bin
    // exited 0 with only a warning, so a gate that never ran would have passed.
    const pkg = path.join(tmp, 'no-commands');
    mkdirSync(pkg);
    for (const f of ['package.json', 'policies', 'schemas', 'dist'])
      cpSync(path.join(ROOT, f), path.join(pkg, f), { recursive: true });
    rmSync(path.join(pkg, 'dist', 'cli-main.js'));
    for (const entry of ['cli.cjs', 'cli.js'])
      for (const mode of ['warn', 'none', 'strict']) {
        const r = run(path.join(pkg, 'dist', entry), ['--version'], {}, [`--unhandled-rejections=${mode}`]);
        expect({ entry, mode, status: r.status }).toEqual({ entry, mode, status: 3 });
        expect(r.stderr).toContain('deploy-gate: internal error:');
        expect(r.stderr).toContain('cli-main.js');
      }
  });

  it('falls back to the ES modules, with the same report, when the script is damaged', () => {
    if (hasCompileCacheApi()) {
      console.warn('Node 22.1+: the bin never reads dist/cli-script.cjs; the damaged-script fallback is Node 20 only');
      return;
    }
    // An installed package as npm lays it out, with a truncated script.
    const pkg = path.join(tmp, 'package');
    mkdirSync(pkg);
    for (const f of ['package.json', 'policies', 'schemas', 'dist'])
      cpSync(path.join(ROOT, f), path.join(pkg, f), { recursive: true });
    const script = path.join(pkg, 'dist', 'cli-script.cjs');
    writeFileSync(script, readFileSync(script, 'latin1').slice(0, 4096), 'latin1');
    const args = [...checkArgs(), '--format', 'json', ...schemas];
    const damaged = run(path.join(pkg, 'dist', 'cli.cjs'), args);
    expect(damaged.stderr).toContain(`deploy-gate: ${script} could not be run (SyntaxError`);
    expect(damaged.stderr).toContain('; using the modules');
    const modules = run(path.join(DIST, 'cli.js'), args, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(modules.status).toBe(1);
    expect({ status: damaged.status, stdout: damaged.stdout }).toEqual({
      status: modules.status,
      stdout: modules.stdout,
    });
    // dist/cli.js in the same package says the same.
    expect(run(path.join(pkg, 'dist', 'cli.js'), args)).toEqual(damaged);
  });
});
