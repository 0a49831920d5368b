import { performance } from 'node:perf_hooks';
import { UsageError, type RunOptions } from '../engine/options.js';
import { run } from '../run.js';
import { EXIT_CODE, heldSecrets, parseJobs, parseTimeout, toolProblem, type CommonFlags } from './common.js';
import { afterNextProcess } from '../engine/after-next-process.js';
import { progressLine, type ProgressLine } from './progress-line.js';

export interface GateFlags
  extends CommonFlags, Pick<RunOptions, 'base' | 'head' | 'ref' | 'argocdServer' | 'argocdInsecure' | 'argocdCaFile'> {
  environment?: string[];
  shard?: string;
  /** audit --render-cache [dir] */
  renderCache?: boolean | string;
}

function parseShard(value: string | undefined): RunOptions['shard'] {
  if (!value) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`--shard must be I/N with 1 <= I <= N, got ${value}`);
  return { index, count };
}

export function runOptionsOf(mode: 'check' | 'audit', flags: GateFlags, progress?: ProgressLine): RunOptions {
  const secrets = heldSecrets();
  return {
    mode,
    repo: flags.repo,
    base: flags.base,
    head: flags.head,
    ref: flags.ref,
    configPath: flags.config,
    environments: flags.environment,
    schemaLocations: flags.schemaLocation,
    crdSchemaLocations: flags.crdSchemaLocation,
    helm: flags.helm,
    kustomize: flags.kustomize,
    jobs: parseJobs(flags.jobs),
    ...(flags.timeout !== undefined ? { timeoutSeconds: parseTimeout(flags.timeout) } : {}),
    offline: flags.offline,
    resolveTags: flags.resolveTags,
    secrets,
    env: process.env,
    onSecret: (value) => secrets.push(value),
    ...(process.env.DEPLOY_GATE_TIMING ? { onFirstRender: sayFirstRender } : {}),
    // The bench's reference run of the plain path (engine/discovery-renders.ts).
    ...(process.env.DEPLOY_GATE_PLAIN_DISCOVERY === '1' ? { separateDiscovery: true } : {}),
    shard: parseShard(flags.shard),
    argocdServer: flags.argocdServer,
    argocdToken: process.env.ARGOCD_AUTH_TOKEN,
    argocdInsecure: flags.argocdInsecure,
    argocdCaFile: flags.argocdCaFile,
    renderCache: flags.renderCache !== undefined && flags.renderCache !== false,
    ...(typeof flags.renderCache === 'string' ? { renderCacheDir: flags.renderCache } : {}),
    onProgress: flags.progress === false || !progress ? undefined : (msg) => progress.update(msg),
  };
}

/**
 * With DEPLOY_GATE_TIMING set, say how long after process start the first render began, and the CPU
 * this process had used by then (steadier than wall time on a loaded machine; npm run bench reads both).
 * The render's work before its tool runs (a helm target's API versions, the inputs' confinement)
 * comes after this mark: the next line says when the first render's tool process was started.
 */
function sayFirstRender(): void {
  process.stderr.write(`deploy-gate timing: first render at ${sinceStart()}\n`);
  afterNextProcess(() => process.stderr.write(`deploy-gate timing: first tool process at ${sinceStart()}\n`));
}

/** `N ms (cpu M ms)`: wall time since process start, and this process's CPU by then. */
function sinceStart(): string {
  const { user, system } = process.cpuUsage();
  return `${performance.now().toFixed(0)} ms (cpu ${((user + system) / 1000).toFixed(0)} ms)`;
}

/** check/audit: run, print the report in the chosen format, exit with the verdict's code. */
export async function gateCommand(mode: 'check' | 'audit', flags: GateFlags): Promise<number> {
  const progress = progressLine(process.stderr);
  const opts = runOptionsOf(mode, flags, progress);
  const report = await run(opts);
  const tools = toolProblem(report);
  if (tools) {
    progress.abandon();
    throw new UsageError(tools);
  }
  progress.finish();
  // The report writers load after the run: nothing before the first render waits for them.
  const { printReport } = await import('./print-report.js');
  printReport(report, flags, opts.secrets ?? [], [...opts.schemaLocations, ...opts.crdSchemaLocations]);
  return EXIT_CODE[report.verdict];
}
