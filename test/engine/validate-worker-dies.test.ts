// A worker of `deploy-gate validate` that dies of an exception right after answering a batch: its
// reply may reach this thread after its death. The batches it held are validated by another
// thread and a late reply changes nothing, so the report is the one-thread report.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ValidateOptions } from '../../src/engine/validate/run-validate.js';
import type { Report } from '../../src/model/report.js';
import { bundleEntry } from '../helpers/bundle-entry.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { validateIn } from '../helpers/validate.js';

let work: string;
let workerFile: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-dies-'));
  workerFile = await bundleEntry('test/helpers/validate-worker-dies.ts', 'worker.mjs', 'dg-validate-dies');
  for (let k = 0; k < 40; k++)
    cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests'), path.join(work, 'm', `c${k}`), { recursive: true });
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(path.dirname(workerFile), { recursive: true, force: true });
});

const validate = (extra: Partial<ValidateOptions>): Promise<Report> => validateIn(work, ['m'], extra);

const same = (r: Report) => JSON.stringify({ ...r, targets: r.targets.map((t) => ({ ...t, durationMs: 0 })) });

describe('deploy-gate validate: a worker that dies of an exception inside a batch', () => {
  it('loses no file and counts none twice, whatever reaches this thread first', async () => {
    const single = same(await validate({}));
    for (let round = 0; round < 10; round++) {
      const report = await validate({ jobs: 4, pool: { workerFile, minWorkerBytes: 0, mainShare: false } });
      expect(same(report)).toBe(single);
    }
  });
});
