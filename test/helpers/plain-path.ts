// A speed path's agreement test: the bundled CLI checks the example repository twice, once as
// shipped and once with the plain path's environment, and the two reports must be equal.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildExampleRepo } from '../../scripts/example-repo.mjs';
import { ensureBundle } from '../action/runner.js';
import { OPENAPI_LOCATION } from './fixtures.js';

export interface BothWays {
  fast: SpawnSyncReturns<string>;
  plain: SpawnSyncReturns<string>;
}

/** The example's check with `fastEnv` and with `plainEnv` (each replacing the whole environment). */
export function exampleCheckBothWays(fastEnv: NodeJS.ProcessEnv, plainEnv: NodeJS.ProcessEnv): BothWays {
  ensureBundle();
  const example = buildExampleRepo();
  try {
    const cli = path.resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
    const args = ['check', '--repo', example.dir, '--base', 'main', '--head', 'pr', '--format', 'json'];
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, [cli, ...args, '--no-progress', '--schema-location', OPENAPI_LOCATION], {
        encoding: 'utf8',
        env,
        timeout: 120_000,
      });
    return { fast: run(fastEnv), plain: run(plainEnv) };
  } finally {
    rmSync(example.dir, { recursive: true, force: true });
  }
}

/** A JSON report with its timings (`durationMs`, the report's and each target's) zeroed: all that may differ. */
export function reportWithoutTimings(stdout: string): unknown {
  return JSON.parse(stdout, (key, value: unknown) => (key === 'durationMs' ? 0 : value));
}
