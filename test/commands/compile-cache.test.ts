// The compiled-code cache of Node 22.1+ (src/commands/compile-cache.ts): where it goes, that it can be
// switched off, that Node 20 (no such API) runs without it, and that the bundled CLI fills it on a
// Node that has it; and the start of dist/cli.js (src/commands/start.ts) fails closed.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCacheDir, enableCompileCache } from '../../src/commands/compile-cache.js';

const CLI = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
const hasApi = typeof (module as unknown as { enableCompileCache?: unknown }).enableCompileCache === 'function';
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const temp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dg-compile-cache-'));
  temps.push(d);
  return d;
};

describe('compile cache', () => {
  it('lives in the runner tool cache, else the XDG cache, else ~/.cache', () => {
    expect(compileCacheDir({ RUNNER_TOOL_CACHE: '/rt', XDG_CACHE_HOME: '/x' })).toBe('/rt/deploy-gate/compile-cache');
    expect(compileCacheDir({ XDG_CACHE_HOME: '/x' })).toBe('/x/deploy-gate/compile-cache');
    expect(compileCacheDir({})).toBe(path.join(os.homedir(), '.cache', 'deploy-gate', 'compile-cache'));
  });

  it("is off with Node's NODE_DISABLE_COMPILE_CACHE, and a no-op where Node lacks the API", () => {
    expect(enableCompileCache({ NODE_DISABLE_COMPILE_CACHE: '1', XDG_CACHE_HOME: temp() })).toBeUndefined();
    if (!hasApi) expect(enableCompileCache({ XDG_CACHE_HOME: temp() })).toBeUndefined();
  });

  it('the bundled CLI answers the same with it, and fills it only on a Node that has the API', () => {
    expect(existsSync(CLI), 'dist/cli.js (npm run build)').toBe(true);
    const xdg = temp();
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: xdg, RUNNER_TOOL_CACHE: '' };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const first = spawnSync(process.execPath, [CLI, '--version'], { env, encoding: 'utf8' });
    const second = spawnSync(process.execPath, [CLI, '--version'], { env, encoding: 'utf8' });
    expect([first.status, second.status]).toEqual([0, 0]);
    expect(second.stdout).toBe(first.stdout);
    const dir = path.join(xdg, 'deploy-gate', 'compile-cache');
    if (hasApi) expect(readdirSync(dir, { recursive: true }).length).toBeGreaterThan(0);
    else expect(existsSync(dir)).toBe(false);
  });
});

describe('the start of dist/cli.js', () => {
  it('fails closed (exit 3, an internal error) when the commands cannot load, whatever the unhandled-rejection mode', () => {
    // An install missing the commands' chunk (review rv9c): under --unhandled-rejections=warn a start
    // that only awaited the import exited 0 with a warning, so a gate that never ran would have passed.
    expect(existsSync(CLI), 'dist/cli.js (npm run build)').toBe(true);
    const pkg = temp();
    const root = path.dirname(path.dirname(CLI));
    for (const f of ['package.json', 'policies', 'schemas', 'dist'])
      cpSync(path.join(root, f), path.join(pkg, f), { recursive: true });
    // The commands' chunk, the one dynamic import of dist/cli.js.
    const commands = /import\("\.\/(chunks\/main-\w+\.js)"\)/.exec(readFileSync(CLI, 'utf8'))?.[1];
    expect(commands, 'the commands chunk dist/cli.js imports').toBeDefined();
    rmSync(path.join(pkg, 'dist', commands as string));
    for (const mode of ['warn', 'none', 'strict']) {
      const r = spawnSync(
        process.execPath,
        [`--unhandled-rejections=${mode}`, path.join(pkg, 'dist', 'cli.js'), '--version'],
        {
          encoding: 'utf8',
        },
      );
      expect({ mode, status: r.status }).toEqual({ mode, status: 3 });
      expect(r.stderr).toContain('deploy-gate: internal error:');
      expect(r.stderr).toContain(commands);
    }
  });
});
