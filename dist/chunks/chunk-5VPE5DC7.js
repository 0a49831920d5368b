import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  SUMMARY_MAX
} from "./chunk-4SOEZEIB.js";

// src/commands/common.ts
import { writeFileSync } from "node:fs";
var EXIT_CODE = { pass: 0, fail: 1, inconclusive: 3 };
function markdownOptions(size) {
  if (size !== "summary") return void 0;
  return { maxChars: SUMMARY_MAX, maxBytes: SUMMARY_MAX, seeAlso: "see the JSON report (--format json)" };
}
function writeOutput(text, output) {
  if (output) writeFileSync(output, text.endsWith("\n") ? text : `${text}
`);
  else process.stdout.write(text.endsWith("\n") ? text : `${text}
`);
}
function parseJobs(value) {
  if (value === void 0) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--jobs must be a positive whole number, got ${value}`);
  return n;
}
function parseTimeout(value) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--timeout must be a positive number of seconds, got ${value}`);
  return n;
}
function heldSecrets(env = process.env) {
  const sourceAuth = Object.keys(env).filter((k) => k.startsWith("DEPLOY_GATE_SOURCE_AUTH_")).flatMap((k) => [env[k], env[k]?.slice(env[k].indexOf(":") + 1)]);
  return [
    ...["GITHUB_TOKEN", "ARGOCD_AUTH_TOKEN", "DEPLOY_GATE_RECORDS_TOKEN", "DEPLOY_GATE_REGISTRY_PASSWORD"].map(
      (k) => env[k]
    ),
    ...sourceAuth
  ].filter((v) => typeof v === "string" && v.length >= 8);
}
function useColor(env, isTTY) {
  const force = env.FORCE_COLOR;
  if (force !== void 0 && force !== "") return !["0", "false"].includes(force.toLowerCase());
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  return isTTY;
}
var INSTALL = {
  helm: "install helm 3.11.1 or newer (https://helm.sh/docs/intro/install/) or pass --helm PATH",
  kustomize: "install kustomize 5 or newer (https://kubectl.docs.kubernetes.io/installation/kustomize/) or kubectl, or pass --kustomize PATH"
};
function toolProblem(report) {
  const hits = report.findings.filter(
    (f) => f.ruleId === "render/failed" && /^E_TOOL_(MISSING|VERSION_UNSUPPORTED): /.test(f.message)
  );
  if (hits.length === 0) return void 0;
  const byTool = /* @__PURE__ */ new Map();
  for (const f of hits) {
    const detail = f.message.replace(/^E_TOOL_\w+: /, "");
    const tool = /kustomize|kubectl/.test(detail) ? "kustomize" : "helm";
    const entry = byTool.get(tool) ?? { detail, targets: /* @__PURE__ */ new Set() };
    entry.targets.add(`${f.app}/${f.environment}`);
    byTool.set(tool, entry);
  }
  return [...byTool].sort(([a], [b]) => a < b ? -1 : 1).map(
    ([tool, { detail, targets }]) => `${detail} (needed by ${targets.size} target${targets.size === 1 ? "" : "s"}); ${INSTALL[tool]}`
  ).join("\ndeploy-gate: ");
}

export {
  EXIT_CODE,
  markdownOptions,
  writeOutput,
  parseJobs,
  parseTimeout,
  heldSecrets,
  useColor,
  toolProblem
};
