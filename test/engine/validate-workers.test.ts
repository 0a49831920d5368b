// `deploy-gate validate` over worker threads gives the very report this thread alone gives: the same
// findings, locations, targets and order. The worker entry is bundled here with esbuild, as
// scripts/build.mjs bundles dist/validate-worker.js, so the test runs the worker code of this tree.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBatches } from '../../src/engine/validate/batches.js';
import { collectInputs } from '../../src/engine/validate/inputs.js';
import { type ValidateOptions } from '../../src/engine/validate/run-validate.js';
import type { Report } from '../../src/model/report.js';
import { bundleEntry } from '../helpers/bundle-entry.js';
import { FIXTURES_DIR } from '../helpers/fixtures.js';
import { HAS_SHARED, SKIP_SHARED_MESSAGE, sharedPath } from '../helpers/shared.js';
import { validateIn } from '../helpers/validate.js';

let work: string;
let workerFile: string;
let cache: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'dg-validate-workers-'));
  cache = path.join(work, 'cache');
  workerFile = await bundleEntry('src/engine/validate/worker.ts', 'validate-worker.mjs', 'dg-validate-worker');
  // 40 copies of every fixture file, each in its own folder: many batches, findings in most of them.
  for (let k = 0; k < 40; k++)
    cpSync(path.join(FIXTURES_DIR, 'validate', 'manifests'), path.join(work, 'm', `c${k}`), { recursive: true });
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(path.dirname(workerFile), { recursive: true, force: true });
});

const validate = (paths: string[], extra: Partial<ValidateOptions>): Promise<Report> =>
  validateIn(work, paths, { cacheDir: cache, ...extra });

/** Everything but the timings. */
const same = (r: Report) => JSON.stringify({ ...r, targets: r.targets.map((t) => ({ ...t, durationMs: 0 })) });

describe('deploy-gate validate: worker threads', () => {
  it('gives the single-thread report, finding for finding, in the same order', async () => {
    const stdin = readFileSync(path.join(FIXTURES_DIR, 'validate', 'manifests', 'bad.yaml'), 'utf8');
    const paths = ['m', '-'];
    const single = await validate(paths, { stdin: () => stdin });
    expect(single.findings.length).toBeGreaterThan(150);
    const stats = { mainBatches: 0, workerBatches: 0 };
    const workers = await validate(paths, {
      stdin: () => stdin,
      jobs: 3,
      pool: { workerFile, minWorkerBytes: 0, mainShare: false, stats },
    });
    expect(stats.mainBatches).toBe(0);
    expect(stats.workerBatches).toBeGreaterThan(1);
    expect(same(workers)).toBe(same(single));
    // And with this thread taking its share, however the batches fall.
    const mixed = await validate(paths, { stdin: () => stdin, jobs: 2, pool: { workerFile, minWorkerBytes: 0 } });
    expect(same(mixed)).toBe(same(single));
  });

  it('a worker that cannot start loses nothing: this thread validates its batches', async () => {
    const broken = path.join(work, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('this worker cannot start');\n");
    const single = await validate(['m'], {});
    const stats = { mainBatches: 0, workerBatches: 0 };
    const report = await validate(['m'], {
      jobs: 2,
      pool: { workerFile: broken, minWorkerBytes: 0, mainShare: false, stats },
    });
    expect(stats.workerBatches).toBe(0);
    expect(stats.mainBatches).toBeGreaterThan(0);
    expect(same(report)).toBe(same(single));
  });

  it('a worker that dies mid-run loses nothing: what it claimed and did not answer is validated here', async () => {
    const single = await validate(['m'], {});
    // The real worker, whose second answer never leaves: it exits, or throws, with a batch claimed.
    for (const death of ['process.exit(7)', "throw new Error('worker died')"]) {
      const dying = path.join(path.dirname(workerFile), `dying-${death.length}.mjs`);
      writeFileSync(
        dying,
        [
          "import { parentPort } from 'node:worker_threads';",
          'const post = parentPort.postMessage.bind(parentPort);',
          'let answers = 0;',
          `parentPort.postMessage = (m) => { if (++answers === 2) ${death}; post(m); };`,
          "await import('./validate-worker.mjs');",
        ].join('\n'),
      );
      const stats = { mainBatches: 0, workerBatches: 0 };
      const report = await validate(['m'], {
        jobs: 2,
        pool: { workerFile: dying, minWorkerBytes: 0, mainShare: false, stats },
      });
      // Its one answer may be dropped if its death is seen first (Node emits error before draining).
      expect(stats.workerBatches).toBeLessThanOrEqual(1);
      expect(stats.mainBatches).toBeGreaterThan(1);
      expect(same(report)).toBe(same(single));
    }
  });

  it('a worker still loading when this thread has done every batch is not waited for', async () => {
    // A worker that never gets ready: without the cancellation the run would wait for it forever.
    const stuck = path.join(path.dirname(workerFile), 'stuck-worker.mjs');
    writeFileSync(stuck, 'setInterval(() => undefined, 1000);\nawait new Promise(() => undefined);\n');
    const single = await validate(['m'], {});
    const stats = { mainBatches: 0, workerBatches: 0 };
    const report = await validate(['m'], { jobs: 2, pool: { workerFile: stuck, minWorkerBytes: 0, stats } });
    expect(stats.workerBatches).toBe(0);
    expect(same(report)).toBe(same(single));
  }, 60_000);

  it('every batch is validated once when threads race for them (two workers and this thread)', async () => {
    const single = await validate(['m'], {});
    const stats = { mainBatches: 0, workerBatches: 0 };
    const report = await validate(['m'], { jobs: 3, pool: { workerFile, minWorkerBytes: 0, stats } });
    expect(stats.mainBatches + stats.workerBatches).toBe(
      planBatches(collectInputs(['m'], () => '', work).files).length,
    );
    expect(same(report)).toBe(same(single));
  });

  it('little text stays in this thread (starting workers would cost more than it saves)', async () => {
    const stats = { mainBatches: 0, workerBatches: 0 };
    await validate(['m/c0'], { jobs: 2, pool: { workerFile, stats } });
    expect(stats).toEqual({ mainBatches: 1, workerBatches: 0, workers: 0 });
  });

  it('gives the single-thread report on the corpus plain YAML (with ../shared)', async (ctx) => {
    if (!HAS_SHARED) {
      console.warn(SKIP_SHARED_MESSAGE);
      ctx.skip();
      return;
    }
    // Plain manifests first, then chart templates and values (parse errors, objects without a kind).
    const dir = path.join(work, 'corpus');
    mkdirSync(dir);
    let n = 0;
    for (const part of [
      'kustomize-examples',
      'flux2-kustomize-helm-example',
      'wikimedia-deployment-charts',
      'prometheus-community-charts',
    ]) {
      const from = sharedPath('corpus', part);
      for (const entry of readdirSync(from, { recursive: true, encoding: 'utf8' }).sort()) {
        if (/\.ya?ml$/.test(entry) && n < 500)
          cpSync(path.join(from, entry), path.join(dir, `${n++}-${path.basename(entry)}`));
      }
    }
    const crds = [path.join(sharedPath('data', 'crds-catalog'), '{{group}}/{{kind}}_{{version}}.json')];
    const single = await validate(['corpus'], { crdSchemaLocations: crds });
    const workers = await validate(['corpus'], {
      crdSchemaLocations: crds,
      jobs: 2,
      pool: { workerFile, minWorkerBytes: 0, mainShare: false },
    });
    expect(single.summary.resources).toBeGreaterThan(50);
    expect(single.findings.length).toBeGreaterThan(50);
    expect(same(workers)).toBe(same(single));
  });
});
