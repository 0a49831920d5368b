// `validate`'s default thread count follows the idle cores: workers only where a core is free for them.
import { describe, expect, it } from 'vitest';
import { busyCores, defaultValidateJobs } from '../../src/engine/validate/default-jobs.js';

describe('validate: default --jobs', () => {
  it('uses every core of an idle machine', () => {
    expect(defaultValidateJobs(2, 0)).toBe(2);
    expect(defaultValidateJobs(4, 0.3)).toBe(4);
    expect(defaultValidateJobs(2, 1.2)).toBe(2);
  });

  it('adds a worker only for a core that is idle on average', () => {
    expect(defaultValidateJobs(2, 1.6)).toBe(1);
    expect(defaultValidateJobs(4, 2.2)).toBe(3);
    expect(defaultValidateJobs(8, 7.4)).toBe(2);
  });

  it('runs on one thread on a saturated machine or a single core', () => {
    expect(defaultValidateJobs(2, 6.7)).toBe(1);
    expect(defaultValidateJobs(1, 0)).toBe(1);
  });

  it('counts the busy cores from the load average, or the threads runnable now when fewer (Linux)', () => {
    expect(busyCores(1.8, undefined)).toBe(1.8);
    // Just after a busy minute: the average still says 1.8, but only this thread runs now.
    expect(busyCores(1.8, '1.80 1.20 0.90 1/412 9876\n')).toBe(0);
    expect(busyCores(6.2, '6.20 6.00 6.10 5/900 9876\n')).toBe(4);
    expect(busyCores(0.4, '0.40 0.30 0.20 3/412 9876\n')).toBe(0.4);
    expect(busyCores(2, 'not a loadavg')).toBe(2);
  });
});
