import type { RunOptions } from '../engine/options.js';
import { run } from '../run.js';
import { formatReport } from '../report/index.js';
import type { CommonFlags } from './common.js';
import { EXIT_CODE, heldSecrets, parseJobs, writeOutput } from './common.js';

export interface GateFlags extends CommonFlags {
  base?: string;
  head?: string;
  ref?: string;
  environment?: string[];
  argocdServer?: string;
  argocdInsecure?: boolean;
  argocdCaFile?: string;
  shard?: string;
  /** audit --render-cache [dir] */
  renderCache?: boolean | string;
}

function parseShard(value: string | undefined): RunOptions['shard'] {
  if (!value) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count) throw new Error(`--shard must be I/N with 1 <= I <= N, got ${value}`);
  return { index, count };
}

export function runOptionsOf(mode: 'check' | 'audit', flags: GateFlags): RunOptions {
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
    offline: flags.offline,
    resolveTags: flags.resolveTags,
    secrets: heldSecrets(),
    shard: parseShard(flags.shard),
    argocdServer: flags.argocdServer,
    argocdToken: process.env.ARGOCD_AUTH_TOKEN,
    argocdInsecure: flags.argocdInsecure,
    argocdCaFile: flags.argocdCaFile,
    renderCache: flags.renderCache !== undefined && flags.renderCache !== false,
    ...(typeof flags.renderCache === 'string' ? { renderCacheDir: flags.renderCache } : {}),
    onProgress: flags.progress === false ? undefined : (msg) => process.stderr.write(`deploy-gate: ${msg}\n`),
  };
}

/** check/audit: run, print the report in the chosen format, exit with the verdict's code. */
export async function gateCommand(mode: 'check' | 'audit', flags: GateFlags): Promise<number> {
  const opts = runOptionsOf(mode, flags);
  const report = await run(opts);
  const color = flags.format === 'text' && !flags.output && process.stdout.isTTY === true;
  writeOutput(formatReport(report, flags.format, { color, sanitize: { secrets: opts.secrets } }), flags.output);
  return EXIT_CODE[report.verdict];
}
