import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  UsageError
} from "./chunk-KAT3YWBA.js";
import "./chunk-MDYSVXZZ.js";

// src/engine/run-guard.ts
var SETTLE_MS = 500;
var ABANDONED = /* @__PURE__ */ Symbol.for("deploy-gate.run-abandoned");
var FAULTS = /* @__PURE__ */ new Set(["ConfigError", "PolicyLoadError", "RevisionError"]);
var isFault = (err) => err instanceof UsageError || err instanceof Error && (FAULTS.has(err.name) || /^--/.test(err.message));
async function guardRun(opts, phase, work) {
  const guarded = work.catch(async (err) => {
    if (isFault(err)) throw err;
    const why = err instanceof Error ? err.message : String(err);
    return incompleteReport(opts.mode, phase.name, `an internal error stopped the run (${why})`);
  });
  if (opts.deadline === void 0) return guarded;
  const deadline = opts.deadline;
  const timers = [];
  let settled = false;
  const cut = new Promise((resolve) => {
    const atDeadline = () => {
      const at = phase.name;
      const settle = setTimeout(() => {
        if (settled) return;
        globalThis[ABANDONED] = true;
        resolve(incompleteReport(opts.mode, at, "the run deadline (--timeout) passed"));
      }, SETTLE_MS);
      timers.push(settle);
    };
    timers.push(setTimeout(atDeadline, Math.max(0, deadline - Date.now())));
  });
  try {
    return await Promise.race([guarded, cut]);
  } finally {
    settled = true;
    for (const t of timers) clearTimeout(t);
  }
}
async function incompleteReport(mode, phase, why) {
  const [{ defaultConfig }, { finalizeDrafts }, { assembleReport }] = await Promise.all([
    import("./config-WIM7DI44.js"),
    import("./finalize-NBX2WYDO.js"),
    import("./assemble-KOKUHIYU.js")
  ]);
  const findings = finalizeDrafts(
    [
      {
        ruleId: "run/incomplete",
        message: `${why} during ${phase}; what was not finished was not checked`,
        fingerprintKey: "run/incomplete"
      }
    ],
    { config: defaultConfig(), app: "-", environment: "-" }
  );
  return assembleReport({ mode, outcomes: [], extraFindings: findings, images: [], notices: [], tools: {} });
}
export {
  guardRun
};
