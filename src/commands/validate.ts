// `deploy-gate validate [paths...]`: schema validation of manifest files as they are, in worker threads.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageRoot } from '../package-root.js';
import { runValidate } from '../engine/validate/run-validate.js';
import { busyCores, defaultValidateJobs } from '../engine/validate/default-jobs.js';
import { EXIT_CODE, heldSecrets, parseJobs, parseTimeout, type CommonFlags } from './common.js';

export type ValidateFlags = Omit<CommonFlags, 'repo' | 'helm' | 'kustomize' | 'resolveTags' | 'progress'> & {
  kubernetesVersion?: string;
};

/**
 * The bundled worker entry, beside dist/cli.js. Only the bundle has one: run from the TypeScript
 * sources (tests), a dist/ left from an older build must not be picked up, so there is none.
 */
export function bundledWorkerFile(): string | undefined {
  if (fileURLToPath(import.meta.url).endsWith('.ts')) return undefined;
  const file = path.join(packageRoot(), 'dist', 'validate-worker.js');
  return existsSync(file) ? file : undefined;
}

/** Linux's /proc/loadavg (its runnable-threads count), or undefined elsewhere. */
function procLoadavg(): string | undefined {
  try {
    return readFileSync('/proc/loadavg', 'utf8');
  } catch {
    return undefined;
  }
}

export async function validateCommand(paths: string[], flags: ValidateFlags): Promise<number> {
  const secrets = heldSecrets();
  const stats = { mainBatches: 0, workerBatches: 0, workers: 0 };
  const jobs =
    parseJobs(flags.jobs) ||
    defaultValidateJobs(os.availableParallelism(), busyCores(os.loadavg()[0] ?? 0, procLoadavg()));
  const report = await runValidate({
    paths,
    configPath: flags.config,
    kubernetesVersion: flags.kubernetesVersion,
    schemaLocations: flags.schemaLocation,
    crdSchemaLocations: flags.crdSchemaLocation,
    offline: flags.offline,
    jobs,
    ...(flags.timeout !== undefined ? { timeoutSeconds: parseTimeout(flags.timeout) } : {}),
    pool: { workerFile: bundledWorkerFile(), stats },
  });
  // DEPLOY_GATE_TIMING (as for check and audit): which threads validated, for the bench and the bundle test.
  if (process.env.DEPLOY_GATE_TIMING)
    process.stderr.write(
      `deploy-gate timing: validate batches: ${stats.mainBatches} on the main thread, ${stats.workerBatches} on ${stats.workers} worker(s)\n`,
    );
  // As in gate.ts: the report writers load after the run, not before the workers start.
  const { printReport } = await import('./print-report.js');
  printReport(report, flags, secrets, [...flags.schemaLocation, ...flags.crdSchemaLocation]);
  return EXIT_CODE[report.verdict];
}
