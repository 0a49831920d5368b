// Health scripts under hard limits (issue 31): a budget pcall cannot catch, a backtracking pattern
// stopped from outside the VM, string bytes capped, and Lua 5.1 text only, as gopher-lua loads it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/commands/main.js';
import type { HealthRun } from '../../src/health/health-script.js';
import { runHealthScript } from '../../src/health/lua-sandbox.js';
import { syntaxError } from '../../src/health/lua-state.js';
import type { HealthSuiteResult } from '../../src/health/suite-run.js';

const open = { openLibs: true };
const healthy = (expr: string) => `return { status = "Healthy", message = ${expr} }`;
const messageOf = (run: HealthRun) =>
  run.kind === 'status' ? run.health.message : `${run.kind}: ${JSON.stringify(run)}`;

/** Runs a script with a short budget; the time it took, in ms. */
function timed(script: string, budgetMs = 300): { run: HealthRun; ms: number } {
  const start = Date.now();
  const run = runHealthScript(script, {}, { ...open, budgetMs });
  return { run, ms: Date.now() - start };
}

describe('the time budget holds', () => {
  it('pcall cannot catch it: the hook keeps raising once the time is up', () => {
    const { run, ms } = timed('while true do pcall(function() while true do end end) end');
    expect(run).toMatchObject({ kind: 'error', error: expect.stringContaining('context deadline exceeded') });
    expect(run.kind === 'error' && run.limit).toMatch(/time budget/);
    expect(ms).toBeLessThan(5000);
  });

  it('a script that catches the budget error cannot return a status after it', () => {
    const { run } = timed(
      'local ok = pcall(function() while true do end end)\nreturn { status = "Healthy", message = "caught" }',
    );
    expect(run.kind).toBe('error');
  });

  it('a backtracking pattern that never reaches the hook is stopped by terminating the worker; the next script runs', () => {
    const { run, ms } = timed('return { status = string.find(string.rep("a",40), string.rep("a*",30).."b") }');
    expect(run).toMatchObject({ kind: 'error', error: expect.stringMatching(/stopped.*time budget of 300 ms/) });
    expect(ms).toBeLessThan(10_000);
    expect(messageOf(runHealthScript(healthy('"after"'), {}, open))).toBe('after');
  });
});

describe('string bytes are capped', () => {
  const over = (script: string) => {
    const run = runHealthScript(script, {}, { ...open, budgetMs: 20_000 });
    expect(run).toMatchObject({ kind: 'error', limit: expect.stringMatching(/string limit/) });
  };

  it('s = s..s 29 times', () => {
    over('local s = "x"\nfor i = 1, 29 do s = s .. s end\nreturn { status = "Healthy", message = s }');
  });

  it('string.rep, with a separator as gopher-lua reads it (none: Lua 5.1 has no separator)', () => {
    over('return { status = "Healthy", message = string.rep("ab", 600000000, ",") }');
    expect(messageOf(runHealthScript(healthy('string.rep("ab", 3, ",")'), {}, open))).toBe('ababab');
  });

  it('table.concat, gsub and format', () => {
    const big = 'local s = "x"\nfor i = 1, 24 do s = s .. s end\n';
    over(`${big}return { status = table.concat({ s, s, s, s }) }`);
    over(`${big}return { status = (string.gsub(s, "x+", "%0%0%0%0")) }`);
    over(`${big}return { status = string.format("%s%s%s%s", s, s, s, s) }`);
  });

  it('pcall around the limit does not let the script go on', () => {
    over(
      'local s = "x"\npcall(function() for i = 1, 40 do s = s .. s end end)\nreturn { status = "Healthy", message = "done" }',
    );
  });
});

