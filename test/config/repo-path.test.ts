// repoPathProblem (src/config/semantics.ts) first asks one regular expression whether a path holds
// anything its tests look for, so the thousands of plain target paths of a big config pass in one
// test each. This holds it to the tests written out one by one, on random paths made of the
// characters that matter.
import { describe, expect, it } from 'vitest';
import { repoPathProblem } from '../../src/config/index.js';

/** The tests without the first question (what repoPathProblem answered before it). */
function plainProblem(p: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) return 'url';
  if (/^[a-z]:/i.test(p)) return 'absolute';
  if (p.startsWith('/') || p.startsWith('\\')) return 'absolute';
  if (p.split(/[\\/]/).includes('..')) return 'dots';
  if (p.includes('\0')) return 'nul';
  return undefined;
}

const KIND: Record<string, string> = {
  'is a URL; only directories and files inside the repository are allowed': 'url',
  'is absolute; use a path relative to the repository root': 'absolute',
  'contains ".."; paths must stay inside the repository': 'dots',
  'contains a NUL byte': 'nul',
};

describe('repo path problems (semantics.ts repoPathProblem)', () => {
  it('are the same as the tests one by one, on 20,000 random paths', () => {
    let s = 22;
    const next = (n: number) => {
      s = (s * 1103515245 + 12345) % 2147483648;
      return Math.floor((s / 2147483648) * n);
    };
    const PIECES = ['a', 'B', '1', '.', '..', '/', '\\', ':', '://', '\0', 'c:', 'x+y', ' ', 'é', '-'];
    let problems = 0;
    for (let n = 0; n < 20000; n++) {
      const p = Array.from({ length: next(7) }, () => PIECES[next(PIECES.length)] as string).join('');
      const got = repoPathProblem(p);
      const kind = got === undefined ? undefined : KIND[got];
      expect(kind, JSON.stringify(p)).toBe(plainProblem(p));
      if (got) problems++;
    }
    expect(problems).toBeGreaterThan(5000);
    expect(problems).toBeLessThan(19000);
  });
});
