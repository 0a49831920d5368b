import { describe, expect, it } from 'vitest';
import { isLoopback, pacingFor, PRODUCTION_PACING, TEST_PACING_ENV } from '../../src/github/client.js';

describe('client pacing', () => {
  it('is production pacing without the knob', () => {
    expect(pacingFor('http://127.0.0.1:4000', {})).toEqual(PRODUCTION_PACING);
    expect(PRODUCTION_PACING.writeIntervalMs).toBeGreaterThanOrEqual(1000);
  });

  it('honours the test knob only for a loopback API', () => {
    const env = { [TEST_PACING_ENV]: '10' };
    expect(pacingFor('http://127.0.0.1:4000', env).writeIntervalMs).toBe(10);
    expect(pacingFor('http://localhost:4000/api/v3', env).notificationIntervalMs).toBe(10);
    expect(pacingFor('https://api.github.com', env)).toEqual(PRODUCTION_PACING);
    expect(pacingFor('https://127.0.0.1.evil.example', env)).toEqual(PRODUCTION_PACING);
    expect(pacingFor('https://ghe.example.com/api/v3', env)).toEqual(PRODUCTION_PACING);
    expect(pacingFor(undefined, env)).toEqual(PRODUCTION_PACING);
  });

  it('ignores a malformed knob', () => {
    expect(pacingFor('http://127.0.0.1:1', { [TEST_PACING_ENV]: '-5' })).toEqual(PRODUCTION_PACING);
    expect(pacingFor('http://127.0.0.1:1', { [TEST_PACING_ENV]: 'fast' })).toEqual(PRODUCTION_PACING);
  });

  it('knows loopback hosts', () => {
    expect(isLoopback('http://[::1]:80')).toBe(true);
    expect(isLoopback('http://127.1.2.3')).toBe(true);
    expect(isLoopback('not a url')).toBe(false);
  });
});
