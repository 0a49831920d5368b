// Node 20's code cache for the one-script build (src/commands/code-cache.ts): when it is used, that a
// kept entry is used only for the same script, Node and secret, and that a planted entry is never run
// (V8 checks only the source's length: a believed entry is code, as the last case shows).
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasCompileCacheApi } from '../../src/commands/compile-cache.js';
import {
  codeCacheDir,
  entryFileOf,
  entryKey,
  loadScriptMain,
  runCli,
  wantsScript,
} from '../../src/commands/code-cache.js';

const SECRET = 'code-cache-test-secret-0123456789';
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dg-code-cache-'));
  temps.push(d);
  return d;
};
const argv = ['node', 'cli.js', 'check'];

// Two scripts of the same length that answer differently: V8 would take either's code for the other.
const scriptOf = (answer: number) =>
  `'use strict';\nfunction answer() { return ${answer}; }\nexports.main = async () => answer() + (typeof __dgImportMetaUrl === 'string' ? 0 : 100);\n`;

function setup(answer = 1) {
  const dir = temp();
  const file = path.join(dir, 'cli-script.cjs');
  writeFileSync(file, scriptOf(answer), 'latin1');
  return { file, env: { XDG_CACHE_HOME: path.join(dir, 'cache'), RUNNER_TOOL_CACHE: '' } as NodeJS.ProcessEnv };
}

const entryOf = (file: string, env: NodeJS.ProcessEnv) => entryFileOf(file, 'check', env);

/** The code V8 compiles for `source` as code-cache.ts wraps it, its main run once (so compiled too). */
async function compiledCode(source: string): Promise<Buffer> {
  const wrapped = `(function (exports, require, module, __filename, __dirname, __dgImportMetaUrl, __dgImport) {${source}\n})`;
  const script = new vm.Script(wrapped);
  const mod = { exports: {} as { main: () => Promise<number> } };
  (script.runInThisContext() as (...a: unknown[]) => void)(mod.exports, undefined, mod, '', '', 'file:///x');
  await mod.exports.main();
  return script.createCachedData();
}

function plant(entry: string, key: Buffer, data: Buffer, secret: string): void {
  const mac = createHmac('sha256', secret).update(key).update('\0').update(data).digest();
  writeFileSync(entry, Buffer.concat([key, mac, data]));
}

