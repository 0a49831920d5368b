import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  run
} from "./chunk-TCTFAEYE.js";
import {
  EXIT_CODE,
  heldSecrets,
  parseJobs,
  parseTimeout,
  toolProblem
} from "./chunk-5VPE5DC7.js";
import "./chunk-4SOEZEIB.js";
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-MDYSVXZZ.js";

// src/commands/gate.ts
import { performance } from "node:perf_hooks";

// src/engine/after-next-process.ts
import { subscribe, unsubscribe } from "node:diagnostics_channel";
var CHANNEL = "child_process";
function afterNextProcess(fn) {
  const stop = () => unsubscribe(CHANNEL, onProcess);
  const onProcess = () => {
    stop();
    queueMicrotask(fn);
  };
  subscribe(CHANNEL, onProcess);
  return stop;
}

// src/commands/progress-line.ts
var ERASE = "\r\x1B[2K";
var FINAL = /^(\d+)\/\1 targets done\b/;
function progressLine(stream, prefix = "deploy-gate: ") {
  const tty = stream.isTTY === true;
  let held;
  let open = false;
  const show = (msg) => {
    if (tty) {
      stream.write(`${ERASE}${prefix}${msg}`);
      open = true;
    } else stream.write(`${prefix}${msg}
`);
  };
  return {
    update(msg) {
      if (FINAL.test(msg)) held = msg;
      else show(msg);
    },
    finish() {
      if (held !== void 0) show(held);
      held = void 0;
      if (tty && open) stream.write("\n");
      open = false;
    },
    abandon() {
      held = void 0;
      if (tty && open) stream.write(ERASE);
      open = false;
    }
  };
}

// src/commands/gate.ts
function parseShard(value) {
  if (!value) return void 0;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`--shard must be I/N with 1 <= I <= N, got ${value}`);
  return { index, count };
}
function runOptionsOf(mode, flags, progress) {
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
    ...flags.timeout !== void 0 ? { timeoutSeconds: parseTimeout(flags.timeout) } : {},
    offline: flags.offline,
    resolveTags: flags.resolveTags,
    secrets,
    env: process.env,
    onSecret: (value) => secrets.push(value),
    ...process.env.DEPLOY_GATE_TIMING ? { onFirstRender: sayFirstRender } : {},
    // The bench's reference run of the plain path (engine/discovery-renders.ts).
    ...process.env.DEPLOY_GATE_PLAIN_DISCOVERY === "1" ? { separateDiscovery: true } : {},
    shard: parseShard(flags.shard),
    argocdServer: flags.argocdServer,
    argocdToken: process.env.ARGOCD_AUTH_TOKEN,
    argocdInsecure: flags.argocdInsecure,
    argocdCaFile: flags.argocdCaFile,
    renderCache: flags.renderCache !== void 0 && flags.renderCache !== false,
    ...typeof flags.renderCache === "string" ? { renderCacheDir: flags.renderCache } : {},
    onProgress: flags.progress === false || !progress ? void 0 : (msg) => progress.update(msg)
  };
}
function sayFirstRender() {
  process.stderr.write(`deploy-gate timing: first render at ${sinceStart()}
`);
  afterNextProcess(() => process.stderr.write(`deploy-gate timing: first tool process at ${sinceStart()}
`));
}
function sinceStart() {
  const { user, system } = process.cpuUsage();
  return `${performance.now().toFixed(0)} ms (cpu ${((user + system) / 1e3).toFixed(0)} ms)`;
}
async function gateCommand(mode, flags) {
  const progress = progressLine(process.stderr);
  const opts = runOptionsOf(mode, flags, progress);
  const report = await run(opts);
  const tools = toolProblem(report);
  if (tools) {
    progress.abandon();
    throw new UsageError(tools);
  }
  progress.finish();
  const { printReport } = await import("./print-report-W2AFRK6U.js");
  printReport(report, flags, opts.secrets ?? [], [...opts.schemaLocations, ...opts.crdSchemaLocations]);
  return EXIT_CODE[report.verdict];
}
export {
  gateCommand,
  runOptionsOf
};
