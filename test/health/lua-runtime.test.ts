import { describe, expect, it } from 'vitest';
import { runHealthScript } from '../../src/health/lua-sandbox.js';
import type { HealthRun } from '../../src/health/health-script.js';
import { goNumberString } from '../../src/health/lua-number.js';

const open = { openLibs: true };
const closed = { openLibs: false };

/** The message a script builds, as a status Healthy. */
function say(expr: string, obj: unknown = {}, options = open): HealthRun {
  return runHealthScript(`return { status = "Healthy", message = ${expr} }`, obj, options);
}
const message = (run: HealthRun) =>
  run.kind === 'status' ? run.health.message : `${run.kind}: ${run.kind === 'error' ? run.error : ''}`;

describe('gopher-lua number formatting', () => {
  it('prints integral numbers without a decimal point, like Lua 5.1 and unlike 5.3', () => {
    expect(message(say('tostring(3/1)'))).toBe('3');
    expect(message(say('"n=" .. (10 / 2)'))).toBe('n=5');
    expect(message(say('tostring(obj.spec.replicas)', { spec: { replicas: 3 } }))).toBe('3');
    expect(message(say('string.format("%s", 2.0)'))).toBe('2');
    expect(message(say('tostring(7/2)'))).toBe('3.5');
  });

  it('prints non-integral numbers as Go does', () => {
    expect(goNumberString(1 / 3)).toBe('0.3333333333333333');
    expect(goNumberString(1e-5)).toBe('1e-05');
    expect(goNumberString(1234567.5)).toBe('1.2345675e+06');
    expect(goNumberString(123456.5)).toBe('123456.5');
    expect(goNumberString(1e15)).toBe('1000000000000000');
    expect(goNumberString(1 / 0)).toBe('+Inf');
    expect(goNumberString(-1 / 0)).toBe('-Inf');
    expect(goNumberString(0 / 0)).toBe('NaN');
    expect(message(say('tostring(1/0)'))).toBe('+Inf');
  });
});

describe('Lua 5.1 libraries', () => {
  it('has unpack, table.getn and table.maxn, and not 5.3 additions', () => {
    expect(message(say('tostring(select(2, unpack({"a","b"})))'))).toBe('b');
    expect(message(say('tostring(table.getn({1,2,3}))'))).toBe('3');
    expect(message(say('tostring(table.maxn({[1]=1,[7]=2}))'))).toBe('7');
    expect(message(say('type(table.unpack) .. type(math.type) .. type(utf8) .. type(string.pack)'))).toBe(
      'nilnilnilnil',
    );
    expect(message(say('tostring(math.pow(2, 10)) .. " " .. tostring(math.log10(100))'))).toBe('1024 2');
  });

  it('truncates numbers for %d like gopher-lua instead of refusing them', () => {
    expect(message(say('string.format("%d of %d", 2.7, -1.5)'))).toBe('2 of -1');
    expect(message(say('string.format("%5.1f%%", 12.345)'))).toBe(' 12.3%');
  });

  it('opens only package, base, table and a safe os without useOpenLibs', () => {
    expect(message(say('type(string) .. type(math) .. type(os) .. type(table)', {}, closed))).toBe('nilnilniltable');
    expect(message(say('type(require("os").time())', {}, closed))).toBe('number');
    const methods = say('("x"):upper()', {}, closed);
    expect(methods.kind).toBe('error');
  });

  it('never reaches files, processes or the environment', () => {
    for (const expr of [
      'io.open("/etc/passwd")',
      'os.execute("true")',
      'os.getenv("HOME")',
      'dofile("/etc/passwd")',
      'loadfile("/etc/passwd")',
      'require("fs")',
      'debug.getinfo(1)',
    ]) {
      expect(say(expr).kind, expr).toBe('error');
    }
  });

  it('computes os.time from a table in UTC', () => {
    expect(message(say('tostring(os.time({year=2024, month=1, day=2, hour=3, min=4, sec=5}))'))).toBe('1704164645');
  });
});

describe('what a script returns', () => {
  it('turns an unknown status into Unknown with Argo CD message', () => {
    const run = runHealthScript('return { status = "Fine" }', {}, open);
    expect(run).toEqual({
      kind: 'status',
      health: { status: 'Unknown', message: 'Lua returned an invalid health status' },
    });
  });

  it('reads nil and an empty table as no health information, a string as an error', () => {
    expect(runHealthScript('local x = 1', {}, open)).toEqual({ kind: 'none' });
    expect(runHealthScript('return {}', {}, open)).toEqual({ kind: 'none' });
    expect(runHealthScript('return "Healthy"', {}, open)).toEqual({
      kind: 'error',
      error: 'expect table output from Lua script, not string',
    });
  });

  it('reports script errors and a message that is not a string', () => {
    const run = runHealthScript('return obj.status.phase', {}, open);
    expect(run.kind).toBe('error');
    expect(runHealthScript('return { status = "Healthy", message = 3 }', {}, open).kind).toBe('error');
  });

  it('stops a script after its budget', () => {
    const run = runHealthScript('while true do end', {}, { openLibs: true, budgetMs: 50 });
    expect(run).toMatchObject({ kind: 'error', error: expect.stringContaining('context deadline exceeded') });
  });

  it('sees JSON null as nil and arrays from index 1', () => {
    const run = say('tostring(obj.a == nil) .. #obj.list .. obj.list[1]', { a: null, list: ['x', 'y'] });
    expect(message(run)).toBe('true2x');
  });
});
