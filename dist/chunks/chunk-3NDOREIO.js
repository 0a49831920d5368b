import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/run.ts
async function run(input) {
  const opts = input.timeoutSeconds && input.timeoutSeconds > 0 ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1e3 } : input;
  return opts.mode === "check" ? (await import("./run-check-JIY6PRXH.js")).runCheck(opts) : (await import("./run-audit-C6LXZFUH.js")).runAudit(opts);
}

export {
  run
};
