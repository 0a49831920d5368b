// `deploy-gate validate --timeout`: a file that never finishes (here a worker that spins on it)
// cannot stop the run. At the deadline the workers are stopped, the file is named as stopped, and
// every file not validated is inconclusive (E_RUN_DEADLINE) — never a pass, never lost. What was
// validated in time keeps exactly the findings a run without a deadline gives.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  work = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-deadline-'));
  workerFile = await bundleEntry('test/helpers/validate-worker-hangs.ts', 'worker.mjs', 'dg-validate-hangs');
  for (let k = 0; k < 30; k++)
    cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests'), path.join(work, 'm', `c${k}`), { recursive: true });
  const good = path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml');
  cpSync(good, path.join(work, 'm', 'c15', 'hang.yaml'));
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(path.dirname(workerFile), { recursive: true, force: true });
});

const validate = (extra: Partial<ValidateOptions>): Promise<Report> => validateIn(work, ['m'], extra);

const byPath = (r: Report) => new Map(r.targets.map((t) => [t.path, { ...t, durationMs: 0 }]));
const findingsOf = (r: Report, file: string) => r.findings.filter((f) => f.app === file);

describe('deploy-gate validate --timeout', () => {
  it('stops a worker stuck in one file at the deadline, names it, and keeps what was validated', async () => {
    const all = await validate({});
    const report = await validate({ jobs: 2, timeoutSeconds: 8, pool: { workerFile, minWorkerBytes: 0 } });
    const hang = report.targets.find((t) => t.path.endsWith('hang.yaml'));
    expect(hang).toMatchObject({ status: 'failed', reason: 'E_RUN_DEADLINE', resources: 0 });
    const [stopped] = findingsOf(report, hang?.app ?? '');
    expect(stopped).toMatchObject({ ruleId: 'render/failed', verdict: 'inconclusive' });
    expect(stopped?.message).toMatch(/still running when the run deadline .* passed; it was stopped/);
    expect(report.verdict).not.toBe('pass');
    // Every file is in the report once; those validated in time are exactly as without a deadline.
    const before = byPath(all);
    const after = byPath(report);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    let validated = 0;
    for (const [file, target] of after) {
      if (target.reason === 'E_RUN_DEADLINE') {
        expect(findingsOf(report, target.app).map((f) => f.verdict)).toEqual(['inconclusive']);
        continue;
      }
      validated++;
      expect(target).toEqual(before.get(file));
      expect(findingsOf(report, target.app)).toEqual(findingsOf(all, target.app));
    }
    // The other worker went on past the stuck one: most files were validated.
    expect(validated).toBeGreaterThan(after.size / 2);
  }, 60_000);

  it('with a deadline already passed, validates nothing and passes nothing', async () => {
    const report = await validate({ timeoutSeconds: 1e-9 });
    expect(report.targets.length).toBeGreaterThan(0);
    expect(report.targets.every((t) => t.status === 'failed' && t.reason === 'E_RUN_DEADLINE')).toBe(true);
    expect(report.findings.every((f) => f.ruleId === 'render/failed' && f.verdict === 'inconclusive')).toBe(true);
    expect(report.findings[0]?.message).toMatch(/passed before .* was validated; it was not checked/);
    expect(report.verdict).toBe('inconclusive');
  });

  it('a deadline that is not reached changes nothing, in workers or in this thread', async () => {
    rmSync(path.join(work, 'm', 'c15', 'hang.yaml'));
    try {
      const plain = JSON.stringify([...byPath(await validate({}))]);
      const inThread = await validate({ timeoutSeconds: 600 });
      const inWorkers = await validate({ jobs: 2, timeoutSeconds: 600, pool: { workerFile, minWorkerBytes: 0 } });
      // Longer than a Node timer can wait at once (2^31-1 ms, ~24.8 days): armed again, not fired at once.
      const farAway = await validate({ jobs: 2, timeoutSeconds: 3e6, pool: { workerFile, minWorkerBytes: 0 } });
      expect(JSON.stringify([...byPath(inThread)])).toBe(plain);
      expect(JSON.stringify([...byPath(inWorkers)])).toBe(plain);
      expect(JSON.stringify([...byPath(farAway)])).toBe(plain);
      expect(inWorkers.findings).toEqual(inThread.findings);
    } finally {
      writeFileSync(path.join(work, 'm', 'c15', 'hang.yaml'), '');
      cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml'), path.join(work, 'm', 'c15', 'hang.yaml'));
    }
  }, 60_000);

  it('a file that kills its worker is inconclusive, not validated again here; the rest of its batch is', async () => {
    const crash = path.join(work, 'm', 'c7', 'crash.yaml');
    cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml'), crash);
    rmSync(path.join(work, 'm', 'c15', 'hang.yaml'));
    try {
      const all = byPath(await validate({}));
      const report = await validate({ jobs: 2, pool: { workerFile, minWorkerBytes: 0, mainShare: false } });
      const after = byPath(report);
      expect([...after.keys()].sort()).toEqual([...all.keys()].sort());
      for (const [file, target] of after) {
        if (file.endsWith('crash.yaml')) {
          expect(target).toMatchObject({ status: 'failed', reason: 'E_VALIDATOR_DIED' });
          const [died] = findingsOf(report, target.app);
          expect(died).toMatchObject({ ruleId: 'render/failed', verdict: 'inconclusive' });
          expect(died?.message).toMatch(/the worker thread validating .*crash\.yaml died/);
        } else expect(target).toEqual(all.get(file));
      }
      expect(report.verdict).not.toBe('pass');
    } finally {
      rmSync(crash);
      cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml'), path.join(work, 'm', 'c15', 'hang.yaml'));
    }
  }, 60_000);
});
