#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  INTERNAL_ERROR_EXIT,
  internalError
} from "./chunks/chunk-XCNKI453.js";
import {
  enableCompileCache
} from "./chunks/chunk-6ZMBPYW6.js";
import "./chunks/chunk-QCYFN3UA.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/commands/start.ts
function startCli(loadModules) {
  enableCompileCache();
  let settled = false;
  process.once("exit", () => {
    if (settled) return;
    process.stderr.write("deploy-gate: internal error: the command never finished\n");
    process.exitCode = INTERNAL_ERROR_EXIT;
  });
  loadModules().then(async (main) => {
    process.exitCode = await main(process.argv);
  }).then(
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
startCli(async () => (await import("./chunks/main-SX5PDLWZ.js")).main);
