import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/run.ts
async function run(input) {
  const opts = input.timeoutSeconds && input.timeoutSeconds > 0 ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1e3 } : input;
  return opts.mode === "check" ? (await import("./run-check-APEH6YSB.js")).runCheck(opts) : (await import("./run-audit-DHK4VE6S.js")).runAudit(opts);
}

export {
  run
};
