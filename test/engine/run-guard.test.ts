// Every run ends with a report (issue 31): the deadline cuts any phase short, an internal error is a
// finding; usage and configuration faults still stop the run as errors.
import { afterAll, describe, expect, it } from 'vitest';
import { guardRun } from '../../src/engine/run-guard.js';
import { UsageError, type RunOptions } from '../../src/engine/options.js';
import { run } from '../../src/run.js';
import type { Report } from '../../src/model/report.js';
import { TempRepo } from '../helpers/git-repo.js';
import { OPENAPI_LOCATION } from '../helpers/fixtures.js';

const OPTS: RunOptions = {
  mode: 'check',
  repo: '.',
  jobs: 1,
  offline: true,
  schemaLocations: [],
  crdSchemaLocations: [],
};

const incomplete = (r: Report) => r.findings.filter((f) => f.ruleId === 'run/incomplete').map((f) => f.message);

describe('guardRun', () => {
  it('at the deadline, a run still working ends with a report naming its phase', async () => {
    const start = Date.now();
    const report = await guardRun({ ...OPTS, deadline: Date.now() + 200 }, { name: 'coverage' }, new Promise(() => {}));
    expect(Date.now() - start).toBeLessThan(5000);
    expect(report.verdict).toBe('inconclusive');
    expect(incomplete(report)).toEqual([
      'the run deadline (--timeout) passed during coverage; what was not finished was not checked',
    ]);
  });

  it('an internal error is a finding, never a run without a report', async () => {
    const report = await guardRun(
      OPTS,
      { name: 'discovery' },
      Promise.reject(new Error("ENOENT: lstat '/tmp/x/tree'")),
    );
    expect(report.verdict).toBe('inconclusive');
    expect(incomplete(report)[0]).toMatch(/^an internal error stopped the run \(ENOENT.*\) during discovery/);
  });

  it('a usage fault is still an error (exit 2), not a report', async () => {
    await expect(guardRun(OPTS, { name: 'x' }, Promise.reject(new UsageError('bad --base')))).rejects.toThrow(
      'bad --base',
    );
  });

  it('a run that finishes in time is its own report', async () => {
    const done = { verdict: 'pass' } as Report;
    expect(await guardRun({ ...OPTS, deadline: Date.now() + 60_000 }, { name: 'x' }, Promise.resolve(done))).toBe(done);
  });
});

describe('a pull request adding thousands of small files under a discovered folder', () => {
  const repo = new TempRepo();
  afterAll(() => repo.cleanup());

  it('gets a report within --timeout', async () => {
    repo
      .write({
        'apps/web/kustomization.yaml': 'resources: [cm.yaml]\n',
        'apps/web/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n',
      })
      .commit('base');
    const files: Record<string, string> = {};
    for (let i = 0; i < 4000; i++) files[`apps/web/extra/d${i % 40}/f${i}.yaml`] = `a: ${i}\n`;
    repo.write(files).commit('head');
    const start = Date.now();
    const report = await run({
      ...OPTS,
      repo: repo.dir,
      base: 'HEAD~1',
      head: 'HEAD',
      offline: false,
      schemaLocations: [OPENAPI_LOCATION],
      timeoutSeconds: 2,
    });
    expect(Date.now() - start).toBeLessThan(2000 + 1500);
    expect(report.verdict).not.toBe('pass');
  }, 120_000);
});
