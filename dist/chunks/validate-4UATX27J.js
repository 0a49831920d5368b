import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  crdLocationsOf,
  resolveRepoLocations
} from "./chunk-4CYCRRQY.js";
import {
  EXIT_CODE,
  heldSecrets,
  parseJobs,
  parseTimeout
} from "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import {
  siteFindings
} from "./chunk-LWAUYT3A.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import {
  CANCELLED,
  VALIDATE_ENVIRONMENT,
  claim,
  fileContext,
  fileFindings,
  fileInProgress,
  fileTarget,
  planBatches,
  readBounded,
  settle,
  validateFile
} from "./chunk-EGS7XZ7E.js";
import {
  renderFailureDrafts
} from "./chunk-D2SDISZR.js";
import "./chunk-NC3WZ3E6.js";
import "./chunk-AY36APSX.js";
import "./chunk-G6UY35R2.js";
import "./chunk-B7GEDGLJ.js";
import "./chunk-QL7IOEAV.js";
import "./chunk-54GLFIVL.js";
import "./chunk-BNZOBEEZ.js";
import "./chunk-6RG2LXPG.js";
import {
  minorVersion
} from "./chunk-QMC5NZGM.js";
import "./chunk-HDPDJ77Q.js";
import "./chunk-YVKPGPZK.js";
import {
  defaultCacheDir
} from "./chunk-QCYFN3UA.js";
import {
  ConfigError,
  readConfigFile
} from "./chunk-H46FZT4U.js";
import {
  DEFAULT_CONFIG_FILE,
  environmentOf
} from "./chunk-ZQ5WTYB2.js";
import "./chunk-W4UYNDBW.js";
import "./chunk-PNZQSVZR.js";
import "./chunk-YNJHAX7O.js";
import "./chunk-NEUGZZOX.js";
import "./chunk-M56IX5WU.js";
import "./chunk-XY7PLT3O.js";
import "./chunk-XJGA2I7W.js";
import "./chunk-P32HR5QG.js";
import "./chunk-YSHXME3I.js";
import "./chunk-ZD4QIQZI.js";
import "./chunk-ZFROVIZ2.js";
import {
  finishReport,
  maskReport,
  maskValuesOf
} from "./chunk-GZW4SSYH.js";
import {
  verdictOf
} from "./chunk-D4CM722U.js";
import "./chunk-YRFEQ6IT.js";
import "./chunk-T4D7B56H.js";
import {
  redactTokens
} from "./chunk-URNH3GDA.js";
import "./chunk-3G6HCZXA.js";
import "./chunk-LYFTJUJU.js";
import {
  packageRoot,
  toolVersion
} from "./chunk-L3AFQ6AO.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/validate.ts
import { existsSync as existsSync2, readFileSync } from "node:fs";
import os from "node:os";
import path3 from "node:path";
import { fileURLToPath } from "node:url";

// src/engine/validate/run-validate.ts
import { existsSync, statSync as statSync2 } from "node:fs";
import path2 from "node:path";

