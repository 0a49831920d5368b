#!/usr/bin/env node
import { createRequire as __dgCreateRequire } from 'node:module'; const require = __dgCreateRequire(import.meta.url);
import {
  enableCompileCache,
  hasCompileCacheApi
} from "./chunks/chunk-V5F2MXLM.js";
import "./chunks/chunk-NH7EOKP2.js";
import "./chunks/chunk-MDYSVXZZ.js";

// src/cli.ts
import { fileURLToPath } from "node:url";
enableCompileCache();
var loadModules = async () => (await import("./cli-main.js")).main;
if (hasCompileCacheApi()) {
  process.exitCode = await (await loadModules())(process.argv);
} else {
  const { runCli } = await import("./chunks/code-cache-UOXV667M.js");
  await runCli(fileURLToPath(new URL("./cli-script.cjs", import.meta.url)), loadModules);
}
