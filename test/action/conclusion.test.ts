import { describe, expect, it } from 'vitest';
import { conclusion } from '../../src/github/conclusion.js';

const summary = { targets: 2, resources: 3, fail: 0, inconclusive: 1, warning: 0 };

describe('verdict → step result', () => {
  it('pass passes, fail fails whatever fail-on-inconclusive says', () => {
    expect(conclusion({ verdict: 'pass', summary }, true).result).toBe('pass');
    expect(conclusion({ verdict: 'fail', summary: { ...summary, fail: 2 } }, false).result).toBe('fail');
  });

  it('inconclusive fails by default and only warns, loudly, when the workflow opted out', () => {
    expect(conclusion({ verdict: 'inconclusive', summary }, true)).toMatchObject({
      result: 'fail',
      message: expect.stringContaining('INCONCLUSIVE'),
    });
    const warn = conclusion({ verdict: 'inconclusive', summary }, false);
    expect(warn.result).toBe('warn');
    expect(warn.message).toMatch(/could NOT be checked.*fail-on-inconclusive is false/);
  });
});
