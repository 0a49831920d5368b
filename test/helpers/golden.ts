// Golden files: compared, never written, unless UPDATE_GOLDEN=1 says so. A missing golden fails the test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export const UPDATE_GOLDEN = process.env.UPDATE_GOLDEN === '1';

/** `label` names the file in the failure message (repo-relative). */
export function expectGoldenFile(file: string, actual: string, label = file): void {
  if (UPDATE_GOLDEN) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file)) expect.fail(`${label} is missing: run the test with UPDATE_GOLDEN=1 to write it, then review it`);
  expect(actual, label).toBe(readFileSync(file, 'utf8'));
}
