import { describe, expect, it } from 'vitest';
import { stripUserinfo } from '../../src/redact/index.js';

describe('stripUserinfo', () => {
  it('masks up to the last @ before the path, so a password with an @ leaves nothing behind', () => {
    expect(stripUserinfo('fetch https://u:p@ss@charts.example/x failed')).toBe(
      'fetch https://***@charts.example/x failed',
    );
    expect(stripUserinfo('https://github.com/o/r/blob/x@y/file')).toBe('https://github.com/o/r/blob/x@y/file');
    expect(stripUserinfo('see https://charts.example/index.yaml')).toBe('see https://charts.example/index.yaml');
  });
});
