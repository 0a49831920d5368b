// The linear glob matchers: Go's path.Match (cases from Go's own match_test.go), git's pathspec
// glob (checked against a real `git ls-files`), and patterns that make a backtracking RegExp hang.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goPathMatch, wildmatch } from '../../src/glob/match.js';

describe("Go's path.Match", () => {
  // [pattern, name, match] as Go's path/match_test.go lists them (errors: no match).
  const cases: [string, string, boolean][] = [
    ['abc', 'abc', true],
    ['*', 'abc', true],
    ['*c', 'abc', true],
    ['a*', 'a', true],
    ['a*', 'abc', true],
    ['a*', 'ab/c', false],
    ['a*/b', 'abc/b', true],
    ['a*/b', 'a/c/b', false],
    ['a*b*c*d*e*/f', 'axbxcxdxe/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/f', true],
    ['a*b*c*d*e*/f', 'axbxcxdxe/xxx/f', false],
    ['a*b*c*d*e*/f', 'axbxcxdxexxx/fff', false],
    ['a*b?c*x', 'abxbbxdbxebxczzx', true],
    ['a*b?c*x', 'abxbbxdbxebxczzy', false],
    ['ab[c]', 'abc', true],
    ['ab[b-d]', 'abc', true],
    ['ab[e-g]', 'abc', false],
    ['ab[^c]', 'abc', false],
    ['ab[^b-d]', 'abc', false],
    ['ab[^e-g]', 'abc', true],
    ['a\\*b', 'a*b', true],
    ['a\\*b', 'ab', false],
    ['a?b', 'a☺b', true],
    ['a[^a]b', 'a☺b', true],
    ['a???b', 'a☺b', false],
    ['a[!a]b', 'a☺b', false],
    ['[a-ζ]*', 'α', true],
    ['*[a-ζ]', 'A', false],
    ['a?b', 'a/b', false],
    ['a*b', 'a/b', false],
    ['[\\]a]', ']', true],
    ['[\\-]', '-', true],
    ['[x\\-]', 'x', true],
    ['[x\\-]', '-', true],
    ['[x\\-]', 'z', false],
    ['[\\-x]', 'x', true],
    ['[\\-x]', '-', true],
    ['[\\-x]', 'a', false],
    ['[]a]', ']', false],
    ['[-]', '-', false],
    ['[x-]', 'x', false],
    ['[x-]', '-', false],
    ['[-x]', 'x', false],
    ['\\', 'a', false],
    ['[a-b-c]', 'a', false],
    ['[', 'a', false],
    ['[^', 'a', false],
    ['[^bc', 'a', false],
    ['a[', 'a', false],
    ['a[', 'ab', false],
    ['a[', 'x', false],
    ['a/b[', 'x', false],
    ['*x', 'xxx', true],
  ];
  it.each(cases)('%s against %s is %s', (pattern, name, want) => {
    expect(goPathMatch(pattern, name)).toBe(want);
  });
});

describe("git's pathspec glob, as `git ls-files -- <pattern>` answers", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dg-wildmatch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = [
    'apps/web/config.json',
    'apps/web/prod/config.json',
    'apps/api/config.yaml',
    'apps/a]b/x.json',
    'apps/[x]/y.json',
    'config.json',
    'env-1/values.yaml',
    'env-x/values.yaml',
    'Upper/A.json',
  ];
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), 'x');
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('add', '.');
  const patterns = [
    'apps/*/config.json',
    'apps/**/config.json',
    '*.json',
    '**/*.yaml',
    'apps/?eb/*',
    'env-[0-9]/*',
    'env-[!0-9]/*',
    'env-[^0-9]/*',
    'env-[[:digit:]]/*',
    'apps/[]]*',
    'apps/a]b/*',
    '*[[:upper:]]*',
    'apps/\\[x]/*',
    'apps/[x/*',
    '*c*o*n*f*i*g*.json',
  ];
  it.each(patterns)('%s', (pattern) => {
    const real = git('ls-files', '-z', '--', pattern).split('\0').filter(Boolean).sort();
    expect(files.filter((f) => wildmatch(pattern, f)).sort()).toEqual(real);
  });
});

describe('patterns that make a backtracking matcher hang', () => {
  const pattern = `${'*a'.repeat(30)}*c`;
  const name = `${'a/'.repeat(5000)}b`;
  it('finish fast, for both matchers', () => {
    const start = Date.now();
    expect(wildmatch(pattern, name)).toBe(false);
    expect(goPathMatch(pattern, 'a'.repeat(10_000))).toBe(false);
    expect(goPathMatch(pattern.replace(/\*a/g, '*a/'), name)).toBe(false);
    expect(Date.now() - start).toBeLessThan(2000);
  });
});
