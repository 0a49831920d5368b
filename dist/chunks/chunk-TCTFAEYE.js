import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);

// src/run.ts
async function run(input) {
  const opts = input.timeoutSeconds && input.timeoutSeconds > 0 ? { ...input, deadline: Date.now() + input.timeoutSeconds * 1e3 } : input;
  const { setLuaRunDeadline } = await import("./lua-sandbox-E5HK3YJH.js");
  setLuaRunDeadline(opts.deadline);
  const phase = { name: "the start" };
  const work = runMode({ ...opts, phase });
  work.catch(() => void 0);
  const { guardRun } = await import("./run-guard-U2EJSGD6.js");
  try {
    return await guardRun(opts, phase, work);
  } finally {
    setLuaRunDeadline(void 0);
  }
}
async function runMode(opts) {
  if (opts.mode !== "check") return (await import("./run-audit-63KVAKNH.js")).runAudit(opts);
  return (await import("./run-check-5H3QHHU3.js")).runCheck(opts);
}

export {
  run
};