// src/engine/validate/inputs.ts
import { lstatSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
var MANIFEST_NAME = /\.(ya?ml|json)$/i;
var STDIN_NAME = "stdin";
var shown = (p) => p.split(path.sep).join("/");
var readStdin = (maxBytes) => () => readBounded(0, maxBytes);
function collectInputs(args, stdin, cwd = process.cwd()) {
  if (args.length === 0) throw new UsageError("validate: give files, folders or - (stdin) to validate");
  const out = { files: [], refused: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const arg of args) {
    if (arg === "-") {
      if (seen.has("-")) throw new UsageError("validate: - (stdin) given twice");
      seen.add("-");
      const text = stdin();
      out.files.push(
        text === void 0 ? { display: STDIN_NAME, overBudget: true, size: 0 } : { display: STDIN_NAME, text, size: Buffer.byteLength(text, "utf8") }
      );
      continue;
    }
    const abs = path.resolve(cwd, arg);
    const stat = statSync(abs, { throwIfNoEntry: false });
    if (!stat) throw new UsageError(`validate: ${arg}: no such file or folder`);
    const display = shown(path.normalize(arg));
    if (stat.isDirectory()) walk(arg, abs, out, seen);
    else if (stat.isFile()) addFile(out, seen, display, realpathSync(abs), stat);
    else if (stat.isFIFO()) addFile(out, seen, display, abs, stat);
    else out.refused.push({ display, reason: "not a regular file (a socket or device): not read" });
  }
  return out;
}
function addFile(out, seen, display, abs, stat) {
  if (seen.has(abs)) return;
  seen.add(abs);
  out.files.push({ display, abs, size: stat.size });
}
function walk(arg, dir, out, seen) {
  const rootReal = realpathSync(dir);
  const visit = (rel) => {
    const display = shown(path.join(arg, rel));
    let entries;
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch (err) {
      out.refused.push({ display, reason: `a folder that could not be read (${err.message})` });
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const entry of entries) visitEntry(entry, path.join(rel, entry.name));
  };
  const visitEntry = (entry, childRel) => {
    const { name } = entry;
    const abs = path.join(dir, childRel);
    const display = shown(path.join(arg, childRel));
    try {
      if (entry.isDirectory()) {
        if (name !== ".git") visit(childRel);
      } else if (entry.isSymbolicLink()) {
        followLink({ abs, display, manifest: MANIFEST_NAME.test(name), rootReal }, out, seen);
      } else if (MANIFEST_NAME.test(name)) {
        const stat = lstatSync(abs);
        if (stat.isFile()) addFile(out, seen, display, path.join(rootReal, childRel), stat);
        else out.refused.push({ display, reason: "not a regular file (a FIFO, socket or device): not read" });
      }
    } catch (err) {
      out.refused.push({ display, reason: `could not be read (${err.message})` });
    }
  };
  visit("");
}
function followLink(link, out, seen) {
  const refuse = (reason) => out.refused.push({ display: link.display, reason });
  let real;
  try {
    real = realpathSync(link.abs);
  } catch {
    if (link.manifest) refuse("a symbolic link that resolves to nothing: not read");
    return;
  }
  const stat = statSync(real);
  if (!link.manifest && !stat.isDirectory()) return;
  const inside = real === link.rootReal || real.startsWith(`${link.rootReal}${path.sep}`);
  if (!inside || real.split(path.sep).includes(".git")) {
    refuse(`a symbolic link to ${stat.isDirectory() ? "a folder " : ""}outside the folder being validated: not read`);
    return;
  }
  if (stat.isFile()) addFile(out, seen, link.display, real, stat);
  else if (!stat.isDirectory()) refuse("a symbolic link to a FIFO, socket or device: not read");
}

// src/engine/validate/pool-worker.ts
import { Worker } from "node:worker_threads";
var PoolWorker = class {
  constructor(file, start) {
    this.start = start;
    this.worker = new Worker(file, { workerData: start });
    const die = () => {
      this.dead = true;
      if (!this.stopped) this.crashed = true;
      this.onEnd();
    };
    this.worker.on("error", die);
    this.worker.on("exit", die);
  }
  start;
  worker;
  dead = false;
  stopped = false;
  crashed = false;
  onEnd = () => void 0;
  /** Hands the worker the plan; resolves when it said `done` or died (what it claimed and did not answer is then missing). */
  run(plan, run) {
    return new Promise((resolve) => {
      let ended = false;
      this.onEnd = () => {
        ended = true;
        this.stop();
        resolve();
      };
      if (this.dead) return this.onEnd();
      this.worker.on("message", (reply) => {
        if (ended || run.closed) return;
        if ("done" in reply) return this.onEnd();
        for (const [i, r] of reply.results) run.results[i] = r;
        if (run.stats) run.stats.workerBatches++;
      });
      this.worker.postMessage(plan);
    });
  }
  /** Stops the worker if it has not started on the batches yet (then it will claim none); false if it has. */
  get slot() {
    return this.start.slot;
  }
  cancelIfWaiting() {
    if (!settle(new Int32Array(this.start.claims), this.start.slot, CANCELLED)) return false;
    this.onEnd();
    return true;
  }
  stop() {
    this.stopped = true;
    this.onEnd = () => void 0;
    void this.worker.terminate();
  }
};

// src/engine/validate/not-validated.ts
function notValidatedInTime(config, input, wasRunning) {
  const message = wasRunning ? `validating ${input.display} was still running when the run deadline (--timeout) passed; it was stopped and not checked` : `the run deadline (--timeout) passed before ${input.display} was validated; it was not checked`;
  return notValidated(config, input, "E_RUN_DEADLINE", message);
}
function validatorDied(config, input) {
  const message = `the worker thread validating ${input.display} died while it did; it was not checked`;
  return notValidated(config, input, "E_VALIDATOR_DIED", message);
}
function notValidated(config, input, code, message) {
  return {
    target: fileTarget(input.display, "failed", code),
    findings: fileFindings(config, input.display, renderFailureDrafts(code, message, input.display)),
    maskValues: []
  };
}

// src/engine/validate/pool.ts
var MIN_WORKER_BYTES = 1 << 20;
var ValidatePool = class {
  constructor(opts) {
    this.opts = opts;
    this.claims = new SharedArrayBuffer(4 * (Math.max(1, opts.jobs) + 1));
    this.progress = new SharedArrayBuffer(4 * (Math.max(1, opts.jobs) + 1));
  }
  opts;
  workers = [];
  claims;
  progress;
  /** With a deadline and a worker bundle, this thread only watches: all `jobs` threads are workers. */
  get watching() {
    return this.opts.deadline !== void 0 && this.opts.workerFile !== void 0;
  }
  /** Starts the workers now, so their start-up overlaps reading the config and walking the folders. */
  prestart() {
    if (this.workers.length > 0 || !this.opts.workerFile) return;
    const workers = this.watching ? Math.max(1, this.opts.jobs) : this.opts.jobs - 1;
    for (let slot = 1; slot <= workers; slot++)
      this.workers.push(new PoolWorker(this.opts.workerFile, { claims: this.claims, slot, progress: this.progress }));
  }
  /** Stops the workers started ahead (the config or the walk failed: nothing to run). */
  stop() {
    for (const w of this.workers.splice(0)) w.stop();
  }
  async run(files, setup) {
    const bytes = files.reduce((n, f) => n + f.size, 0);
    const watching = this.watching && files.length > 0;
    const useWorkers = watching || bytes >= (this.opts.minWorkerBytes ?? MIN_WORKER_BYTES) && files.length > 1;
    if (useWorkers) this.prestart();
    const batches = planBatches(files);
    const helpers = useWorkers ? this.workers.splice(0, watching ? batches.length : batches.length - 1) : [];
    this.stop();
    if (this.opts.stats) this.opts.stats.workers = helpers.length;
    const run = {
      batches,
      results: new Array(files.length),
      stats: this.opts.stats,
      closed: false,
      running: /* @__PURE__ */ new Set()
    };
    const ctx = fileContext(setup);
    const mainShare = !watching && this.opts.mainShare !== false;
    const finished = this.runThreads(ctx, run, helpers, mainShare || helpers.length === 0);
    if (watching) await this.untilDeadline(finished, helpers, run);
    else await finished;
    if (!run.closed) {
      this.blameCrashes(helpers, run, files, setup);
      for (let b = 0; b < batches.length; b++)
        if (batches[b]?.some(([i]) => !run.results[i])) await validateBatch(ctx, run, b, this.opts.deadline);
    }
    return Array.from(run.results, (r, i) => {
      const file = files[i];
      if (r) return r;
      if (file && this.opts.deadline !== void 0 && (run.closed || Date.now() >= this.opts.deadline))
        return notValidatedInTime(setup.config, file, run.running.has(i));
      throw new Error(`internal error: ${file?.display ?? i} was not validated`);
    });
  }
  /** The workers and (when `mainClaims`) this thread claim batches until none is left. */
  async runThreads(ctx, run, helpers, mainClaims) {
    const counter = new Int32Array(this.claims);
    const running = helpers.map((w) => w.run({ setup: ctx.setup, batches: run.batches }, run));
    if (mainClaims)
      for (let b = claim(counter); b < run.batches.length; b = claim(counter))
        await validateBatch(ctx, run, b, this.opts.deadline);
    if (mainClaims && helpers.length > 0) for (const w of helpers) w.cancelIfWaiting();
    await Promise.all(running);
  }
  /**
   * The file a crashed worker was inside is not validated again here, where it could take the
   * whole run down with it: it is inconclusive. The rest of its batch is validated again.
   */
  blameCrashes(helpers, run, files, setup) {
    for (const w of helpers) {
      const i = w.crashed ? fileInProgress(this.progress, w.slot) : void 0;
      const file = i === void 0 ? void 0 : files[i];
      if (i !== void 0 && file && !run.results[i]) run.results[i] = validatorDied(setup.config, file);
    }
  }
  /** Waits for the workers, or stops them all when the deadline passes first (the run is then closed). */
  async untilDeadline(finished, helpers, run) {
    const { passed, cancel } = atDeadline(this.opts.deadline ?? 0);
    try {
      if (await Promise.race([finished, passed]) !== "passed") return;
      run.closed = true;
      for (const w of helpers) {
        const file = fileInProgress(this.progress, w.slot);
        if (file !== void 0) run.running.add(file);
        w.stop();
      }
    } finally {
      cancel();
    }
  }
};
var MAX_TIMER_MS = 2 ** 31 - 1;
function atDeadline(deadline) {
  let timer;
  const passed = new Promise((resolve) => {
    const arm = () => {
      const left = deadline - Date.now();
      if (left <= 0) resolve("passed");
      else timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    };
    arm();
  });
  return { passed, cancel: () => clearTimeout(timer) };
}
async function validateBatch(ctx, run, b, deadline) {
  for (const [i, f] of run.batches[b] ?? []) {
    if (deadline !== void 0 && Date.now() >= deadline) return;
    if (!run.results[i]) run.results[i] = await validateFile(ctx, f);
  }
  if (run.stats) run.stats.mainBatches++;
}

// src/engine/validate/run-validate.ts
async function runValidate(opts) {
  const cwd = opts.cwd ?? process.cwd();
  const deadline = opts.timeoutSeconds !== void 0 ? Date.now() + opts.timeoutSeconds * 1e3 : void 0;
  const pool = new ValidatePool({ ...opts.pool, jobs: opts.jobs, ...deadline !== void 0 ? { deadline } : {} });
  if (opts.paths.some((p) => p !== "-" && statSync2(path2.resolve(cwd, p), { throwIfNoEntry: false })?.isDirectory()))
    pool.prestart();
  let inputs;
  let loaded;
  let setup;
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
    `validated against Kubernetes ${setup.env.kubernetesVersion}${config.schemas.strict ? ", strict (unknown fields are errors)" : ""}`
  ];
  return reportOf(results, inputs, config, notices, opts.paths);
}
async function loadValidateConfig(configPath, cwd) {
  const file = path2.resolve(cwd, configPath ?? DEFAULT_CONFIG_FILE);
  if (configPath && !existsSync(file)) throw new UsageError(`--config ${configPath}: no such file`);
  const shownFile = existsSync(file) ? path2.relative(cwd, file) || file : void 0;
  try {
    const loaded = await readConfigFile(file, shownFile ?? DEFAULT_CONFIG_FILE);
    return { ...loaded, root: path2.dirname(file), shownFile };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}
function setupOf(config, opts, root) {
  const version = opts.kubernetesVersion ?? config.kubernetesVersion;
  if (!minorVersion(version))
    throw new UsageError(`--kubernetes-version ${version}: not a Kubernetes version (e.g. 1.31)`);
  const env = { ...environmentOf(config, VALIDATE_ENVIRONMENT), kubernetesVersion: version };
  const crdLocations = crdLocationsOf(opts, config, root);
  return {
    config,
    env,
    configRoot: root,
    schema: {
      locations: [
        ...opts.schemaLocations,
        ...resolveRepoLocations(config.schemas.locations, root, "schemas.locations")
      ],
      crdLocations,
      crdDirs: config.schemas.crds.map((d) => path2.resolve(root, d)),
      offline: opts.offline,
      strict: config.schemas.strict,
      cacheDir: opts.cacheDir ?? defaultCacheDir()
    }
  };
}
async function reportOf(results, inputs, config, notices, args) {
  const targets = results.map((r) => r.target);
  const findings = results.flatMap((r) => r.findings);
  for (const refused of inputs.refused) {
    targets.push({ ...fileTarget(refused.display, "skipped"), reason: refused.reason });
    findings.push(
      ...fileFindings(config, refused.display, [
        {
          ruleId: "targets/not-checked",
          message: `${refused.display}: ${refused.reason}`,
          location: { file: refused.display }
        }
      ])
    );
  }
  if (targets.every((t) => t.resources === 0) && verdictOf(findings) === "pass")
    findings.push(...nothingChecked(config, args, inputs.files.length));
  const report = finishReport({
    tool: { name: "deploy-gate", version: toolVersion() },
    mode: "validate",
    targets,
    findings,
    changes: [],
    images: [],
    notices
  });
  return redactTokens(maskReport(report, maskValuesOf(results)));
}
function nothingChecked(config, args, files) {
  const what = files === 0 ? "no *.yaml, *.yml or *.json file" : `${files} file(s) with no Kubernetes object`;
  const message = `${what} in ${args.join(", ")}: nothing was checked`;
  return siteFindings(config, [
    { ruleId: "render/failed", verdict: "inconclusive", message, location: { file: args[0] ?? "." } }
  ]);
}

// src/engine/validate/default-jobs.ts
function defaultValidateJobs(cores, load) {
  const idle = Math.round(cores - Math.max(0, load));
  return Math.max(1, Math.min(cores, 1 + idle));
}
function busyCores(loadAverage, procLoadavg2) {
  const runnable = /^\S+ \S+ \S+ (\d+)\//.exec(procLoadavg2 ?? "")?.[1];
  return runnable === void 0 ? loadAverage : Math.min(loadAverage, Math.max(0, Number(runnable) - 1));
}

// src/commands/validate.ts
function bundledWorkerFile() {
  if (fileURLToPath(import.meta.url).endsWith(".ts")) return void 0;
  const file = path3.join(packageRoot(), "dist", "validate-worker.js");
  return existsSync2(file) ? file : void 0;
}
function procLoadavg() {
  try {
    return readFileSync("/proc/loadavg", "utf8");
  } catch {
    return void 0;
  }
}
async function validateCommand(paths, flags) {
  const secrets = heldSecrets();
  const stats = { mainBatches: 0, workerBatches: 0, workers: 0 };
  const jobs = parseJobs(flags.jobs) || defaultValidateJobs(os.availableParallelism(), busyCores(os.loadavg()[0] ?? 0, procLoadavg()));
  const report = await runValidate({
    paths,
    configPath: flags.config,
    kubernetesVersion: flags.kubernetesVersion,
    schemaLocations: flags.schemaLocation,
    crdSchemaLocations: flags.crdSchemaLocation,
    offline: flags.offline,
    jobs,
    ...flags.timeout !== void 0 ? { timeoutSeconds: parseTimeout(flags.timeout) } : {},
    pool: { workerFile: bundledWorkerFile(), stats }
  });
  if (process.env.DEPLOY_GATE_TIMING)
    process.stderr.write(
      `deploy-gate timing: validate batches: ${stats.mainBatches} on the main thread, ${stats.workerBatches} on ${stats.workers} worker(s)
`
    );
  const { printReport } = await import("./print-report-W2AFRK6U.js");
  printReport(report, flags, secrets, [...flags.schemaLocation, ...flags.crdSchemaLocation]);
  return EXIT_CODE[report.verdict];
}
export {
  bundledWorkerFile,
  validateCommand
};
