import { existsSync } from 'node:fs';
import path from 'node:path';

/** ../shared beside the project (design data, corpus). Absent in a user's clone: tests that need it skip. */
export const SHARED_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'shared');
/** DEPLOY_GATE_TEST_NO_SHARED=1 runs the suite as a clone with nothing beside it would (to check that path here). */
export const HAS_SHARED = !process.env.DEPLOY_GATE_TEST_NO_SHARED && existsSync(path.join(SHARED_DIR, 'data'));

export function sharedPath(...parts: string[]): string {
  return path.join(SHARED_DIR, ...parts);
}

export const SKIP_SHARED_MESSAGE = `../shared is absent (${SHARED_DIR}): skipping tests that read the shared data and corpus`;
if (!HAS_SHARED) console.warn(SKIP_SHARED_MESSAGE);