describe('Lua 5.1 text only, as gopher-lua loads it', () => {
  it.each([
    ['floor division', 'return { status = tostring(7 // 2) }', "'//'"],
    ['bitwise and', 'return { status = tostring(3 & 1) }', "'&'"],
    ['bitwise or', 'return { status = tostring(3 | 1) }', "'|'"],
    ['bitwise xor', 'return { status = tostring(3 ~ 1) }', "'~'"],
    ['bitwise not', 'local x = 1 return { status = tostring(~x) }', "'~'"],
    ['shift left', 'return { status = tostring(1 << 2) }', "'<<'"],
    ['shift right', 'return { status = tostring(4 >> 1) }', "'>>'"],
    ['hexadecimal float', 'return { status = tostring(0x1p4) }', 'a hexadecimal'],
  ])('%s is refused with its line', (_name, script, what) => {
    const padded = `-- a comment\nlocal unused = "a // b & c"\n${script}`;
    const error = syntaxError(padded, 'health.lua');
    expect(error).toContain(`health.lua:3: ${what}`);
    expect(error).toContain('gopher-lua');
    const run = runHealthScript(padded, {}, { ...open, name: 'health.lua' });
    expect(run).toMatchObject({ kind: 'error', error: expect.stringContaining('health.lua:3:') });
  });

  it('~= and comments or strings holding 5.3 operators still load', () => {
    expect(syntaxError('local a = 1 ~= 2 -- 1 // 2\nlocal b = [[ x << y ]]\nreturn {}', 'x')).toBeUndefined();
  });

  it('goto and labels load, as gopher-lua (v1.1+) accepts them', () => {
    const script =
      'local i = 0\n::top::\ni = i + 1\nif i < 3 then goto top end\nreturn { status = "Healthy", message = tostring(i) }';
    expect(messageOf(runHealthScript(script, {}, open))).toBe('3');
  });

  it('escapes gopher-lua does not know are the character after the backslash: "\\u{48}" is u{48}', () => {
    expect(messageOf(runHealthScript(healthy('"\\u{48}|\\x41|\\z"'), {}, open))).toBe('u{48}|x41|z');
    expect(messageOf(runHealthScript(healthy('"\\72\\105"'), {}, open))).toBe('Hi');
  });

  it('binary chunks are never loaded: string.dump is gone, load takes a reader function, loadstring refuses bytecode', () => {
    const dumped = runHealthScript(
      'local f = function() return 1 end\nreturn { status = tostring(load(string.dump(f))) }',
      {},
      open,
    );
    expect(dumped).toMatchObject({ kind: 'error', error: expect.stringContaining('does not support the string.dump') });
    expect(messageOf(runHealthScript(healthy('select(2, loadstring("\\27Lua\\83\\0"))'), {}, open))).toMatch(/binary/);
    expect(messageOf(runHealthScript(healthy('select(2, loadstring("return 1 // 2", "inner"))'), {}, open))).toMatch(
      /inner:1: '\/\/'/,
    );
    expect(messageOf(runHealthScript(healthy('tostring(loadstring("return 40 + 2")())'), {}, open))).toBe('42');
  });
});

describe('deploy-gate health-test with a hostile script', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'dg-lua-limits-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('ends with a report: the pcall loop is a failed case naming the budget', async () => {
    const dir = path.join(tmp, 'suite', 'example.com', 'Loop');
    mkdirSync(path.join(dir, 'testdata'), { recursive: true });
    writeFileSync(path.join(dir, 'health.lua'), 'while true do pcall(function() while true do end end) end\n');
    writeFileSync(
      path.join(dir, 'health_test.yaml'),
      'tests:\n  - healthStatus:\n      status: Healthy\n      message: ok\n    inputPath: testdata/a.yaml\n',
    );
    writeFileSync(
      path.join(dir, 'testdata', 'a.yaml'),
      'apiVersion: example.com/v1\nkind: Loop\nmetadata:\n  name: a\n',
    );
    const output = path.join(tmp, 'out.json');
    const start = Date.now();
    process.exitCode = undefined;
    const code = await main([
      'node',
      'deploy-gate',
      'health-test',
      path.join(tmp, 'suite'),
      '--format',
      'json',
      '--output',
      output,
    ]);
    process.exitCode = undefined;
    expect(Date.now() - start).toBeLessThan(15_000);
    const result = JSON.parse(readFileSync(output, 'utf8')) as HealthSuiteResult;
    expect(result.failed).toBe(1);
    expect(result.cases[0]?.error).toContain('context deadline exceeded');
    expect(code).not.toBe(0);
  });
});
