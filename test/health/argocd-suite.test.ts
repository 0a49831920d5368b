import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { runHealthSuites, type HealthSuiteResult } from '../../src/health/suite-run.js';
import { HAS_SHARED, SKIP_SHARED_MESSAGE, sharedPath } from '../helpers/shared.js';

/**
 * Argo CD's own health checks and their tests (half of its API groups). SOURCES.md counts 554
 * `inputPath` lines; 9 of them are commented out, and two cases of apps.kruise.io/CloneSet spell
 * it `inputpath` (Argo CD reads them: Go's JSON decoding ignores case) but their input files were
 * not copied into the data. Everything that can run must pass.
 */
describe.skipIf(!HAS_SHARED)('Argo CD resource_customizations health tests', () => {
  let result: HealthSuiteResult;
  beforeAll(() => {
    result = runHealthSuites([sharedPath('data', 'argocd-health', 'resource_customizations')]);
  });

  it('finds every live case of the 121 kinds', () => {
    expect(result.cases.length).toBe(547);
    expect(new Set(result.cases.map((c) => c.kind)).size).toBe(121);
  });

  it('passes every case whose input exists, with the expected status and message', () => {
    const runnable = result.cases.filter((c) => existsSync(c.inputPath));
    const failures = runnable
      .filter((c) => !c.ok)
      .map((c) => ({ input: c.inputPath, expected: c.expected, actual: c.actual, error: c.error }));
    expect(failures).toEqual([]);
    expect(runnable.length).toBe(545);
    expect(result.passed).toBe(545);
  });

  it('misses only the two CloneSet inputs absent from the copy, and says so', () => {
    const missing = result.cases.filter((c) => !existsSync(c.inputPath));
    expect(missing.map((c) => c.inputPath.replace(/.*resource_customizations\//, ''))).toEqual([
      'apps.kruise.io/CloneSet/testdata/suspended.yaml',
      'apps.kruise.io/CloneSet/testdata/partition_suspended.yaml',
    ]);
    for (const c of missing)
      expect(c).toMatchObject({ ok: false, error: expect.stringMatching(/cannot read the input/) });
  });
});

if (!HAS_SHARED) describe('Argo CD resource_customizations health tests', () => it.skip(SKIP_SHARED_MESSAGE, () => {}));
