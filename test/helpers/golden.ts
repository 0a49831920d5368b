import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * Compares `actual` with the committed golden file. Goldens are written only on request
 * (UPDATE_GOLDEN=1): a missing golden fails, so a test can never pass by writing what it expects.
 */
export function expectGolden(file: string, actual: string, label = path.basename(file)): void {
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  let expected: string;
  try {
    expected = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`golden file ${label} is missing: run with UPDATE_GOLDEN=1 to write it, then review and commit it`);
  }
  expect(actual, label).toBe(expected);
}
