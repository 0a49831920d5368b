// `deploy-gate validate` from the bundle (dist/cli.js + dist/validate-worker.js), as users run it:
// the worker threads start from the bundle and give the report one thread gives.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, OPENAPI_LOCATION } from '../helpers/fixtures.js';

const DIST = path.resolve(import.meta.dirname, '..', '..', 'dist');
const CLI = path.join(DIST, 'cli.js');
const HAS_WORKER_BUNDLE = existsSync(path.join(DIST, 'validate-worker.js'));

describe('deploy-gate validate from the bundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-bundle-'));
    // Over 1 MiB of manifests, so the workers are used: 300 files, a bad one every 50th.
    const good = readFileSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'good.yaml'), 'utf8');
    const bad = readFileSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'bad.yaml'), 'utf8');
    for (let i = 0; i < 300; i++) {
      mkdirSync(path.join(dir, 'm', `d${i % 10}`), { recursive: true });
      const body = Array.from({ length: 10 }, (_, k) => good.replaceAll('name: web', `name: web-${k}`)).join('---\n');
      writeFileSync(path.join(dir, 'm', `d${i % 10}`, `f${i}.yaml`), i % 50 === 0 ? bad : body);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (jobs: string, ...extra: string[]) => {
    const out = path.join(dir, `report-${jobs}${extra.join('')}.json`);
    const r = spawnSync(
      process.execPath,
      [
        CLI,
        'validate',
        'm',
        '--jobs',
        jobs,
        '--offline',
        '--schema-location',
        OPENAPI_LOCATION,
        '--format',
        'json',
        '--output',
        out,
        ...extra,
      ],
      { cwd: dir, encoding: 'utf8', env: { ...process.env, DEPLOY_GATE_TIMING: '1' }, timeout: 120_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as { targets: { durationMs: number }[] };
    report.targets.forEach((t) => (t.durationMs = 0));
    return { code: r.status, stderr: r.stderr, report };
  };

  it('uses worker threads and reports what one thread reports (exit 1)', (ctx) => {
    if (!HAS_WORKER_BUNDLE) {
      console.warn('dist/ predates validate (no dist/validate-worker.js; npm run build makes it): skipping');
      ctx.skip();
      return;
    }
    const one = run('1');
    const three = run('3');
    expect(one.code).toBe(1);
    expect(three.code).toBe(1);
    expect(one.stderr).toMatch(/validate batches: \d+ on the main thread, 0 on 0 worker/);
    expect(three.stderr).toMatch(/validate batches: \d+ on the main thread, [1-9]\d* on 2 worker/);
    expect(three.report).toEqual(one.report);
  });

  it('--timeout: every thread is a worker, the main thread only watches the clock; same report', (ctx) => {
    if (!HAS_WORKER_BUNDLE) {
      console.warn('dist/ predates validate --timeout: skipping');
      ctx.skip();
      return;
    }
    const one = run('1');
    const watched = run('2', '--timeout', '600');
    expect(watched.code).toBe(1);
    expect(watched.stderr).toMatch(/validate batches: 0 on the main thread, [1-9]\d* on 2 worker/);
    expect(watched.report).toEqual(one.report);
  });

  it('--timeout that is not a positive number is a usage error (exit 2)', () => {
    const r = spawnSync(process.execPath, [CLI, 'validate', 'm', '--timeout', 'soon'], { cwd: dir, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--timeout must be a positive number of seconds, got soon/);
  });
});