describe('code cache (Node 20)', () => {
  beforeAll(() => {
    // cacheSecret() is read once per process: this file's tests all run under SECRET.
    process.env.DEPLOY_GATE_CACHE_SECRET = SECRET;
  });

  it('is wanted only for working commands, without the module compile cache, with a lasting secret', () => {
    const local = {} as NodeJS.ProcessEnv;
    const ci = { CI: 'true' } as NodeJS.ProcessEnv;
    const expected = !hasCompileCacheApi();
    expect(wantsScript(argv, local)).toBe(expected);
    expect(wantsScript(['node', 'cli.js', 'audit'], { ...ci, DEPLOY_GATE_CACHE_SECRET: SECRET })).toBe(expected);
    expect(wantsScript(['node', 'cli.js', '--version'], local)).toBe(false);
    expect(wantsScript(['node', 'cli.js'], local)).toBe(false);
    expect(wantsScript(argv, { NODE_DISABLE_COMPILE_CACHE: '1' })).toBe(false);
    expect(wantsScript(argv, ci)).toBe(false);
    expect(wantsScript(argv, { GITHUB_ACTIONS: 'true', DEPLOY_GATE_CACHE_SECRET: 'short' })).toBe(false);
  });

  it('a damaged script (a truncated install) gives no main, so the modules run and report', () => {
    const { file, env } = setup();
    writeFileSync(file, scriptOf(1).slice(0, 40), 'latin1');
    expect(loadScriptMain(file, argv, env)).toBeUndefined();
    writeFileSync(file, "'use strict';\nexports.notMain = 1;\n", 'latin1');
    expect(loadScriptMain(file, argv, env)).toBeUndefined();
  });

  it('keeps the compiled code on the first run and uses it on the next', async () => {
    const { file, env } = setup();
    const first = loadScriptMain(file, argv, env);
    expect(first?.cached).toBe(false);
    expect(await first?.main([])).toBe(1);
    first?.save();
    const written = statSync(entryOf(file, env)).mtimeMs;
    const second = loadScriptMain(file, argv, env);
    expect(second?.cached).toBe(true);
    expect(await second?.main([])).toBe(1);
    second?.save();
    expect(statSync(entryOf(file, env)).mtimeMs).toBe(written);
    expect(statSync(entryOf(file, env)).mode & 0o777).toBe(0o600);
  });

  it('does not use an entry kept for a script that changed since, nor a damaged one, and replaces it', async () => {
    const { file, env } = setup();
    loadScriptMain(file, argv, env)?.save();
    writeFileSync(file, scriptOf(2), 'latin1');
    const changed = loadScriptMain(file, argv, env);
    expect(changed?.cached).toBe(false);
    expect(await changed?.main([])).toBe(2);
    changed?.save();
    const bytes = readFileSync(entryOf(file, env));
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    writeFileSync(entryOf(file, env), bytes);
    const damaged = loadScriptMain(file, argv, env);
    expect(damaged?.cached).toBe(false);
    expect(await damaged?.main([])).toBe(2);
    damaged?.save();
    expect(loadScriptMain(file, argv, env)?.cached).toBe(true);
  });

  it('never runs a planted entry; the same entry under the right key would run (so the check matters)', async () => {
    // Each source is new to this process: V8's in-memory compilation cache would answer otherwise.
    const evil = await compiledCode(scriptOf(7));
    const planted = setup(3);
    mkdirSync(codeCacheDir(planted.env), { recursive: true });
    plant(
      entryOf(planted.file, planted.env),
      entryKey(planted.file, 'check'),
      evil,
      'another-installations-secret-123',
    );
    const run = loadScriptMain(planted.file, argv, planted.env);
    expect(run?.cached).toBe(false);
    expect(await run?.main([])).toBe(3);
    // The control: signed with this installation's secret, V8 runs the other script's code.
    const signed = setup(4);
    mkdirSync(codeCacheDir(signed.env), { recursive: true });
    plant(entryOf(signed.file, signed.env), entryKey(signed.file, 'check'), evil, SECRET);
    const control = loadScriptMain(signed.file, argv, signed.env);
    expect(control?.cached).toBe(true);
    expect(await control?.main([])).toBe(7);
  });

  it('lets the script import the ES chunks beside it', async () => {
    const { file, env } = setup();
    mkdirSync(path.join(path.dirname(file), 'chunks'));
    writeFileSync(path.join(path.dirname(file), 'chunks', 'kind.mjs'), 'export const validate = () => 41;\n');
    writeFileSync(file, `exports.main = async () => (await __dgImport('./chunks/kind.mjs')).validate() + 1;\n`);
    expect(await loadScriptMain(file, argv, env)?.main([])).toBe(42);
  });

  it('runCli (both CLI entries) runs a working command from the script and keeps its entry; --version from the modules', async () => {
    const { file, env } = setup(5);
    const before = { ...process.env };
    const exitCode = process.exitCode;
    Object.assign(process.env, env);
    try {
      const modules = async () => async () => 9;
      await runCli(file, modules, argv);
      expect(process.exitCode).toBe(hasCompileCacheApi() ? 9 : 5);
      expect(existsSync(entryOf(file, env))).toBe(!hasCompileCacheApi());
      await runCli(file, modules, ['node', 'cli.js', '--version']);
      expect(process.exitCode).toBe(9);
    } finally {
      for (const k of Object.keys(env)) if (before[k] === undefined) delete process.env[k];
      Object.assign(process.env, before);
      process.exitCode = exitCode;
    }
  });

  it('returns nothing when there is no script (the modules are imported as before)', () => {
    const { env } = setup();
    expect(loadScriptMain(path.join(temp(), 'missing.cjs'), argv, env)).toBeUndefined();
  });
});
