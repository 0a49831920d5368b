import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/run.ts
async function run(input) {
  const opts = input.timeoutSeconds && input.timeoutSeconds > 0 ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1e3 } : input;
  if (opts.mode !== "check") return (await import("./run-audit-AVMTY62E.js")).runAudit(opts);
  const started = (await import("./check-start-XTEHQR5P.js")).startCheckEarly(opts);
  return (await import("./run-check-JV6XCXSI.js")).runCheck(opts, started);
}

export {
  run
};
