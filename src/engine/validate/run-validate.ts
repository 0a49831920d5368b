// `deploy-gate validate`: files → strict schemas, API versions, YAML problems → one report, like
// `audit`'s but with one target per file. No git, no render, no policies: what kubeconform does,
// with locations, and with "no schema" inconclusive instead of skipped.
import { redactTokens } from '../../redact/index.js';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { environmentOf, type Config } from '../../model/config.js';
import type { Finding } from '../../model/finding.js';
import type { Report } from '../../model/report.js';
import { ConfigError, DEFAULT_CONFIG_FILE, readConfigFile } from '../../config/index.js';
import { verdictOf } from '../../findings/verdict.js';
import { minorVersion } from '../../kube/version.js';
import { toolVersion } from '../../package-root.js';
import { defaultCacheDir } from '../../cache/dir.js';
import { finishReport } from '../assemble.js';
import { siteFindings } from '../run-common.js';
import { maskReport, maskValuesOf } from '../mask-report.js';
import { UsageError } from '../options.js';
import { crdLocationsOf, resolveRepoLocations } from '../schema-locations.js';
import { collectInputs, readStdin, type Inputs, type StdinReader } from './inputs.js';
import { ValidatePool, type PoolOptions } from './pool.js';
import {
  fileFindings,
  fileTarget,
  VALIDATE_ENVIRONMENT,
  type FileResult,
  type ValidateSetup,
} from './validate-file.js';

export interface ValidateOptions {
  paths: string[];
  /** `--config`: must exist. Without it `.deploy-gate.yaml` in `cwd` is read when present. */
  configPath?: string;
  /** `--kubernetes-version`; default the config's `kubernetesVersion`. */
  kubernetesVersion?: string;
  schemaLocations: string[];
  crdSchemaLocations: string[];
  offline: boolean;
  /** Validating threads; 0: one per CPU. */
  jobs: number;
  /** `--timeout`: the run's deadline in seconds; files not validated by then are inconclusive (E_RUN_DEADLINE). */
  timeoutSeconds?: number;
  /** Worker bundle and tuning (pool.ts); no `workerFile`: everything in this thread. */
  pool?: Omit<PoolOptions, 'jobs'>;
  cwd?: string;
  /** Schema cache folder (default: the tool cache). */
  cacheDir?: string;
  stdin?: StdinReader;
}

export async function runValidate(opts: ValidateOptions): Promise<Report> {
  const cwd = opts.cwd ?? process.cwd();
  const deadline = opts.timeoutSeconds !== undefined ? Date.now() + opts.timeoutSeconds * 1000 : undefined;
  const pool = new ValidatePool({ ...opts.pool, jobs: opts.jobs, ...(deadline !== undefined ? { deadline } : {}) });
  // A folder is likely to hold enough text for the workers: start them before anything else, so
  // their start-up overlaps reading the config and walking the folders.
  if (opts.paths.some((p) => p !== '-' && statSync(path.resolve(cwd, p), { throwIfNoEntry: false })?.isDirectory()))
    pool.prestart();
  let inputs: Inputs;
  let loaded: Awaited<ReturnType<typeof loadValidateConfig>>;
  let setup: ValidateSetup;
  try {
    loaded = await loadValidateConfig(opts.configPath, cwd);
    setup = setupOf(loaded.config, opts, loaded.root);
    inputs = collectInputs(opts.paths, opts.stdin ?? readStdin(loaded.config.render.maxParsedBytes), cwd);
  } catch (err) {
    pool.stop();
    throw err;
  }
  const { config, warnings, shownFile } = loaded;
  const results = await pool.run(inputs.files, setup);
  const notices = [
    ...warnings,
    shownFile ? `config: ${shownFile}` : `config: none (no ${DEFAULT_CONFIG_FILE} here; defaults)`,
    `validated against Kubernetes ${setup.env.kubernetesVersion}${config.schemas.strict ? ', strict (unknown fields are errors)' : ''}`,
  ];
  return reportOf(results, inputs, config, notices, opts.paths);
}

async function loadValidateConfig(configPath: string | undefined, cwd: string) {
  const file = path.resolve(cwd, configPath ?? DEFAULT_CONFIG_FILE);
  if (configPath && !existsSync(file)) throw new UsageError(`--config ${configPath}: no such file`);
  const shownFile = existsSync(file) ? path.relative(cwd, file) || file : undefined;
  try {
    const loaded = await readConfigFile(file, shownFile ?? DEFAULT_CONFIG_FILE);
    return { ...loaded, root: path.dirname(file), shownFile };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

function setupOf(config: Config, opts: ValidateOptions, root: string): ValidateSetup {
  const version = opts.kubernetesVersion ?? config.kubernetesVersion;
  if (!minorVersion(version))
    throw new UsageError(`--kubernetes-version ${version}: not a Kubernetes version (e.g. 1.31)`);
  // A file belongs to no environment of the config (no environment is named `-`): the defaults.
  const env = { ...environmentOf(config, VALIDATE_ENVIRONMENT), kubernetesVersion: version };
  // The config's relative locations are relative to its folder, as its `crds` folders are.
  const crdLocations = crdLocationsOf(opts, config, root);
  return {
    config,
    env,
    configRoot: root,
    schema: {
      locations: [
        ...opts.schemaLocations,
        ...resolveRepoLocations(config.schemas.locations, root, 'schemas.locations'),
      ],
      crdLocations,
      crdDirs: config.schemas.crds.map((d) => path.resolve(root, d)),
      offline: opts.offline,
      strict: config.schemas.strict,
      cacheDir: opts.cacheDir ?? defaultCacheDir(),
    },
  };
}

async function reportOf(
  results: FileResult[],
  inputs: Inputs,
  config: Config,
  notices: string[],
  args: string[],
): Promise<Report> {
  const targets = results.map((r) => r.target);
  const findings: Finding[] = results.flatMap((r) => r.findings);
  for (const refused of inputs.refused) {
    targets.push({ ...fileTarget(refused.display, 'skipped'), reason: refused.reason });
    findings.push(
      ...fileFindings(config, refused.display, [
        {
          ruleId: 'targets/not-checked',
          message: `${refused.display}: ${refused.reason}`,
          location: { file: refused.display },
        },
      ]),
    );
  }
  // Only warnings (a rule turned down to warning) on zero objects is still nothing checked: never a pass.
  if (targets.every((t) => t.resources === 0) && verdictOf(findings) === 'pass')
    findings.push(...nothingChecked(config, args, inputs.files.length));
  const report = finishReport({
    tool: { name: 'deploy-gate', version: toolVersion() },
    mode: 'validate',
    targets,
    findings,
    changes: [],
    images: [],
    notices,
  });
  return redactTokens(maskReport(report, maskValuesOf(results)));
}

/** Zero objects is not a pass: nothing was checked (an empty folder, a typo in a glob). */
function nothingChecked(config: Config, args: string[], files: number): Finding[] {
  const what = files === 0 ? 'no *.yaml, *.yml or *.json file' : `${files} file(s) with no Kubernetes object`;
  const message = `${what} in ${args.join(', ')}: nothing was checked`;
  // The run's own finding, about no one file (app and environment `-`).
  return siteFindings(config, [
    { ruleId: 'render/failed', verdict: 'inconclusive', message, location: { file: args[0] ?? '.' } },
  ]);
}
