#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  INTERNAL_ERROR_EXIT,
  internalError
} from "./chunks/chunk-XCNKI453.js";
import {
  enableCompileCache,
  hasCompileCacheApi
} from "./chunks/chunk-V5F2MXLM.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/cli.ts
import { fileURLToPath } from "node:url";

// src/commands/start.ts
function startCli(scriptFile, loadModules) {
  enableCompileCache();
  startFailClosed(async () => {
    if (hasCompileCacheApi()) {
      process.exitCode = await (await loadModules())(process.argv);
      return;
    }
    const { runCli } = await import("./chunks/code-cache-UOXV667M.js");
    await runCli(scriptFile, loadModules);
  });
}
function startFailClosed(start) {
  let settled = false;
  process.once("exit", () => {
    if (settled) return;
    process.stderr.write("deploy-gate: internal error: the command never finished\n");
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  start().then(
    () => {
      settled = true;
      if (globalThis[/* @__PURE__ */ Symbol.for("deploy-gate.run-abandoned")] === true)
        process.stdout.write("", () => process.exit());
    },
    (err) => {
      settled = true;
      process.exitCode = internalError(err);
    }
  );
}

// src/cli.ts
startCli(
  fileURLToPath(new URL("./cli-script.cjs", import.meta.url)),
  async () => (await import("./cli-main.js")).main
);
